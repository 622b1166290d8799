/**
 * "No dead taps" (docs/guest-page.md): the guest's page works with JavaScript off, and on a slow
 * phone a tap made before the island has hydrated still does what it says.
 */
import { expect, expectNoConsoleErrors, test, watchConsole } from './fixtures';

// The offline service worker, which would answer the island's code from its own cache past the
// slow network below, is blocked for every spec but its own (tests/playwright.config.ts).

test('without JavaScript a guest enters the code, reads, switches tabs, filters and exits', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '198.18.0.41' },
  });
  const page = await context.newPage();
  watchConsole(page);

  // The access page's form posts to the page itself: a wrong code first, then the right one.
  await page.goto('/access/example-wedding');
  await page.getByLabel('Access Code').fill('WRONG1');
  await page.getByRole('button', { name: 'Access Itinerary' }).click();
  await expect(page.getByText('Invalid access code. Please check and try again.')).toBeVisible();
  await expect(page.getByLabel('Access Code')).toHaveValue('');
  await page.getByLabel('Access Code').fill('example');
  await page.getByRole('button', { name: 'Access Itinerary' }).click();
  await page.waitForURL('**/project/example-wedding');

  // The list is there, rendered by the server.
  const cards = page.locator('article.event-card');
  const all = await cards.count();
  expect(all).toBeGreaterThan(2);

  // Tabs are links: the server renders the tab the URL names.
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await page.waitForURL(/\?tab=faq$/);
  await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#panel-faq article').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.waitForURL(/\?tab=calendar$/);
  await expect(page.getByRole('list', { name: 'Days' })).toBeVisible();
  await expect(page.locator('#panel-calendar h3').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Map' }).click();
  // (Playwright's text and role locators skip <noscript>, so these use CSS.)
  await expect(page.locator('#panel-map noscript p')).toContainText('The map needs JavaScript.');
  await expect(page.locator('#panel-map noscript p')).toBeVisible();
  await page.getByRole('tab', { name: 'List' }).click();
  await page.waitForURL((url) => url.pathname === '/project/example-wedding' && url.search === '');

  // The people filter is a GET form: a select and a Show button.
  await expect(page.getByRole('button', { name: /Showing events for/ })).toBeHidden();
  await page.locator('form[method="get"] select[name="person"]').selectOption('Grace');
  await page.locator('form[method="get"] button[type="submit"]').click();
  await page.waitForURL(/\?person=Grace$/);
  const forGrace = await cards.count();
  expect(forGrace).toBeLessThan(all);
  expect(forGrace).toBeGreaterThan(0);
  // The tabs keep the filter.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.waitForURL(/\?tab=calendar&person=Grace$/);

  // Exit is a form post: the grant ends and the browser is on the access page.
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.waitForURL('**/access/example-wedding');
  await expect(page.getByLabel('Access Code')).toBeVisible();
  await page.goto('/project/example-wedding');
  await page.waitForURL('**/access/example-wedding');
  expectNoConsoleErrors(page);
  await context.close();
});

test('on a slow phone, taps made before the page has hydrated are not lost', async ({ page }) => {
  await page.goto('/access/example-wedding?code=EXAMPLE');
  await page.waitForURL('**/project/example-wedding');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // And a slow network for the island's code, so that every tap below surely comes first (the
  // page's own small tap-keeping script is inline and not held back).
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const early: string[] = [];
  // Opens the list and taps at once: the page is shown, but React has not hydrated it yet.
  async function openAndTap(name: string, tap: () => Promise<void>) {
    await page.goto('/project/example-wedding', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    if ((await page.locator('astro-island[ssr]').count()) > 0) early.push(name);
    await tap();
  }

  await openAndTap('FAQ tab', () => page.getByRole('tab', { name: 'FAQ' }).click());
  await expect(page).toHaveURL(/\?tab=faq$/);
  await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-faq article').first()).toBeVisible();

  await openAndTap('people filter', () => page.getByRole('button', { name: /Showing events for/ }).click());
  const cards = page.locator('article.event-card');
  const all = await cards.count();
  await page.getByRole('checkbox', { name: 'Grace' }).check();
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Grace/);
  await expect(page).toHaveURL(/\?person=Grace$/);
  expect(await cards.count()).toBeLessThan(all);
  await page.getByRole('checkbox', { name: 'Everyone' }).check();
  await expect(page).toHaveURL(/\/project\/example-wedding$/);

  await openAndTap('Share', () => page.getByRole('button', { name: 'Share' }).click());
  const share = page.getByRole('dialog');
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await openAndTap('Exit', () => page.getByRole('button', { name: 'Exit' }).click());
  // Before hydration Exit posts its form; after, it asks first.
  const leave = page.getByRole('dialog', { name: 'Leave itinerary?' });
  await expect(leave.or(page.getByLabel('Access Code'))).toBeVisible();
  if (await leave.isVisible()) {
    await leave.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  } else {
    await page.waitForURL('**/access/example-wedding');
  }
  await page.goto('/project/example-wedding');
  await page.waitForURL('**/access/example-wedding');
  // Which taps came before hydration (the slow phone made most or all of them early).
  test.info().annotations.push({ type: 'tapped before hydration', description: early.join(', ') || 'none' });
  expect(early).toEqual(['FAQ tab', 'people filter', 'Share', 'Exit']);
});
