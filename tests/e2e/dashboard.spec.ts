/**
 * The signed-in organiser's dashboard and owned access. Sign-in itself is tested on its own: here a session row stands for it.
 */
import { createClient, type InArgs } from '@libsql/client';
import type { BrowserContext, Page } from '@playwright/test';
import { insertSignedInUser } from '../support/users';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, expect, hydrated, test } from './fixtures';

const dbUrl = workerStack.dbUrl;

async function sql(statement: string, args: InArgs = []) {
  const db = createClient({ url: dbUrl });
  try {
    return await db.execute({ sql: statement, args });
  } finally {
    db.close();
  }
}

async function signIn(context: BrowserContext, baseURL: string | undefined, firstName = 'Rosa') {
  const user = await insertSignedInUser(dbUrl, { firstName });
  await context.addCookies([{ name: 'session', value: user.token, url: baseURL ?? '' }]);
  return user;
}

/** Another browser of the same user: a session of its own, so it holds none of the first's grants. */
async function signInAgain(context: BrowserContext, baseURL: string | undefined, email: string) {
  const { token } = await insertSignedInUser(dbUrl, { email });
  await context.addCookies([{ name: 'session', value: token, url: baseURL ?? '' }]);
}

/** An itinerary owned by `userId`, created through the API by another browser. */
async function ownedItinerary(context: BrowserContext, userId: string, name: string, { paid = false } = {}) {
  const created = await createItinerary(context, name);
  await sql('update projects set owner_user_id = ?, owner_name = ?, is_paid = ?, version = version + 1 where project_id = ?', [
    userId,
    'Rosa',
    paid ? 1 : 0,
    created.projectId,
  ]);
  return created;
}

async function openDashboard(page: Page, query = '') {
  await page.goto(`/dashboard${query}`);
  await hydrated(page);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('signed out, the dashboard asks to sign in', async ({ page }) => {
  const res = await page.goto('/dashboard');
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Account Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to view your itinerary dashboard.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=/dashboard');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await checkA11y(page);
});

test('creates an itinerary from the dashboard and opens it owned in admin mode', async ({ page, context, baseURL }) => {
  const user = await signIn(context, baseURL);
  await openDashboard(page, '?signedIn=1');
  await expect(page.getByRole('heading', { name: 'Travel Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Rosa!')).toBeVisible();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Create New Itinerary' })).toBeVisible();
  await checkA11y(page);

  // An empty name is refused with 'Please enter an itinerary name.'
  await page.getByRole('button', { name: 'Create New Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Itinerary' });
  await dialog.getByRole('button', { name: 'Create Itinerary' }).click();
  await expect(dialog.getByText('Please enter an itinerary name.')).toBeVisible();
  await dialog.getByLabel('Itinerary name').fill('Porto Weekend');
  await dialog.getByRole('button', { name: 'Create Itinerary' }).click();
  await page.waitForURL(/\/project\/[^/?]+$/);
  const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Created while signed in: the itinerary belongs to the account.
  const owner = await sql('select owner_user_id from projects where project_id = ?', [projectId]);
  expect(owner.rows[0]?.owner_user_id).toBe(user.userId);

  await openDashboard(page);
  const porto = card(page, 'Porto Weekend');
  await expect(porto).toContainText('Created by Rosa');
  await expect(porto).toContainText('0 participants');
  await expect(porto.getByRole('button', { name: 'View Receipts' })).toHaveCount(0);

  // A fresh browser of the same user (no grant yet) opens it through the Edit link.
  const other = await context.browser()!.newContext();
  try {
    const otherPage = await other.newPage();
    await signInAgain(other, baseURL, user.email);
    await otherPage.goto('/dashboard');
    await hydrated(otherPage);
    await card(otherPage, 'Porto Weekend').getByRole('link', { name: 'Edit Porto Weekend' }).click();
    await otherPage.waitForURL(`**/project/${projectId}`);
    await hydrated(otherPage);
    await expect(otherPage.getByRole('button', { name: 'Customize' })).toBeVisible();
    expect(new URL(otherPage.url()).search).toBe('');

    // View: owned access without admin mode.
    await otherPage.goto(`/project/${projectId}?owned=true&tab=faq`);
    await hydrated(otherPage);
    await expect(otherPage).toHaveURL(`/project/${projectId}?tab=faq`);
    await expect(otherPage.getByRole('button', { name: 'Customize' })).toHaveCount(0);
  } finally {
    await other.close();
  }

  // A browser that is already a guest with the access code has its viewer page cached for a few
  // seconds (src/server/pages/page-cache.ts): owned access must still render the admin page.
  const guest = await context.browser()!.newContext();
  try {
    await signInAgain(guest, baseURL, user.email);
    const code = await sql('select access_code from projects where project_id = ?', [projectId]);
    const access = await guest.request.post(`/api/projects/${projectId}/access`, {
      data: { accessCode: String(code.rows[0]?.access_code) },
      headers: { origin: baseURL ?? '' },
    });
    expect(access.ok()).toBe(true);
    const guestPage = await guest.newPage();
    await guestPage.goto(`/project/${projectId}`);
    await expect(guestPage.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
    await guestPage.goto(`/project/${projectId}?owned=true&admin=true`);
    await hydrated(guestPage);
    await expect(guestPage.getByRole('button', { name: 'Customize' })).toBeVisible();
    await expect(guestPage).toHaveURL(`/project/${projectId}`);
  } finally {
    await guest.close();
  }
});

test('owned=true does not open somebody else’s itinerary', async ({ page, context, baseURL, browser }) => {
  await signIn(context, baseURL, 'Mallory');
  const stranger = await browser.newContext();
  try {
    const theirs = await createItinerary(stranger, 'Not Yours');
    await page.goto(`/project/${theirs.projectId}?owned=true&admin=true`);
    await expect(page).toHaveURL(new RegExp(`/access/${theirs.projectId}`));
  } finally {
    await stranger.close();
  }
});

test('autoAdmin that the server refuses shows the error and keeps view mode', async ({ page, context, baseURL, browser }) => {
  await signIn(context, baseURL, 'Mallory');
  const stranger = await browser.newContext();
  const theirs = await createItinerary(stranger, 'Guest Only');
  await stranger.close();
  const access = await context.request.post(`/api/projects/${theirs.projectId}/access`, {
    data: { accessCode: theirs.accessCode },
    headers: { origin: baseURL ?? '' },
  });
  expect(access.ok()).toBe(true);
  await page.goto(`/project/${theirs.projectId}?autoAdmin=true`);
  await hydrated(page);
  await expect(page.getByText('Unable to access your project. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customize' })).toHaveCount(0);
  await expect(page).toHaveURL(/autoAdmin=true/);
});

test('sends two unclaimed events to an itinerary', async ({ page, context, baseURL, browser }) => {
  const user = await signIn(context, baseURL);
  const maker = await browser.newContext();
  const trip = await ownedItinerary(maker, user.userId, 'Kyoto Spring');
  await maker.close();
  const now = Date.now();
  for (const [title, hoursAhead] of [['Flight to Kyoto', 48], ['Ryokan check-in', 54]] as const) {
    await sql('insert into unclaimed_events (user_id, title, datetime, location, needs_review, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)', [
      user.userId,
      title,
      now + hoursAhead * 3_600_000,
      'Kyoto',
      title.startsWith('Ryokan') ? 1 : 0,
      now,
      now,
    ]);
  }

  await openDashboard(page, '?tab=unclaimed');
  await expect(page.getByRole('tab', { name: 'Unclaimed Events' })).toHaveAttribute('aria-selected', 'true');
  // The personal forwarding address: plans+<token>@ the site's domain.
  const token = (await sql('select forwarding_token from users where id = ?', [user.userId])).rows[0]?.forwarding_token;
  expect(typeof token).toBe('string');
  await expect(page.getByText(`plans+${String(token)}@itinerary.test`, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(2);
  await expect(page.getByText('Needs review')).toHaveCount(1);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Send 0 to itinerary...' }).click();
  await expect(page.getByText('Please select at least one event to assign.')).toBeVisible();

  await page.getByRole('button', { name: 'Select All' }).click();
  await page.getByRole('button', { name: 'Send 2 to itinerary...' }).click();
  await page.getByRole('button', { name: 'Kyoto Spring' }).click();
  await expect(page.getByText('2 events added to your itinerary')).toBeVisible();
  await expect(page.getByText('No unclaimed events')).toBeVisible();

  await page.goto(`/project/${trip.projectId}?owned=true`);
  await expect(page.getByRole('heading', { name: 'Flight to Kyoto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ryokan check-in' })).toBeVisible();
});

test('lists the receipts of a paid itinerary', async ({ page, context, baseURL, browser }) => {
  const user = await signIn(context, baseURL);
  const maker = await browser.newContext();
  const trip = await ownedItinerary(maker, user.userId, 'Paid Lisbon', { paid: true });
  await maker.close();
  await sql(
    `insert into payments (project_id, user_id, amount, currency, status, payment_method_type, receipt_url, created_at)
     select id, ?, 300, 'usd', 'succeeded', 'card', 'https://pay.example.test/receipt/1', ? from projects where project_id = ?`,
    [user.userId, Date.UTC(2026, 0, 15, 17), trip.projectId],
  );

  await openDashboard(page);
  const lisbon = card(page, 'Paid Lisbon');
  await expect(lisbon.getByText('Paid', { exact: true })).toBeVisible();
  await lisbon.getByRole('button', { name: 'View Receipts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receipts' });
  await expect(dialog.getByText('$3.00')).toBeVisible();
  await expect(dialog.getByText('Jan 15, 2026 · Card')).toBeVisible();
  const receipt = dialog.getByRole('link', { name: /Receipt/ });
  await expect(receipt).toHaveAttribute('href', 'https://pay.example.test/receipt/1');
  await expect(receipt).toHaveAttribute('target', '_blank');
  await checkA11y(page);
});

test('deletes an itinerary by typing its name, then signs out', async ({ page, context, baseURL, browser }) => {
  const user = await signIn(context, baseURL);
  const maker = await browser.newContext();
  await ownedItinerary(maker, user.userId, 'Old Plans');
  await ownedItinerary(maker, user.userId, 'Keep Me');
  await maker.close();

  await openDashboard(page);
  await card(page, 'Old Plans').getByRole('button', { name: 'Delete Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Itinerary' });
  const confirm = dialog.getByRole('button', { name: 'Delete Itinerary' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('old plans');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Old Plans');
  await confirm.click();
  await expect(page.getByText('Itinerary deleted')).toBeVisible();
  await expect(card(page, 'Old Plans')).toHaveCount(0);
  await expect(card(page, 'Keep Me')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Old Plans')).toHaveCount(0);

  await hydrated(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Required' })).toBeVisible();
});

test('a first sign-in without a name is asked for one; the greeting and own cards use it', async ({ page, context, baseURL }) => {
  const user = await insertSignedInUser(dbUrl, { email: 'maya.k@example.test', firstName: null, lastName: null });
  await context.addCookies([{ name: 'session', value: user.token, url: baseURL ?? '' }]);
  // An itinerary made on the landing page before signing in: no owner name was ever given.
  const made = await createItinerary(context, 'Lisbon Long Weekend');
  await sql('update projects set owner_user_id = ?, owner_name = null where project_id = ?', [user.userId, made.projectId]);

  await openDashboard(page);
  // Never "Welcome back, maya.k!" from the email, nor "Created by Anonymous".
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByText(/maya\.k/i)).toHaveCount(0);
  await expect(card(page, 'Lisbon Long Weekend')).toContainText('Created by you');
  const ask = page.getByRole('region', { name: 'Welcome! What should we call you?' });
  await expect(ask).toBeVisible();
  await checkA11y(page);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(ask.getByText('Please enter your first name.')).toBeVisible();
  await ask.getByLabel('First name').fill('Maya');
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Welcome back, Maya!')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(card(page, 'Lisbon Long Weekend')).toContainText('Created by Maya');
  expect((await sql('select first_name from users where id = ?', [user.userId])).rows[0]?.first_name).toBe('Maya');

  // "Not now" puts the question off in this browser.
  const later = await insertSignedInUser(dbUrl, { firstName: null, lastName: null });
  await context.clearCookies();
  await context.addCookies([{ name: 'session', value: later.token, url: baseURL ?? '' }]);
  await openDashboard(page);
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('region', { name: 'Welcome! What should we call you?' })).toHaveCount(0);
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Travel Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome! What should we call you?' })).toHaveCount(0);
});
