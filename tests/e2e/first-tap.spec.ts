/**
 * On a 4× slower phone the first tap on Share, Add to calendar, RSVP or Add my travel answers at
 * once. Share opens its share dialog (server HTML, fetched from the share page) and never loads
 * the island; the others open, before the island has loaded, a frame with the control's name in the dialog's
 * place, and the island's own dialog replaces it. (The bench measures the time; this test checks
 * it with a generous bound.)
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { WIDTHS } from './a11y-support';
import { ALONE, checkA11y, screenshot, createItinerary, expect, expectNoConsoleErrors, itineraryAskingRsvp, newClient, test } from './fixtures';

/** Time from a tap to the first open dialog, in ms, measured in the page. */
async function tapToDialog(page: Page, queue: string) {
  return page.evaluate(async (name) => {
    const button = [...document.querySelectorAll<HTMLElement>(`[data-queue="${name}"]`)].find((b) => b.offsetParent !== null);
    if (!button) throw new Error(`no button ${name}`);
    const label = (button.getAttribute('aria-label') || button.textContent || '').trim();
    const start = performance.now();
    button.click();
    let open: HTMLDialogElement | null = null;
    while (!(open = document.querySelector('dialog[open]'))) await new Promise((r) => requestAnimationFrame(r));
    return {
      ms: performance.now() - start,
      frame: open.hasAttribute('data-tap-frame'),
      share: open.hasAttribute('data-share-dialog'),
      label: open.getAttribute('aria-label'),
      control: label,
      text: open.textContent,
      islandWanted: document.documentElement.dataset.itineraryWanted !== undefined,
    };
  }, queue);
}

async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** A guest's page `width` px wide, loaded and idle, on the given tab. */
async function guestPage(browser: Browser, project: { projectId: string; accessCode: string }, tab: string, width = 390) {
  const client = await newClient(browser, { viewport: { width, height: 844 } });
  await client.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await client.page.waitForURL(`**/project/${project.projectId}`);
  await client.page.goto(`/project/${project.projectId}?tab=${tab}`, { waitUntil: 'networkidle' });
  return client;
}

for (const width of WIDTHS) {
  test(`at ${width} px the first tap on Share opens the share dialog itself at once on a slow device, without the island`, ALONE, async ({ browser }) => {
    const organiser = await newClient(browser);
    const project = await createItinerary(organiser.context, 'Share Tap Weekend');
    await organiser.context.close();
    const { page, context } = await guestPage(browser, project, 'list', width);
    await slowPhone(page);
    const first = await tapToDialog(page, 'share');
    expect(first.ms, `share answered after ${Math.round(first.ms)} ms`).toBeLessThan(400);
    // What answers is the share dialog, or its frame while the dialog's HTML is fetched.
    expect(first.frame || first.share).toBe(true);
    expect(first.islandWanted).toBe(false);
    const share = page.getByRole('dialog', { name: 'Share this itinerary' });
    await expect(share).toBeVisible();
    await expect(share).toContainText(project.accessCode);
    await expect(page.locator('dialog[data-tap-frame]')).toHaveCount(0);
    await expect(page.locator('astro-island[client="used"]')).toHaveAttribute('ssr', '');
    await checkA11y(page);
    expectNoConsoleErrors(page);
    await context.close();
  });
}

for (const width of WIDTHS) test(`at ${width} px the first taps answer at once on a slow device, then the real dialog takes over`, ALONE, async ({ browser }) => {
  const { project, eventId } = await itineraryAskingRsvp(browser, `First Tap Weekend ${width}`, 'Welcome dinner', 3);

  for (const [control, dialogName, tab] of [
    [`rsvp-${eventId}`, 'RSVP: Welcome dinner', 'list'],
    ['calendar', 'Add to your calendar', 'list'],
    ['add-travel', 'Add my travel', 'arrivals'],
  ] as const) {
    const { page, context } = await guestPage(browser, project, tab, width);
    await slowPhone(page);
    const first = await tapToDialog(page, control);
    if (control === 'calendar') await screenshot(page, 'tap-frame', width);
    expect(first.ms, `${control} answered after ${Math.round(first.ms)} ms`).toBeLessThan(400);
    // What answered is the frame: the control's name and "Loading…".
    expect(first).toMatchObject({ frame: true, label: first.control });
    expect(first.control).not.toBe('');
    expect(first.text).toContain('Loading…');
    // Then the island's dialog replaces it.
    const frame = page.locator('dialog[data-tap-frame]');
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible({ timeout: 15_000 });
    await expect(frame).toHaveCount(0);
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await context.close();
  }
});

test('Escape on the frame cancels the tap', ALONE, async ({ browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Cancelled Tap Weekend');
  await organiser.context.close();
  const { page, context } = await newClient(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  // Hold the island back: its scripts wait until the frame has been dismissed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('footer').getByRole('button', { name: 'Add to calendar' }).click();
  const frame = page.locator('dialog[data-tap-frame]');
  await expect(frame).toBeVisible();
  await expect(frame).toContainText('Loading…');
  await page.keyboard.press('Escape');
  await expect(frame).toHaveCount(0);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.itineraryReady !== undefined, null, { timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

for (const width of WIDTHS) test(`at ${width} px a tab answers the tap at once: it looks selected while its page loads, then the page swaps in`, async ({ browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Tab Tap Weekend');
  await organiser.context.close();
  const { page, context } = await guestPage(browser, project, 'list', width);
  // Hold the Calendar tab's page back, as a slow network would.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/[?&]tab=calendar/, async (route) => {
    await held;
    await route.continue();
  });
  const calendar = page.getByRole('tab', { name: 'Calendar' });
  await calendar.click();
  await expect(calendar).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'false');
  // The old panel is still there, faded, until the new one is in.
  await expect(page.locator('#panel-list')).toHaveCSS('opacity', '0.5');
  await screenshot(page, 'tab-loading', width);
  release();
  await expect(page.locator('#panel-calendar')).toBeVisible();
  await expect(page).toHaveURL(/tab=calendar/);
  await expect(page.locator('[data-switching]')).toHaveCount(0);
  await expect(calendar).toBeFocused();
  // A phone's calendar is server HTML; a wide screen's grid then asks for the island.
  if (width < 640) expect(await page.evaluate(() => document.documentElement.dataset.itineraryWanted)).toBeUndefined();
  await context.close();
});
