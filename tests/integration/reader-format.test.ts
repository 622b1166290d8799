/**
 * Dates and times in the reader's format on the built server (docs/ui.md "Dates and times"):
 * the same itinerary read with `Accept-Language: en-US` shows "7:30 PM" and month-day order, with
 * `en-GB` or `de` "19:30" and day-month order, the itinerary's zone named in both; and the page
 * cache never serves one reader's page to the other.
 */
import { describe, expect, it } from 'vitest';
import { formatReaderDate } from '../../src/lib/dashboard';
import { signIn, ownedItinerary } from '../support/dashboard';
import { createItinerary, type TestItinerary } from '../support/itineraries';
import type { TestBrowser } from '../support/http-client';
import { serverSuite } from '../support/suite';

// Pages kept long enough that every repeat below is a candidate for the cache.
const suite = serverSuite({ TRUST_PROXY: 'true', PAGE_CACHE_SECONDS: '600' });

/** The page's text as a reader sees it: tags and React's text separators gone, spaces kept single. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');

async function withEvents(name: string): Promise<TestItinerary> {
  const trip = await createItinerary(suite, { name });
  // 7:30 PM to 10:45 PM in New York (EDT) on Tuesday, July 1, 2031, and a brunch three days later.
  for (const event of [
    { title: 'Welcome dinner', datetime: '2031-07-01T23:30:00.000Z', endDatetime: '2031-07-02T02:45:00.000Z' },
    { title: 'Farewell brunch', datetime: '2031-07-04T15:00:00.000Z' },
  ]) {
    const res = await trip.admin.post(`/api/projects/${trip.projectId}/events`, event);
    expect(res.status).toBe(201);
  }
  return trip;
}

async function page(browser: TestBrowser, path: string, language?: string) {
  const res = await browser.get(path, language === undefined ? {} : { 'Accept-Language': language });
  expect(res.status, `${path} ${language}`).toBe(200);
  return { text: textOf(await res.text()), vary: res.headers.get('vary') ?? '' };
}

const US = ['7:30 PM', '10:45 PM', 'Tuesday, July 1, 2031', 'July 1 – 4, 2031', 'EDT'];
const DAY_MONTH_24 = ['19:30', '22:45', 'Tuesday, 1 July 2031', '1 – 4 July 2031', 'EDT'];

function expectUs(text: string, label: string) {
  for (const part of US) expect(text, `${label}: ${part}`).toContain(part);
  expect(text, label).not.toContain('19:30');
}

function expectDayMonth24(text: string, label: string) {
  for (const part of DAY_MONTH_24) expect(text, `${label}: ${part}`).toContain(part);
  expect(text, label).not.toContain('7:30 PM');
  expect(text, label).not.toContain('July 1, 2031');
}

describe('the guest’s page in the reader’s format', () => {
  it('writes 12-hour month-day for en-US and 24-hour day-month for en-GB and de, naming the zone', async () => {
    const trip = await withEvents('Format Weekend');
    const path = `/project/${trip.projectId}`;
    const us = await page(trip.guest, path, 'en-US,en;q=0.9');
    expectUs(us.text, 'en-US');
    expect(us.vary).toMatch(/accept-language/i);
    expectDayMonth24((await page(trip.guest, path, 'en-GB,en;q=0.8')).text, 'en-GB');
    expectDayMonth24((await page(trip.guest, path, 'de-DE,de;q=0.9,en;q=0.5')).text, 'de');
    // Quality values decide, not the order; no header at all is the default (month-day, 12-hour).
    expectDayMonth24((await page(trip.guest, path, 'en-US;q=0.5, en-GB;q=0.9')).text, 'q-values');
    expectUs((await page(trip.guest, path)).text, 'no header');
  });

  it('never serves one reader’s cached page to the other, whichever asks first', async () => {
    const trip = await withEvents('Alternating Weekend');
    const path = `/project/${trip.projectId}`;
    // The same browser (one session, one cache entry per format) switching language back and forth.
    for (let round = 0; round < 4; round++) {
      expectDayMonth24((await page(trip.guest, path, 'en-GB')).text, `round ${round} en-GB`);
      expectUs((await page(trip.guest, path, 'en-US')).text, `round ${round} en-US`);
      expectUs((await page(trip.guest, path, 'garbage!!')).text, `round ${round} garbage`);
    }
    // A second guest shares the entries, and gets its own language's.
    const other = suite.browser();
    expect((await other.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      expectUs((await page(other, path, 'en-US')).text, `other ${round} en-US`);
      expectDayMonth24((await page(other, path, 'de')).text, `other ${round} de`);
    }
    // The calendar tab writes its times and dates the same way.
    const calendarUs = await page(trip.guest, `${path}?tab=calendar`, 'en-US');
    expect(calendarUs.text).toContain('7:30 PM');
    expect(calendarUs.text).toContain('Tuesday, July 1');
    const calendarGb = await page(trip.guest, `${path}?tab=calendar`, 'en-GB');
    expect(calendarGb.text).toContain('19:30');
    expect(calendarGb.text).toContain('Tuesday, 1 July');
  });

  it('writes the public teaser’s dates in the reader’s order too, each from its own cache entry', async () => {
    const trip = await withEvents('Teaser Weekend');
    const stranger = suite.browser();
    for (let round = 0; round < 3; round++) {
      expect((await page(stranger, `/preview/${trip.projectId}`, 'en-GB')).text).toContain('1 – 4 July 2031');
      expect((await page(stranger, `/preview/${trip.projectId}`, 'en-US')).text).toContain('July 1 – 4, 2031');
    }
  });
});

describe('the dashboard in the reader’s format', () => {
  it('writes its dates in the reader’s order', async () => {
    const user = await signIn(suite);
    await ownedItinerary(suite, user, { name: 'Dashboard Weekend' });
    const now = new Date().toISOString();
    const us = await page(user.browser, '/dashboard', 'en-US');
    const gb = await page(user.browser, '/dashboard', 'en-GB');
    // The server writes the created date in UTC (the browser's zone is not known yet).
    expect(us.text).toContain(formatReaderDate(now, 'UTC', 'mdy-12h'));
    expect(gb.text).toContain(formatReaderDate(now, 'UTC', 'dmy-24h'));
    expect(formatReaderDate(now, 'UTC', 'dmy-24h')).not.toBe(formatReaderDate(now, 'UTC', 'mdy-12h'));
    expect(gb.vary).toMatch(/accept-language/i);
  });
});
