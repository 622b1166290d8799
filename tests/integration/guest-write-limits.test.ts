/**
 * The limits on guests' writes and on new sessions, as a script would meet them over real HTTP
 * (docs/security.md#guests-writes, #sessions-per-client): failing writes spend only the sender's
 * own allowances, one client address cannot use up an itinerary's allowance or fill an event
 * however many sessions it starts, admins are never held by guests' allowances, one client starts
 * only a few sessions a minute, and an example itinerary's visitor gets a short session.
 */
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_SESSION_TTL_MS,
  GUEST_NEW_NAMES_PER_CLIENT_PER_DAY,
  GUEST_WRITES_PER_HOUR,
  GUEST_WRITES_PER_HOUR_PER_CLIENT,
  GUEST_WRITES_PER_HOUR_PER_PROJECT,
  NEW_SESSIONS_PER_CLIENT_PER_MINUTE,
  SESSION_TTL_MS,
} from '../../src/lib/limits';
import { TestBrowser } from '../support/http-client';
import { createItinerary, runSql, sessionIdOf, type TestItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { addEvent, insertArrivals } from '../support/travel';

const suite = serverSuite();

const arrival = (guestName: string, minute = 0) => ({
  guestName,
  kind: 'arrival',
  localTime: `2031-06-12T14:${String(minute % 60).padStart(2, '0')}`,
  timeZone: 'Europe/Lisbon',
  place: 'Lisbon airport',
});
const travelPath = (projectId: string) => `/api/projects/${projectId}/travel`;
const rsvpPath = (projectId: string, eventId: number) => `/api/projects/${projectId}/events/${eventId}/rsvp`;

/** A browser of the client at `address` (the suite trusts one proxy, so X-Forwarded-For is the client). */
const browserAt = (address: string) => new TestBrowser(suite.server.url, { 'x-forwarded-for': address });

/** A new browser of the client at `address` that has entered the itinerary's access code. */
async function joinFrom(address: string, trip: Pick<TestItinerary, 'projectId' | 'accessCode'>) {
  const browser = browserAt(address);
  const res = await browser.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
  expect(res.status).toBe(200);
  return browser;
}

/** The itinerary's row id, which its allowance is counted under. */
async function rowId(projectId: string) {
  return Number((await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [projectId])).rows[0]?.id);
}

/** Records that `count` uses of an allowance were taken this hour (by other guests, say). */
async function alreadyUsed(key: string, count: number) {
  const now = Date.now();
  await runSql(
    suite,
    `INSERT INTO access_attempts (key, count, window_start, strikes, updated_at) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start`,
    [key, count, now, now],
  );
}

const sessionCount = async () => Number((await runSql(suite, 'SELECT count(*) AS n FROM sessions')).rows[0]?.n);

/** The expiry of the session cookie a response sets, in milliseconds. */
function cookieExpiry(res: Response) {
  const line = res.headers.getSetCookie().find((l) => l.startsWith('session='));
  const expires = line?.match(/expires=([^;]+)/i)?.[1];
  return expires ? Date.parse(expires) : NaN;
}

async function storedLifetime(browser: TestBrowser) {
  const row = (await runSql(suite, 'SELECT created_at, expires_at FROM sessions WHERE id = ?', [sessionIdOf(browser)])).rows[0];
  return { createdAt: Number(row?.created_at), expiresAt: Number(row?.expires_at) };
}

describe('guests’ writes', () => {
  it('that fail, from many sessions of one client, spend that client’s allowance and nobody else’s', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const projectKey = `guest-writes:project:${await rowId(trip.projectId)}`;
    // Deletes of an entry that does not exist, spread over nine sessions of one client, nine at a time.
    const total = GUEST_WRITES_PER_HOUR_PER_CLIENT + 18;
    // Other guests' writes this hour leave the itinerary room for exactly that many.
    await alreadyUsed(projectKey, GUEST_WRITES_PER_HOUR_PER_PROJECT - total);
    const address = '203.0.113.50';
    const sessions = [];
    for (let i = 0; i < 9; i++) sessions.push(await joinFrom(address, trip));

    const statuses: number[] = [];
    const retryAfter: string[] = [];
    await Promise.all(
      sessions.map(async (browser, s) => {
        for (let i = s; i < total; i += sessions.length) {
          const res = await browser.request('DELETE', `${travelPath(trip.projectId)}/999999`);
          statuses.push(res.status);
          if (res.status === 429) retryAfter.push(res.headers.get('retry-after') ?? '');
        }
      }),
    );
    // Each session sent fewer than its own hourly allowance; together they spent the client's.
    expect(Math.ceil(total / sessions.length)).toBeLessThan(GUEST_WRITES_PER_HOUR);
    expect(statuses.filter((s) => s === 404)).toHaveLength(GUEST_WRITES_PER_HOUR_PER_CLIENT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - GUEST_WRITES_PER_HOUR_PER_CLIENT);
    expect(retryAfter.every((seconds) => Number(seconds) > 0)).toBe(true);
    const refused = await sessions[0]!.json<{ message: string }>('POST', travelPath(trip.projectId), arrival('Mallory'));
    expect(refused.res.status).toBe(429);
    expect(refused.data.message).toMatch(/^A lot of changes have come from your connection in the last hour\. Please try again in \d+ minutes?\.$/);

    // None of that touched the itinerary's allowance: other guests' writes still go through…
    expect(Number((await runSql(suite, 'SELECT count FROM access_attempts WHERE key = ?', [projectKey])).rows[0]?.count)).toBe(
      GUEST_WRITES_PER_HOUR_PER_PROJECT - total,
    );
    expect((await trip.guest.request('POST', travelPath(trip.projectId), arrival('Ana'))).status).toBe(201);
    // …until writes that succeed use it up; then guests wait, admins do not.
    await alreadyUsed(projectKey, GUEST_WRITES_PER_HOUR_PER_PROJECT);
    const ben = await joinFrom('203.0.113.51', trip);
    const full = await ben.json<{ message: string }>('POST', travelPath(trip.projectId), arrival('Ben'));
    expect(full.res.status).toBe(429);
    expect(full.data.message).toMatch(/^This itinerary has had a lot of changes in the last hour\./);
    expect((await trip.admin.request('POST', travelPath(trip.projectId), arrival('Ben'))).status).toBe(201);
  });

  it('never hold an admin’s clean-up, however many writes it takes', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const entries = 200;
    await insertArrivals(suite, trip.projectId, entries);
    // Guests have used the itinerary's whole allowance this hour.
    await alreadyUsed(`guest-writes:project:${await rowId(trip.projectId)}`, GUEST_WRITES_PER_HOUR_PER_PROJECT);
    const ids = (await runSql(suite, 'SELECT t.id FROM travel_entries t JOIN projects p ON p.id = t.project_id WHERE p.project_id = ?', [trip.projectId])).rows.map((r) => Number(r.id));
    expect(ids).toHaveLength(entries);
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await trip.admin.request('DELETE', `${travelPath(trip.projectId)}/${id}`)).status);
    expect(entries).toBeGreaterThan(GUEST_WRITES_PER_HOUR);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const left = await runSql(suite, 'SELECT count(*) AS n FROM travel_entries t JOIN projects p ON p.id = t.project_id WHERE p.project_id = ?', [trip.projectId]);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('from one client start at most a few new names a day, so no client fills an event or the board', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const eventId = await addEvent(trip.admin, trip.projectId, { attendees: null });
    expect((await trip.admin.request('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp-settings`, { asks: true })).status).toBe(200);
    expect((await trip.guest.request('PUT', rsvpPath(trip.projectId, eventId), { name: 'Ana', status: 'going' })).status).toBe(200);

    const address = '203.0.113.70';
    const sessions = [await joinFrom(address, trip), await joinFrom(address, trip), await joinFrom(address, trip)];
    // A refused write (a name another browser holds) starts no name.
    const taken = await sessions[0]!.json<{ code: string }>('PUT', rsvpPath(trip.projectId, eventId), { name: 'Ana', status: 'no' });
    expect(taken.res.status).toBe(403);
    expect(taken.data.code).toBe('NAME_TAKEN');

    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < GUEST_NEW_NAMES_PER_CLIENT_PER_DAY + 3; i++) {
      const { res, data } = await sessions[i % 3]!.json<{ message?: string }>('PUT', rsvpPath(trip.projectId, eventId), { name: `Person ${i}`, status: 'going' });
      statuses.push(res.status);
      last = data;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_NEW_NAMES_PER_CLIENT_PER_DAY);
    expect(statuses.slice(GUEST_NEW_NAMES_PER_CLIENT_PER_DAY)).toEqual([429, 429, 429]);
    expect(last.message).toMatch(/^You have added plans for a lot of different names today\. Please ask the organiser to add the others\./);
    // Travel under a new name is refused as well; under a name the browser already writes under, not.
    expect((await sessions[1]!.request('POST', travelPath(trip.projectId), arrival('Someone new'))).status).toBe(429);
    expect((await sessions[1]!.request('POST', travelPath(trip.projectId), arrival('Person 1'))).status).toBe(201);
    expect((await sessions[0]!.request('PUT', rsvpPath(trip.projectId, eventId), { name: 'Person 0', status: 'maybe' })).status).toBe(200);
    // Another client answers as usual.
    const zoe = await joinFrom('203.0.113.71', trip);
    expect((await zoe.request('PUT', rsvpPath(trip.projectId, eventId), { name: 'Zoe', status: 'going' })).status).toBe(200);
    const answers = await runSql(suite, 'SELECT count(*) AS n FROM rsvp_answers WHERE event_id = ?', [eventId]);
    expect(Number(answers.rows[0]?.n)).toBe(GUEST_NEW_NAMES_PER_CLIENT_PER_DAY + 2);
  });

  it('answer NAME_TAKEN alike whatever holds the name, and probing names spends the client’s allowance', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const eventId = await addEvent(trip.admin, trip.projectId, { attendees: null });
    await trip.admin.request('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp-settings`, { asks: true });
    await trip.admin.request('PUT', `/api/projects/${trip.projectId}/travel-settings`, { guestsSeeTravel: false });
    const ben = await joinFrom('203.0.113.80', trip);
    expect((await trip.guest.request('POST', travelPath(trip.projectId), arrival('Ana'))).status).toBe(201);
    expect((await ben.request('PUT', rsvpPath(trip.projectId, eventId), { name: 'Ben', status: 'going' })).status).toBe(200);

    const address = '203.0.113.81';
    const prober = await joinFrom(address, trip);
    const probes = await Promise.all(
      ['Ana', 'Ben'].flatMap((name) => [
        prober.json<{ code: string; message: string }>('POST', travelPath(trip.projectId), arrival(name)),
        prober.json<{ code: string; message: string }>('PUT', rsvpPath(trip.projectId, eventId), { name, status: 'going' }),
      ]),
    );
    expect(probes.map((p) => p.res.status)).toEqual([403, 403, 403, 403]);
    // The same answer, word for word but the name, whether the name holds travel or an answer.
    expect(new Set(probes.map((p) => JSON.stringify({ ...p.data, message: p.data.message.replace(/Ana|Ben/, '…') }))).size).toBe(1);
    expect(probes[0]!.data.code).toBe('NAME_TAKEN');

    // Every probe counts against the client: once its hour's allowance is spent, probes get 429.
    await alreadyUsed(`guest-writes:client:${address}`, GUEST_WRITES_PER_HOUR_PER_CLIENT - 1);
    const another = await joinFrom(address, trip);
    expect((await another.request('POST', travelPath(trip.projectId), arrival('Ana'))).status).toBe(403);
    expect((await another.request('POST', travelPath(trip.projectId), arrival('Ben'))).status).toBe(429);
  });
});

describe('new sessions', () => {
  it('are at most a few a minute per client; a browser that has one keeps it', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const before = await sessionCount();
    const address = '203.0.113.90';
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < NEW_SESSIONS_PER_CLIENT_PER_MINUTE + 5; i++) {
      const res = await browserAt(address).post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(NEW_SESSIONS_PER_CLIENT_PER_MINUTE);
    expect(statuses.slice(NEW_SESSIONS_PER_CLIENT_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await refused?.json()) as { message: string }).message).toMatch(/^Many people have just opened itineraries from your connection\. Please try again in 1 minute\.$/);
    expect((await sessionCount()) - before).toBe(NEW_SESSIONS_PER_CLIENT_PER_MINUTE);

    // The right code again from a browser that has a session: its session, nothing new.
    const guest = trip.guest;
    const id = sessionIdOf(guest);
    for (let i = 0; i < NEW_SESSIONS_PER_CLIENT_PER_MINUTE + 2; i++) {
      expect((await guest.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).status).toBe(200);
    }
    expect(sessionIdOf(guest)).toBe(id);
    expect((await sessionCount()) - before).toBe(NEW_SESSIONS_PER_CLIENT_PER_MINUTE);
    // The same form posted without JavaScript is held by the same limit.
    const form = await browserAt(address).request('POST', `/access/${trip.projectId}`, `accessCode=${trip.accessCode}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.headers.getSetCookie().some((l) => l.startsWith('session='))).toBe(false);
    // The page says what happened, not that codes were wrong.
    const page = await form.text();
    expect(page).toContain('Many people have just opened itineraries from your connection.');
    expect(page).not.toContain('invalid attempts');
    expect((await sessionCount()) - before).toBe(NEW_SESSIONS_PER_CLIENT_PER_MINUTE);
  });

  it('of an example itinerary’s visitors are short and do not slide; opening a real itinerary makes them full', async () => {
    const visitor = browserAt('203.0.113.100');
    const sent = Date.now();
    const res = await visitor.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' });
    expect(res.status).toBe(200);
    const expires = cookieExpiry(res);
    // Cookie dates have whole seconds.
    expect(expires).toBeGreaterThanOrEqual(Math.floor(sent / 1000) * 1000 + EXAMPLE_SESSION_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + EXAMPLE_SESSION_TTL_MS);
    const stored = await storedLifetime(visitor);
    expect(stored.expiresAt - stored.createdAt).toBe(EXAMPLE_SESSION_TTL_MS);
    // Reading does not stretch it to a full session.
    const read = await visitor.get('/api/current-project');
    expect(read.status).toBe(200);
    expect(read.headers.getSetCookie()).toEqual([]);
    expect(await storedLifetime(visitor)).toEqual(stored);

    // The same browser opens a real itinerary: the same session, now a full one.
    const trip = await createItinerary(suite, { paid: false });
    const id = sessionIdOf(visitor);
    const opened = await visitor.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
    expect(opened.status).toBe(200);
    expect(sessionIdOf(visitor)).toBe(id);
    expect(cookieExpiry(opened)).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    const full = await storedLifetime(visitor);
    expect(full.expiresAt).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    expect((await visitor.get(`/api/projects/example-paris/itinerary`)).status).toBe(200);
  });
});
