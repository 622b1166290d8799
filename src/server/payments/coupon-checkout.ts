/**
 * POST /api/validate-coupon. A partial discount
 * changes the PaymentIntent's amount (the redemption is counted when the money arrives); a
 * discount that covers the price upgrades the itinerary now, counts the redemption once, cancels
 * the PaymentIntent and keeps a `coupon` payment of 0 (and, like confirm-payment, saves the
 * buyer's `ownerEmail` when the owner had none, then emails the codes). An itinerary without an owner
 * email is upgraded this way only with the buyer's email (EMAIL_REQUIRED otherwise).
 */
import type { DatabaseHandle } from '../../../db/index';
import { COUPON_CHECKS_PER_HOUR_PER_CLIENT, COUPON_CHECKS_PER_HOUR_PER_PROJECT } from '../../lib/limits';
import { PAYMENT_MESSAGES } from '../../lib/messages';
import type { ValidateCouponInput } from '../../lib/schemas';
import { requireProjectGrant } from '../access/access';
import { normalizeCouponCode, priceAfterCoupon, requireUsableCoupon } from './coupons';
import { HttpError } from '../http/errors';
import { takeAllowance } from '../limits/allowance';
import { alreadyPaid, isPlaceholderEmail, upgradeProject } from './upgrade';
import { callStripe, notConfigured, pricing } from './payments';
import { stripeClient } from './stripe';

export type CouponResult = {
  success: true;
  discountAmount: number;
  finalAmount: number;
  freeUpgrade: boolean;
  newClientSecret: string | null;
  project: { id: number; projectId: string; name: string; accessCode: string; isPaid: boolean };
  message: string;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

const TOO_MANY_TRIES = 'Too many coupon codes were tried.';

export async function validateCoupon(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  client: string,
  input: ValidateCouponInput,
): Promise<CouponResult> {
  // Every try counts (valid or not), per client and per itinerary, so codes cannot be guessed.
  await takeAllowance(handle, `coupon:client:${client}`, COUPON_CHECKS_PER_HOUR_PER_CLIENT, TOO_MANY_TRIES);
  const stripe = stripeClient();
  // The request may name only the PaymentIntent: its metadata then says which itinerary.
  let projectId = input.projectId;
  if (!projectId && input.paymentIntentId && stripe) {
    const intentId = input.paymentIntentId;
    projectId = (await callStripe(() => stripe.paymentIntents.retrieve(intentId))).metadata.projectId;
  }
  if (!projectId) throw new HttpError(400, 'Which itinerary is this coupon for?', 'VALIDATION_FAILED');
  const { project } = await requireProjectGrant(handle, sessionId, projectId, 'admin');
  if (project.isPaid) throw alreadyPaid();
  await takeAllowance(handle, `coupon:project:${project.id}`, COUPON_CHECKS_PER_HOUR_PER_PROJECT, TOO_MANY_TRIES);

  const coupon = await requireUsableCoupon(handle, input.couponCode);
  const { amount: price, currency } = pricing();
  const result = priceAfterCoupon(price, coupon);
  const code = normalizeCouponCode(coupon.code);
  const view = (isPaid: boolean) => ({
    id: project.id,
    projectId: project.projectId,
    name: project.customTitle || project.name,
    accessCode: project.accessCode,
    isPaid,
  });

  if (result.freeUpgrade) {
    // Nothing else follows a free upgrade: without an owner email the codes would reach nobody,
    // so an address is asked for first, as the card form does before it charges.
    if (isPlaceholderEmail(project.ownerEmail) && !input.ownerEmail) {
      throw new HttpError(400, PAYMENT_MESSAGES.emailRequired, 'EMAIL_REQUIRED');
    }
    const intentId = input.paymentIntentId ?? project.stripePaymentIntentId;
    await upgradeProject(
      handle,
      {
        projectRowId: project.id,
        stripePaymentIntentId: null,
        amount: 0,
        originalAmount: price,
        currency,
        status: 'succeeded',
        paymentMethodType: 'coupon',
        receiptUrl: null,
        couponCode: code,
      },
      { freeCouponId: coupon.id, ownerEmail: input.ownerEmail || undefined },
    );
    if (intentId && stripe) {
      // Nothing is owed any more; a cancel that fails leaves an unpaid intent that expires alone.
      await stripe.paymentIntents.cancel(intentId).catch((error: unknown) => {
        console.error('The PaymentIntent of a free upgrade could not be cancelled', error);
      });
    }
    return { success: true, ...result, newClientSecret: null, project: view(true), message: `Coupon applied! Save $${dollars(result.discountAmount)}` };
  }

  if (!stripe) throw notConfigured();
  const intentId = input.paymentIntentId;
  if (!intentId) throw new HttpError(400, 'Start the checkout again to apply this coupon.', 'VALIDATION_FAILED');
  const intent = await callStripe(() => stripe.paymentIntents.retrieve(intentId));
  if (intent.metadata.projectId !== project.projectId) throw new HttpError(400, PAYMENT_MESSAGES.otherProject, 'PAYMENT_MISMATCH');
  if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
    throw new HttpError(400, 'This payment can no longer be changed. Start the checkout again.', 'VALIDATION_FAILED');
  }
  const updated = await callStripe(() =>
    stripe.paymentIntents.update(intentId, { amount: result.finalAmount, metadata: { couponCode: code } }),
  );
  return {
    success: true,
    ...result,
    newClientSecret: updated.client_secret,
    project: view(false),
    message: `Coupon applied! Save $${dollars(result.discountAmount)}`,
  };
}
