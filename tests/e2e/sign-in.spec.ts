/**
 * Signing in with an emailed link in Chromium: the app sends the link over SMTP to the
 * local sink of tests/playwright.config.ts, which writes it to the outbox folder read here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkA11y, createItinerary, expect, hydrated, test } from './fixtures';
import { fromNewestEmailTo } from './outbox';

/** The sign-in link of the newest email to `address` in the outbox, once it has arrived. */
const signInLinkFor = (address: string) =>
  fromNewestEmailTo(address, (mail) => /https?:\/\/\S+\/api\/auth\/email-link\/callback\?token=[a-z0-9]+/.exec(mail.text ?? '')?.[0] ?? '');

const signedInUser = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/auth/user', { credentials: 'include' });
    return { status: res.status, body: res.ok ? ((await res.json()) as { email: string }) : null };
  });

test('sign in through the emailed link, keep this browser\'s itinerary, then sign out', async ({ page, context }) => {
  const email = `signin-${Date.now()}@example.com`;
  // Made as a guest before signing in: it must still open as admin afterwards, and be owned.
  const itinerary = await createItinerary(context, 'Made Before Signing In');

  // Signed out, the dashboard asks to sign in; its 'Sign In' is a browser navigation to
  // /api/login.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await hydrated(page);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await checkA11y(page);

  const link = await signInLinkFor(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  const before = (await context.cookies()).find((c) => c.name === 'session')?.value;
  // The link opens a page that names the account and signs in only when its button is pressed
  // (a mail scanner's GET spends nothing, another site's link signs nobody in); it says what
  // happens to the itinerary made here. The redirect carries the flag the dashboard turns into
  // 'Welcome back!'.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in as s…@example.com?' })).toBeVisible();
  await expect(page.getByText('Signing in moves the itinerary you created in this browser to this account')).toBeVisible();
  await checkA11y(page);
  expect((await context.request.get('/api/auth/user')).status()).toBe(401);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard(\?signedIn=1)?$/);
  const after = (await context.cookies()).find((c) => c.name === 'session')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  expect(await signedInUser(page)).toEqual({
    status: 200,
    body: { email, firstName: null, lastName: null, profileImageUrl: null },
  });
  const role = await page.evaluate(async (id) => {
    const res = await fetch(`/api/projects/${id}/itinerary`);
    return ((await res.json()) as { role: string }).role;
  }, itinerary.projectId);
  expect(role).toBe('admin');
  // The dashboard greets the new session and lists the itinerary made before signing in.
  await hydrated(page);
  // The toast (the header says "Welcome back!" too while the account has no name).
  await expect(page.getByRole('list', { name: /^Notifications/ }).getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Made Before Signing In')).toBeVisible();

  // Signed in, the login page goes straight on.
  await page.goto('/login?returnTo=%2Ffaq');
  await expect(page).toHaveURL(/\/faq$/);

  // Typed into the address bar, the sign-out link asks first (another site's link must not sign
  // anyone out); the button posts and goes home.
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await signedInUser(page)).status).toBe(401);

  // The link worked once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?error=expired$/);
  await expect(page.getByText('That sign-in link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send sign-in link' })).toBeVisible();
  await hydrated(page);
  await checkA11y(page);
});

/**
 * Another site, on loopback: `attacker.localhost` is another site than `127.0.0.1` to the browser.
 * It links, redirects and auto-posts to the app's sign-in link with a token the attacker asked
 * for their own address.
 */
async function startAttackerSite(appOrigin: string, token: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const link = `${appOrigin}/api/auth/email-link/callback?token=${token}`;
  const html = (body: string) => `<!doctype html><html lang="en"><head><title>Holiday photos</title></head><body>${body}</body></html>`;
  const server: Server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { Location: link }).end();
      return;
    }
    const body =
      req.url === '/auto-post'
        ? `<form id="f" method="post" action="${appOrigin}/api/auth/email-link/callback"><input type="hidden" name="token" value="${token}"></form>
           <script>document.getElementById('f').submit()</script>`
        : `<a href="${link}">See the holiday photos</a>`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://attacker.localhost:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

test('a sign-in link opened from another site signs nobody in and takes nothing', async ({ page, context, request, baseURL }) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  // The victim made an itinerary as a guest in this browser.
  const itinerary = await createItinerary(context, 'Victim Weekend');
  // The attacker asks for a link for their own address, from their own client.
  const attackerEmail = `mallory-${Date.now()}@attacker.example`;
  expect((await request.post('/api/auth/email-link', { data: { email: attackerEmail } })).status()).toBe(200);
  const token = new URL(await signInLinkFor(attackerEmail)).searchParams.get('token') ?? '';
  const attacker = await startAttackerSite(appOrigin, token);
  const victimSignedIn = async () => (await context.request.get('/api/auth/user')).status();
  try {
    // A link on the other site, clicked; and a redirect from it: the app's page names the account
    // and waits. Nothing is submitted by itself, however long the page stays open.
    for (const start of [`${attacker.origin}/`, `${attacker.origin}/redirect`]) {
      await page.goto(start);
      if (start.endsWith('/')) await page.getByRole('link', { name: 'See the holiday photos' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in as m…@attacker.example?' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(appOrigin);
      await page.waitForTimeout(1000);
      await expect(page.getByRole('heading', { name: 'Sign in as m…@attacker.example?' })).toBeVisible();
      expect(await victimSignedIn()).toBe(401);
    }
    await checkA11y(page);

    // A form the other site posts by itself is refused.
    await page.goto(`${attacker.origin}/auto-post`);
    await page.waitForURL(`${appOrigin}/api/auth/email-link/callback`);
    await expect(page.getByText('Cross-site POST form submissions are forbidden')).toBeVisible();
    expect(await victimSignedIn()).toBe(401);
  } finally {
    await attacker.close();
  }

  // The attacker's own sign-in (the link is still unspent) gets nothing of the victim's.
  const signedIn = await request.post('/api/auth/email-link/callback', {
    form: { token },
    headers: { Origin: appOrigin },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(303);
  expect((await request.get('/api/auth/user')).status()).toBe(200);
  expect((await request.get(`/api/projects/${itinerary.projectId}/itinerary`)).status()).toBe(401);
  // The victim's browser is still a guest that holds its itinerary as admin.
  const mine = await context.request.get(`/api/projects/${itinerary.projectId}/itinerary`);
  expect(((await mine.json()) as { role: string }).role).toBe('admin');
});
