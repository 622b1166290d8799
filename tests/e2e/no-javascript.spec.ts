/**
 * "No dead taps" (docs/guest-page.md): the guest's page works with JavaScript off, and on a slow
 * phone a tap made before the island has hydrated still does what it says.
 */
import type { Browser } from '@playwright/test';
import { HEIGHT, runSql, WIDTHS } from './a11y-support';
import { ALONE, checkA11y, createItinerary, expect, expectNoConsoleErrors, hydrated, test, watchConsole, screenshot } from './fixtures';
import { ACCESS_TEXT } from '../../src/lib/access-flow';
import { EXAMPLE_IMAGES_PATH } from '../../src/lib/limits';
import { MESSAGES } from '../../src/lib/messages';

let clients = 0;

/** A browser at `width` with JavaScript on or off, seen by the server as a client of its own. */
async function at(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: HEIGHT },
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.7.${(++clients % 250) + 1}` },
  });
  const page = await context.newPage();
  watchConsole(page);
  return { context, page };
}


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

  // Share is a link to the share page: the links and the QR code, without Copy; Close leads back.
  await page.locator('footer').getByRole('link', { name: 'Share' }).click();
  await page.waitForURL('**/project/example-wedding/share');
  const share = page.getByRole('dialog', { name: 'Share this itinerary' });
  await expect(share).toBeVisible();
  await expect(share.getByText(/\/access\/example-wedding\?code=EXAMPLE$/)).toBeVisible();
  await expect(share.getByRole('img', { name: /^QR code for / })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy quick link' })).toBeHidden();
  await share.getByRole('link', { name: 'Close' }).click();
  await page.waitForURL((url) => url.pathname === '/project/example-wedding');

  // Exit is a form post: the grant ends and the browser is on the access page.
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.waitForURL('**/access/example-wedding');
  await expect(page.getByLabel('Access Code')).toBeVisible();
  await page.goto('/project/example-wedding');
  await page.waitForURL('**/access/example-wedding');
  expectNoConsoleErrors(page);
  await context.close();
});

test('on a slow phone, taps made before the page has hydrated are not lost', ALONE, async ({ page }) => {
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
  // (Share loads no island: here its code comes for the first time, each script 1.5 s late.)
  await expect(leave.or(page.getByLabel('Access Code', { exact: true }))).toBeVisible({ timeout: 30_000 });
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

for (const width of WIDTHS) {
  test(`the quick link works without JavaScript at ${width} px: a right code goes in, a wrong one is shown in the field`, async ({ browser }) => {
    const organiser = await at(browser, width, true);
    const { projectId, accessCode } = await createItinerary(organiser.context, 'Lake Weekend');

    const guest = await at(browser, width, false);
    await guest.page.goto(`/access/${projectId}?code=WRONG1`);
    await expect(guest.page.getByText(ACCESS_TEXT.invalidLink)).toBeVisible();
    await expect(guest.page.getByText('4 attempts remaining')).toBeVisible();
    await expect(guest.page.getByLabel('Access Code')).toHaveValue('WRONG1');
    await screenshot(guest.page, 'quick-link-wrong', width);
    // Correcting it posts the form to the page without the code in its address.
    await guest.page.getByLabel('Access Code').fill(accessCode);
    await guest.page.getByRole('button', { name: 'Access Itinerary' }).click();
    await guest.page.waitForURL(`**/project/${projectId}`);

    const other = await at(browser, width, false);
    await other.page.goto(`/access/${projectId}?code=${accessCode.toLowerCase()}`);
    await other.page.waitForURL(`**/project/${projectId}`);
    await expect(other.page.getByRole('heading', { level: 1, name: 'Lake Weekend' })).toBeVisible();

    // With JavaScript the same page is what the guest sees, and it passes axe.
    const scripted = await at(browser, width, true);
    await scripted.page.goto(`/access/${projectId}?code=WRONG2`);
    await hydrated(scripted.page);
    await expect(scripted.page.getByText(ACCESS_TEXT.invalidLink)).toBeVisible();
    await expect(scripted.page.getByLabel('Access Code')).toHaveValue('WRONG2');
    await checkA11y(scripted.page);
    const right = await at(browser, width, true);
    await right.page.goto(`/access/${projectId}?code=${accessCode}`);
    await right.page.waitForURL(`**/project/${projectId}`);
    for (const { context, page } of [organiser, guest, other, scripted, right]) {
      expectNoConsoleErrors(page);
      await context.close();
    }
  });

  test(`"Start Your Free Itinerary" opens /new without JavaScript at ${width} px and creates the itinerary`, async ({ browser }) => {
    const { context, page } = await at(browser, width, false);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Your Free Itinerary' }).first().click();
    await page.waitForURL((url) => url.pathname === '/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Start your free itinerary' })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.nameRequired);
    await expect(page.getByLabel('Itinerary Name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Itinerary Name').fill('Cabin Weekend');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.termsRequired);
    await expect(page.getByLabel('Itinerary Name')).toHaveValue('Cabin Weekend');
    await screenshot(page, 'new-terms', width);
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    // The creator sees the admin code first, with what to share, then goes on to the itinerary.
    await page.waitForURL(/\/new\/[a-z0-9]{8}$/);
    const projectId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary is ready to share!' })).toBeVisible();
    await expect(page.locator('[data-admin-code]')).toHaveText(/^[A-Z2-9]{8}$/);
    await expect(page.getByText('Keep this to edit from another device.', { exact: false })).toBeVisible();
    await expect(page.getByText(new RegExp(`/access/${projectId}\\?code=[A-Z2-9]{6}$`))).toBeVisible();
    await screenshot(page, 'new-created', width);
    await page.getByRole('link', { name: 'Open your itinerary' }).click();
    await page.waitForURL(`**/project/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cabin Weekend' })).toBeVisible();
    expectNoConsoleErrors(page);
    await context.close();

    // With JavaScript the landing button still opens the dialog, and /new itself passes axe.
    const scripted = await at(browser, width, true);
    await scripted.page.goto('/');
    await scripted.page.getByRole('button', { name: 'Start Your Free Itinerary' }).first().click();
    await expect(scripted.page.getByRole('dialog', { name: 'Start your free itinerary' })).toBeVisible();
    expect(new URL(scripted.page.url()).pathname).toBe('/');
    await scripted.page.goto('/new');
    await checkA11y(scripted.page);
    await screenshot(scripted.page, 'new', width);
    await scripted.page.getByRole('button', { name: 'Create' }).click();
    await expect(scripted.page.getByRole('alert')).toHaveText(MESSAGES.nameRequired);
    await checkA11y(scripted.page);
    // The codes page the form leads to passes axe too.
    await scripted.page.getByLabel('Itinerary Name').fill('Checked Weekend');
    await scripted.page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await scripted.page.getByRole('button', { name: 'Create' }).click();
    await scripted.page.waitForURL(/\/new\/[a-z0-9]{8}$/);
    await checkA11y(scripted.page);
    expectNoConsoleErrors(scripted.page);
    await scripted.context.close();
  });

  test(`the header pictures show without JavaScript at ${width} px, and do not move when the page hydrates`, async ({ browser }) => {
    const organiser = await at(browser, width, true);
    const { projectId, accessCode } = await createItinerary(organiser.context, 'Coast Trip');
    const photos = ['wedding', 'paris', 'miami'].map((name) => `${EXAMPLE_IMAGES_PATH}${name}.webp`);
    await runSql('UPDATE projects SET header_images = ?, is_paid = 1 WHERE project_id = ?', [JSON.stringify(photos), projectId]);

    const guest = await at(browser, width, false);
    await guest.page.goto(`/access/${projectId}?code=${accessCode}`);
    await guest.page.waitForURL(`**/project/${projectId}`);
    const header = guest.page.locator('[data-header-carousel]');
    const first = header.locator('img').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('src', photos[0] ?? '');
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const noScriptBox = await guest.page.locator('header.itinerary-header').boundingBox();
    await screenshot(guest.page, 'header-photos-no-js', width);

    // With JavaScript: the same box before and after the island hydrates, and no layout shift.
    const scripted = await at(browser, width, true);
    await scripted.page.goto(`/access/${projectId}?code=${accessCode}`);
    await scripted.page.waitForURL(`**/project/${projectId}`);
    // Layout shift as CLS counts it (not the half second after an input), with what moved.
    await scripted.page.evaluate(() => {
      const w = window as unknown as { shift: number; moved: string[] };
      w.shift = 0;
      w.moved = [];
      type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.shift += entry.value;
          for (const source of entry.sources ?? []) {
            const node = source.node;
            w.moved.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} (${entry.value.toFixed(3)})` : String(node?.nodeName));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const before = await scripted.page.locator('header.itinerary-header').boundingBox();
    await scripted.page.getByRole('button', { name: 'Share' }).click();
    await expect(scripted.page.getByRole('dialog')).toBeVisible();
    await scripted.page.keyboard.press('Escape');
    const after = await scripted.page.locator('header.itinerary-header').boundingBox();
    expect(after).toEqual(before);
    expect(before?.height).toBe(noScriptBox?.height);
    const shifted = await scripted.page.evaluate(() => {
      const w = window as unknown as { shift: number; moved: string[] };
      return { shift: w.shift, moved: w.moved };
    });
    expect(shifted.shift, `what moved: ${shifted.moved.join(', ')}`).toBeLessThan(0.01);
    await checkA11y(scripted.page);
    for (const { context, page } of [organiser, guest, scripted]) {
      expectNoConsoleErrors(page);
      await context.close();
    }
  });
}
