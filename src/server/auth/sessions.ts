/**
 * Sessions written after the Lucia guide (ADR 003).
 *
 * token = id + "." + secret, where secret is 32 random bytes; only SHA-256(secret) is stored and
 * it is compared in constant time. Sessions last 30 days and slide forward when less than half is
 * left; the last-verified time is written at most hourly. A short session (an example
 * itinerary's visitor) lasts EXAMPLE_SESSION_TTL_MS and never slides; it is told apart by its own
 * lifetime, shorter than SESSION_TTL_MS, which no full session ever has (they start at it and only
 * move forward).
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { sessions, type Session } from '../../../db/schema';
import { EXAMPLE_SESSION_TTL_MS, SESSION_TTL_MS, SESSION_VERIFY_WRITE_MS } from '../../lib/limits';
import { constantTimeEqual, randomToken, sha256 } from '../core/crypto';
import { holdNames } from '../guests/name-holds';
import { prepared } from '../core/prepared';

export type SessionCookie = { name: string; secure: boolean };

export function sessionCookie(isProduction: boolean): SessionCookie {
  // `__Host-` requires Secure, so it is only used where the site is served over HTTPS.
  return isProduction ? { name: '__Host-session', secure: true } : { name: 'session', secure: false };
}

export type CreatedSession = { session: Session; token: string };

/** A full session (30 days, sliding), or a short one for a look at an example itinerary. */
export type SessionLifetime = 'full' | 'short';

const lifetimeMs = (lifetime: SessionLifetime) => (lifetime === 'short' ? EXAMPLE_SESSION_TTL_MS : SESSION_TTL_MS);

/** True for a short session: its whole lifetime is under a full session's. */
export function isShortSession(session: Pick<Session, 'createdAt' | 'expiresAt'>): boolean {
  return session.expiresAt.getTime() - session.createdAt.getTime() < SESSION_TTL_MS;
}

export async function createSession(
  handle: DatabaseHandle,
  userId: string | null = null,
  now = new Date(),
  lifetime: SessionLifetime = 'full',
): Promise<CreatedSession> {
  const id = randomToken(20);
  const secret = randomToken(32);
  const values = {
    id,
    secretHash: sha256(secret),
    userId,
    createdAt: now,
    lastVerifiedAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs(lifetime)),
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
  session: Pick<Session, 'secretHash' | 'createdAt' | 'expiresAt' | 'lastVerifiedAt'>,
  secret: string,
  now = new Date(),
): SessionState {
  if (!constantTimeEqual(sha256(secret), session.secretHash)) return 'invalid';
  return sessionTimeState(session, now);
}

/**
 * What the clock says of a session whose secret was checked already: expired, due for renewal or a
 * touch, or valid. Short sessions are never renewed.
 */
export function sessionTimeState(
  session: Pick<Session, 'createdAt' | 'expiresAt' | 'lastVerifiedAt'>,
  now = new Date(),
): Exclude<SessionState, 'invalid'> {
  if (session.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!isShortSession(session) && session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2) return 'renew';
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

/**
 * Makes a short session a full one (its browser opened a real itinerary): it lasts SESSION_TTL_MS
 * from `now` and slides from then on. The new expiry, for the cookie.
 */
export async function extendSession(handle: DatabaseHandle, session: Session, now = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await handle.write((db) => db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id)));
  session.expiresAt = expiresAt;
  return expiresAt;
}

/** Ends a session (signed out, or found expired); the names it wrote under stay held (../guests/name-holds.ts). */
export async function deleteSession(handle: DatabaseHandle, sessionId: string, now = Date.now()): Promise<void> {
  await handle.write((db) =>
    db.batch([...holdNames(db, (column) => eq(column, sessionId), now), db.delete(sessions).where(eq(sessions.id, sessionId))]),
  );
}
