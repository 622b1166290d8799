/**
 * The guest's pages without JavaScript: the server renders the tab and people filter the URL
 * names, and Exit and the access code work as plain form posts (see docs/guest-page.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

const queryLog = join(TMP_DIR, `no-javascript-queries-${process.pid}.log`);
const suite = serverSuite({ TRUST_PROXY: 'true', DATABASE_QUERY_LOG: queryLog, SWEEP_INTERVAL_SECONDS: '86400' });
const queries = () => (existsSync(queryLog) ? readFileSync(queryLog, 'utf8').split('\n').filter(Boolean) : []);
const browser = () => suite.browser();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** Whether a page holds a text or pattern (the page itself is too long to print on failure). */
const has = (html: string, what: string | RegExp) => (typeof what === 'string' ? html.includes(what) : what.test(html));
/** Text as the page shows it: the island's props (every event, as JSON) hold it as well. */
const shown = (text: string) => `>${text}<`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function itinerary() {
  const it = await createItinerary(suite, { name: 'Lake Weekend' });
  const add = async (body: Record<string, unknown>) =>
    expect((await it.admin.post(`/api/projects/${it.projectId}/events`, body)).status).toBe(201);
  await add({ title: 'Canoe race for Maya', datetime: '2031-07-04T15:00:00.000Z', attendees: 'Maya' });
  await add({ title: 'Poker night for Jonas', datetime: '2031-07-04T20:00:00.000Z', attendees: 'Jonas' });
  await add({ title: 'Lakeside breakfast', datetime: '2031-07-05T08:00:00.000Z', attendees: 'Everyone' });
  const faq = await it.admin.post(`/api/projects/${it.projectId}/faqs`, {
    question: 'Where do we park?',
    answer: 'Behind the boathouse, free all weekend.',
  });
  expect(faq.status).toBe(201);
  return it;
}

async function guestOf(projectId: string, accessCode: string): Promise<TestBrowser> {
  const guest = browser();
  expect((await guest.post(`/api/projects/${projectId}/access`, { accessCode })).status).toBe(200);
  return guest;
}

describe('the itinerary page without JavaScript', () => {
  it('renders the tab named in the URL: the FAQ in full, the calendar as a list of days', async () => {
    const { projectId, accessCode } = await itinerary();
    const guest = await guestOf(projectId, accessCode);
    const faq = await (await guest.get(`/project/${projectId}?tab=faq`)).text();
    expect(has(faq, shown('Where do we park?'))).toBe(true);
    expect(has(faq, shown('Behind the boathouse, free all weekend.'))).toBe(true);
    expect(has(faq, /<a[^>]*aria-current="page"[^>]*>FAQ<\/a>/)).toBe(true);
    expect(has(faq, `href="/project/${projectId}?tab=calendar"`)).toBe(true);

    const calendar = await (await guest.get(`/project/${projectId}?tab=calendar`)).text();
    // The phone-style list of days, rendered on the server.
    expect(has(calendar, /<ol[^>]*aria-label="Days"/)).toBe(true);
    expect(has(calendar, 'id="calendar-day-2031-07-04"')).toBe(true);
    expect(has(calendar, shown('Canoe race for Maya'))).toBe(true);
    expect(has(calendar, shown('Lakeside breakfast'))).toBe(true);
    expect(has(calendar, 'Loading calendar')).toBe(false);
  });

  it('filters by ?person= on the server, and the cached page of one filter is not served for another', async () => {
    const { projectId, accessCode } = await itinerary();
    const guest = await guestOf(projectId, accessCode);
    const everyone = await (await guest.get(`/project/${projectId}`)).text();
    expect(has(everyone, shown('Canoe race for Maya'))).toBe(true);
    expect(has(everyone, shown('Poker night for Jonas'))).toBe(true);
    // The filter is a GET form: a select named person and a submit button (shown without JS).
    expect(has(everyone, /<form[^>]*method="get"/)).toBe(true);
    expect(has(everyone, /<select[^>]*name="person"/)).toBe(true);

    const maya = await (await guest.get(`/project/${projectId}?person=maya`)).text();
    expect(has(maya, shown('Canoe race for Maya'))).toBe(true);
    expect(has(maya, shown('Lakeside breakfast'))).toBe(true);
    expect(has(maya, shown('Poker night for Jonas'))).toBe(false);
    // The tabs' links keep the filter.
    expect(has(maya, `href="/project/${projectId}?tab=faq&amp;person=Maya"`)).toBe(true);

    const jonas = await (await guest.get(`/project/${projectId}?person=Jonas&tab=calendar`)).text();
    expect(has(jonas, shown('Poker night for Jonas'))).toBe(true);
    expect(has(jonas, shown('Canoe race for Maya'))).toBe(false);
    // Again, now from the page cache (the Node server's path: one query, none while the access
    // memo holds the row; rendering would take several): each filter its own page.
    for (const [path, shows, hides] of [
      [`/project/${projectId}?person=maya`, 'Canoe race for Maya', 'Poker night for Jonas'],
      [`/project/${projectId}`, 'Poker night for Jonas', null],
      [`/project/${projectId}?person=Jonas&tab=calendar`, 'Poker night for Jonas', 'Canoe race for Maya'],
    ] as const) {
      writeFileSync(queryLog, '');
      const html = await (await guest.get(path)).text();
      expect(queries().length, path).toBeLessThanOrEqual(1);
      expect(has(html, shown(shows)), path).toBe(true);
      if (hides) expect(has(html, shown(hides)), path).toBe(false);
    }
    // An unknown name filters nothing.
    expect(has(await (await guest.get(`/project/${projectId}?person=Nobody`)).text(), shown('Poker night for Jonas'))).toBe(true);
  });

  it('ends the grant with a plain Exit form post and sends the browser to the access page', async () => {
    const { projectId, accessCode } = await itinerary();
    const guest = await guestOf(projectId, accessCode);
    const page = await (await guest.get(`/project/${projectId}`)).text();
    expect(has(page, `action="/api/projects/${projectId}/exit"`)).toBe(true);

    const exit = await guest.request('POST', `/api/projects/${projectId}/exit`, '', { ...FORM, 'sec-fetch-site': 'same-origin' });
    expect(exit.status).toBe(303);
    expect(exit.headers.get('location')).toBe(`/access/${projectId}`);
    const after = await guest.get(`/project/${projectId}`);
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe(`/access/${projectId}`);
    expect((await guest.get(`/api/projects/${projectId}/itinerary`)).status).toBe(401);
    // Another site's form cannot end a guest's access.
    const other = await guestOf(projectId, accessCode);
    const forged = await other.request('POST', `/api/projects/${projectId}/exit`, '', {
      ...FORM,
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect((await other.get(`/project/${projectId}`)).status).toBe(200);
  });

  it('takes the access code as a plain form post on both access pages', async () => {
    const { projectId, accessCode } = await itinerary();
    const byLink = browser();
    const granted = await byLink.request('POST', `/access/${projectId}`, form({ accessCode: accessCode.toLowerCase() }), FORM);
    expect(granted.status).toBe(303);
    expect(granted.headers.get('location')).toBe(`/project/${projectId}`);
    expect((await byLink.get(`/project/${projectId}`)).status).toBe(200);

    const wrong = browser();
    const denied = await wrong.request('POST', `/access/${projectId}`, form({ accessCode: 'ZZZZZZ' }), FORM);
    expect(denied.status).toBe(200);
    const deniedHtml = await denied.text();
    expect(has(deniedHtml, 'Invalid access code. Please check and try again.')).toBe(true);
    expect(has(deniedHtml, '4 attempts remaining')).toBe(true);
    expect(has(deniedHtml, 'ZZZZZZ')).toBe(false);
    expect((await wrong.get(`/project/${projectId}`)).status).toBe(302);

    const full = browser();
    const typed = { projectId, email: 'sam@example.com', accessCode: 'WRONG1' };
    const again = await full.request('POST', '/access', form(typed), FORM);
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(has(againHtml, 'Invalid access code. Please check and try again.')).toBe(true);
    expect(has(againHtml, 'value="sam@example.com"')).toBe(true);
    expect(has(againHtml, `value="${projectId}"`)).toBe(true);
    expect(has(againHtml, 'WRONG1')).toBe(false);
    const missing = await (await full.request('POST', '/access', form({ projectId, email: '', accessCode }), FORM)).text();
    expect(has(missing, 'Please enter project ID, email, and access code.')).toBe(true);
    const right = await full.request('POST', '/access', form({ ...typed, accessCode }), FORM);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/project/${projectId}`);
  });

  it('shows the lockout message after too many wrong codes posted without JavaScript', async () => {
    const { projectId } = await itinerary();
    const guesser = browser();
    let last = '';
    for (let i = 0; i < 6; i++) {
      last = await (await guesser.request('POST', `/access/${projectId}`, form({ accessCode: `BAD00${i}` }), FORM)).text();
    }
    expect(has(last, 'Five invalid attempts reached.')).toBe(true);
    // When codes are checked again, from the server's Retry-After; never "refresh".
    expect(has(last, 'You can try again in 15 minutes, or ask your host for the quick link.')).toBe(true);
    expect(last).not.toMatch(/refresh/i);
  });
});

describe('the share page', () => {
  it('is what Share links to: the codes, both links and the QR code, for a browser with a grant only', async () => {
    const { projectId, accessCode } = await itinerary();
    const guest = await guestOf(projectId, accessCode);
    const page = await (await guest.get(`/project/${projectId}`)).text();
    // Share without JavaScript is a link here; with it, the page's script fetches the same path.
    expect(has(page, `href="/project/${projectId}/share"`)).toBe(true);
    expect(has(page, `data-share="/project/${projectId}/share"`)).toBe(true);
    // The dialog itself is not in the itinerary page (it would cost every page view its bytes).
    expect(has(page, /<dialog[^>]*data-share-dialog/)).toBe(false);

    const res = await guest.get(`/project/${projectId}/share`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const origin = new URL(suite.server.url).origin;
    const quickLink = `${origin}/access/${projectId}?code=${accessCode}`;
    expect(has(html, /<dialog open id="share" data-share-dialog/)).toBe(true);
    expect(has(html, shown('Share this itinerary'))).toBe(true);
    expect(has(html, shown(projectId))).toBe(true);
    expect(has(html, shown(accessCode))).toBe(true);
    expect(has(html, shown(quickLink))).toBe(true);
    expect(has(html, shown(`${origin}/access/${projectId}`))).toBe(true);
    expect(has(html, 'aria-label="QR code for Lake Weekend"')).toBe(true);
    // Close leads back to the itinerary.
    expect(has(html, `<a href="/project/${projectId}" class="btn-primary" data-page-only>Close</a>`)).toBe(true);

    // Without a grant: the access page, as for the itinerary itself; an unknown itinerary: 404.
    const stranger = browser();
    const refused = await stranger.get(`/project/${projectId}/share`);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe(`/access/${projectId}`);
    expect((await stranger.get('/project/nosuchid/share')).status).toBe(404);
  });

  it('shows the new access code once the organiser makes one', async () => {
    const { projectId, accessCode, admin } = await itinerary();
    const guest = await guestOf(projectId, accessCode);
    const rotated = await admin.json<{ project: { accessCode: string } }>('POST', `/api/projects/${projectId}/access-code`, { signOutGuests: false });
    expect(rotated.res.status).toBe(200);
    const html = await (await guest.get(`/project/${projectId}/share`)).text();
    expect(has(html, shown(rotated.data.project.accessCode))).toBe(true);
    expect(has(html, shown(accessCode))).toBe(false);
  });
});
