/**
 * The guest's page is server HTML run by a small plain script; React loads only when the guest
 * opens something that needs it (docs/guest-page.md). Everything a guest does while reading —
 * tabs, the people filter, the ticking countdown, live edits — works without it.
 */
import type { Page } from '@playwright/test';
import { createItinerary, expect, expectNoConsoleErrors, newClient, test, type CreatedItinerary } from './fixtures';

const DAY_MS = 86_400_000;

async function guestItinerary(browser: import('@playwright/test').Browser, name: string) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, name);
  const start = Date.now() + 3 * DAY_MS;
  for (const [i, attendees] of ['Everyone', 'Ana, Ben', 'Ana'].entries()) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
      data: {
        title: `Plan ${i + 1}`,
        datetime: new Date(start + i * 3 * 3_600_000).toISOString(),
        attendees,
        description: 'A long enough description to give each card some height on a phone screen. '.repeat(5),
      },
    });
    expect(res.status()).toBe(201);
  }
  return { organiser, project };
}

/** Opens the itinerary as a guest and records every script the page downloads. */
async function openAsGuest(page: Page, project: CreatedItinerary) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  // From here on (the access page is a React island of its own): the itinerary's document only.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/project/${project.projectId}`, { waitUntil: 'networkidle' });
  // Set on this document: still there after a swap, gone after a reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  return scripts;
}

const island = (page: Page) => page.locator('astro-island[client="used"]');
const notHydrated = (page: Page) => expect(island(page)).toHaveAttribute('ssr', '');
const sameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

test('a guest reads, switches tabs and filters with no React loaded; the first dialog loads it', async ({ page, browser }) => {
  const { organiser, project } = await guestItinerary(browser, 'Reading Without React');
  const scripts = await openAsGuest(page, project);
  const rendererUrl = new URL((await island(page).getAttribute('renderer-url')) ?? '', 'http://x').pathname;
  const componentUrl = new URL((await island(page).getAttribute('component-url')) ?? '', 'http://x').pathname;

  // The countdown ticks without React.
  const countdown = page.locator('[data-countdown-text]');
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });

  // Tabs swap in the server's HTML: the same document, the URL follows.
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\?tab=faq$/);
  await expect(page.getByRole('heading', { name: 'No FAQs Yet' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'FAQ' })).toBeFocused();
  await page.getByRole('tab', { name: 'List' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}$`));

  // The filter's menu is the browser's popover; each tick swaps the list and keeps the menu open.
  const cards = page.locator('article.event-card');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: /Showing events for/ }).click();
  await page.getByRole('checkbox', { name: 'Ben' }).check();
  await expect(page).toHaveURL(/\?person=Ben$/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: 'Ben' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Ben' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Filter events by person' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Ben/);
  await sameDocument(page);

  // All of that without React: the island is still server HTML and its code was never fetched.
  await notHydrated(page);
  expect(scripts).not.toContain(rendererUrl);
  expect(scripts).not.toContain(componentUrl);

  // Share opens the page's own dialog (server HTML): still no React.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this itinerary' })).toBeVisible();
  await page.keyboard.press('Escape');
  await notHydrated(page);
  expect(scripts).not.toContain(rendererUrl);

  // Add to calendar needs the island: the tap loads it and the dialog opens.
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to your calendar' })).toBeVisible();
  await expect(island(page)).not.toHaveAttribute('ssr');
  expect(scripts).toContain(rendererUrl);
  // The island starts from the page as it was: Ben's events.
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(2);
  await sameDocument(page);
  expectNoConsoleErrors(page);
  await organiser.context.close();
});

test('the saved filter comes back on the next visit, and a live edit arrives in place before React loads', async ({ page, browser }) => {
  const { organiser, project } = await guestItinerary(browser, 'Live Without React');
  await openAsGuest(page, project);
  await page.getByRole('button', { name: /Showing events for/ }).click();
  await page.getByRole('checkbox', { name: 'Ana' }).check();
  await expect(page).toHaveURL(/\?person=Ana$/);
  await page.keyboard.press('Escape');

  // A plain visit: this browser's choice is applied.
  await page.goto(`/project/${project.projectId}`);
  await expect(page).toHaveURL(/\?person=Ana$/);
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Ana/);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

  await page.evaluate(() => window.scrollTo(0, 400));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);

  const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Late breakfast for Ana', datetime: new Date(Date.now() + 10 * DAY_MS).toISOString(), attendees: 'Ana' },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Late breakfast for Ana' })).toBeAttached({ timeout: 2000 });
  await sameDocument(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Ana/);
  await notHydrated(page);
  expectNoConsoleErrors(page);
  await organiser.context.close();
});
