/**
 * The itinerary's colours reach every primary control: the bottom bar's Share, "Add my travel",
 * "Save RSVP", dialog buttons and focus rings follow a blue theme, with the text colour the
 * theme's contrast rule chose (src/lib/theme.ts), at 390 and 1280 px.
 */
import type { Locator } from '@playwright/test';
import { runSql, WIDTHS } from './a11y-support';
import { checkA11y, expect, hydrated, itineraryAskingRsvp, newClient, test } from './fixtures';

const BLUE = { primary: '#1d4ed8', secondary: '#0ea5e9', accent: '#f59e0b' };
const BLUE_RGB = 'rgb(29, 78, 216)';
const WHITE_RGB = 'rgb(255, 255, 255)';

const paint = (control: Locator) =>
  control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, image: style.backgroundImage, color: style.color };
  });

async function expectThemed(control: Locator) {
  await expect(control).toBeVisible();
  expect(await paint(control)).toEqual({ background: BLUE_RGB, image: 'none', color: WHITE_RGB });
}

for (const width of WIDTHS) {
  test(`a blue theme reaches Share, Add my travel, Save RSVP, dialog buttons and focus rings at ${width} px`, async ({ browser }) => {
    const { project } = await itineraryAskingRsvp(browser, 'Blue Lake Weekend', 'Boat trip', 4);
    await runSql('update projects set is_paid = 1, custom_colors = ?, version = version + 1 where project_id = ?', [
      JSON.stringify(BLUE),
      project.projectId,
    ]);

    const { page, context } = await newClient(browser, { viewport: { width, height: 844 } });
    await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await page.waitForURL(`**/project/${project.projectId}`);

    // Before any island: the server's HTML already carries the theme.
    const share = page.locator('footer').getByRole('button', { name: 'Share' });
    await expectThemed(share);

    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this itinerary' });
    await expectThemed(dialog.getByRole('button', { name: 'Close', exact: true }));
    await dialog.getByRole('button', { name: 'Copy project ID' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // Buttons animate their outline colour: wait for it to settle.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor)).toBe(BLUE_RGB);
    await checkA11y(page);
    await page.keyboard.press('Escape');

    await hydrated(page);
    await page.getByRole('button', { name: 'RSVP: Boat trip' }).click();
    const rsvp = page.getByRole('dialog', { name: 'RSVP: Boat trip' });
    await expectThemed(rsvp.getByRole('button', { name: 'Save RSVP' }));
    await checkA11y(page);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Arrivals' }).click();
    await expectThemed(page.getByRole('button', { name: 'Add my travel' }));
    await page.screenshot({ path: test.info().outputPath(`theme-${width}.png`) });
    await context.close();
  });
}

test('the unthemed pages keep the product purple', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input').first().focus();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor)).toBe('rgb(126, 34, 206)');
});
