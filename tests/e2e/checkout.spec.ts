/**
 * In Chromium: the full-discount coupon path from the paywall to the success card
 * and an itinerary that now lets its admin change colours; the not-configured message; who may
 * open checkout. Runs against the real server, which has no STRIPE_* settings here (payments not
 * configured), so no Stripe stand-in is needed; the browser may not reach Stripe at all.
 */
import { FREE_UPGRADE_REDIRECT_MS } from '../../src/lib/limits';
import {
  addEvent,
  blockStripe,
  createCoupon,
  openAsAdmin,
  pagePolicy,
  readProjectRow,
} from './checkout-support';
import { checkA11y, createItinerary, expect, hydrated, newClient, test } from './fixtures';

const NOT_CONFIGURED = 'Payment processing is not configured. Please contact support.';

test('a 100% coupon takes an unpaid itinerary from the paywall to full access, without a card', async ({
  browser,
}) => {
  const { page, context } = await newClient(browser);
  const stripeRequests = await blockStripe(page);

  const project = await createItinerary(context, 'Lisbon Hen Weekend');
  await addEvent(context, project.projectId, 'Tram 28 ride', 2);
  await addEvent(context, project.projectId, 'Fado dinner', 3);
  await createCoupon('E2EFREE100', { percentOff: 100 });

  await openAsAdmin(page, project.projectId);
  await page.getByRole('button', { name: 'Print (full access)' }).click();
  const paywall = page.getByRole('dialog', { name: 'Make it yours ($3)' });
  await expect(paywall).toContainText('You tried to: print your itinerary');
  const upgrade = page.waitForResponse((r) =>
    r.url().endsWith(`/api/projects/${project.projectId}/upgrade`),
  );
  await paywall.getByRole('button', { name: 'Make it mine!' }).click();
  expect((await upgrade).status()).toBe(200);
  // Not configured: no payment session, so no clientSecret in the address.
  await page.waitForURL(`**/checkout/${project.projectId}`);

  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Full Access Itinerary' })).toBeVisible();
  await expect(page.getByText('$3', { exact: true })).toBeVisible();
  await expect(page.getByText('one-time', { exact: true })).toBeVisible();
  await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
  await hydrated(page);
  await checkA11y(page);

  // A coupon that completes the upgrade asks for the email first: nothing is unlocked without it.
  const coupon = page.getByLabel(/Coupon code/);
  const emailField = page.getByLabel('Email for your access codes');
  await coupon.fill('e2efree100');
  const refused = page.waitForResponse('**/api/validate-coupon');
  await coupon.press('Enter');
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('Please enter your email to receive access codes.').first()).toBeVisible();
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  expect(await readProjectRow(project.projectId)).toEqual({ isPaid: false });
  await checkA11y(page);

  await emailField.fill('ines@example.com');
  const check = page.waitForRequest('**/api/validate-coupon');
  await coupon.press('Enter');
  expect((await check).postDataJSON()).toEqual({
    couponCode: 'e2efree100',
    paymentIntentId: null,
    projectId: project.projectId,
    ownerEmail: 'ines@example.com',
  });
  await expect(page.getByText('Free Upgrade!').first()).toBeVisible();
  const success = page.getByRole('heading', { name: 'Congratulations! You now have Full Access' });
  // A free upgrade completes after FREE_UPGRADE_REDIRECT_MS (2 s), not at once.
  await page.waitForTimeout(FREE_UPGRADE_REDIRECT_MS / 2);
  await expect(success).toHaveCount(0);
  await expect(success).toBeVisible({ timeout: FREE_UPGRADE_REDIRECT_MS + 5000 });
  // The "Unlocking full access..." toast goes as the success card comes: it never covers it.
  await expect(page.getByText('Unlocking full access...')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Congratulations! You now have Full Access' });
  for (const value of [project.projectId, project.accessCode, project.adminCode, 'Lisbon Hen Weekend']) {
    await expect(card.locator('dd', { hasText: value })).toBeVisible();
  }
  await expect(page.getByText('Save these details.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copy admin code' })).toBeVisible();
  await expect(card).not.toContainText('in your email');
  await checkA11y(page);
  expect(await readProjectRow(project.projectId)).toEqual({ isPaid: true });

  await page.getByRole('link', { name: 'View Your Itinerary' }).click();
  await page.waitForURL(`**/project/${project.projectId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Customize' }).click();
  const panel = page.getByRole('dialog', { name: 'Customize', exact: true });
  await expect(panel.getByRole('button', { name: 'Make it mine!' })).toHaveCount(0);
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.url().endsWith(`/api/projects/${project.projectId}/customizations`),
  );
  await panel.getByRole('button', { name: 'Blue & Teal' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Make it yours ($3)' })).toHaveCount(0);
  expect(stripeRequests).toEqual([]);
  await context.close();
});

test('without Stripe keys checkout says payments are not configured and loads nothing of Stripe', async ({
  browser,
}) => {
  const { page, context } = await newClient(browser);
  const stripeRequests = await blockStripe(page);
  const project = await createItinerary(context, 'Unconfigured Trip');

  await page.goto(`/checkout/${project.projectId}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  // The owner left no email: checkout asks for one (a free coupon sends it too).
  await expect(page.getByLabel('Email for your access codes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Itinerary' })).toHaveAttribute(
    'href',
    `/project/${project.projectId}`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await hydrated(page);
  await checkA11y(page);
  expect(stripeRequests).toEqual([]);

  // Stripe's origins are allowed on this page only.
  const checkoutPolicy = await pagePolicy(page, `/checkout/${project.projectId}`);
  expect(checkoutPolicy).toMatch(/script-src[^;]*'self'[^;]*https:\/\/js\.stripe\.com/);
  expect(checkoutPolicy).toMatch(
    /frame-src[^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/,
  );
  expect(checkoutPolicy).toMatch(/connect-src[^;]*'self'[^;]*https:\/\/api\.stripe\.com/);
  const projectPolicy = await pagePolicy(page, `/project/${project.projectId}`);
  expect(projectPolicy).toContain("script-src 'self'");
  expect(projectPolicy).not.toContain('stripe.com');
  await context.close();
});

test('checkout is for the itinerary’s admin: an unknown id is a 404, a missing id goes home, guests to the access page', async ({
  browser,
  page,
}) => {
  const unknown = await page.goto('/checkout/zzzzzzzz');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that itinerary");
  await expect(page).toHaveURL(/\/checkout\/zzzzzzzz$/);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);

  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Guest Checkout Trip');
  // No grant at all: the access page asks for the code.
  await page.goto(`/checkout/${project.projectId}`);
  await expect(page).toHaveURL(new RegExp(`/access/${project.projectId}$`));
  // A guest with the viewing code is not its admin either (and goes on to the itinerary).
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await page.goto(`/checkout/${project.projectId}`);
  await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}$`));
  await organiser.context.close();
});
