/**
 * The emailed sign-in link against login CSRF (docs/security.md, "Sign-in links ask first"): opening
 * the link never signs in by itself, the page names the account (masked) and waits for the
 * person's button, and only a form posted from the page itself signs in and brings the browser's
 * itineraries along.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { runSql } from '../support/itineraries';
import { startSmtpSink } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const suite = serverSuite({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });

let addresses = 0;
const attackerAddress = () => `mallory${++addresses}-${Date.now()}@attacker.example`;

/** Asks for a link for `email` from a browser of its own; the link's path and token. */
async function requestLink(email: string) {
  const sent = smtp.messages.length;
  const { res } = await suite.browser().json('POST', '/api/auth/email-link', { email });
  expect(res.status).toBe(200);
  await smtp.waitForMessages(sent + 1);
  const mail = smtp.messages.find((m, i) => i >= sent && m.to.includes(email));
  const link = /https?:\/\/\S+\/api\/auth\/email-link\/callback\?token=[a-z0-9]+/.exec(mail?.parsed.text ?? '')?.[0];
  if (!link) throw new Error('no sign-in link arrived');
  const url = new URL(link);
  return { path: url.pathname + url.search, token: url.searchParams.get('token') ?? '' };
}

/** A guest browser that created an itinerary without signing in: what the attack wants to take. */
async function victimWithItineraries(count: number) {
  const victim = suite.browser();
  const projectIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const { res, data } = await victim.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: `Victim Trip ${i + 1}` });
    expect(res.status).toBe(201);
    projectIds.push(data.project.projectId);
  }
  return { victim, projectIds };
}

async function ownersOf(projectIds: string[]) {
  const rows = await runSql(suite, `SELECT owner_user_id FROM projects WHERE project_id IN (${projectIds.map(() => '?').join(', ')})`, projectIds);
  return rows.rows.map((r) => r.owner_user_id);
}

async function linkUsed(email: string) {
  const rows = await runSql(suite, 'SELECT used_at FROM email_login_tokens WHERE email = ?', [email]);
  return rows.rows[0]?.used_at !== null;
}

const signedInStatus = async (browser: TestBrowser) => (await browser.get('/api/auth/user')).status;

const postForm = (browser: TestBrowser, token: string, headers: Record<string, string>) =>
  browser.request('POST', '/api/auth/email-link/callback', `token=${token}`, { 'content-type': 'application/x-www-form-urlencoded', ...headers });

describe('the emailed sign-in link', () => {
  it('never submits itself: however it was opened, the page names the account, masked, and waits for a button', async () => {
    const email = attackerAddress();
    const { path } = await requestLink(email);
    const { victim, projectIds } = await victimWithItineraries(2);

    // Another site's link or redirect, a link from a mail app, this site's own page: all the same.
    for (const fetchSite of ['cross-site', 'same-site', 'none', 'same-origin', undefined]) {
      const page = await victim.get(path, fetchSite ? { 'sec-fetch-site': fetchSite, 'sec-fetch-mode': 'navigate' } : {});
      expect(page.status, String(fetchSite)).toBe(200);
      const html = await page.text();
      expect(html).not.toContain('<script');
      expect(html).toContain(`<h1>Sign in as m…@attacker.example?</h1>`);
      expect(html).toContain('<button type="submit">Sign in</button>');
      // The address itself is never on the page (the link may be opened by someone else).
      expect(html).not.toContain(email.split('@')[0]);
      // What the button does with this browser's own itineraries is said before it is pressed.
      expect(html).toContain('Signing in moves the 2 itineraries you created in this browser to this account');
      // A way out for someone who did not ask for this link.
      expect(html).toContain('href="/login"');
    }
    expect(await linkUsed(email)).toBe(false);
    expect(await signedInStatus(victim)).toBe(401);
    expect(await ownersOf(projectIds)).toEqual([null, null]);

    // A browser with nothing of its own is told what comes along anyway.
    const empty = await (await suite.browser().get(path)).text();
    expect(empty).toContain('Travel and RSVPs you added in this browser come along.');
    expect(empty).not.toContain('Signing in moves');
  });

  it('signs in only from a form posted by the page itself, and only then adopts the browser\'s itineraries', async () => {
    const email = attackerAddress();
    const { token } = await requestLink(email);
    const { victim, projectIds } = await victimWithItineraries(1);

    const foreign: Record<string, string>[] = [
      // An old browser's cross-site post, or a page with no-referrer on another site.
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://attacker.localhost:4000', 'sec-fetch-site': 'cross-site' },
      // A sibling subdomain is another origin.
      { origin: 'http://attacker.localhost:4000', 'sec-fetch-site': 'same-site' },
      // No browser headers at all.
      { origin: '' },
    ];
    for (const headers of foreign) {
      const res = await postForm(victim, token, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    // Not as JSON either.
    const json = await victim.request('POST', '/api/auth/email-link/callback', `token=${token}`, { 'content-type': 'application/json', origin: 'null' });
    expect(json.status).toBe(403);

    expect(await linkUsed(email)).toBe(false);
    expect(await signedInStatus(victim)).toBe(401);
    expect(await ownersOf(projectIds)).toEqual([null]);

    // The page's own button: Origin null (the page is sent with no-referrer) but the browser's
    // same-origin mark, which no other site can send.
    const pressed = await postForm(victim, token, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/dashboard?signedIn=1');
    expect(await signedInStatus(victim)).toBe(200);
    const user = await runSql(suite, 'SELECT id FROM users WHERE email = ?', [email]);
    expect(await ownersOf(projectIds)).toEqual([user.rows[0]?.id]);
  });
});
