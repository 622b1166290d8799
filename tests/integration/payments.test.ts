/**
 * The $3 upgrade over real HTTP (POST …/upgrade, checkout, confirm-payment, the webhook): the built server's Stripe
 * SDK talks to a local stand-in for the Stripe API; webhooks are signed with the SDK's own
 * test-header helper. A project is paid only when Stripe says the money is there, exactly once.
 */
import { describe, expect, it } from 'vitest';
import { createItinerary, readItinerary } from '../support/itineraries';
import {
  confirmPayment,
  intentIdOf,
  isPaid,
  listPayments,
  paymentsSuite,
  sendWebhook,
  setOwnerEmail,
  settle,
  startUpgrade,
  STRIPE_KEYS,
} from '../support/payments';

const { suite, standIn, smtp } = await paymentsSuite();

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address)).length;

/** An unpaid itinerary whose admin has started the upgrade: its PaymentIntent id. */
async function startedCheckout(ownerEmail: string | null = null) {
  const it = await createItinerary(suite, { paid: false });
  await setOwnerEmail(suite, it, ownerEmail);
  const { res, data } = await startUpgrade(it.admin, it.projectId);
  expect(res.status).toBe(200);
  return { ...it, intentId: intentIdOf(data.clientSecret ?? '') };
}

const succeededEvent = (id: string, intentId: string) => ({
  id,
  type: 'payment_intent.succeeded',
  data: { object: standIn.intents.get(intentId) as unknown },
});

describe('POST /api/projects/{id}/upgrade', () => {
  it('creates a PaymentIntent for the price with the project in its metadata, and reuses it', async () => {
    const it0 = await createItinerary(suite, { paid: false });
    const first = await startUpgrade(it0.admin, it0.projectId);
    expect(first.res.status).toBe(200);
    expect(first.data).toEqual({ success: true, clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), amount: 300, currency: 'usd' });
    const intent = standIn.intents.get(intentIdOf(first.data.clientSecret ?? ''));
    expect(intent).toMatchObject({ amount: 300, currency: 'usd', status: 'requires_payment_method', metadata: { projectId: it0.projectId } });

    // A second click, or coming back to the checkout later: the same intent, no second charge.
    const again = await startUpgrade(it0.admin, it0.projectId);
    expect(again.data.clientSecret).toBe(first.data.clientSecret);
    const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created.every((r) => r.idempotencyKey)).toBe(true);
  });

  it('starts a new PaymentIntent when the stored one was cancelled', async () => {
    const { admin, projectId, intentId } = await startedCheckout();
    standIn.intents.get(intentId).status = 'canceled';
    const { data } = await startUpgrade(admin, projectId);
    expect(intentIdOf(data.clientSecret ?? '')).not.toBe(intentId);
  });

  it('is for the itinerary’s admin only, and refuses an itinerary that is already paid', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { paid: false });
    expect((await startUpgrade(guest, projectId)).res.status).toBe(403);
    expect((await startUpgrade(suite.browser(), projectId)).res.status).toBe(401);
    const other = await createItinerary(suite, { paid: false });
    expect((await startUpgrade(other.admin, projectId)).res.status).toBe(401);
    expect((await startUpgrade(admin, 'example-wedding')).res.status).toBe(401);

    const paid = await createItinerary(suite, { paid: true });
    const { res, data } = await startUpgrade(paid.admin, paid.projectId);
    expect(res.status).toBe(409);
    expect(data).toEqual({ message: 'This itinerary already has full access.', code: 'ALREADY_PAID' });
  });
});

describe('GET /api/projects/{id}/checkout', () => {
  it('gives the checkout page the project, the price and the publishable key', async () => {
    const it0 = await createItinerary(suite, { name: 'Porto Trip', paid: false });
    const { res, data } = await it0.admin.json('GET', `/api/projects/${it0.projectId}/checkout`);
    expect(res.status).toBe(200);
    expect(data).toEqual({
      project: { projectId: it0.projectId, name: 'Porto Trip', accessCode: it0.accessCode, adminCode: it0.adminCode, isPaid: false, needsEmail: true },
      amount: 300,
      currency: 'usd',
      publishableKey: STRIPE_KEYS.publishable,
    });
    // An address on the product's own domain is a placeholder, a real one is not.
    const host = new URL(suite.server.url).hostname;
    await setOwnerEmail(suite, it0, `owner@${host}`);
    expect((await it0.admin.json<{ project: { needsEmail: boolean } }>('GET', `/api/projects/${it0.projectId}/checkout`)).data.project.needsEmail).toBe(true);
    await setOwnerEmail(suite, it0, 'ana@example.com');
    expect((await it0.admin.json<{ project: { needsEmail: boolean } }>('GET', `/api/projects/${it0.projectId}/checkout`)).data.project.needsEmail).toBe(false);
    expect((await it0.guest.get(`/api/projects/${it0.projectId}/checkout`)).status).toBe(403);
  });
});

describe('POST /api/projects/{id}/confirm-payment', () => {
  it('upgrades after Stripe says the card payment succeeded, records it and emails the codes once', async () => {
    const { admin, projectId, intentId, accessCode } = await startedCheckout('paid-once@example.com');
    standIn.succeed(intentId);

    const { res, data } = await confirmPayment(admin, projectId, { paymentIntentId: intentId });
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true, project: { id: expect.any(Number), projectId } });
    expect(await isPaid(suite, projectId)).toBe(true);
    expect((await readItinerary(admin, projectId)).project.isPaid).toBe(true);

    // Twice (a retried request) and the webhook afterwards: still one payment, one email.
    expect((await confirmPayment(admin, projectId, { paymentIntentId: intentId })).res.status).toBe(200);
    expect((await sendWebhook(suite.server.url, succeededEvent('evt_after_confirm', intentId))).status).toBe(200);
    await settle();
    const payments = await listPayments(admin, projectId);
    expect(payments.res.status).toBe(200);
    expect(payments.data).toEqual([
      {
        id: expect.any(Number),
        amount: 300,
        currency: 'usd',
        status: 'succeeded',
        paymentMethodType: 'card',
        receiptUrl: `https://pay.stripe.com/receipts/test/${intentId}`,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(mailsTo('paid-once@example.com')).toBe(1);
    const mail = smtp.messages.find((m) => m.to.includes('paid-once@example.com'));
    expect(mail?.parsed.text).toContain(accessCode);
  });

  it('refuses a payment that has not succeeded, and nothing changes', async () => {
    const { admin, projectId, intentId } = await startedCheckout();
    const { res, data } = await confirmPayment(admin, projectId, { paymentIntentId: intentId });
    expect(res.status).toBe(400);
    expect(data).toEqual({ message: 'This payment has not been completed.', code: 'PAYMENT_NOT_COMPLETED' });
    expect(await isPaid(suite, projectId)).toBe(false);
    expect((await listPayments(admin, projectId)).data).toEqual([]);
  });

  it('refuses a payment of another amount or currency, or for another itinerary', async () => {
    const cheap = await startedCheckout();
    standIn.intents.get(cheap.intentId).amount = 100;
    standIn.succeed(cheap.intentId);
    const wrongAmount = await confirmPayment(cheap.admin, cheap.projectId, { paymentIntentId: cheap.intentId });
    expect(wrongAmount.res.status).toBe(400);
    expect(wrongAmount.data.code).toBe('PAYMENT_MISMATCH');
    expect(await isPaid(suite, cheap.projectId)).toBe(false);

    const euros = await startedCheckout();
    standIn.intents.get(euros.intentId).currency = 'eur';
    standIn.succeed(euros.intentId);
    expect((await confirmPayment(euros.admin, euros.projectId, { paymentIntentId: euros.intentId })).data.code).toBe('PAYMENT_MISMATCH');

    // Paying for one itinerary does not upgrade another the same person administers.
    const paidFor = await startedCheckout();
    standIn.succeed(paidFor.intentId);
    const other = await createItinerary(suite, { paid: false });
    const mine = await confirmPayment(other.admin, other.projectId, { paymentIntentId: paidFor.intentId });
    expect(mine.res.status).toBe(400);
    expect(mine.data).toEqual({ message: 'This payment is for another itinerary.', code: 'PAYMENT_MISMATCH' });
    expect(await isPaid(suite, other.projectId)).toBe(false);

    const unknown = await confirmPayment(other.admin, other.projectId, { paymentIntentId: 'pi_doesnotexist' });
    expect(unknown.res.status).toBe(400);
    expect(unknown.data).toEqual({ message: 'This payment could not be found.', code: 'PAYMENT_MISMATCH' });
    expect(await isPaid(suite, other.projectId)).toBe(false);
  });

  it('is for the itinerary’s admin only', async () => {
    const { guest, projectId, intentId } = await startedCheckout();
    standIn.succeed(intentId);
    expect((await confirmPayment(guest, projectId, { paymentIntentId: intentId })).res.status).toBe(403);
    expect((await confirmPayment(suite.browser(), projectId, { paymentIntentId: intentId })).res.status).toBe(401);
    expect(await isPaid(suite, projectId)).toBe(false);
    const invalid = await confirmPayment(guest, projectId, { paymentIntentId: 'not-an-intent' });
    expect(invalid.res.status).toBe(400);
  });

  it('saves the buyer’s email when the owner had none and sends the codes there', async () => {
    const { admin, projectId, intentId } = await startedCheckout();
    standIn.succeed(intentId, { type: 'card', wallet: 'apple_pay' });
    const bad = await confirmPayment(admin, projectId, { paymentIntentId: intentId, ownerEmail: 'no-at-sign' });
    expect(bad.data.message).toBe('Please enter a valid email address.');
    expect((await confirmPayment(admin, projectId, { paymentIntentId: intentId, ownerEmail: ' buyer@example.com ' })).res.status).toBe(200);
    await settle();
    expect(mailsTo('buyer@example.com')).toBe(1);
    expect((await listPayments(admin, projectId)).data[0]?.paymentMethodType).toBe('apple_pay');
  });

  it('keeps a real owner email: the buyer’s only replaces a missing one', async () => {
    const { admin, projectId, intentId } = await startedCheckout('real-owner@example.com');
    standIn.succeed(intentId, { type: 'link' });
    await confirmPayment(admin, projectId, { paymentIntentId: intentId, ownerEmail: 'someone-else@example.com' });
    await settle();
    expect(mailsTo('real-owner@example.com')).toBe(1);
    expect(mailsTo('someone-else@example.com')).toBe(0);
    expect((await listPayments(admin, projectId)).data[0]?.paymentMethodType).toBe('link');
  });

  it('racing the webhook records one payment and sends one email', async () => {
    const { admin, projectId, intentId } = await startedCheckout('racer@example.com');
    standIn.succeed(intentId);
    const [confirmed, hooked] = await Promise.all([
      confirmPayment(admin, projectId, { paymentIntentId: intentId }),
      sendWebhook(suite.server.url, succeededEvent('evt_race', intentId)),
    ]);
    expect(confirmed.res.status).toBe(200);
    expect(hooked.status).toBe(200);
    await settle();
    expect((await listPayments(admin, projectId)).data).toHaveLength(1);
    expect(mailsTo('racer@example.com')).toBe(1);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('upgrades a buyer who closed the tab after paying', async () => {
    const { admin, projectId, intentId } = await startedCheckout('closed-tab@example.com');
    standIn.succeed(intentId);
    const { status, body } = await sendWebhook(suite.server.url, succeededEvent('evt_closed_tab', intentId));
    expect(status).toBe(200);
    expect(body).toEqual({ received: true });
    expect(await isPaid(suite, projectId)).toBe(true);
    await settle();
    expect(mailsTo('closed-tab@example.com')).toBe(1);
    expect((await listPayments(admin, projectId)).data).toHaveLength(1);
    // A later checkout click gets the clear answer, not a second charge.
    expect((await startUpgrade(admin, projectId)).res.status).toBe(409);
  });

  it('refuses a bad or stale signature with 400 and changes nothing', async () => {
    const { projectId, intentId } = await startedCheckout();
    standIn.succeed(intentId);
    const badSecret = await sendWebhook(suite.server.url, succeededEvent('evt_bad_sig', intentId), { secret: 'whsec_wrong' });
    expect(badSecret.status).toBe(400);
    const stale = await sendWebhook(suite.server.url, succeededEvent('evt_stale', intentId), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.status).toBe(400);
    const unsigned = await fetch(new URL('/api/stripe/webhook', suite.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect(await isPaid(suite, projectId)).toBe(false);

    // Within the tolerance it is accepted.
    const recent = await sendWebhook(suite.server.url, succeededEvent('evt_recent', intentId), {
      timestamp: Math.floor(Date.now() / 1000) - 240,
    });
    expect(recent.status).toBe(200);
    expect(await isPaid(suite, projectId)).toBe(true);
  });

  it('handles each event id once: a duplicate changes nothing', async () => {
    const { projectId, intentId } = await startedCheckout();
    // Delivered before the money was there (out of order): acknowledged, nothing upgraded.
    expect((await sendWebhook(suite.server.url, succeededEvent('evt_duplicate', intentId))).status).toBe(200);
    expect(await isPaid(suite, projectId)).toBe(false);
    standIn.succeed(intentId);
    const again = await sendWebhook(suite.server.url, succeededEvent('evt_duplicate', intentId));
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await isPaid(suite, projectId)).toBe(false);
  });

  it('answers events it does not handle with 200', async () => {
    const { status } = await sendWebhook(suite.server.url, { id: 'evt_unknown', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(status).toBe(200);
  });
});
