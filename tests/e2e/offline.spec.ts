/**
 * The itinerary is there offline (docs/offline.md): after one visit the service worker shows the
 * saved copy with "Offline — last updated …" when the network is gone; Exit, sign-out and a
 * revoked grant delete the saved copies; the itinerary's manifest installs it and needs its grant.
 */
import { createClient } from '@libsql/client';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, hydrated, newClient, test } from './fixtures';

// This spec tests the service worker itself; every other spec blocks it (tests/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const dbUrl = workerStack.dbUrl;

/** A paid itinerary with one uploaded header image (the upload flow without the UI). */
async function withHeaderImage(context: BrowserContext, projectId: string): Promise<string> {
  const db = createClient({ url: dbUrl });
  await db.execute({ sql: 'update projects set is_paid = 1 where project_id = ?', args: [projectId] });
  db.close();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
  const res = await context.request.post(`/api/projects/${projectId}/images/upload-url`, { data: { contentType: 'image/png', size: png.length } });
  const { uploadURL, publicUrl } = (await res.json()) as { uploadURL: string; publicUrl: string };
  expect((await context.request.put(uploadURL, { data: png, headers: { 'content-type': 'image/png' } })).status()).toBe(200);
  const saved = await context.request.post(`/api/projects/${projectId}/images`, { data: { imageUrls: [publicUrl] } });
  const [image] = ((await saved.json()) as { project: { headerImages: string[] } }).project.headerImages;
  if (!image) throw new Error('the header image was not saved');
  return new URL(image, 'http://x').pathname;
}

const PAGE_CACHE_PREFIX = 'itinerary-offline:';

/** The paths this browser keeps offline for an itinerary, from the Cache API. */
const savedPaths = (page: Page, projectId: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, `${PAGE_CACHE_PREFIX}${projectId}`);

/** Every saved itinerary page, in any cache. */
const anySavedItinerary = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('itinerary-offline:')) found.push(name);
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname.startsWith('/project/')) found.push(request.url);
      }
    }
    return found;
  });

/** Opens an itinerary with its code and waits until the worker controls the page and saved it. */
async function openOnline(page: Page, projectId: string, code: string) {
  await page.goto(`/access/${projectId}?code=${code}`);
  await page.waitForURL(`**/project/${projectId}`);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => savedPaths(page, projectId), { timeout: 15_000 }).toContain(`/project/${projectId}`);
}

test('a guest reopens the itinerary offline after one visit, with the time of the saved copy', async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await openOnline(page, 'example-paris', 'EXAMPLE');
  const titles = await page.locator('article.event-card h4').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await expect(page.getByText(/Offline — last updated/)).toBeHidden();
  const savedAt = Date.now();

  await context.setOffline(true);
  await page.reload();
  const note = page.getByRole('status').filter({ hasText: 'Offline — last updated' });
  await expect(note).toBeVisible();
  await expect(page.locator('article.event-card h4')).toHaveText(titles);
  await hydrated(page);
  // The note gives the saved copy's time in the browser's own format.
  const shown = await page.evaluate(
    (at) => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at),
    savedAt,
  );
  // The minute may have turned between saving and reading the clock here.
  await expect(note).toContainText(`Offline — last updated ${shown.slice(0, 6)}`);
  await checkA11y(page);
  // The note sits above the page and covers none of it.
  const noteBox = await note.boundingBox();
  const mainBox = await page.locator('main').boundingBox();
  expect(noteBox && mainBox && noteBox.y + noteBox.height <= mainBox.y).toBe(true);
  // A tab variant that was never opened online falls back to the saved page, as it was saved.
  await page.goto('/project/example-paris?tab=faq');
  await expect(note).toBeVisible();
  await expect(page.locator('article.event-card h4')).toHaveText(titles);

  await page.goto('/project/example-paris');
  await hydrated(page);
  await page.screenshot({ path: test.info().outputPath('offline-note-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('offline-note-390.png') });

  // Back online, the page comes from the network again, without the note.
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('article.event-card').first()).toBeVisible();
  await expect(page.getByText(/Offline — last updated/)).toBeHidden();
  expectNoConsoleErrors(page);
  await context.close();
});

test('on a network too slow to answer in 3 seconds, or a server error, the saved copy is shown', async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await openOnline(page, 'example-wedding', 'EXAMPLE');
  const titles = await page.locator('article.event-card h4').allTextContents();
  // The page's request hangs for 8 s, as on a weak signal (the worker's own fetch is routed too).
  await context.route('**/project/example-wedding', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue().catch(() => undefined);
  });
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Offline — last updated' })).toBeVisible();
  // Network first: the worker waited for it before it gave up.
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  expect(Date.now() - started).toBeLessThan(7000);
  await expect(page.locator('article.event-card h4')).toHaveText(titles);
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  // A proxy's 502 while the app restarts is no better than no network.
  await context.route('**/project/example-wedding', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — last updated' })).toBeVisible();
  await expect(page.locator('article.event-card h4')).toHaveText(titles);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('header images are kept with the itinerary, and go with it', async ({ browser }) => {
  const host = await newClient(browser);
  const itinerary = await createItinerary(host.context, 'Offline Photo Trip');
  const image = await withHeaderImage(host.context, itinerary.projectId);
  expect(image).toMatch(/^\/uploads\//);
  const { context, page } = await newClient(browser);
  await openOnline(page, itinerary.projectId, itinerary.accessCode);
  await expect.poll(() => savedPaths(page, itinerary.projectId)).toContain(image);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — last updated' })).toBeVisible();
  const shown = page.locator('[data-header-carousel] img').first();
  await expect(shown).toHaveAttribute('src', new RegExp(image));
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);

  await context.setOffline(false);
  await hydrated(page);
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await anySavedItinerary(page)).toEqual([]);
  expectNoConsoleErrors(page);
  await context.close();
  await host.context.close();
});

test("an example itinerary's picture (a static file, not an upload) is kept with it too", async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await openOnline(page, 'example-miami', 'EXAMPLE');
  await expect.poll(() => savedPaths(page, 'example-miami')).toContain('/examples/miami.webp');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — last updated' })).toBeVisible();
  const shown = page.locator('[data-header-carousel] img').first();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2000);
  await context.close();
});

test('Exit deletes the saved copy: offline, the itinerary no longer opens', async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await openOnline(page, 'example-wedding', 'EXAMPLE');
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await savedPaths(page, 'example-wedding')).toEqual([]);
  expect(await anySavedItinerary(page)).toEqual([]);
  expectNoConsoleErrors(page);

  await context.setOffline(true);
  await page.goto('/project/example-wedding').catch(() => undefined);
  await expect(page.locator('article.event-card')).toHaveCount(0);
  await expect(page.getByText(/Offline — last updated/)).toHaveCount(0);
  await context.close();
});

test('signing out deletes every saved itinerary', async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await openOnline(page, 'example-paris', 'EXAMPLE');
  await openOnline(page, 'example-wedding', 'EXAMPLE');
  expect((await anySavedItinerary(page)).length).toBeGreaterThanOrEqual(2);
  // The sign-out page's button posts its form; the answer's Clear-Site-Data empties Cache Storage
  // and removes the worker.
  await page.goto('/api/logout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => anySavedItinerary(page)).toEqual([]);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  // Offline, the itinerary no longer opens.
  await context.setOffline(true);
  await page.goto('/project/example-paris').catch(() => undefined);
  await expect(page.locator('article.event-card')).toHaveCount(0);
  await context.close();
});

test('signing out from the app (a JSON POST, as the dashboard does) deletes every saved itinerary', async ({ browser }) => {
  const { context, page } = await newClient(browser);
  await openOnline(page, 'example-paris', 'EXAMPLE');
  const status = await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status);
  expect(status).toBe(200);
  await expect.poll(() => anySavedItinerary(page)).toEqual([]);
  expectNoConsoleErrors(page);
  await context.close();
});

test('a revoked grant deletes the saved copy', async ({ browser }) => {
  const host = await newClient(browser);
  const itinerary = await createItinerary(host.context, 'Offline Revoke Trip');
  const { context, page } = await newClient(browser);
  await openOnline(page, itinerary.projectId, itinerary.accessCode);

  // The host makes a new code and signs every guest out: the live stream says the grant is gone.
  const rotated = await host.context.request.post(`/api/projects/${itinerary.projectId}/access-code`, { data: { signOutGuests: true } });
  expect(rotated.status()).toBe(200);
  await page.waitForURL(`**/access/${itinerary.projectId}`);
  await expect.poll(() => savedPaths(page, itinerary.projectId)).toEqual([]);
  expect(await anySavedItinerary(page)).toEqual([]);
  expectNoConsoleErrors(page);
  await context.close();
  await host.context.close();
});

test('the itinerary links its manifest, which needs the grant', async ({ browser }) => {
  const host = await newClient(browser);
  const itinerary = await createItinerary(host.context, 'Home Screen Trip');
  const { context, page } = await newClient(browser);
  await openOnline(page, itinerary.projectId, itinerary.accessCode);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`/project/${itinerary.projectId}/manifest.webmanifest`);
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  // Fetched as the browser fetches it (the link asks for credentials), then parsed as JSON.
  const manifest = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
  }, href ?? '');
  expect(manifest.status).toBe(200);
  expect(manifest.type).toMatch(/^application\/manifest\+json/);
  expect(manifest.body).toMatchObject({
    name: 'Home Screen Trip',
    theme_color: themeColor,
    start_url: `/project/${itinerary.projectId}`,
    display: 'standalone',
  });

  const stranger = await newClient(browser);
  const refused = await stranger.context.request.get(href ?? '');
  expect(refused.status()).toBe(401);
  await stranger.context.close();
  expectNoConsoleErrors(page);
  await context.close();
  await host.context.close();
});
