/**
 * Sign-in by emailed link and the signed-in session over real HTTP: the link goes
 * through a real SMTP server on 127.0.0.1 and is opened like a browser would.
 */
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_PER_CLIENT_PER_HOUR } from '../../src/lib/limits';
import type { AuthUserView } from '../../src/lib/types';
import { browserWithSession } from '../support/dashboard';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary, runSql, sessionIdOf } from '../support/itineraries';
import { startSmtpSink } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';
import { insertSignedInUser } from '../support/users';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const suite = serverSuite({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });

let addresses = 0;
const newAddress = () => `traveller${++addresses}-${Date.now()}@example.test`;

/** Asks for a link as `browser` and returns the link from the email that arrives. */
async function requestLink(browser: TestBrowser, email: string, returnTo?: string) {
  const sent = smtp.messages.length;
  const { res, data } = await browser.json('POST', '/api/auth/email-link', returnTo === undefined ? { email } : { email, returnTo });
  expect(res.status, JSON.stringify(data)).toBe(200);
  expect(data).toEqual({ success: true });
  await smtp.waitForMessages(sent + 1);
  const mail = smtp.messages.find((m, i) => i >= sent && m.to.includes(email.trim().toLowerCase()));
  const link = /https?:\/\/\S+\/api\/auth\/email-link\/callback\?token=[a-z0-9]+/.exec(mail?.parsed.text ?? '')?.[0];
  if (!mail || !link) throw new Error('no sign-in link arrived');
  return { mail, link, path: new URL(link).pathname + new URL(link).search };
}

/**
 * What a browser does with the emailed link: the GET shows the sign-in page (it never spends the
 * link), whose form posts the token back. Returns the form's answer (303 to where to go).
 */
async function openLink(browser: TestBrowser, path: string) {
  const page = await browser.get(path);
  if (page.status !== 200) return page;
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = /<form id="action-form" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return browser.request('POST', action, `token=${encodeURIComponent(token)}`, { 'content-type': 'application/x-www-form-urlencoded' });
}

async function currentUser(browser: TestBrowser) {
  return browser.json<AuthUserView & { message?: string; code?: string }>('GET', '/api/auth/user');
}

/** A browser that sends someone else's cookie: what an attacker holding an old token would do. */
const browserWithCookie = (token: string) => browserWithSession(suite, token);

describe('POST /api/auth/email-link and the emailed link', () => {
  it('mails a link that signs in once, to the returnTo with the Welcome back flag; a second use is refused', async () => {
    const browser = suite.browser();
    const { mail, link, path } = await requestLink(browser, '  Ana.Silva@Example.TEST ', '/project/abcd1234?owned=true');
    expect(mail.to).toEqual(['ana.silva@example.test']);
    expect(mail.parsed.subject).toBe('Your sign-in link for Itinerary');
    expect(mail.parsed.text).toContain('This link expires in 10 minutes');
    expect(mail.parsed.text).toContain('If you did not ask to sign in');
    expect(typeof mail.parsed.html === 'string' ? mail.parsed.html : '').toContain(`href="${link}"`);

    // Only the token's SHA-256 is kept.
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[a-z0-9]{52}$/); // 32 bytes, base32
    const stored = await runSql(suite, 'SELECT token_hash, used_at FROM email_login_tokens WHERE email = ?', ['ana.silva@example.test']);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.token_hash).not.toContain(token);
    expect(stored.rows[0]?.used_at).toBeNull();

    // Opening the link (as a mail scanner does) shows the sign-in page and spends nothing.
    for (let i = 0; i < 2; i++) {
      const scanned = await suite.browser().get(path);
      expect(scanned.status).toBe(200);
      expect(scanned.headers.get('cache-control')).toBe('no-store');
      expect(scanned.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(await scanned.text()).toContain('Sign in as a…@example.test?');
    }
    const unused = await runSql(suite, 'SELECT used_at FROM email_login_tokens WHERE email = ?', ['ana.silva@example.test']);
    expect(unused.rows[0]?.used_at).toBeNull();

    const res = await openLink(browser, path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/project/abcd1234?owned=true&signedIn=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { res: me, data } = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(data).toEqual({ firstName: null, lastName: null, email: 'ana.silva@example.test', profileImageUrl: null });

    const again = suite.browser();
    const second = await again.get(path);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe('/login?error=expired');
    // Posting the spent token (a page opened before the first sign-in) is refused too.
    const late = await again.request('POST', '/api/auth/email-link/callback', `token=${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe('/login?error=expired');
    expect((await currentUser(again)).res.status).toBe(401);
  });

  it('lets only one of two simultaneous clicks sign in', async () => {
    const email = newAddress();
    const { path } = await requestLink(suite.browser(), email);
    const [a, b] = [suite.browser(), suite.browser()];
    const answers = await Promise.all([openLink(a, path), openLink(b, path)]);
    const locations = answers.map((r) => r.headers.get('location')).sort();
    expect(locations).toEqual(['/dashboard?signedIn=1', '/login?error=expired']);
    const statuses = await Promise.all([currentUser(a), currentUser(b)].map(async (p) => (await p).res.status));
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('refuses an expired, unknown, missing or malformed link', async () => {
    const email = newAddress();
    const { path } = await requestLink(suite.browser(), email);
    await runSql(suite, 'UPDATE email_login_tokens SET expires_at = ? WHERE email = ?', [Date.now() - 1000, email]);
    for (const target of [
      path,
      '/api/auth/email-link/callback?token=' + 'a'.repeat(52),
      '/api/auth/email-link/callback',
      '/api/auth/email-link/callback?token=' + 'x'.repeat(5000),
    ]) {
      const browser = suite.browser();
      const res = await browser.get(target);
      expect(res.status, target.slice(0, 80)).toBe(303);
      expect(res.headers.get('location')).toBe('/login?error=expired');
      expect((await currentUser(browser)).res.status).toBe(401);
    }
    const users = await runSql(suite, 'SELECT count(*) AS n FROM users WHERE email = ?', [email]);
    expect(users.rows[0]?.n).toBe(0);

    // The login page says so and offers a new link.
    const page = await (await suite.browser().get('/login?error=expired')).text();
    expect(page).toContain('That sign-in link is invalid or has expired.');
    expect(page).toContain('Send sign-in link');
  });

  it('answers the same for an address with an account and one without; the first sign-in creates the account', async () => {
    const known = await insertSignedInUser(suite.server.databaseUrl, { email: newAddress(), firstName: 'Kim' });
    const unknown = newAddress();
    const a = await suite.browser().json('POST', '/api/auth/email-link', { email: known.email });
    const b = await suite.browser().json('POST', '/api/auth/email-link', { email: unknown });
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    expect(a.data).toEqual(b.data);

    const browser = suite.browser();
    const { path } = await requestLink(browser, unknown);
    await openLink(browser, path);
    expect((await currentUser(browser)).data.email).toBe(unknown);
    // The known address signs in to its existing account.
    const kim = suite.browser();
    const { path: kimPath } = await requestLink(kim, known.email);
    await openLink(kim, kimPath);
    expect((await currentUser(kim)).data).toMatchObject({ email: known.email, firstName: 'Kim' });
    const rows = await runSql(suite, 'SELECT count(*) AS n FROM users WHERE email = ?', [known.email]);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('checks the address', async () => {
    const browser = suite.browser();
    for (const [body, message] of [
      [{}, 'Please enter your email address.'],
      [{ email: '   ' }, 'Please enter your email address.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    ] as const) {
      const { res, data } = await browser.json<{ message: string }>('POST', '/api/auth/email-link', body);
      expect(res.status).toBe(400);
      expect(data.message).toBe(message);
    }
  });

  it('sends at most 5 links an hour to one address, from any client', async () => {
    const email = newAddress();
    for (let i = 0; i < 5; i++) {
      const { res } = await suite.browser().json('POST', '/api/auth/email-link', { email });
      expect(res.status).toBe(200);
    }
    const sent = smtp.messages.length;
    const { res, data } = await suite.browser().json<{ message: string; code: string }>('POST', '/api/auth/email-link', { email });
    expect(res.status).toBe(429);
    expect(data.code).toBe('RATE_LIMITED');
    expect(data.message).toMatch(/^Too many sign-in links were sent to this address\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await suite.browser().json('POST', '/api/auth/email-link', { email: newAddress() })).res.status).toBe(200);
    await smtp.waitForMessages(sent + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.slice(sent).some((m) => m.to.includes(email))).toBe(false);
  });

  it(`sends at most ${MAIL_PER_CLIENT_PER_HOUR} links an hour from one client (the cap on all email a client asks for)`, async () => {
    const browser = suite.browser();
    for (let i = 0; i < MAIL_PER_CLIENT_PER_HOUR; i++) {
      const { res } = await browser.json('POST', '/api/auth/email-link', { email: newAddress() });
      expect(res.status).toBe(200);
    }
    const { res, data } = await browser.json<{ message: string }>('POST', '/api/auth/email-link', { email: newAddress() });
    expect(res.status).toBe(429);
    expect(data.message).toMatch(/^Too many sign-in links were requested from this device\./);
    expect((await suite.browser().json('POST', '/api/auth/email-link', { email: newAddress() })).res.status).toBe(200);
  });
});

describe('signing in keeps what the browser had', () => {
  it('gives a fresh session (the old token is dead) that keeps the project grants', async () => {
    const owned = await createItinerary(suite, { name: 'Admin Trip' });
    const visited = await createItinerary(suite, { name: 'Guest Trip' });
    const browser = owned.admin;
    // The same browser also entered another itinerary's access code.
    expect((await browser.post(`/api/projects/${visited.projectId}/access`, { accessCode: visited.accessCode })).status).toBe(200);
    const oldToken = browser.cookies.get('session') ?? '';
    const oldId = sessionIdOf(browser);

    const { path } = await requestLink(browser, newAddress());
    await openLink(browser, path);
    expect(sessionIdOf(browser)).not.toBe(oldId);
    expect((await currentUser(browser)).res.status).toBe(200);
    expect((await readItinerary(browser, owned.projectId)).role).toBe('admin');
    expect((await readItinerary(browser, visited.projectId)).role).toBe('viewer');
    const current = await browser.json<{ projectId?: string }>('GET', '/api/current-project');
    expect(current.res.status).toBe(200);
    expect(current.data.projectId).toBe(visited.projectId);

    // Whoever kept the pre-sign-in token holds nothing: not the account, not the grants.
    const fixated = browserWithCookie(oldToken);
    expect((await currentUser(fixated)).res.status).toBe(401);
    expect((await readItinerary(fixated, owned.projectId)).status).not.toBe(200);
    const left = await runSql(suite, 'SELECT count(*) AS n FROM sessions WHERE id = ?', [oldId]);
    expect(left.rows[0]?.n).toBe(0);
  });

  it('links the itineraries this browser created anonymously to the account, and no others', async () => {
    const mine = await createItinerary(suite, { name: 'Made Before Sign-in' });
    const theirs = await createItinerary(suite, { name: 'Someone Else' });
    const before = await runSql(suite, 'SELECT owner_user_id, creator_session_id FROM projects WHERE project_id = ?', [mine.projectId]);
    expect(before.rows[0]?.owner_user_id).toBeNull();
    expect(before.rows[0]?.creator_session_id).toBe(sessionIdOf(mine.admin));

    const email = newAddress();
    const { path } = await requestLink(mine.admin, email);
    await openLink(mine.admin, path);
    const user = await runSql(suite, 'SELECT id FROM users WHERE email = ?', [email]);
    const userId = user.rows[0]?.id;
    const owners = await runSql(suite, 'SELECT project_id, owner_user_id FROM projects WHERE project_id IN (?, ?)', [mine.projectId, theirs.projectId]);
    const ownerOf = Object.fromEntries(owners.rows.map((r) => [r.project_id, r.owner_user_id]));
    expect(ownerOf[mine.projectId]).toBe(userId);
    expect(ownerOf[theirs.projectId]).toBeNull();
  });

  it('does not take over an itinerary another account already owns', async () => {
    const first = suite.browser();
    const created = await first.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Claimed' });
    const firstEmail = newAddress();
    await openLink(first, (await requestLink(first, firstEmail)).path);
    // Sign the same browser in as someone else: the itinerary stays with the first account.
    const secondEmail = newAddress();
    await openLink(first, (await requestLink(first, secondEmail)).path);
    const row = await runSql(suite, 'SELECT u.email FROM projects p JOIN users u ON u.id = p.owner_user_id WHERE p.project_id = ?', [created.data.project.projectId]);
    expect(row.rows[0]?.email).toBe(firstEmail);
    expect((await currentUser(first)).data.email).toBe(secondEmail);
  });
});

describe('itineraries created while signed in', () => {
  async function createAs(user: { token: string }, body: Record<string, unknown>) {
    const browser = browserWithCookie(user.token);
    const { res, data } = await browser.json<{ project: { projectId: string } }>('POST', '/api/projects', body);
    expect(res.status).toBe(201);
    const row = await runSql(
      suite,
      'SELECT owner_user_id, owner_name, owner_email, group_size, creator_session_id FROM projects WHERE project_id = ?',
      [data.project.projectId],
    );
    return { browser, projectId: data.project.projectId, row: row.rows[0] };
  }

  it('belong to the user, named after their first name, else the name typed, else User', async () => {
    const maya = await insertSignedInUser(suite.server.databaseUrl, { firstName: 'Maya' });
    const plain = await createAs(maya, { name: 'Beach Week' });
    expect(plain.row).toMatchObject({ owner_user_id: maya.userId, owner_name: 'Maya', group_size: 1, creator_session_id: null });
    expect((await readItinerary(plain.browser, plain.projectId)).role).toBe('admin');

    const full = await createAs(maya, { name: 'Ski Trip', ownerName: '  Team Maya ', groupSize: 6, ownerEmail: 'maya@example.test' });
    expect(full.row).toMatchObject({ owner_name: 'Team Maya', group_size: 6, owner_email: 'maya@example.test' });

    const nameless = await insertSignedInUser(suite.server.databaseUrl, { firstName: null, lastName: null });
    expect((await createAs(nameless, { name: 'No Name Trip' })).row).toMatchObject({ owner_user_id: nameless.userId, owner_name: 'User' });

    // A guest's itinerary still has no owner name unless one is typed.
    const guest = suite.browser();
    const { data } = await guest.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Guest Trip' });
    const row = await runSql(suite, 'SELECT owner_user_id, owner_name FROM projects WHERE project_id = ?', [data.project.projectId]);
    expect(row.rows[0]).toMatchObject({ owner_user_id: null, owner_name: null });
  });
});

describe('GET and PATCH /api/auth/user', () => {
  it('is 401 without a signed-in user', async () => {
    const guest = suite.browser();
    await guest.json('POST', '/api/projects', { name: 'Guest Only' }); // a guest session, not a user
    const { res, data } = await currentUser(guest);
    expect(res.status).toBe(401);
    expect(data).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    expect((await guest.json('PATCH', '/api/auth/user', { firstName: 'Eve' })).res.status).toBe(401);
  });

  it('changes the name, trimmed and bounded', async () => {
    const user = await insertSignedInUser(suite.server.databaseUrl, { firstName: 'Old', lastName: 'Name' });
    const browser = browserWithCookie(user.token);
    const { res, data } = await browser.json('PATCH', '/api/auth/user', { firstName: '  Jo  ', lastName: ' Park ' });
    expect(res.status).toBe(200);
    expect(data).toEqual({ firstName: 'Jo', lastName: 'Park', email: user.email, profileImageUrl: null });
    expect((await browser.json('PATCH', '/api/auth/user', { firstName: 'Jo', lastName: '' })).data).toMatchObject({ lastName: null });
    for (const [body, message] of [
      [{ firstName: '   ', lastName: 'Park' }, 'Please enter your first name.'],
      [{ firstName: 'J'.repeat(81) }, 'Names can be at most 80 characters.'],
      [{ firstName: 'Jo', lastName: 'P'.repeat(81) }, 'Names can be at most 80 characters.'],
    ] as const) {
      const answer = await browser.json<{ message: string }>('PATCH', '/api/auth/user', body);
      expect(answer.res.status).toBe(400);
      expect(answer.data.message).toBe(message);
    }
    expect((await currentUser(browser)).data).toMatchObject({ firstName: 'Jo', lastName: null });
  });
});

describe('signing out', () => {
  it('POST /api/logout ends the session and clears the cookie', async () => {
    const user = await insertSignedInUser(suite.server.databaseUrl);
    const browser = browserWithCookie(user.token);
    const res = await browser.request('POST', '/api/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session=;.*Max-Age=0/i);
    expect(browser.cookies.has('session')).toBe(false);
    expect((await currentUser(browserWithCookie(user.token))).res.status).toBe(401);
    // Signing out again (nothing left) is still fine.
    expect((await browser.request('POST', '/api/logout')).status).toBe(200);
  });

  it('GET /api/logout signs nobody out: it shows a page whose button posts, pressed at once only from this site', async () => {
    const user = await insertSignedInUser(suite.server.databaseUrl);
    const sessionsLeft = async () => {
      const db = createClient({ url: suite.server.databaseUrl });
      try {
        const left = await db.execute({ sql: 'SELECT count(*) AS n FROM sessions WHERE user_id = ?', args: [user.userId] });
        return Number(left.rows[0]?.n);
      } finally {
        db.close();
      }
    };
    // Another site's link, image or iframe: a GET, cross-site.
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await browserWithCookie(user.token).get('/api/logout', { 'sec-fetch-site': site, 'sec-fetch-dest': 'document' });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<form id="action-form" method="post" action="/api/logout">');
      // Only a navigation from this site's own pages may press the button at once.
      expect(html).not.toContain('<script>');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect(await sessionsLeft()).toBe(1);
    expect((await currentUser(browserWithCookie(user.token))).res.status).toBe(200);

    const fromHere = await browserWithCookie(user.token).get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(await fromHere.text()).toMatch(/<script>document\.getElementById\('action-form'\)\.submit\(\);<\/script>/);
    expect(await sessionsLeft()).toBe(1);

    // A cross-site form post is refused, and signs nobody out.
    const crossSite = await browserWithCookie(user.token).request('POST', '/api/logout', '', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await sessionsLeft()).toBe(1);

    // The page's own form post signs out and goes home.
    const browser = browserWithCookie(user.token);
    const posted = await browser.request('POST', '/api/logout', '', { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/');
    expect(await sessionsLeft()).toBe(0);
  });
});

describe('GET /api/login and /login', () => {
  it('leads to the sign-in page with a safe returnTo', async () => {
    const browser = suite.browser();
    for (const [query, expected] of [
      ['', '/login?returnTo=%2Fdashboard'],
      ['?returnTo=%2Fproject%2Fabc%3Fowned%3Dtrue', '/login?returnTo=%2Fproject%2Fabc%3Fowned%3Dtrue'],
      ['?returnTo=%2F%2Fevil.example', '/login?returnTo=%2Fdashboard'],
      ['?returnTo=https%3A%2F%2Fevil.example', '/login?returnTo=%2Fdashboard'],
    ] as const) {
      const res = await browser.get(`/api/login${query}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(expected);
    }
    const page = await browser.get('/login?returnTo=%2Fdashboard');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('Send sign-in link');
  });

  it('sends a signed-in browser straight on', async () => {
    const user = await insertSignedInUser(suite.server.databaseUrl);
    const browser = browserWithCookie(user.token);
    const res = await browser.get('/login?returnTo=%2Fproject%2Fabc');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/project/abc');
    const fallback = await browser.get('/login?returnTo=%2F%2Fevil.example');
    expect(fallback.headers.get('location')).toBe('/dashboard');
  });

  it('keeps the returnTo given with the request for the link', async () => {
    const browser = suite.browser();
    const { path } = await requestLink(browser, newAddress(), 'https://evil.example/steal');
    const res = await openLink(browser, path);
    expect(res.headers.get('location')).toBe('/dashboard?signedIn=1');
  });
});
