/**
 * Signing in with an emailed link in Chromium: the app sends the link over SMTP to the
 * local sink of tests/playwright.config.ts, which writes it to the outbox folder read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import { ROOT } from '../support/paths';
import { checkA11y, createItinerary, expect, hydrated, test } from './fixtures';

const OUTBOX = resolve(ROOT, `tests/.tmp/e2e-${process.env.E2E_PORT ?? 4477}-outbox`);

/** The sign-in link of the newest email to `address` in the outbox, once it has arrived. */
async function signInLinkFor(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      let files: string[] = [];
      try {
        files = readdirSync(OUTBOX).sort();
      } catch {
        return '';
      }
      for (const file of files.reverse()) {
        const mail = await simpleParser(readFileSync(join(OUTBOX, file)));
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
        if (!to.includes(address)) continue;
        link = /https?:\/\/\S+\/api\/auth\/email-link\/callback\?token=[a-z0-9]+/.exec(mail.text ?? '')?.[0] ?? '';
        return link;
      }
      return '';
    })
    .not.toBe('');
  return link;
}

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
  // The link opens a page that signs in by POST at once (a mail scanner's GET spends nothing);
  // its redirect carries the flag the dashboard turns into 'Welcome back!'.
  await page.goto(link);
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
