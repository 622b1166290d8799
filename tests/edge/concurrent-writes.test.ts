/**
 * A burst of writes at one edge server while its database refuses part of them. The Worker does
 * not queue its writes (one isolate serves every request at once), so a burst reaches the
 * database all together, and sqld or Turso answers some calls "busy" or HTTP 429 without running
 * them. Every request must still get its proper answer (never a 500), and the database must hold
 * exactly what the answers said: no write lost, none applied twice.
 *
 * The refusals come from a proxy in front of sqld (tests/support/refusing-database.ts), one in
 * every two new streams while the burst runs: sqld 0.24 refuses on its own only above about 128
 * requests at once, and at that load it sometimes stops answering altogether for minutes, before
 * and after any change of the app, which would make this test hang at random.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { startRefusingDatabase, type RefusingDatabase } from '../support/refusing-database';
import { startServer, type RunningServer } from '../support/server';
import { startSqld, type RunningSqld } from '../support/sqld';

let sqld: RunningSqld;
let database: RefusingDatabase;
let server: RunningServer;

beforeAll(async () => {
  sqld = await startSqld();
  database = await startRefusingDatabase(sqld.url);
  server = await startServer({ TRUST_PROXY: 'true', DATABASE_URL: database.url }, { target: 'edge' });
});

afterAll(async () => {
  await server?.stop();
  await database?.stop();
  await sqld?.stop();
});

let clients = 0;
/** The edge server as the itinerary helpers see it: checks read sqld directly, never refused. */
const suite = {
  get server() {
    return { databaseUrl: sqld.url };
  },
  browser: () => {
    clients++;
    return new TestBrowser(server.url, { 'x-forwarded-for': `203.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}` });
  },
};

const EVENTS = 150;
const GUESTS = 50;
const FEED_REQUESTS = 30;

const numberOf = async (sql: string, args: (string | number)[]) => Number((await runSql(suite, sql, args)).rows[0]?.n);

describe('a burst of writes at one edge server whose database refuses some', () => {
  it('answers every request properly and stores exactly what it answered', { timeout: 120_000 }, async () => {
    const trip = await createItinerary(suite, { name: 'Crowded Weekend', paid: true });
    const versionBefore = await numberOf('SELECT version AS n FROM projects WHERE project_id = ?', [trip.projectId]);
    const guests = Array.from({ length: GUESTS }, () => suite.browser());
    const path = `/api/projects/${trip.projectId}`;

    database.refuse(2);
    const [events, entries, feeds] = await Promise.all([
      // Event creates: a batch each (insert, version bump, read back).
      Promise.all(
        Array.from({ length: EVENTS }, async (_, i) => {
          const { res, data } = await trip.admin.json<{ id?: number; message?: string }>('POST', `${path}/events`, {
            title: `Busy event ${i}`,
            datetime: new Date(Date.UTC(2031, 6, 1 + (i % 28), 9)).toISOString(),
          });
          return { status: res.status, id: data.id, message: data.message };
        }),
      ),
      // Guests entering the code: several single-statement writes each (the budget, a session, a grant).
      Promise.all(
        guests.map(async (guest) => {
          const { res, data } = await guest.json<{ message?: string }>('POST', `${path}/access`, { accessCode: trip.accessCode });
          return { status: res.status, message: data.message };
        }),
      ),
      // The guests' calendar feed, asked for at once: one batch each (insert unless there is one, read it).
      Promise.all(
        Array.from({ length: FEED_REQUESTS }, async () => {
          const { res, data } = await trip.guest.json<{ feed?: { url: string }; message?: string }>('POST', `${path}/calendar-feeds`, {});
          return { status: res.status, url: data.feed?.url, message: data.message };
        }),
      ),
    ]);
    database.refuse(0);

    // The proxy did refuse: hundreds of database calls went through a 429 first.
    expect(database.refused()).toBeGreaterThan(EVENTS);
    expect({
      events: events.filter((e) => e.status !== 201).slice(0, 3),
      entries: entries.filter((e) => e.status !== 200).slice(0, 3),
      feeds: feeds.filter((f) => f.status !== 200 && f.status !== 201).slice(0, 3),
    }).toEqual({ events: [], entries: [], feeds: [] });

    // One row per event answered, with the ids the answers gave; one version bump each.
    const stored = await runSql(suite, 'SELECT e.id, e.title FROM events e JOIN projects p ON p.id = e.project_id WHERE p.project_id = ?', [
      trip.projectId,
    ]);
    expect(stored.rows.map((r) => String(r.title)).sort()).toEqual(Array.from({ length: EVENTS }, (_, i) => `Busy event ${i}`).sort());
    expect(stored.rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(events.map((e) => Number(e.id)).sort((a, b) => a - b));
    expect(await numberOf('SELECT version AS n FROM projects WHERE project_id = ?', [trip.projectId])).toBe(versionBefore + EVENTS);

    // Every guest holds a viewer grant (with the one createItinerary let in), and gave back the
    // check its right code reserved: the day's budget is untouched.
    const viewers = "SELECT count(*) AS n FROM project_grants g JOIN projects p ON p.id = g.project_id WHERE p.project_id = ? AND g.role = 'viewer'";
    expect(await numberOf(viewers, [trip.projectId])).toBe(GUESTS + 1);
    const budget = await trip.admin.json<{ access: { used: number } }>('GET', `${path}/code-budget`);
    expect(budget.data.access.used).toBe(0);

    // One feed, created once: one 201, the others found it, all with the same link.
    expect(feeds.filter((f) => f.status === 201)).toHaveLength(1);
    expect(new Set(feeds.map((f) => f.url)).size).toBe(1);
    const feedRows = 'SELECT count(*) AS n FROM calendar_feeds f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ?';
    expect(await numberOf(feedRows, [trip.projectId])).toBe(1);

    // No database error reached the log: every refusal was tried again.
    expect(server.output()).not.toMatch(/Unhandled|SQLITE_BUSY|HTTP status 429/);
  });
});
