/**
 * The `/new` page: creating an itinerary without JavaScript. Its form posts to the page, which
 * checks, limits and creates exactly as POST /api/projects does, and answers another site's post
 * with 403 (docs/security.md, "Cross-site form posts").
 */
import { describe, expect, it } from 'vitest';
import { CREATIONS_PER_HOUR, PROJECT_NAME_MAX } from '../../src/lib/limits';
import { MESSAGES } from '../../src/lib/messages';
import type { TestBrowser } from '../support/http-client';
import { runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite({ TRUST_PROXY: 'true', SWEEP_INTERVAL_SECONDS: '86400' });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (browser: TestBrowser, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  browser.request('POST', '/new', new URLSearchParams(fields).toString(), { ...FORM, ...headers });
const escaped = (text: string) => text.replaceAll("'", '&#39;');

describe('the /new page', () => {
  it('shows the form: a name field, the terms box and a Create button posting to itself', async () => {
    const res = await suite.browser().get('/new');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/new"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="name"[^>]*maxlength="${PROJECT_NAME_MAX}"`));
    expect(html).toMatch(/<input[^>]*name="acceptTerms"[^>]*type="checkbox"/);
    expect(html).toContain('>Create</button>');
  });

  it('creates the itinerary, gives this browser the admin grant and shows it the codes first', async () => {
    const creator = suite.browser();
    const res = await post(creator, { name: '  Lake Weekend  ', acceptTerms: 'on' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    const projectId = /^\/new\/([a-z0-9]{8})$/.exec(location)?.[1];
    expect(projectId, location).toBeDefined();
    // The codes page: the admin code for its creator, never cached, never sent on as a Referer.
    const codes = await creator.get(location);
    expect(codes.status).toBe(200);
    expect(codes.headers.get('cache-control')).toBe('private, no-store');
    expect(codes.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await codes.text();
    const { data: created } = await creator.json<{ project: { adminCode: string | null; accessCode: string | null } }>('GET', `/api/projects/${projectId}/itinerary`);
    expect(page).toContain(created.project.adminCode);
    expect(page).toContain(`/access/${projectId}?code=${created.project.accessCode}`);
    expect(page).toContain(`href="/project/${projectId}"`);
    // Anyone else is sent to the access page and sees no code.
    const stranger = await suite.browser().get(location);
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get('location')).toBe(`/access/${projectId}`);
    expect(await stranger.text()).not.toContain(created.project.adminCode);
    expect((await suite.browser().get('/new/zzzzzzzz')).status).toBe(404);
    const { data } = await creator.json<{ role: string; project: { name: string; timeZone: string } }>(
      'GET',
      `/api/projects/${projectId}/itinerary`,
    );
    expect(data.role).toBe('admin');
    expect(data.project.name).toBe('Lake Weekend');
    expect(data.project.timeZone).toBe('America/New_York');
  });

  it('keeps the time zone a script filled in, and falls back to the default for one it does not know', async () => {
    const known = await post(suite.browser(), { name: 'Lisbon trip', acceptTerms: 'on', timeZone: 'Europe/Lisbon' });
    const unknown = await post(suite.browser(), { name: 'Nowhere trip', acceptTerms: 'on', timeZone: 'Mars/Olympus' });
    for (const [res, zone] of [[known, 'Europe/Lisbon'], [unknown, 'America/New_York']] as const) {
      const projectId = (res.headers.get('location') ?? '').split('/').pop();
      const row = (await runSql(suite, 'SELECT time_zone FROM projects WHERE project_id = ?', [projectId ?? ''])).rows[0];
      expect(row?.time_zone).toBe(zone);
    }
  });

  it('answers a missing name, a long name and unticked terms with the dialog’s messages, keeping the name', async () => {
    const browser = suite.browser();
    const empty = await post(browser, { name: '   ', acceptTerms: 'on' });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain(escaped(MESSAGES.nameRequired));
    expect(emptyHtml).toMatch(/<input[^>]*id="itinerary-name"[^>]*aria-invalid="true"[^>]*aria-describedby="create-error"/);

    const long = await (await post(browser, { name: 'x'.repeat(PROJECT_NAME_MAX + 1), acceptTerms: 'on' })).text();
    expect(long).toContain(escaped(MESSAGES.nameTooLong));

    const terms = await post(browser, { name: "Sarah's 30th" });
    expect(terms.status).toBe(400);
    const termsHtml = await terms.text();
    expect(termsHtml).toContain(escaped(MESSAGES.termsRequired));
    expect(termsHtml).toContain('value="Sarah\'s 30th"');
    expect(termsHtml).toMatch(/<input[^>]*id="accept-terms"[^>]*aria-invalid="true"/);
    expect(browser.cookies.size).toBe(0);
  });

  it('refuses another site’s post with 403 and creates nothing', async () => {
    const before = (await runSql(suite, 'SELECT count(*) AS n FROM projects')).rows[0];
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await post(suite.browser(), { name: 'Forged', acceptTerms: 'on' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const after = (await runSql(suite, 'SELECT count(*) AS n FROM projects')).rows[0];
    expect(after?.n).toBe(before?.n);
  });

  it('shares the hourly creation limit with the JSON endpoint', async () => {
    const browser = suite.browser();
    for (let i = 0; i < CREATIONS_PER_HOUR - 1; i++) {
      expect((await browser.post('/api/projects', { name: `Trip ${i}` })).status).toBe(201);
    }
    expect((await post(browser, { name: 'Last one', acceptTerms: 'on' })).status).toBe(303);
    const refused = await post(browser, { name: 'One too many', acceptTerms: 'on' });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('You have created a lot of itineraries just now. Please try again in an hour.');
    expect((await browser.post('/api/projects', { name: 'And by the API' })).status).toBe(429);
  });
});
