/**
 * Shared e2e fixtures: every page is checked for console errors (a CSP violation or a React
 * hydration error shows up there), and `checkA11y` runs axe-core on the current page.
 */
import { DAY_MS } from '../../src/lib/limits';
import { E2E_WORKERS, workerStack } from '../support/e2e-stack';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

/**
 * A client address no other test of this stack has had: rate limits and lockouts follow it, so
 * one test's wrong codes never lock another out. (A counter over one /24 wrapped after 250
 * clients, and a worker started again after a failure counted from the start, both handing a
 * later test an address an earlier one had locked out.) Each worker process starts at a random
 * place in 172.16.0.0/12, which no spec names itself (some pick their own in 198.18.0.0/15 and
 * 100.64.0.0/10), and counts up from there.
 */
let clientCounter = Math.floor(Math.random() * 1_000_000);
const nextClientAddress = () => {
  const n = ++clientCounter;
  return `172.${16 + (Math.floor(n / 62_500) % 16)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};
/**
 * A fresh browser context that the server sees as a different client address. `baseURL` points
 * it at another server than the one Playwright starts (the edge build's, say); `viewport` sizes it;
 * `javaScriptEnabled: false` is a browser without JavaScript.
 */
export async function newClient(browser: Browser, options: Pick<BrowserContextOptions, 'baseURL' | 'viewport' | 'javaScriptEnabled' | 'userAgent' | 'isMobile' | 'hasTouch'> = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  });
  const page = await context.newPage();
  watchConsole(page);
  return { context, page };
}

export type CreatedItinerary = { projectId: string; accessCode: string; adminCode: string };

/** Creates an itinerary through the API as `context`'s browser, which becomes its admin. */
export async function createItinerary(context: BrowserContext, name: string): Promise<CreatedItinerary> {
  const res = await context.request.post('/api/projects', { data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { project: CreatedItinerary }).project;
}

/**
 * A new itinerary, made by an organiser browser that is then closed, with one event `days` from
 * now that Ana and Ben attend and that asks for RSVPs.
 */
export async function itineraryAskingRsvp(browser: Browser, name: string, title: string, days: number) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, name);
  const created = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title, datetime: new Date(Date.now() + days * DAY_MS).toISOString(), attendees: 'Ana, Ben' },
  });
  const { id: eventId } = (await created.json()) as { id: number };
  await organiser.context.request.put(`/api/projects/${project.projectId}/events/${eventId}/rsvp-settings`, { data: { asks: true } });
  await organiser.context.close();
  return { project, eventId };
}

const consoleErrors = new WeakMap<Page, string[]>();
export function watchConsole(page: Page) {
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // Wrong codes and refused changes are answered 401/403/429 on purpose; the browser logs them.
    // So are a refused coupon (400) and an upgrade of an itinerary that is already paid (409).
    if (/Failed to load resource: the server responded with a status of (400|401|403|409|429|404)/.test(text)) return;
    // Tests that cut the network on purpose.
    if (/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
}
export function expectNoConsoleErrors(page: Page) {
  expect(consoleErrors.get(page) ?? []).toEqual([]);
}

/**
 * Rules that must pass although axe rates them below serious: headings that skip a level, and
 * content outside every landmark (docs/accessibility.md).
 */
const ALSO_REQUIRED = new Set(['heading-order', 'region']);

/** axe-core's serious and critical findings on the page as it is now, plus ALSO_REQUIRED's. */
export async function a11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_REQUIRED.has(v.id))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function checkA11y(page: Page) {
  expect(await a11yViolations(page)).toEqual([]);
}

export const test = base.extend<{ page: Page }>({
  // The server of this worker's own stack; every context a test opens starts there.
  baseURL: async ({}, use, testInfo) => {
    if (testInfo.parallelIndex >= E2E_WORKERS) {
      throw new Error(`Worker ${testInfo.parallelIndex} has no server: set E2E_WORKERS (${E2E_WORKERS}) instead of --workers.`);
    }
    await use(workerStack.baseURL);
  },
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
    watchConsole(page);
    await use(page);
    expectNoConsoleErrors(page);
  },
});
export { expect };

/**
 * A full-page screenshot of `page` at `width` px, kept with the test's output (test-results/) for a
 * person to look at: every changed screen is looked at, at a phone's width and a laptop's.
 */
export const screenshot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });

/**
 * The tag of a test that measures or races the clock on a throttled CPU: it runs after all the
 * other tests, one at a time (the `alone` project of tests/playwright.config.ts), so no other
 * browser or server competes for the cores meanwhile.
 */
export const ALONE = { tag: '@alone' };

/**
 * Waits until React has hydrated the page's islands (Astro drops `ssr` from each): a click before
 * that does nothing, which under a loaded CI machine made tests click 'Admin' into the void.
 * The itinerary's island (client:used) is the exception: it hydrates when a tap needs it, and
 * the page keeps that tap until then.
 */
export const hydrated = (page: Page) =>
  expect(page.locator('astro-island[ssr]:not([client="used"])')).toHaveCount(0, { timeout: 20_000 });

/**
 * Drags a sortable row by its handle with real pointer moves and drops it at `dropY` of the
 * target (its middle unless given), once SortableJS is attached to the list (it loads lazily).
 */
export async function dragByHandle(page: Page, from: Locator, onto: Locator, handle: string, dropY?: (box: { y: number; height: number }) => number) {
  await expect(from.locator('xpath=..')).toHaveAttribute('data-sortable', 'ready');
  const grip = await from.locator(handle).boundingBox();
  const target = await onto.boundingBox();
  if (!grip || !target) throw new Error('rows not laid out');
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 4 });
  await page.mouse.move(x, dropY ? dropY(target) : target.y + target.height / 2, { steps: 20 });
  await page.mouse.up();
}
