/**
 * The location search endpoint over real HTTP, with a local stand-in geocoder: admins
 * only, validated, rate-limited, and "unavailable" rather than an error when the geocoder is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeResponse } from '../../src/lib/types';
import { GEOCODE_REQUESTS_PER_MINUTE, GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT } from '../../src/lib/limits';
import { startGeocoderStandIn } from '../support/geocoder-stand-in.mjs';
import { TestBrowser } from '../support/http-client';
import { freePort } from '../support/server';
import { serverSuite } from '../support/suite';

let standIn: Awaited<ReturnType<typeof startGeocoderStandIn>>;
// The servers read these when they start, after the stand-in is up (hooks run in order).
const withStandIn: Record<string, string> = { TRUST_PROXY: 'true', SITE_URL: 'https://trip.example' };
const unreachable: Record<string, string> = { TRUST_PROXY: 'true' };
beforeAll(async () => {
  standIn = await startGeocoderStandIn();
  withStandIn.GEOCODER_URL = `${standIn.url}/api`;
  unreachable.GEOCODER_URL = `http://127.0.0.1:${await freePort()}/api`;
});
afterAll(async () => {
  await standIn.close();
});
const live = serverSuite(withStandIn);
const down = serverSuite(unreachable);
// Its own server: these tests make the geocoder fail, and its pauses are the process's.
const flaky = serverSuite(withStandIn);

async function itinerary(suite: typeof live, admin = suite.browser()) {
  const { data } = await admin.json<{ project: { projectId: string; accessCode: string } }>('POST', '/api/projects', { name: 'Geo Trip' });
  const guest = suite.browser();
  await guest.post(`/api/projects/${data.project.projectId}/access`, { accessCode: data.project.accessCode });
  return { admin, guest, projectId: data.project.projectId };
}

const search = (browser: TestBrowser, projectId: string, q: string) =>
  browser.json<GeocodeResponse & { message?: string }>('GET', `/api/projects/${projectId}/geocode?q=${encodeURIComponent(q)}`);

/** A search on `suite`'s server answers "unavailable" (no results, 200) in less than `withinMs`. */
async function expectUnavailable(suite: typeof live, q: string, withinMs: number) {
  const { admin, projectId } = await itinerary(suite);
  const started = Date.now();
  const { res, data } = await search(admin, projectId, q);
  expect(res.status).toBe(200);
  expect(data).toEqual({ results: [], available: false });
  expect(Date.now() - started).toBeLessThan(withinMs);
}

describe('location search', () => {
  it('gives admins places with coordinates, asked of the configured geocoder', async () => {
    const { admin, projectId } = await itinerary(live);
    const { res, data } = await search(admin, projectId, 'Eiffel');
    expect(res.status).toBe(200);
    expect(data).toEqual({
      available: true,
      results: [
        { label: 'Tour Eiffel, 5 Avenue Gustave Eiffel, Paris, Île-de-France, France', latitude: 48.8582599, longitude: 2.2945006 },
        {
          label: 'Eiffel Tower Restaurant, 3655 Las Vegas Boulevard South, Las Vegas, Nevada, United States',
          latitude: 36.1125,
          longitude: -115.1725,
        },
      ],
    });
    const sent = standIn.requests.find((r) => r.query.q === 'Eiffel');
    expect(sent?.userAgent).toMatch(/^Itinerary\/1\.0 \(\+https:\/\/trip\.example; /);
    expect((await search(admin, projectId, 'Atlantis')).data).toEqual({ available: true, results: [] });
  });

  it('is refused to guests, strangers and everyone on examples', async () => {
    const { guest, projectId } = await itinerary(live);
    expect((await search(guest, projectId, 'Eiffel')).res.status).toBe(403);
    expect((await search(live.browser(), projectId, 'Eiffel')).res.status).toBe(401);
    const visitor = live.browser();
    await visitor.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' });
    expect((await search(visitor, 'example-paris', 'Eiffel')).res.status).toBe(403);
  });

  it('needs 2 to 200 characters', async () => {
    const { admin, projectId } = await itinerary(live);
    for (const q of ['', ' e ', 'x'.repeat(201)]) {
      const { res, data } = await search(admin, projectId, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(data.message).toMatch(/at least 2 characters|at most 200 characters/);
    }
    const missing = await admin.json<{ message: string }>('GET', `/api/projects/${projectId}/geocode`);
    expect(missing.res.status).toBe(400);
    expect(missing.data.message).toBe('Type at least 2 characters to search for a place.');
  });

  it('answers "unavailable" within about 3 s when the geocoder is slow', async () => {
    await expectUnavailable(live, 'slow louvre', 4500);
  });
});

describe('location search without a reachable geocoder', () => {
  it('answers "unavailable" at once instead of failing', async () => {
    await expectUnavailable(down, 'Central Park', 2000);
  });

  it(`allows ${GEOCODE_REQUESTS_PER_MINUTE} searches a minute per session`, async () => {
    const { admin, projectId } = await itinerary(down);
    const windowStart = Date.now();
    for (let i = 0; i < GEOCODE_REQUESTS_PER_MINUTE; i++) {
      expect((await search(admin, projectId, `place ${i}`)).res.status).toBe(200);
    }
    const refused = await search(admin, projectId, 'one more');
    expect(refused.res.status).toBe(429);
    // The window started with the first search: what is left of its minute (the searches take a
    // few seconds on a slow machine or a remote database).
    const retryAfter = Number(refused.res.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(retryAfter).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - windowStart) / 1000));
    // Another admin session of the same itinerary is counted apart.
    const other = down.browser();
    const { data } = await admin.json<{ project: { adminCode: string } }>('GET', `/api/projects/${projectId}/itinerary`);
    await other.post(`/api/projects/${projectId}/verify-admin`, { adminCode: data.project.adminCode });
    expect((await search(other, projectId, 'again')).res.status).toBe(200);
  });

  it(`allows ${GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT} searches a minute per client, whatever sessions it holds`, async () => {
    // One client, a new itinerary (so a new admin session) for each allowance.
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const sessions = Math.ceil(GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT / GEOCODE_REQUESTS_PER_MINUTE) + 1;
    const admins = [];
    for (let i = 0; i < sessions; i++) admins.push(await itinerary(down, new TestBrowser(down.server.url, client)));
    let allowed = 0;
    let refused: Awaited<ReturnType<typeof search>> | undefined;
    for (const { admin, projectId } of admins) {
      for (let i = 0; i < GEOCODE_REQUESTS_PER_MINUTE && !refused; i++) {
        const answer = await search(admin, projectId, `place ${i}`);
        if (answer.res.status === 200) allowed++;
        else refused = answer;
      }
    }
    expect(allowed).toBe(GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT);
    expect(refused?.res.status).toBe(429);
    expect(refused?.data.message).toMatch(/^Too many location searches\. Please try again in 1 minute\.$/);
    // Another client's searches are its own.
    const { admin, projectId } = await itinerary(down);
    expect((await search(admin, projectId, 'elsewhere')).res.status).toBe(200);
  });
});

describe('location search when the geocoder fails', () => {
  const asked = (q: string) => standIn.requests.filter((r) => r.query.q === q).length;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps searching for everyone after one failed search of any kind', async () => {
    const first = await itinerary(flaky);
    const second = await itinerary(flaky);
    const pairs = [
      ['broken louvre', 'Eiffel'],
      ['garbled louvre', 'Central Park'],
      ['slow louvre', 'Brooklyn Bridge'],
    ] as const;
    for (const [failing, working] of pairs) {
      expect((await search(first.admin, first.projectId, failing)).data).toEqual({ results: [], available: false });
      const { data } = await search(second.admin, second.projectId, working);
      expect(data.available, `after "${failing}"`).toBe(true);
      expect(data.results.length).toBeGreaterThan(0);
    }
  });

  it('pauses for everyone at once when the geocoder answers 429, for as long as it asks', async () => {
    const first = await itinerary(flaky);
    const second = await itinerary(flaky);
    expect((await search(first.admin, first.projectId, 'limited louvre')).data.available).toBe(false);
    // The stand-in asked for one second: nobody's search reaches it meanwhile.
    expect((await search(second.admin, second.projectId, 'Tour Eiffel')).data).toEqual({ results: [], available: false });
    expect(asked('Tour Eiffel')).toBe(0);
    await wait(1200);
    expect((await search(second.admin, second.projectId, 'Tour Eiffel')).data.available).toBe(true);
  });

  it('pauses for a few seconds after several failures in a row, then searches again', async () => {
    const first = await itinerary(flaky);
    const second = await itinerary(flaky);
    for (const failing of ['broken one', 'broken two', 'broken three']) {
      expect((await search(first.admin, first.projectId, failing)).data.available).toBe(false);
    }
    expect((await search(second.admin, second.projectId, 'Musée du Louvre')).data).toEqual({ results: [], available: false });
    expect(asked('Musée du Louvre')).toBe(0);
    // A server error pauses search for 5 s (src/server/places/geocoder.ts), not the 15 s of a 429.
    await wait(5500);
    const { data } = await search(second.admin, second.projectId, 'Musée du Louvre');
    expect(data.available).toBe(true);
    expect(data.results).toHaveLength(1);
  });
});

describe('a location typed without picking a place', () => {
  type Saved = { id: number; location: string | null; latitude: number | null; longitude: number | null };
  const event = (location: string, extra: Record<string, unknown> = {}) => ({
    title: 'Dinner',
    datetime: '2031-06-14T19:00:00.000Z',
    location,
    ...extra,
  });

  it('is looked up when the event is saved, created or changed, so it shows on the map', async () => {
    const { admin, projectId } = await itinerary(live);
    const created = await admin.json<Saved>('POST', `/api/projects/${projectId}/events`, event('Eiffel'));
    expect(created.res.status).toBe(201);
    expect(created.data).toMatchObject({ location: 'Eiffel', latitude: 48.8582599, longitude: 2.2945006 });
    // A place picked with its coordinates keeps them; nothing is asked.
    const picked = await admin.json<Saved>('PUT', `/api/projects/${projectId}/events/${created.data.id}`, event('Eiffel', { latitude: 10, longitude: 20 }));
    expect(picked.data).toMatchObject({ latitude: 10, longitude: 20 });
  });

  it('is saved as typed, without coordinates, when nothing matches or search is down', async () => {
    const { admin, projectId } = await itinerary(live);
    const nowhere = await admin.json<Saved>('POST', `/api/projects/${projectId}/events`, event('zzqqxx nowhere at all'));
    expect(nowhere.res.status).toBe(201);
    expect(nowhere.data).toMatchObject({ location: 'zzqqxx nowhere at all', latitude: null, longitude: null });
    const offline = await itinerary(down);
    const kept = await offline.admin.json<Saved>('POST', `/api/projects/${offline.projectId}/events`, event('Eiffel'));
    expect(kept.res.status).toBe(201);
    expect(kept.data).toMatchObject({ location: 'Eiffel', latitude: null, longitude: null });
  });

  it('counts in the search allowance, and once it is spent saves without looking', async () => {
    const { admin, projectId } = await itinerary(live);
    for (let i = 0; i < GEOCODE_REQUESTS_PER_MINUTE; i++) await search(admin, projectId, `Eiffel ${i}`);
    expect((await search(admin, projectId, 'Eiffel')).res.status).toBe(429);
    const saved = await admin.json<Saved>('POST', `/api/projects/${projectId}/events`, event('Eiffel'));
    expect(saved.res.status).toBe(201);
    expect(saved.data).toMatchObject({ latitude: null, longitude: null });
  });
});
