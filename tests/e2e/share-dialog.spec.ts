/**
 * The guest's share dialog is the server's HTML (docs/guest-page.md "Share"): Share opens it at
 * once without loading React, it works with JavaScript off (a link to the share page), and it offers
 * what it always did: the project ID, access code, quick link and public link with Copy, the
 * quick link's QR code with downloads, and the phone's share sheet where there is one.
 */
import type { Browser } from '@playwright/test';
import { HEIGHT, WIDTHS } from './a11y-support';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, newClient, test, watchConsole, screenshot } from './fixtures';
import { decodeQr } from '../support/qr';


/** A guest of a new itinerary at `width`, with JavaScript on or off. */
async function guestAt(browser: Browser, width: number, javaScriptEnabled: boolean, name: string) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, name);
  await organiser.context.close();
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: HEIGHT },
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.12.${width % 250}` },
  });
  const page = await context.newPage();
  watchConsole(page);
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  const origin = new URL(page.url()).origin;
  return {
    context,
    page,
    project,
    quickLink: `${origin}/access/${project.projectId}?code=${project.accessCode}`,
    publicLink: `${origin}/access/${project.projectId}`,
  };
}


for (const width of WIDTHS) {
  test(`at ${width} px Share opens the server's dialog without loading React, with everything to share`, async ({ browser }) => {
    const { context, page, quickLink, publicLink } = await guestAt(browser, width, true, 'Harbour Weekend');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator('footer').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this itinerary' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Guests need the project ID and access code, or just the quick link.');
    await expect(dialog.locator('output').filter({ hasText: '?code=' })).toHaveText(quickLink);
    await expect(dialog.getByText('Works instantly', { exact: false })).toBeVisible();
    await expect(dialog.getByText(publicLink, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Needs the code', { exact: false })).toBeVisible();
    const qr = dialog.getByRole('img', { name: 'QR code for Harbour Weekend' });
    await expect(qr).toBeVisible();
    expect(await decodeQr(await qr.screenshot())).toBe(quickLink);
    await screenshot(page, 'share', width);
    await checkA11y(page);

    // Copy works on the server's buttons too.
    await dialog.getByRole('button', { name: 'Copy quick link' }).click();
    await expect(dialog.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(quickLink);
    await expect(dialog.getByText('Copied!')).toBeHidden({ timeout: 4000 });

    // Escape closes it and focus is back on Share; React was never needed.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('footer').getByRole('button', { name: 'Share' })).toBeFocused();
    await expect(page.locator('astro-island[client="used"]')).toHaveAttribute('ssr', '');
    expect(scripts.filter((url) => /react|client/i.test(url))).toEqual([]);

    // The Close button and a tap on the backdrop close it too.
    await page.locator('footer').getByRole('button', { name: 'Share' }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.locator('footer').getByRole('button', { name: 'Share' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
    expectNoConsoleErrors(page);
    await context.close();
  });

  test(`at ${width} px a guest without JavaScript opens Share and reads the links`, async ({ browser }) => {
    const { context, page, project, quickLink, publicLink } = await guestAt(browser, width, false, 'Quiet Harbour');
    // Share is a link to the share page: the same dialog, as a card.
    await page.locator('footer').getByRole('link', { name: 'Share' }).click();
    await page.waitForURL(`**/project/${project.projectId}/share`);
    const dialog = page.getByRole('dialog', { name: 'Share this itinerary' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(quickLink, { exact: true })).toBeVisible();
    await expect(dialog.getByText(publicLink, { exact: true })).toBeVisible();
    const qr = dialog.getByRole('img', { name: 'QR code for Quiet Harbour' });
    await expect(qr).toBeVisible();
    expect(await decodeQr(await qr.screenshot())).toBe(quickLink);
    // What needs JavaScript is not offered.
    await expect(dialog.getByRole('button', { name: 'Copy quick link' })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Download PNG' })).toBeHidden();
    await screenshot(page, 'share-no-js', width);
    await dialog.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL(`**/project/${project.projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiet Harbour' })).toBeVisible();
    expectNoConsoleErrors(page);
    await context.close();
  });
}
