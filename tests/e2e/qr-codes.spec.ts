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
import { checkA11y, expect, hydrated, test } from './fixtures';

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
