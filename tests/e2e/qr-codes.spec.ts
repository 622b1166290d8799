/**
 * The quick link's QR code: in the share dialog (with PNG and SVG downloads) and in the print
 * view, on the seeded paid Paris example. Every code is read back with a QR reader (jsqr,
 * tests/support/qr.ts) and must give exactly the quick link.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { displayTitle } from '../../src/lib/display';
import type { ItineraryData } from '../../src/lib/types';
import { decodeQr, imageSize } from '../support/qr';
import { markPaid } from './admin-panel-support';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, hydrated, newClient, test } from './fixtures';

const PROJECT = 'example-paris';

async function openItinerary(page: Page) {
  await page.goto(`/access/${PROJECT}?code=EXAMPLE`);
  await page.waitForURL(`**/project/${PROJECT}`);
  const response = await page.request.get(`/api/projects/${PROJECT}/itinerary`);
  expect(response.ok()).toBe(true);
  const { project } = (await response.json()) as ItineraryData;
  const origin = new URL(page.url()).origin;
  return { title: displayTitle(project), quickLink: `${origin}/access/${PROJECT}?code=${project.accessCode}` };
}

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** A screenshot of the element, read back as a QR code. */
async function decodeShown(page: Page, name: string) {
  return decodeQr(await page.getByRole('img', { name }).screenshot());
}

/** The printed QR code, read back, with the page in print media and back on screen after. */
async function decodePrinted(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: 'Printable itinerary' }).getByRole('img', { name })).toBeVisible();
  const link = await decodeShown(page, name);
  await page.emulateMedia({ media: 'screen' });
  return link;
}

test('the share dialog shows the quick link as a QR code, downloadable as PNG and SVG', async ({ page }) => {
  const { title, quickLink } = await openItinerary(page);
  await hydrated(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this itinerary' });
  const qr = dialog.getByRole('img', { name: `QR code for ${title}` });
  await expect(qr).toBeVisible();
  expect(await decodeShown(page, `QR code for ${title}`)).toBe(quickLink);
  await checkA11y(page);

  const downloads = dialog.getByRole('group', { name: 'Download QR code' });
  const [png] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('button', { name: 'Download PNG' }).click()]);
  // Named after the title ('Paris, Mes Amies'), in a form every file system takes.
  expect(png.suggestedFilename()).toBe('Paris-Mes-Amies-qr.png');
  const pngBytes = await downloaded(png);
  expect(await imageSize(pngBytes)).toEqual({ width: 1024, height: 1024, format: 'png' });
  expect(await decodeQr(pngBytes, 1024)).toBe(quickLink);

  const [svg] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svg.suggestedFilename()).toBe('Paris-Mes-Amies-qr.svg');
  const svgBytes = await downloaded(svg);
  expect(svgBytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect((await imageSize(svgBytes)).format).toBe('svg');
  expect(await decodeQr(svgBytes)).toBe(quickLink);
});

test('the print view prints the QR code beside the access details, in the server HTML too', async ({ page }) => {
  const { title, quickLink } = await openItinerary(page);
  const name = `QR code for ${title}`;

  // The server's HTML already carries it: printing works before the island hydrates.
  const html = await (await page.request.get(`/project/${PROJECT}`)).text();
  expect(html).toContain(`aria-label="${name}"`);

  const printView = page.getByRole('article', { name: 'Printable itinerary' });
  await expect(printView.getByRole('img', { name })).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const qr = printView.getByRole('img', { name });
  await expect(qr).toBeVisible();
  await expect(printView).toContainText('Scan to open this itinerary');
  await expect(printView.getByText('EXAMPLE', { exact: true })).toBeVisible();
  await expect(printView.getByText(quickLink, { exact: true })).toBeVisible();
  expect(await decodeShown(page, name)).toBe(quickLink);
  await checkA11y(page);
});

test('the public preview, which never shows the access code, prints no QR code', async ({ page }) => {
  await page.goto(`/preview/${PROJECT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(0);
  expect(await page.content()).not.toContain('?code=');
});

test('a new access code gets a new printed QR code, before and after the page hydrates', async ({ browser }) => {
  const host = await newClient(browser);
  const itinerary = await createItinerary(host.context, 'QR Rotation Trip');
  await markPaid(itinerary.projectId);
  const guest = await newClient(browser);
  const { page } = guest;
  await page.goto(`/access/${itinerary.projectId}?code=${itinerary.accessCode}`);
  await page.waitForURL(`**/project/${itinerary.projectId}`);
  const origin = new URL(page.url()).origin;
  const name = 'QR code for QR Rotation Trip';
  const linkFor = (code: string) => `${origin}/access/${itinerary.projectId}?code=${code}`;
  expect(await decodePrinted(page, name)).toBe(linkFor(itinerary.accessCode));

  const rotate = async () => {
    const res = await host.context.request.post(`/api/projects/${itinerary.projectId}/access-code`, { data: { signOutGuests: false } });
    expect(res.status()).toBe(200);
    const { accessCode } = ((await res.json()) as { project: { accessCode: string } }).project;
    expect(accessCode).not.toBe(itinerary.accessCode);
    return accessCode;
  };
  // Not hydrated yet: the live update brings the server's new HTML, with the code it drew.
  const second = await rotate();
  // (Hidden on screen: the print view is display: none until print media.)
  const printView = page.getByRole('article', { name: 'Printable itinerary', includeHidden: true });
  await expect(printView).toContainText(second, { timeout: 15_000 });
  expect(await decodePrinted(page, name)).toBe(linkFor(second));
  const serverDrawn = page.locator('astro-slot[name="accessQr"]').getByRole('img', { name, includeHidden: true });
  await expect(serverDrawn).toHaveCount(1);
  // The share dialog came with the same HTML: its code is the new one too, still without React.
  const share = page.getByRole('dialog', { name: 'Share this itinerary' });
  await page.getByRole('button', { name: 'Share' }).click();
  expect(await decodeQr(await share.getByRole('img', { name }).screenshot())).toBe(linkFor(second));
  await page.keyboard.press('Escape');
  await expect(page.locator('astro-island[client="used"]')).toHaveAttribute('ssr', '');

  // Hydrated (Add to calendar needs the island): the island draws the new code itself.
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to your calendar' })).toBeVisible();
  await page.keyboard.press('Escape');
  const third = await rotate();
  await expect(printView).toContainText(third, { timeout: 15_000 });
  // The code is drawn once the encoder has loaded: read until it is the new one.
  await expect.poll(() => decodePrinted(page, name), { timeout: 15_000 }).toBe(linkFor(third));
  await expect(serverDrawn).toHaveCount(0);
  // The page's share dialog still shows the old code: Share opens the island's, with the new one.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText(third, { exact: true })).toBeVisible();
  await expect.poll(async () => decodeQr(await share.getByRole('img', { name }).screenshot()), { timeout: 15_000 }).toBe(linkFor(third));
  await expect(page.locator('dialog[data-share-dialog]')).not.toHaveAttribute('open');
  await page.keyboard.press('Escape');
  expectNoConsoleErrors(page);
  await guest.context.close();
  await host.context.close();
});
