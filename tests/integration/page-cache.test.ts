/**
 * The page cache's keys and bounds on the built server (docs/security.md "Page cache keys"): a
 * URL whose tab or people the itinerary does not have is the same page as the one without them,
 * served from the same entry, and a flood of URLs on one itinerary never pushes another
 * itinerary's page out.
 *
 * Whether a page came from the cache is read from the database's query log: a cached page costs
 * the Node server at most one query (the session with its grant and the version; none while its
 * access memo holds the row), a rendered one several.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createItinerary, type TestItinerary } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

const queryLog = join(TMP_DIR, `page-cache-queries-${process.pid}.log`);
// Pages kept long enough for the flood to finish however slow the machine; no sweep's queries.
const suite = serverSuite({ TRUST_PROXY: 'true', DATABASE_QUERY_LOG: queryLog, SWEEP_INTERVAL_SECONDS: '86400', PAGE_CACHE_SECONDS: '600' });
const queries = () => (existsSync(queryLog) ? readFileSync(queryLog, 'utf8').split('\n').filter(Boolean) : []);
const random = () => Math.random().toString(36).slice(2);
const PEOPLE = ['Ana', 'Bo', 'Cy', 'Di'];

async function withPeople(name: string): Promise<TestItinerary> {
  const trip = await createItinerary(suite, { name });
  for (const [i, person] of PEOPLE.entries()) {
    const res = await trip.admin.post(`/api/projects/${trip.projectId}/events`, {
      title: `Breakfast with ${person}`,
      datetime: new Date(Date.UTC(2031, 6, 1 + i, 8)).toISOString(),
      attendees: person,
    });
    expect(res.status).toBe(201);
  }
  return trip;
}

/** The page's HTML, and the queries the server ran for it (nothing else runs meanwhile). */
async function load(trip: TestItinerary, query: string) {
  writeFileSync(queryLog, '');
  const res = await trip.guest.get(`/project/${trip.projectId}${query}`);
  expect(res.status, query).toBe(200);
  return { html: await res.text(), queries: queries() };
}

/** Whether a load was answered from the cache: at most the one access query, never a render's reads. */
const fromCache = (load: { queries: string[] }) => load.queries.length <= 1 && load.queries.every((q) => /from "sessions"/.test(q));

describe('pages the URL asks for in ways that render nothing different', () => {
  it('serves an unknown tab from the entry of the page without a tab', async () => {
    const trip = await withPeople('Tab Weekend');
    const plain = await load(trip, '');
    expect(fromCache(plain)).toBe(false);
    for (const tab of [random(), random(), '', 'LIST', 'faq%00', random().repeat(20)]) {
      const page = await load(trip, `?tab=${tab}`);
      expect(fromCache(page), `?tab=${tab}: ${page.queries.join('\n')}`).toBe(true);
      expect(page.html, `?tab=${tab}`).toBe(plain.html);
    }
    // A tab the page has is a page of its own.
    const faq = await load(trip, '?tab=faq');
    expect(fromCache(faq)).toBe(false);
    expect(faq.html).not.toBe(plain.html);
  });

  it('serves a filter of unknown names from the entry of Everyone, and known names in any spelling from theirs', async () => {
    const trip = await withPeople('Names Weekend');
    const everyone = await load(trip, '?person=');
    for (const name of [random(), random(), `${random()}&person=${random()}`]) {
      const page = await load(trip, `?person=${name}`);
      expect(fromCache(page), `?person=${name}: ${page.queries.join('\n')}`).toBe(true);
      expect(page.html).toBe(everyone.html);
    }
    const ana = await load(trip, '?person=Ana');
    expect(fromCache(ana)).toBe(false);
    expect(ana.html).toContain('>Breakfast with Ana<');
    expect(ana.html).not.toContain('>Breakfast with Bo<');
    for (const query of ['?person=ana', `?person=%20ANA%20&person=${random()}`, '?person=Ana&person=ana&tab=nope']) {
      const page = await load(trip, query);
      expect(fromCache(page), `${query}: ${page.queries.join('\n')}`).toBe(true);
      expect(page.html, query).toBe(ana.html);
    }
  });
});

/** Runs `jobs` with at most `width` at once. */
async function pool(jobs: (() => Promise<void>)[], width: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) await jobs[next++]?.();
    }),
  );
}

/** Every ordered choice of distinct names from `names`, the empty one included. */
function orderedChoices(names: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const name of names) for (const rest of orderedChoices(names.filter((n) => n !== name))) out.push([name, ...rest]);
  return out;
}

describe('a flood of URLs on one itinerary', () => {
  it('leaves another itinerary’s cached page in the cache', { timeout: 300_000 }, async () => {
    const flooded = await withPeople('Flooded Weekend');
    const quiet = await createItinerary(suite, { name: 'Quiet Weekend' });
    const before = await load(quiet, '');
    expect(fromCache(before)).toBe(false);
    expect(fromCache(await load(quiet, ''))).toBe(true);

    // 2,000 URLs that render nothing different, and 250 that each render a page of their own
    // (every tab with every ordered choice of the itinerary's people): more than the whole cache holds.
    const urls = Array.from({ length: 2000 }, (_, i) => (i % 2 ? `?tab=${random()}` : `?person=${random()}&tab=${random()}`));
    const tabs = ['', '?tab=list', '?tab=calendar', '?tab=map', '?tab=arrivals', '?tab=faq'];
    const distinct = tabs.flatMap((tab) =>
      orderedChoices(PEOPLE).map((people) => `${tab}${tab ? '&' : '?'}person=${people.join('&person=')}`),
    );
    expect(new Set(distinct).size).toBeGreaterThan(250);
    urls.push(...distinct.slice(0, 250));
    const statuses = new Map<number, number>();
    await pool(
      urls.map((query) => async () => {
        const res = await flooded.guest.get(`/project/${flooded.projectId}${query}`);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
      8,
    );
    expect([...statuses]).toEqual([[200, urls.length]]);

    const after = await load(quiet, '');
    expect(fromCache(after), after.queries.join('\n')).toBe(true);
    expect(after.html).toBe(before.html);
  });
});
