import { checkA11y, expect, test } from './fixtures';

test('unknown paths show the 404 page', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await checkA11y(page);
});

test('landing page metadata', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Itinerary/);
  const meta = (sel: string) => page.locator(sel).first().getAttribute('content');
  expect(await meta('meta[name="description"]')).toBeTruthy();
  expect(await meta('meta[property="og:image"]')).toMatch(/^http.*\.png$/);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[property="og:type"]')).toBe('website');
  expect(await meta('meta[property="og:site_name"]')).toBe('Itinerary');
  expect(await meta('meta[name="theme-color"]')).toBeTruthy();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^http/);
  expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBeTruthy();
  // Examples strip links to the share links of the seeded examples.
  await expect(page.locator('a[href="/access/example-wedding?code=EXAMPLE"]').first()).toBeVisible();
  await expect(page.locator('a[href="/access"]').first()).toBeVisible();
});

test('the landing page leads organisers to sign-in, and its footer reads right', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Sign in to your dashboard' })).toHaveAttribute('href', '/login');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Itinerary. Free to start`);
  // The copy promises only what the free tier allows: FAQs are Full Access, five events free.
  await expect(page.getByText('Add an FAQ')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /FAQ section/ })).toContainText('Full Access');
  await expect(page.getByText(/up to 5 for free/)).toBeVisible();
});

test('an itinerary id that does not exist is a 404 that says so, on the access page', async ({ page }) => {
  const res = await page.goto('/access/nothere9');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that itinerary");
  await expect(page.getByText('nothere9')).toBeVisible();
  await page.getByRole('link', { name: 'Enter another project ID' }).click();
  await page.waitForURL('**/access');
  await checkA11y(page);
});

test('share-link page metadata names the itinerary', async ({ page }) => {
  await page.goto('/access/example-wedding');
  const title = await page.locator('meta[property="og:title"]').getAttribute('content');
  expect(title).toMatch(/^Join /);
  expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toMatch(/invited/);
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http/);
});

for (const path of ['/faq', '/terms', '/privacy-policy', '/community-guidelines']) {
  test(`static page ${path} is accessible and links home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await checkA11y(page);
  });
}
