import { checkA11y, expect, expectNoConsoleErrors, hydrated, newClient, test } from './fixtures';

test('an organiser creates an itinerary, shares it, and a guest opens the quick link', async ({ page, browser }) => {
  await page.goto('/');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Start Your Free Itinerary' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Itinerary Name')).toBeVisible();
  await checkA11y(page);

  // The create form's own checks: a name, then the terms.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please enter an itinerary name.')).toBeVisible();
  await dialog.getByLabel('Itinerary Name').fill('Nashville Bachelorette');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/Please accept the Terms and Conditions/)).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create' }).click();

  await page.waitForURL(/\/project\/[a-z0-9]{8}$/);
  const projectId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Nashville Bachelorette' })).toBeVisible();
  const share = page.getByRole('dialog', { name: 'Your itinerary is ready to share!' });
  await expect(share).toBeVisible();
  await expect(share.getByText(projectId, { exact: true })).toBeVisible();
  const quickLink = (await share.locator('output').filter({ hasText: '?code=' }).textContent())!;
  expect(quickLink).toMatch(new RegExp(`/access/${projectId}\\?code=[A-Z2-9]{6}$`));
  await expect(share.getByText('Works instantly', { exact: false })).toBeVisible();
  await expect(share.getByText('Needs the code', { exact: false })).toBeVisible();
  // The admin code is the creator's to keep, with Copy, and nothing claims it was emailed.
  const adminCode = (await share.locator('output').filter({ hasText: /^[A-Z2-9]{8}$/ }).textContent())!;
  await expect(share.getByText('Keep this to edit from another device.', { exact: false })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy admin code' })).toBeVisible();
  await expect(share).not.toContainText(/email/i);
  await checkA11y(page);

  // Creation info is kept for the admin tools.
  const stored = await page.evaluate((id) => ({
    creator: localStorage.getItem(`project_creator_${id}`),
    admin: localStorage.getItem(`admin_code_${id}`),
    created: sessionStorage.getItem('projectCreated'),
  }), projectId);
  expect(stored.creator).toBe('true');
  expect(stored.admin).toBe(adminCode);
  expect(stored.created).toBeNull(); // consumed by the share dialog

  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(share).toBeHidden();
  await expect(page.getByText('No Events Yet')).toBeVisible();
  // The creator lands ready to edit: admin mode and the organiser's wording, not the guest's.
  await expect(page.getByText('Add the first event and your guests will see it here', { exact: false })).toBeVisible();
  await expect(page.getByText('Check back soon', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Event' }).first()).toBeVisible();

  // A guest in another browser opens the quick link and lands on the itinerary.
  const guest = await newClient(browser);
  await guest.page.goto(quickLink);
  await guest.page.waitForURL(`**/project/${projectId}`);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Nashville Bachelorette' })).toBeVisible();
  await expect(guest.page.getByRole('dialog')).toHaveCount(0);
  await checkA11y(guest.page);
  expectNoConsoleErrors(guest.page);
  await guest.context.close();
});

test('copy buttons say Copied!', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/access/example-birthday?code=EXAMPLE');
  await page.waitForURL('**/project/example-birthday');
  await hydrated(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this itinerary' });
  await share.getByRole('button', { name: 'Copy access code' }).click();
  await expect(share.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EXAMPLE');
  await expect(share.getByText('Copied!')).toBeHidden({ timeout: 4000 });
});

test('Share offers the phone’s own share sheet where the browser has one', async ({ page }) => {
  await page.goto('/access/example-birthday?code=EXAMPLE');
  await page.waitForURL('**/project/example-birthday');
  await hydrated(page);
  // Desktop Chromium here has no share sheet: the dialog offers none.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this itinerary' });
  await expect(share.getByRole('button', { name: 'Copy quick link' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Share with an app' })).toHaveCount(0);

  // A phone's browser: the sheet gets the quick link.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await share.getByRole('button', { name: 'Share with an app' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared.url).toMatch(/\/access\/example-birthday\?code=EXAMPLE$/);
  expect(shared.title).toBeTruthy();
});

test('a guest opens an example itinerary and can exit', async ({ page }) => {
  await page.goto('/access/example-wedding?code=EXAMPLE');
  await page.waitForURL('**/project/example-wedding');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByText('Vibe & Style').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /opens maps/ }).first()).toHaveAttribute('href', /google\.com\/maps\/search/);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Exit' }).click();
  const exit = page.getByRole('dialog', { name: 'Leave itinerary?' });
  await expect(exit.getByText("Are you sure you want to exit? You'll need the project ID and access code to return.")).toBeVisible();
  await exit.getByRole('button', { name: 'Exit' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/project/example-wedding');
  await page.waitForURL('**/access/example-wedding');
});
