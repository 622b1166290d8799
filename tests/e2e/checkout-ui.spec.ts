/**
 * The checkout's browser side against answers the payment endpoints may give but a server without
 * Stripe cannot give on demand: `page.route` answers POST /upgrade, POST /api/validate-coupon and
 * POST /confirm-payment (and records what the page sent). The pages themselves are the real
 * server's. The full path against the real endpoints is in checkout.spec.ts.
 */
import type { Page, Route } from '@playwright/test';
import { FREE_UPGRADE_REDIRECT_MS } from '../../src/lib/limits';
import { markPaid } from './admin-panel-support';
import { addEvent, blockStripe, openAsAdmin } from './checkout-support';
import { checkA11y, createItinerary, expect, hydrated, newClient, test } from './fixtures';

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const drop = (route: Route) => route.abort('internetdisconnected');

/** Answers `url` with `answer` (changeable) and keeps every JSON body the page sent. */
async function stub(page: Page, url: string, answer: { current: (route: Route) => Promise<void> }) {
  const bodies: unknown[] = [];
  await page.route(url, async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer.current(route);
  });
  return bodies;
}

test.describe("the paywall's 'Make it mine!'", () => {
  async function openPaywall(page: Page, projectId: string) {
    await openAsAdmin(page, projectId);
    await page.getByRole('button', { name: 'Print (full access)' }).click();
    const paywall = page.getByRole('dialog', { name: 'Make it yours ($3)' });
    await expect(paywall).toBeVisible();
    return paywall;
  }

  test('starts the upgrade, then checkout carries the client secret; failures keep the prompt', async ({
    browser,
  }) => {
    const { page, context } = await newClient(browser);
    await blockStripe(page);
    const project = await createItinerary(context, 'Upgrade Button Trip');
    await addEvent(context, project.projectId, 'Day one', 2);
    await addEvent(context, project.projectId, 'Day two', 3);
    const answer = { current: drop };
    const bodies = await stub(page, `**/api/projects/${project.projectId}/upgrade`, answer);
    const paywall = await openPaywall(page, project.projectId);

    // A failed upgrade start says so; the prompt stays for another try.
    await paywall.getByRole('button', { name: 'Make it mine!' }).click();
    await expect(page.getByText('Upgrade Error')).toBeVisible();
    await expect(
      page.getByText('Failed to start upgrade process. Please try again.'),
    ).toBeVisible();
    await expect(paywall.getByRole('button', { name: 'Make it mine!' })).toBeEnabled();

    answer.current = json(200, {
      success: true,
      clientSecret: 'pi_e2e1_secret_abc',
      amount: 300,
      currency: 'usd',
    });
    await paywall.getByRole('button', { name: 'Make it mine!' }).click();
    await page.waitForURL(`**/checkout/${project.projectId}?clientSecret=pi_e2e1_secret_abc`);
    expect(bodies).toEqual([null, null]);
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
    await context.close();
  });

  test('an itinerary paid meanwhile gets the server’s answer and the page catches up', async ({
    browser,
  }) => {
    const { page, context } = await newClient(browser);
    const project = await createItinerary(context, 'Paid Elsewhere Trip');
    await addEvent(context, project.projectId, 'Day one', 2);
    await addEvent(context, project.projectId, 'Day two', 3);
    await stub(page, `**/api/projects/${project.projectId}/upgrade`, {
      current: json(409, {
        message: 'This itinerary already has full access.',
        code: 'ALREADY_PAID',
      }),
    });
    const paywall = await openPaywall(page, project.projectId);
    await markPaid(project.projectId);
    await paywall.getByRole('button', { name: 'Make it mine!' }).click();
    await expect(page.getByText('This itinerary already has full access.')).toBeVisible();
    await expect(paywall).toBeHidden();
    // Paid: the real Print button replaces the upsell.
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('coupon at checkout', () => {
  test('Enter applies, empty is ignored, server reasons and failures show, clearing restores the price and secret', async ({
    browser,
  }) => {
    const { page, context } = await newClient(browser);
    await blockStripe(page);
    const project = await createItinerary(context, 'Coupon Trip');
    const answer = { current: drop };
    const bodies = await stub(page, '**/api/validate-coupon', answer);
    await page.goto(`/checkout/${project.projectId}?clientSecret=pi_first_secret_abc`);
    await hydrated(page);
    const coupon = page.getByLabel(/Coupon code/);
    const status = page.locator('#checkout-coupon-status');
    const total = page.getByRole('definition').last();
    await expect(total).toHaveText('$3.00');

    await coupon.press('Enter');
    await coupon.fill('   ');
    await coupon.press('Enter');
    expect(bodies).toEqual([]);

    // A typed email must be valid before a coupon is checked (it upgrades for free at times).
    const email = page.getByLabel('Email for your access codes');
    await email.fill('maya.example.com');
    await coupon.fill('dropped');
    await coupon.press('Enter');
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(bodies).toEqual([]);
    await email.fill('');

    await coupon.press('Enter');
    await expect(status).toHaveText('Failed to validate coupon');

    answer.current = json(400, { success: false, message: 'This coupon has expired.' });
    await coupon.fill('OLD2024');
    await coupon.press('Enter');
    await expect(status).toHaveText('This coupon has expired.');
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');

    answer.current = json(400, { success: false });
    await coupon.fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(status).toHaveText('Invalid coupon code');

    answer.current = json(200, {
      success: true,
      discountAmount: 150,
      finalAmount: 150,
      freeUpgrade: false,
      newClientSecret: 'pi_half_secret_def',
      project: null,
      message: 'Coupon applied',
    });
    await coupon.fill('HALF');
    await coupon.press('Enter');
    await expect(status).toHaveText('Coupon applied! Save $1.50');
    await expect(total).toHaveText('$1.50');
    await expect(page.getByText('Coupon HALF')).toBeVisible();
    await checkA11y(page);

    // The next check names the intent the coupon brought...
    await coupon.fill('HALF2');
    await coupon.press('Enter');
    await expect(status).toHaveText('Coupon applied! Save $1.50');
    // ...and clearing the field forgets the coupon and goes back to the first one.
    await coupon.fill('');
    await expect(status).toHaveText('');
    await expect(total).toHaveText('$3.00');
    await coupon.fill('HALF');
    await coupon.press('Enter');
    await expect(status).toHaveText('Coupon applied! Save $1.50');

    const sent = (code: string, paymentIntentId: string) => ({
      couponCode: code,
      paymentIntentId,
      projectId: project.projectId,
    });
    expect(bodies).toEqual([
      sent('dropped', 'pi_first'),
      sent('OLD2024', 'pi_first'),
      sent('NOPE', 'pi_first'),
      sent('HALF', 'pi_first'),
      sent('HALF2', 'pi_half'),
      sent('HALF', 'pi_first'),
    ]);
    await context.close();
  });

  test('a coupon that covers everything says Free Upgrade! and shows the success card after 2 s', async ({
    browser,
  }) => {
    const { page, context } = await newClient(browser);
    await blockStripe(page);
    const project = await createItinerary(context, 'Free Coupon Trip');
    const bodies = await stub(page, '**/api/validate-coupon', {
      current: json(200, {
        success: true,
        discountAmount: 300,
        finalAmount: 0,
        freeUpgrade: true,
        newClientSecret: null,
        project: null,
      }),
    });
    await page.goto(`/checkout/${project.projectId}`);
    await hydrated(page);
    await page.getByLabel('Email for your access codes').fill(' maya@example.com ');
    await page.getByLabel(/Coupon code/).fill('FRIENDS');
    await page.getByLabel(/Coupon code/).press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Free Upgrade!' }).first(),
    ).toBeVisible();
    const success = page.getByRole('heading', {
      name: 'Congratulations! You now have Full Access',
    });
    await page.waitForTimeout(FREE_UPGRADE_REDIRECT_MS / 2);
    await expect(success).toHaveCount(0);
    await expect(success).toBeVisible({ timeout: FREE_UPGRADE_REDIRECT_MS + 5000 });
    await checkA11y(page);
    await expect(page.getByRole('link', { name: 'View Your Itinerary' })).toHaveAttribute(
      'href',
      `/project/${project.projectId}`,
    );
    expect(bodies).toEqual([
      {
        couponCode: 'FRIENDS',
        paymentIntentId: null,
        projectId: project.projectId,
        ownerEmail: 'maya@example.com',
      },
    ]);
    await context.close();
  });
});

test.describe('back from a bank page (return_url)', () => {
  test('a succeeded payment is confirmed on load with the email given before leaving', async ({
    browser,
  }) => {
    const { page, context } = await newClient(browser);
    await blockStripe(page);
    const project = await createItinerary(context, 'Return Trip');
    const answer = { current: drop };
    const bodies = await stub(page, `**/api/projects/${project.projectId}/confirm-payment`, answer);
    await page.addInitScript((id) => {
      sessionStorage.setItem(
        `checkout_pending_${id}`,
        JSON.stringify({ ownerEmail: 'maya@example.com', couponCode: 'HALF' }),
      );
    }, project.projectId);
    const back = `/checkout/${project.projectId}?payment_intent=pi_ret&payment_intent_client_secret=pi_ret_secret_q&redirect_status=succeeded`;

    // The confirmation fails: 'Payment Error', and the form is back.
    await page.goto(back);
    await expect(page.getByText('Payment Error')).toBeVisible();
    await expect(
      page.getByText('There was an error processing your payment. Please try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/checkout/${project.projectId}\\?clientSecret=pi_ret_secret_q$`),
    );

    answer.current = json(200, { success: true, project: { id: 1, projectId: project.projectId } });
    await page.goto(back);
    await expect(
      page.getByRole('heading', { name: 'Congratulations! You now have Full Access' }),
    ).toBeVisible();
    await expect(page.getByText('Payment Successful!')).toBeVisible();
    const expected = {
      paymentIntentId: 'pi_ret',
      ownerEmail: 'maya@example.com',
      couponCode: 'HALF',
    };
    expect(bodies).toEqual([expected, expected]);
    await context.close();
  });

  test('a failed redirect says Payment Failed and leaves the form', async ({ browser }) => {
    const { page, context } = await newClient(browser);
    await blockStripe(page);
    const project = await createItinerary(context, 'Declined Trip');
    await page.goto(
      `/checkout/${project.projectId}?payment_intent=pi_no&payment_intent_client_secret=pi_no_secret_q&redirect_status=failed`,
    );
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
    await context.close();
  });
});

test('an itinerary that already has full access shows its codes instead of a payment form', async ({
  browser,
}) => {
  const { page, context } = await newClient(browser);
  const project = await createItinerary(context, 'Already Paid Trip');
  await markPaid(project.projectId);
  await page.goto(`/checkout/${project.projectId}`);
  await expect(
    page.getByRole('heading', { name: 'This itinerary already has Full Access' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toHaveCount(0);
  await context.close();
});
