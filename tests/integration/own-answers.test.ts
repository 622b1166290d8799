/**
 * A guest's own answers and travel on the itinerary page the server renders for their browser
 * (docs/product.md "Your own answers on the page", docs/security.md "Page cache keys"): a reload
 * shows them before any script runs, another browser with the same code never sees them as its
 * own, and the page every browser without a name shares is cached as before.
 *
 * Whether a page came from the cache is read from the database's query log, as in
 * page-cache.test.ts: a cached page costs at most the one access query.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';
import { addEvent, arrival, joinAsGuest } from '../support/travel';

const queryLog = join(TMP_DIR, `own-answers-queries-${process.pid}.log`);
const suite = serverSuite({ TRUST_PROXY: 'true', DATABASE_QUERY_LOG: queryLog, SWEEP_INTERVAL_SECONDS: '86400', PAGE_CACHE_SECONDS: '600' });
const queries = () => (existsSync(queryLog) ? readFileSync(queryLog, 'utf8').split('\n').filter(Boolean) : []);

/** The page as `browser` gets it: its HTML, the text a reader sees, and whether it came from the cache. */
async function load(browser: TestBrowser, projectId: string, query = '') {
  writeFileSync(queryLog, '');
  const res = await browser.get(`/project/${projectId}${query}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const log = queries();
  return {
    html,
    // React separates text parts with empty comments, and a name in bold is its own element: a
    // reader sees the words alone.
    text: html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replaceAll(' :', ':'),
    fromCache: log.length <= 1 && log.every((q) => /from "sessions"/.test(q)),
  };
}

/** An itinerary whose dinner asks Diana and Ed for RSVPs; Diana's browser has answered and added her arrival. */
async function dianaAnswered() {
  const trip = await createItinerary(suite, { name: 'Porto Weekend' });
  const eventId = await addEvent(trip.admin, trip.projectId, { title: 'Welcome dinner', attendees: 'Diana, Ed' });
  const asks = await trip.admin.request('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp-settings`, { asks: true });
  expect(asks.status).toBe(200);
  const diana = trip.guest;
  expect((await diana.request('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp`, { name: 'Diana', status: 'going' })).status).toBe(200);
  expect((await diana.request('POST', `/api/projects/${trip.projectId}/travel`, arrival('Diana', { transportNumber: 'TP 1351' }))).status).toBe(201);
  return { ...trip, diana, eventId };
}

const DIANA_GOING = 'Diana: Going';
const DIANA_ARRIVES = 'Diana: Arrives at LIS on Thursday, June 12 at 2:05 PM · TP 1351';
/** The island's props (the page's JSON script) name the guest's own part `yours`. */
const OWN_PROPS = '"yours":';

describe('a guest’s own answers on the page', () => {
  it('are on the page after a reload, on every tab that shows them, and from the cache the second time', async () => {
    const trip = await dianaAnswered();
    const list = await load(trip.diana, trip.projectId);
    expect(list.text).toContain(DIANA_GOING);
    expect(list.html).toContain('aria-label="Change RSVP: Welcome dinner"');
    expect(list.html).toContain(OWN_PROPS);
    // The list carries the name, not the travel: that is on the Arrivals tab.
    expect(list.text).not.toContain('Your travel');
    const again = await load(trip.diana, trip.projectId);
    expect(again.fromCache).toBe(true);
    expect(again.html).toBe(list.html);

    const arrivals = await load(trip.diana, trip.projectId, '?tab=arrivals');
    expect(arrivals.text).toContain('Your travel');
    expect(arrivals.text).toContain(DIANA_ARRIVES);
  });

  it('are not another browser’s with the same code, before or after the guest’s own page is cached', async () => {
    const trip = await dianaAnswered();
    const own = await load(trip.diana, trip.projectId);
    expect(own.text).toContain(DIANA_GOING);
    const other = await joinAsGuest(suite, trip);
    for (const query of ['', '?tab=arrivals']) {
      const page = await load(other, trip.projectId, query);
      expect(page.text, query).not.toContain(DIANA_GOING);
      expect(page.text, query).not.toContain('Your travel');
      expect(page.html, query).not.toContain('Change RSVP');
      expect(page.html, query).not.toContain(OWN_PROPS);
    }
    // The counts are everyone's.
    expect((await load(other, trip.projectId)).text).toContain('Going 1 · Maybe 0 · Can’t make it 0');
    // The guest's own page is still theirs.
    const mine = await load(trip.diana, trip.projectId);
    expect(mine.fromCache).toBe(true);
    expect(mine.text).toContain(DIANA_GOING);
  });

  it('show the guest’s own travel while the organiser keeps travel private, and nobody else’s', async () => {
    const trip = await dianaAnswered();
    const ed = await joinAsGuest(suite, trip);
    expect((await ed.request('POST', `/api/projects/${trip.projectId}/travel`, arrival('Ed', { localTime: '2031-06-12T16:20' }))).status).toBe(201);
    expect((await trip.admin.request('PUT', `/api/projects/${trip.projectId}/travel-settings`, { guestsSeeTravel: false })).status).toBe(200);
    const diana = await load(trip.diana, trip.projectId, '?tab=arrivals');
    expect(diana.text).toContain(DIANA_ARRIVES);
    expect(diana.text).not.toContain('Ed: Arrives');
    expect(diana.text).not.toContain('16:20');
    const edPage = await load(ed, trip.projectId, '?tab=arrivals');
    expect(edPage.text).toContain('Ed: Arrives at LIS on Thursday, June 12 at 4:20 PM');
    expect(edPage.text).not.toContain('TP 1351');
  });

  it('leave the page of every browser without a name as it was: one entry, served from the cache', async () => {
    const trip = await dianaAnswered();
    const first = await joinAsGuest(suite, trip);
    const second = await joinAsGuest(suite, trip);
    const shared = await load(first, trip.projectId);
    expect(shared.fromCache).toBe(false);
    // The guest who has answered gets their own page, which does not replace the shared one.
    expect((await load(trip.diana, trip.projectId)).text).toContain(DIANA_GOING);
    const again = await load(second, trip.projectId);
    expect(again.fromCache).toBe(true);
    expect(again.html).toBe(shared.html);
    // A guest who takes their only answer back and deletes their travel shares that page again.
    const travel = await trip.diana.json<{ entries: { id: number; mine: boolean }[] }>('GET', `/api/projects/${trip.projectId}/travel`);
    for (const entry of travel.data.entries.filter((e) => e.mine)) {
      expect((await trip.diana.delete(`/api/projects/${trip.projectId}/travel/${entry.id}`)).status).toBe(200);
    }
    expect((await trip.diana.request('DELETE', `/api/projects/${trip.projectId}/events/${trip.eventId}/rsvp`, { name: 'Diana' })).status).toBe(200);
    const after = await load(first, trip.projectId);
    const dianaAfter = await load(trip.diana, trip.projectId);
    expect(dianaAfter.fromCache).toBe(true);
    expect(dianaAfter.html).toBe(after.html);
    expect(dianaAfter.text).not.toContain(DIANA_GOING);
  });
});
