/**
 * The quick link `/access/{id}?code=…` answered by the server (docs/security.md#the-quick-link):
 * opened by a person, a right code grants exactly as the access form does and redirects; a wrong
 * one shows the page with the code in the field; it spends the same lockout and daily budget as
 * the form; and only a browser's top-level navigation is acted on.
 */
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { ACCESS_TEXT } from '../../src/lib/access-flow';
import { MESSAGES } from '../../src/lib/messages';

const suite = serverSuite({ TRUST_PROXY: 'true', SWEEP_INTERVAL_SECONDS: '86400' });
/** What a browser sends when a person opens a link (typed, tapped, scanned). */
const OPENED = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const open = (browser: TestBrowser, path: string, headers: Record<string, string> = {}) => browser.navigate(path, { ...OPENED, ...headers });
const quickLink = (projectId: string, code: string) => `/access/${projectId}?code=${encodeURIComponent(code)}`;
const escaped = (text: string) => text.replaceAll("'", '&#39;');

async function accessBudgetUsed(admin: TestBrowser, projectId: string): Promise<number> {
  const { data } = await admin.json<{ access: { used: number } }>('GET', `/api/projects/${projectId}/code-budget`);
  return data.access.used;
}

describe('the quick link without JavaScript', () => {
  it('grants the viewer and redirects to the itinerary, without the code in the next address', async () => {
    const { projectId, accessCode } = await createItinerary(suite);
    const guest = suite.browser();
    const res = await open(guest, quickLink(projectId, accessCode.toLowerCase()));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/project/${projectId}`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await guest.get(`/project/${projectId}`)).status).toBe(200);
    const itinerary = await guest.json<{ role: string }>('GET', `/api/projects/${projectId}/itinerary`);
    expect(itinerary.data.role).toBe('viewer');
  });

  it('keeps an admin an admin when the admin opens the quick link', async () => {
    const { admin, projectId, accessCode } = await createItinerary(suite);
    const res = await open(admin, quickLink(projectId, accessCode));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/project/${projectId}`);
    expect((await admin.json<{ role: string }>('GET', `/api/projects/${projectId}/itinerary`)).data.role).toBe('admin');
  });

  it('shows a wrong code in the field with a clear message, and the page keeps the code out of the Referer', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const guest = suite.browser();
    const res = await open(guest, quickLink(projectId, 'zzzzzz'));
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain(escaped(ACCESS_TEXT.invalidLink));
    expect(html).toContain('4 attempts remaining');
    expect(html).toMatch(/<input[^>]*name="accessCode"[^>]*value="ZZZZZZ"/);
    // The form posts to the page without the code in its address.
    expect(html).toContain(`action="/access/${projectId}"`);
    expect((await guest.get(`/project/${projectId}`)).status).toBe(302);
    expect(await accessBudgetUsed(admin, projectId)).toBe(1);
  });

  it('shares the lockout with the form: wrong codes by either count together, and then the right link is refused too', async () => {
    const { admin, projectId, accessCode } = await createItinerary(suite);
    const guest = suite.browser();
    for (let i = 0; i < 2; i++) expect((await open(guest, quickLink(projectId, `BADL0${i}`))).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const posted = await guest.request('POST', `/access/${projectId}`, `accessCode=BADF0${i}`, FORM);
      expect(posted.status).toBe(200);
    }
    const last = await (await open(guest, quickLink(projectId, 'BADL09'))).text();
    expect(last).toContain('Five invalid attempts reached.');
    expect(last).toContain('You can try again in 15 minutes, or ask your host for the quick link.');
    // Locked out: the right code in a link is refused the same way, and nothing is granted.
    const refused = await open(guest, quickLink(projectId, accessCode));
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Five invalid attempts reached.');
    expect((await guest.get(`/project/${projectId}`)).status).toBe(302);
    // Every wrong code was checked against the itinerary's one daily budget.
    expect(await accessBudgetUsed(admin, projectId)).toBe(5);
  });

  it('acts only on a person opening the link: previews, prefetches, frames and images only get the page', async () => {
    const { admin, projectId, accessCode } = await createItinerary(suite);
    const cases: Record<string, Record<string, string>> = {
      'a link preview or an old browser (no fetch metadata)': {},
      'a prefetch': { ...OPENED, 'sec-purpose': 'prefetch' },
      'a prerender': { ...OPENED, 'sec-purpose': 'prefetch;prerender' },
      'a frame on another site': { ...OPENED, 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
      'an image on another site': { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' },
    };
    for (const [what, headers] of Object.entries(cases)) {
      const visitor = suite.browser();
      const wrong = await visitor.navigate(quickLink(projectId, 'WRONG9'), headers);
      expect(wrong.status, what).toBe(200);
      const html = await wrong.text();
      expect(html, what).not.toContain(escaped(ACCESS_TEXT.invalidLink));
      const right = await visitor.navigate(quickLink(projectId, accessCode), headers);
      expect(right.status, what).toBe(200);
      expect(visitor.cookies.size, what).toBe(0);
    }
    expect(await accessBudgetUsed(admin, projectId)).toBe(0);
    // Another site's link, opened by a person, is the link itself: it opens this itinerary only.
    const clicked = suite.browser();
    const fromElsewhere = await open(clicked, quickLink(projectId, accessCode), { 'sec-fetch-site': 'cross-site' });
    expect(fromElsewhere.status).toBe(303);
    expect(fromElsewhere.headers.get('location')).toBe(`/project/${projectId}`);
  });

  it('redirects only to the itinerary of the path, whatever else the link carries', async () => {
    const { projectId, accessCode } = await createItinerary(suite);
    const guest = suite.browser();
    const extra = `${quickLink(projectId, accessCode)}&next=https://evil.example/&returnTo=//evil.example`;
    const res = await open(guest, extra);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/project/${projectId}`);
    for (const path of ['/access/%2F%2Fevil.example?code=ABCDEF', '/access/https%3A%2F%2Fevil.example?code=ABCDEF']) {
      const other = await open(suite.browser(), path);
      expect(other.status, path).toBe(404);
      expect(other.headers.get('location'), path).toBeNull();
    }
  });

  it('refuses an empty or overlong code with the form’s message, without checking it', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const empty = await (await open(suite.browser(), `/access/${projectId}?code=`)).text();
    expect(empty).toContain(escaped(MESSAGES.accessCodeRequired));
    const long = await (await open(suite.browser(), quickLink(projectId, 'A'.repeat(40)))).text();
    expect(long).toContain(escaped(MESSAGES.invalidAccessCode));
    expect(await accessBudgetUsed(admin, projectId)).toBe(0);
  });
});
