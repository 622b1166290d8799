import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { EXAMPLE_SESSION_TTL_MS, SESSION_TTL_MS } from '../../src/lib/limits';
import { createSession, extendSession, isShortSession, sessionTimeState, validateSessionToken } from '../../src/server/auth/sessions';
import { tempDatabase } from '../support/temp-db';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('stores only a hash of the secret and validates the token', async () => {
    const db = await tempDatabase();
    const { token, session } = await createSession(db);
    const [id, secret] = token.split('.');
    expect(id).toBe(session.id);
    expect(secret!.length).toBeGreaterThanOrEqual(50); // 32 bytes in base32
    const row = await db.db.query.sessions.findFirst({ where: eq(sessions.id, session.id) });
    expect(row?.secretHash).not.toContain(secret);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    const valid = await validateSessionToken(db, token);
    expect(valid?.session.id).toBe(session.id);
  });

  it('refuses a wrong secret, a malformed token and an unknown id', async () => {
    const db = await tempDatabase();
    const { token } = await createSession(db);
    const [id, secret] = token.split('.') as [string, string];
    const flipped = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    expect(await validateSessionToken(db, `${id}.${flipped}`)).toBeNull();
    expect(await validateSessionToken(db, id)).toBeNull();
    expect(await validateSessionToken(db, `${id}.${secret}.x`)).toBeNull();
    expect(await validateSessionToken(db, `nosuchid.${secret}`)).toBeNull();
  });

  it('expires after 30 days and deletes the row', async () => {
    const db = await tempDatabase();
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = await createSession(db, null, start);
    expect(session.expiresAt.getTime() - start.getTime()).toBe(SESSION_TTL_MS);
    const later = new Date(start.getTime() + 30 * DAY + 1);
    expect(await validateSessionToken(db, token, later)).toBeNull();
    expect(await db.db.query.sessions.findFirst({ where: eq(sessions.id, session.id) })).toBeUndefined();
  });

  it('renews when less than half the lifetime is left, not before', async () => {
    const db = await tempDatabase();
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(db, null, start);
    const early = await validateSessionToken(db, token, new Date(start.getTime() + 10 * DAY));
    expect(early?.renewed).toBe(false);
    expect(early?.session.expiresAt.getTime()).toBe(start.getTime() + 30 * DAY);
    const at16 = new Date(start.getTime() + 16 * DAY);
    const late = await validateSessionToken(db, token, at16);
    expect(late?.renewed).toBe(true);
    expect(late?.session.expiresAt.getTime()).toBe(at16.getTime() + 30 * DAY);
    // Still valid past the original expiry because it slid forward.
    expect(await validateSessionToken(db, token, new Date(start.getTime() + 40 * DAY))).not.toBeNull();
  });

  it('writes the last-verified time at most hourly', async () => {
    const db = await tempDatabase();
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = await createSession(db, null, start);
    const read = async () =>
      (await db.db.query.sessions.findFirst({ where: eq(sessions.id, session.id) }))!.lastVerifiedAt.getTime();
    await validateSessionToken(db, token, new Date(start.getTime() + 30 * 60 * 1000));
    expect(await read()).toBe(start.getTime());
    const later = start.getTime() + 61 * 60 * 1000;
    await validateSessionToken(db, token, new Date(later));
    expect(await read()).toBe(later);
  });

  it('gives an example visitor a short session that never slides, until it opens a real itinerary', async () => {
    const db = await tempDatabase();
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, session } = await createSession(db, null, start, 'short');
    expect(session.expiresAt.getTime() - start.getTime()).toBe(EXAMPLE_SESSION_TTL_MS);
    expect(isShortSession(session)).toBe(true);
    // Far less than half of a full session is left, yet it is not renewed.
    const soon = await validateSessionToken(db, token, new Date(start.getTime() + EXAMPLE_SESSION_TTL_MS / 2));
    expect(soon?.renewed).toBe(false);
    expect(soon?.session.expiresAt.getTime()).toBe(start.getTime() + EXAMPLE_SESSION_TTL_MS);
    expect(await validateSessionToken(db, token, new Date(start.getTime() + EXAMPLE_SESSION_TTL_MS + 1))).toBeNull();

    const { token: other, session: opened } = await createSession(db, null, start, 'short');
    const at = new Date(start.getTime() + 60 * 1000);
    expect((await extendSession(db, opened, at)).getTime()).toBe(at.getTime() + SESSION_TTL_MS);
    expect(isShortSession(opened)).toBe(false);
    // A full session from then on: valid past the short lifetime, and it slides again.
    const later = await validateSessionToken(db, other, new Date(start.getTime() + 20 * DAY));
    expect(later?.renewed).toBe(true);
  });

  it('tells short sessions from full ones by their own lifetime', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const full = { createdAt: start, lastVerifiedAt: start, expiresAt: at(SESSION_TTL_MS) };
    const slid = { createdAt: start, lastVerifiedAt: at(20 * DAY), expiresAt: at(20 * DAY + SESSION_TTL_MS) };
    const short = { createdAt: start, lastVerifiedAt: start, expiresAt: at(EXAMPLE_SESSION_TTL_MS) };
    expect([full, slid, short].map(isShortSession)).toEqual([false, false, true]);
    expect(sessionTimeState(full, at(16 * DAY))).toBe('renew');
    expect(sessionTimeState(short, at(30 * 60 * 1000))).toBe('valid');
    // Past the hour its last-verified time is written, but its expiry never moves.
    expect(sessionTimeState(short, at(EXAMPLE_SESSION_TTL_MS - 1))).toBe('touch');
    expect(sessionTimeState(short, at(EXAMPLE_SESSION_TTL_MS))).toBe('expired');
  });
});
