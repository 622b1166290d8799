/**
 * The scheduled sweep deletes what has expired and only that: sessions past their expiry (with
 * their itinerary grants) and sign-in links past theirs, whether used or not. Sessions and links
 * still valid stay. (tests/integration/quotas.test.ts watches the built server run it on schedule.)
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailLoginTokens, events, outboxMessages, projectGrants, rsvpAnswers, sessions, travelEntries, users } from '../../db/schema';
import { EMAIL_LINK_TTL_MS, NAME_HOLD_MS, PENDING_UPLOAD_MAX_AGE_MS, SESSION_TTL_MS } from '../../src/lib/limits';
import { sha256 } from '../../src/server/core/crypto';
import { createSession, validateSessionToken } from '../../src/server/auth/sessions';
import { sweepExpired } from '../../src/server/housekeeping/sweep';
import { OUTBOX_KEEP_SETTLED_MS } from '../../src/server/outbox/outbox-rules';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

// The uploads folder is not this test's business: a store that only records the call.
const sweepPending = vi.fn(async (_maxAgeMs: number) => undefined);
vi.mock('../../src/server/uploads/storage', () => ({ objectStore: () => ({ sweepPending }) }));

describe('sweepExpired', () => {
  it('deletes expired sessions with their grants and expired sign-in links, and keeps the valid ones', async () => {
    const db = await tempDatabase();
    const now = Date.parse('2026-05-01T12:00:00Z');
    const project = await insertProject(db);
    const expired = await createSession(db, null, new Date(now - SESSION_TTL_MS - 1000));
    const live = await createSession(db, null, new Date(now - 1000));
    await db.write((w) => w.insert(projectGrants).values([
      { sessionId: expired.session.id, projectRowId: project.id, role: 'viewer', createdAt: new Date(now - SESSION_TTL_MS) },
      { sessionId: live.session.id, projectRowId: project.id, role: 'viewer', createdAt: new Date(now - 1000) },
    ]));
    const link = (token: string, expiresAt: number, usedAt: number | null = null) => ({
      tokenHash: sha256(token),
      email: 'guest@example.test',
      expiresAt: new Date(expiresAt),
      usedAt: usedAt === null ? null : new Date(usedAt),
      createdAt: new Date(expiresAt - EMAIL_LINK_TTL_MS),
    });
    await db.write((w) => w.insert(emailLoginTokens).values([
      link('expired-unused', now - 1),
      link('expired-used', now - 1000, now - 2000),
      link('still-valid', now + 60_000),
    ]));

    await sweepExpired(db, now);

    const sessionIds = (await db.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(sessionIds).toEqual([live.session.id]);
    const grants = await db.db.select().from(projectGrants);
    expect(grants.map((grant) => grant.sessionId)).toEqual([live.session.id]);
    const links = await db.db.select({ tokenHash: emailLoginTokens.tokenHash }).from(emailLoginTokens);
    expect(links.map((row) => row.tokenHash)).toEqual([sha256('still-valid')]);
    expect(sweepPending).toHaveBeenCalledWith(PENDING_UPLOAD_MAX_AGE_MS);
    // The session that stayed still signs its browser in.
    expect((await validateSessionToken(db, live.token, new Date(now)))?.session.id).toBe(live.session.id);
    expect(await db.db.query.sessions.findFirst({ where: eq(sessions.id, expired.session.id) })).toBeUndefined();
  });

  it('keeps the names an expired session wrote under held, remembering its user; admins\' rows and live sessions are left alone', async () => {
    const db = await tempDatabase();
    const now = Date.parse('2026-05-01T12:00:00Z');
    const project = await insertProject(db);
    await db.write((w) => w.insert(users).values({ id: 'user-1', email: 'ana@example.test', createdAt: new Date(now), updatedAt: new Date(now) }));
    const expired = await createSession(db, 'user-1', new Date(now - SESSION_TTL_MS - 1000));
    const live = await createSession(db, null, new Date(now - 1000));
    const [event] = await db.write((w) =>
      w.insert(events).values({ projectRowId: project.id, title: 'Dinner', datetime: new Date(now + 86_400_000) }).returning({ id: events.id }),
    );
    const entry = (guestName: string, sessionId: string, byAdmin = false) => ({
      projectRowId: project.id, guestName, guestKey: guestName.toLowerCase(), kind: 'arrival' as const, localTime: '2026-06-01T10:00',
      timeZone: 'UTC', instant: new Date(now), place: 'LIS', sessionId, byAdmin,
    });
    await db.write((w) => w.insert(travelEntries).values([entry('Ana', expired.session.id), entry('Ben', expired.session.id, true), entry('Caro', live.session.id)]));
    await db.write((w) =>
      w.insert(rsvpAnswers).values({ eventId: event?.id ?? 0, projectRowId: project.id, guestName: 'Ana', guestKey: 'ana', status: 'going', sessionId: expired.session.id }),
    );

    await sweepExpired(db, now);

    const rows = await db.db
      .select({ name: travelEntries.guestName, sessionId: travelEntries.sessionId, heldUntil: travelEntries.heldUntil, user: travelEntries.heldForUserId })
      .from(travelEntries)
      .orderBy(travelEntries.guestName);
    expect(rows).toEqual([
      { name: 'Ana', sessionId: null, heldUntil: new Date(now + NAME_HOLD_MS), user: 'user-1' },
      { name: 'Ben', sessionId: null, heldUntil: null, user: null },
      { name: 'Caro', sessionId: live.session.id, heldUntil: null, user: null },
    ]);
    const [answer] = await db.db.select().from(rsvpAnswers);
    expect(answer).toMatchObject({ sessionId: null, heldUntil: new Date(now + NAME_HOLD_MS), heldForUserId: 'user-1' });
  });

  it('deletes outbox messages settled long ago, addresses and all, and keeps pending and recent ones', async () => {
    const db = await tempDatabase();
    const now = Date.parse('2026-05-01T12:00:00Z');
    const project = await insertProject(db);
    const old = new Date(now - OUTBOX_KEEP_SETTLED_MS - 1000);
    const row = (key: string, state: string, dueAt: Date) => ({
      projectRowId: project.id,
      kind: 'email',
      recipient: 'email:1',
      dedupeKey: key,
      payload: '{"to":"guest@example.test"}',
      dueAt,
      state,
    });
    await db.write((w) =>
      w.insert(outboxMessages).values([
        row('old-sent', 'sent', old),
        row('old-failed', 'failed', old),
        row('old-pending', 'pending', old),
        row('recent-sent', 'sent', new Date(now - 1000)),
      ]),
    );
    await sweepExpired(db, now);
    const left = await db.db.select({ key: outboxMessages.dedupeKey }).from(outboxMessages).orderBy(outboxMessages.id);
    expect(left.map((r) => r.key)).toEqual(['old-pending', 'recent-sent']);
  });
});
