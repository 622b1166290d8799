/**
 * Coupons at checkout: discounts computed on
 * the server and written into the PaymentIntent; a full discount upgrades for free (one counted
 * redemption, the intent cancelled, a `coupon` payment of 0); and a server without Stripe.
 */
import { describe, expect, it } from 'vitest';
import { createItinerary, readItinerary } from '../support/itineraries';
import {
  addCoupon,
  confirmPayment,
  intentIdOf,
  isPaid,
  listPayments,
  paymentsSuite,
  settle,
  startUpgrade,
  timesRedeemed,
  validateCoupon,
} from '../support/payments';
import { startStripeStandIn } from '../support/stripe-stand-in.mjs';
import { serverSuite } from '../support/suite';

const { suite, standIn, smtp } = await paymentsSuite();
// A free upgrade of an itinerary without an owner email needs the buyer's.
const BUYER = 'buyer@example.com';
const offline = serverSuite({ TRUST_PROXY: 'true' });
// Stripe configured but unreachable (nothing listens on the stand-in's port once it is closed).
const closedStandIn = await startStripeStandIn();
await closedStandIn.close();
const unreachable = serverSuite({ TRUST_PROXY: 'true', STRIPE_SECRET_KEY: 'sk_test_down', STRIPE_API_URL: closedStandIn.url });

async function startedCheckout(s: typeof suite = suite) {
  const it = await createItinerary(s, { paid: false });
  const { data } = await startUpgrade(it.admin, it.projectId);
  return { ...it, paymentIntentId: data.clientSecret ? intentIdOf(data.clientSecret) : null, clientSecret: data.clientSecret };
}

describe('POST /api/validate-coupon with Stripe', () => {
  it('a percent coupon lowers the PaymentIntent; the redemption counts once the money is there', async () => {
    await addCoupon(suite, 'HALF50', { percentOff: 50 });
    const { admin, projectId, paymentIntentId, clientSecret } = await startedCheckout();
    const { res, data } = await validateCoupon(admin, { couponCode: ' half50 ', paymentIntentId, projectId });
    expect(res.status).toBe(200);
    expect(data).toEqual({
      success: true,
      discountAmount: 150,
      finalAmount: 150,
      freeUpgrade: false,
      newClientSecret: clientSecret,
      project: expect.objectContaining({ projectId, isPaid: false }),
      message: 'Coupon applied! Save $1.50',
    });
    expect(standIn.intents.get(paymentIntentId ?? '')).toMatchObject({ amount: 150, metadata: { projectId, couponCode: 'HALF50' } });
    expect(await timesRedeemed(suite, 'HALF50')).toBe(0);

    standIn.succeed(paymentIntentId ?? '');
    expect((await confirmPayment(admin, projectId, { paymentIntentId, couponCode: 'HALF50' })).res.status).toBe(200);
    expect((await confirmPayment(admin, projectId, { paymentIntentId, couponCode: 'HALF50' })).res.status).toBe(200);
    expect(await timesRedeemed(suite, 'HALF50')).toBe(1);
    expect((await listPayments(admin, projectId)).data).toEqual([expect.objectContaining({ amount: 150, paymentMethodType: 'card' })]);
  });

  it('starting the checkout again restores the full price (clearing a coupon)', async () => {
    await addCoupon(suite, 'HALFAGAIN', { percentOff: 50 });
    const { admin, projectId, paymentIntentId, clientSecret } = await startedCheckout();
    await validateCoupon(admin, { couponCode: 'HALFAGAIN', paymentIntentId, projectId });
    const again = await startUpgrade(admin, projectId);
    expect(again.data).toMatchObject({ clientSecret, amount: 300 });
    expect(standIn.intents.get(paymentIntentId ?? '').amount).toBe(300);
    expect(standIn.intents.get(paymentIntentId ?? '').metadata.couponCode).toBeUndefined();
    // Paying the full price now is accepted: no coupon is on the payment any more.
    standIn.succeed(paymentIntentId ?? '');
    expect((await confirmPayment(admin, projectId, { paymentIntentId })).res.status).toBe(200);
    expect(await timesRedeemed(suite, 'HALFAGAIN')).toBe(0);
  });

  it('an amount coupon takes cents off; the browser never sets the amount', async () => {
    await addCoupon(suite, 'DOLLAR', { amountOff: 100 });
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    const { data } = await validateCoupon(admin, { couponCode: 'DOLLAR', paymentIntentId, projectId, finalAmount: 1 });
    expect(data).toMatchObject({ success: true, discountAmount: 100, finalAmount: 200, freeUpgrade: false });
    expect(standIn.intents.get(paymentIntentId ?? '').amount).toBe(200);
  });

  it('a paid intent whose amount does not match its coupon is refused', async () => {
    await addCoupon(suite, 'QUARTER', { percentOff: 25 });
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    await validateCoupon(admin, { couponCode: 'QUARTER', paymentIntentId, projectId });
    standIn.intents.get(paymentIntentId ?? '').amount = 150;
    standIn.succeed(paymentIntentId ?? '');
    expect((await confirmPayment(admin, projectId, { paymentIntentId })).data.code).toBe('PAYMENT_MISMATCH');
    // A coupon the server did not put on this payment is not accepted either.
    expect((await confirmPayment(admin, projectId, { paymentIntentId, couponCode: 'HALF50' })).data.code).toBe('PAYMENT_MISMATCH');
    expect(await isPaid(suite, projectId)).toBe(false);
  });

  it('refuses unknown, inactive, expired and used-up coupons with the reason', async () => {
    await addCoupon(suite, 'OLD', { percentOff: 10, expiresAt: Date.now() - 1000 });
    await addCoupon(suite, 'GONE', { percentOff: 10, maxRedemptions: 1, timesRedeemed: 1 });
    await addCoupon(suite, 'OFF', { percentOff: 10, active: false });
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    for (const [code, message] of [
      ['NOPE', 'Invalid coupon code'],
      ['OFF', 'Invalid coupon code'],
      ['OLD', 'This coupon has expired.'],
      ['GONE', 'This coupon has reached its redemption limit.'],
    ] as const) {
      const { res, data } = await validateCoupon(admin, { couponCode: code, paymentIntentId, projectId });
      expect(res.status).toBe(400);
      expect(data).toMatchObject({ success: false, message });
    }
    expect(standIn.intents.get(paymentIntentId ?? '').amount).toBe(300);
  });

  it('a full discount upgrades for free: one redemption, the intent cancelled, a coupon payment of 0', async () => {
    await addCoupon(suite, 'FREE100', { percentOff: 100 });
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    expect((await readItinerary(admin, projectId)).project.showMapTab).toBe(false);
    const { res, data } = await validateCoupon(admin, { couponCode: 'FREE100', paymentIntentId, projectId, ownerEmail: BUYER });
    expect(res.status).toBe(200);
    expect(data).toMatchObject({ success: true, discountAmount: 300, finalAmount: 0, freeUpgrade: true, newClientSecret: null });
    expect(data.project).toMatchObject({ projectId, isPaid: true });
    expect(await isPaid(suite, projectId)).toBe(true);
    // Full Access offers the Map tab: the upgrade turns it on.
    expect((await readItinerary(admin, projectId)).project.showMapTab).toBe(true);
    expect(standIn.intents.get(paymentIntentId ?? '').status).toBe('canceled');
    expect(await timesRedeemed(suite, 'FREE100')).toBe(1);
    expect((await listPayments(admin, projectId)).data).toEqual([
      expect.objectContaining({ amount: 0, currency: 'usd', status: 'succeeded', paymentMethodType: 'coupon', receiptUrl: null }),
    ]);
    // Applying it again: already paid, nothing counted twice.
    const again = await validateCoupon(admin, { couponCode: 'FREE100', paymentIntentId, projectId });
    expect(again.res.status).toBe(409);
    expect(await timesRedeemed(suite, 'FREE100')).toBe(1);
  });

  it('a free upgrade of an itinerary without an owner email asks for one first and unlocks nothing', async () => {
    await addCoupon(suite, 'NOMAIL', { percentOff: 100 });
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    const { res, data } = await validateCoupon(admin, { couponCode: 'NOMAIL', paymentIntentId, projectId });
    expect(res.status).toBe(400);
    expect(data).toMatchObject({ code: 'EMAIL_REQUIRED', message: 'Please enter your email to receive access codes.' });
    expect(await isPaid(suite, projectId)).toBe(false);
    expect(await timesRedeemed(suite, 'NOMAIL')).toBe(0);
    // A partial discount still needs no email until the card is charged.
    await addCoupon(suite, 'NOMAILHALF', { percentOff: 50 });
    expect((await validateCoupon(admin, { couponCode: 'NOMAILHALF', paymentIntentId, projectId })).data).toMatchObject({ success: true, freeUpgrade: false });
  });

  it('a free upgrade saves the buyer’s email when the owner had none and sends the codes there once', async () => {
    await addCoupon(suite, 'GIFTED', { percentOff: 100 });
    const { admin, guest, projectId, paymentIntentId, accessCode } = await startedCheckout();
    const { data } = await validateCoupon(admin, { couponCode: 'GIFTED', paymentIntentId, projectId, ownerEmail: 'gifted@example.com' });
    expect(data.freeUpgrade).toBe(true);
    await settle();
    const mails = smtp.messages.filter((m) => m.to.includes('gifted@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.parsed.text).toContain(accessCode);
    // Receipts are for the itinerary's admins.
    expect((await listPayments(guest, projectId)).res.status).toBe(403);
  });

  it('counts every try, so coupon codes cannot be guessed', async () => {
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await validateCoupon(admin, { couponCode: `GUESS${i}`, paymentIntentId, projectId })).res.status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const last = await validateCoupon(admin, { couponCode: 'GUESS10', paymentIntentId, projectId });
    expect(last.res.status).toBe(429);
    expect(last.data.message).toMatch(/^Too many coupon codes were tried\. Please try again in \d+ minutes?\.$/);
  });

  it('less than Stripe’s 50-cent minimum left is settled as a free upgrade', async () => {
    await addCoupon(suite, 'ALMOST', { amountOff: 270 });
    const { admin, projectId, paymentIntentId } = await startedCheckout();
    const { data } = await validateCoupon(admin, { couponCode: 'ALMOST', paymentIntentId, projectId, ownerEmail: BUYER });
    expect(data).toMatchObject({ success: true, discountAmount: 300, finalAmount: 0, freeUpgrade: true });
    expect(await isPaid(suite, projectId)).toBe(true);
  });

  it('concurrent free upgrades never go past max redemptions', async () => {
    await addCoupon(suite, 'TWOFREE', { percentOff: 100, maxRedemptions: 2 });
    const checkouts = await Promise.all([1, 2, 3, 4, 5].map(() => startedCheckout()));
    const answers = await Promise.all(
      checkouts.map((c) => validateCoupon(c.admin, { couponCode: 'TWOFREE', paymentIntentId: c.paymentIntentId, projectId: c.projectId, ownerEmail: BUYER })),
    );
    expect(answers.filter((a) => a.res.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.res.status === 400).every((a) => a.data.message === 'This coupon has reached its redemption limit.')).toBe(true);
    expect(await timesRedeemed(suite, 'TWOFREE')).toBe(2);
    const paid = await Promise.all(checkouts.map((c) => isPaid(suite, c.projectId)));
    expect(paid.filter(Boolean)).toHaveLength(2);
  });

  it('finds the itinerary from the PaymentIntent when no projectId is sent', async () => {
    await addCoupon(suite, 'TENOFF', { percentOff: 10 });
    const { admin, guest, paymentIntentId } = await startedCheckout();
    const { data } = await validateCoupon(admin, { couponCode: 'TENOFF', paymentIntentId });
    expect(data).toMatchObject({ success: true, finalAmount: 270 });
    // A viewer of the itinerary may not apply coupons to its payment.
    expect((await validateCoupon(guest, { couponCode: 'TENOFF', paymentIntentId })).res.status).toBe(403);
    expect((await validateCoupon(admin, { couponCode: '', paymentIntentId })).data.message).toBe('Please enter a coupon code.');
  });
});

describe('without Stripe configured', () => {
  it('upgrade says so, checkout has no key, card confirmation is refused with the not-configured message', async () => {
    const { admin, projectId } = await createItinerary(offline, { paid: false });
    const { res, data } = await startUpgrade(admin, projectId);
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true, clientSecret: null, configured: false, amount: 300, currency: 'usd' });
    const checkout = await admin.json<{ publishableKey: string | null }>('GET', `/api/projects/${projectId}/checkout`);
    expect(checkout.data.publishableKey).toBeNull();
    const confirm = await confirmPayment(admin, projectId, { paymentIntentId: 'pi_123' });
    expect(confirm.res.status).toBe(400);
    expect(confirm.data.message).toBe('Payment processing is not configured. Please contact support.');
  });

  it('a 100% coupon still upgrades; a partial one cannot be paid', async () => {
    await addCoupon(offline, 'FREEOFF', { percentOff: 100 });
    await addCoupon(offline, 'HALFOFF', { percentOff: 50 });
    const { admin, projectId } = await createItinerary(offline, { paid: false });
    const partial = await validateCoupon(admin, { couponCode: 'HALFOFF', paymentIntentId: null, projectId });
    expect(partial.res.status).toBe(400);
    expect(partial.data.message).toBe('Payment processing is not configured. Please contact support.');
    const { res, data } = await validateCoupon(admin, { couponCode: 'FREEOFF', paymentIntentId: null, projectId, ownerEmail: BUYER });
    expect(res.status).toBe(200);
    expect(data).toMatchObject({ success: true, freeUpgrade: true, finalAmount: 0 });
    expect(await isPaid(offline, projectId)).toBe(true);
    expect((await listPayments(admin, projectId)).data).toEqual([expect.objectContaining({ amount: 0, paymentMethodType: 'coupon' })]);
  });
});

describe('with Stripe unreachable', () => {
  it('the upgrade answers with the provider-error messages, and nothing is paid', async () => {
    const { admin, projectId } = await createItinerary(unreachable, { paid: false });
    const { res, data } = await startUpgrade(admin, projectId);
    expect(res.status).toBe(502);
    expect(data).toEqual({ message: 'Failed to initiate upgrade. Please try again.', code: 'PAYMENT_PROVIDER_ERROR' });
    const confirm = await confirmPayment(admin, projectId, { paymentIntentId: 'pi_123' });
    expect(confirm.res.status).toBe(502);
    expect(confirm.data.message).toBe('There was an error processing your payment. Please try again.');
    expect(await isPaid(unreachable, projectId)).toBe(false);
  });
});
