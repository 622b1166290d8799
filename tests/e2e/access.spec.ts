import { checkA11y, expect, test } from './fixtures';

test('five wrong codes show the lockout card, which says when to try again and then offers it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/access/example-miami');
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await checkA11y(page);
  const code = page.getByLabel('Access Code');
  const submit = page.getByRole('button', { name: 'Access Itinerary' });
  await expect(submit).toBeDisabled(); // empty
  for (let i = 0; i < 4; i++) {
    await code.fill('wrong9');
    await expect(code).toHaveValue('WRONG9'); // forced to upper case
    await submit.click();
    await expect(page.getByText(`${4 - i} attempt${4 - i === 1 ? '' : 's'} remaining`)).toBeVisible();
  }
  await code.fill('WRONG9');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Access Error' })).toBeVisible();
  await expect(page.getByText('Five invalid attempts reached.')).toBeVisible();
  // From the server's Retry-After (the first lockout is 15 minutes); a refresh cannot help, so
  // the card never suggests one.
  await expect(page.getByText('You can try again in 15 minutes, or ask your host for the quick link.')).toBeVisible();
  await expect(page.getByRole('alert')).not.toContainText(/refresh/i);
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await checkA11y(page);
  await page.clock.fastForward('10:00');
  await expect(page.getByText('You can try again in 5 minutes, or ask your host for the quick link.')).toBeVisible();
  await page.clock.fastForward('05:30');
  await expect(page.getByText('You can try again now.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(code).toBeVisible();
  await expect(code).toHaveValue('');

  // The server enforces it too: a reload and the right code are still refused.
  await page.goto('/access/example-miami?code=EXAMPLE');
  await expect(page.getByRole('heading', { name: 'Access Error' })).toBeVisible();
});

test('variant A: project id, email and code, with the preview heading', async ({ page }) => {
  await page.goto('/access');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Access Itinerary' }).click();
  await expect(page.getByText('Please enter project ID, email, and access code.')).toBeVisible();
  await page.getByLabel('Project ID').fill('example-reunion');
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await page.getByLabel('Your Email').fill('cousin@example.com');
  await page.getByLabel('Access Code').fill('example');
  await page.getByRole('button', { name: 'Access Itinerary' }).click();
  await page.waitForURL('**/project/example-reunion');
});

test('share-link query pre-fills and locks variant A', async ({ page }) => {
  await page.goto('/access?projectId=example-paris&code=EXAMPLE');
  await expect(page.getByLabel('Project ID')).toHaveValue('example-paris');
  await expect(page.getByLabel('Project ID')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Access Code')).toHaveAttribute('readonly', '');
});

test('keyboard only: open an itinerary with its code', async ({ page }) => {
  await page.goto('/access/example-paris');
  // The code field takes focus once the page is interactive.
  await expect(page.getByLabel('Access Code')).toBeFocused();
  await page.keyboard.type('example');
  await expect(page.getByLabel('Access Code')).toHaveValue('EXAMPLE');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/project/example-paris', { timeout: 15_000 });
  await page.keyboard.press('Tab'); // skip link first
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('keyboard only: create an itinerary', async ({ page }) => {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start Your Free Itinerary' }).first();
  await start.focus();
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Itinerary Name');
  await expect(name).toBeFocused();
  await page.keyboard.type('Keyboard Trip');
  await page.keyboard.press('Tab');
  // Tab through the links in the terms label to the checkbox, whichever order the form uses.
  for (let i = 0; i < 6 && !(await page.getByRole('checkbox').evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await name.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/project\/[a-z0-9]{8}$/);
  await expect(page.getByRole('dialog', { name: 'Your itinerary is ready to share!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
