/**
 * "Stop emails to this address" in Chromium (docs/mail.md): the link of a real email opens a page
 * that changes nothing by itself; its button stops every email, and the page can allow them again.
 * The email goes over SMTP to the sink of tests/playwright.config.ts, which writes the outbox read here.
 */
import { checkA11y, expect, test } from './fixtures';
import { fromNewestEmailTo } from './outbox';

/** The List-Unsubscribe URL of the newest email to `address`, once it has arrived. */
const unsubscribeLinkFor = (address: string) =>
  fromNewestEmailTo(address, (_mail, raw) => /List-Unsubscribe:\s*<([^>]+)>/.exec(raw.toString('utf8').replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '');

test('the stop link of an email: the page asks, the button stops emails, and they can be allowed again', async ({ page }) => {
  const email = `leaver-${Date.now()}@example.com`;
  const asked = await page.request.post('/api/auth/email-link', { data: { email } });
  expect(asked.status()).toBe(200);
  const link = await unsubscribeLinkFor(email);
  expect(new URL(link).pathname).toBe('/unsubscribe');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stop emails to this address?' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Stop emails to this address' }).click();
  await expect(page.getByRole('heading', { name: 'No more emails' })).toBeVisible();
  await checkA11y(page);
  // Opening the link again shows the same state (stopped stays stopped).
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'No more emails' })).toBeVisible();

  await page.getByRole('button', { name: 'Allow emails again' }).click();
  await expect(page.getByRole('heading', { name: 'Emails are allowed again' })).toBeVisible();
});
