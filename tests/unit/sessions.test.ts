import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { SESSION_TTL_MS } from '../../src/lib/limits';
import { createSession, validateSessionToken } from '../../src/server/sessions';
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
});
