/**
 * Sessions written after the Lucia guide (ADR 003).
 *
 * token = id + "." + secret, where secret is 32 random bytes; only SHA-256(secret) is stored and
 * it is compared in constant time. Sessions last 30 days and slide forward when less than half is
 * left; the last-verified time is written at most hourly.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { sessions, type Session } from '../../db/schema';
import { SESSION_TTL_MS, SESSION_VERIFY_WRITE_MS } from '../lib/limits';
import { constantTimeEqual, randomToken, sha256 } from './crypto';
import { holdNames } from './name-holds';
import { prepared } from './prepared';

export type SessionCookie = { name: string; secure: boolean };

export function sessionCookie(isProduction: boolean): SessionCookie {
  // `__Host-` requires Secure, so it is only used where the site is served over HTTPS.
  return isProduction ? { name: '__Host-session', secure: true } : { name: 'session', secure: false };
}

export type CreatedSession = { session: Session; token: string };

export async function createSession(
  handle: DatabaseHandle,
  userId: string | null = null,
  now = new Date(),
): Promise<CreatedSession> {
  const id = randomToken(20);
  const secret = randomToken(32);
  const values = {
    id,
    secretHash: sha256(secret),
    userId,
    createdAt: now,
    lastVerifiedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  const [session] = await handle.write((db) => db.insert(sessions).values(values).returning());
  if (!session) throw new Error('Session was not created');
  return { session, token: `${id}.${secret}` };
}

export type ValidatedSession = {
  session: Session;
  /** True when the expiry moved forward and the cookie must be sent again. */
  renewed: boolean;
};

/** A cookie's token split into the session id and its secret, or null when it is malformed. */
export function splitSessionToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0 || id.length > 64 || secret.length > 128) return null;
  return { id, secret };
}

/**
 * What a stored session says about a token's secret, without touching the database: `invalid`
 * (wrong secret), `expired`, or valid and in need of a write (`renew`: the expiry moves forward
 * and the cookie is sent again; `touch`: the last-verified time is due), or plainly `valid`.
 */
export type SessionState = 'invalid' | 'expired' | 'renew' | 'touch' | 'valid';

export function sessionState(
  session: Pick<Session, 'secretHash' | 'expiresAt' | 'lastVerifiedAt'>,
  secret: string,
  now = new Date(),
): SessionState {
  if (!constantTimeEqual(sha256(secret), session.secretHash)) return 'invalid';
  return sessionTimeState(session, now);
}

/** What the clock says of a session whose secret was checked already: expired, due for renewal or a touch, or valid. */
export function sessionTimeState(
  session: Pick<Session, 'expiresAt' | 'lastVerifiedAt'>,
  now = new Date(),
): Exclude<SessionState, 'invalid'> {
  if (session.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2) return 'renew';
  if (now.getTime() - session.lastVerifiedAt.getTime() >= SESSION_VERIFY_WRITE_MS) return 'touch';
  return 'valid';
}

export async function validateSessionToken(
  handle: DatabaseHandle,
  token: string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const parts = splitSessionToken(token);
  if (!parts) return null;
  const session = await prepared(handle, 'sessionById', (db) =>
    db.select().from(sessions).where(eq(sessions.id, sql.placeholder('id'))).limit(1).prepare(),
  )
    .get({ id: parts.id });
  if (!session) return null;
  const state = sessionState(session, parts.secret, now);
  if (state === 'invalid') return null;
  if (state === 'expired') {
    await deleteSession(handle, session.id);
    return null;
  }
  const renew = state === 'renew';
  if (renew || state === 'touch') {
    const patch: Partial<Session> = { lastVerifiedAt: now };
    if (renew) patch.expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await handle.write((db) => db.update(sessions).set(patch).where(eq(sessions.id, session.id)));
    Object.assign(session, patch);
  }
  return { session, renewed: renew };
}

/** Ends a session (signed out, or found expired); the names it wrote under stay held (./name-holds.ts). */
export async function deleteSession(handle: DatabaseHandle, sessionId: string, now = Date.now()): Promise<void> {
  await handle.write((db) =>
    db.batch([...holdNames(db, (column) => eq(column, sessionId), now), db.delete(sessions).where(eq(sessions.id, sessionId))]),
  );
}
