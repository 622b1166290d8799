/**
 * The $3 upgrade (docs/product.md#payments-and-coupons): start a checkout (one open PaymentIntent
 * per itinerary, reused), confirm it after Stripe says the money is there, list receipts.
 * Who may do what is decided here; the routes only parse and answer.
 */
import type { CheckoutData } from '../../lib/checkout';
import type { PaymentView } from '../../lib/types';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { DatabaseHandle } from '../../../db/index';
import { payments, projects, type Project, type User } from '../../../db/schema';
import { PAYMENT_MESSAGES } from '../../lib/messages';
import type { ConfirmPaymentInput } from '../../lib/schemas';
import { requireProjectGrant } from '../access/access';
import { findOwnedProject } from '../projects/my-projects';
import { config } from '../core/config';
import { findCoupon, normalizeCouponCode, priceAfterCoupon } from './coupons';
import { HttpError } from '../http/errors';
import { alreadyPaid, isPlaceholderEmail, paymentMethodTypeOf, receiptUrlOf, upgradeProject } from './upgrade';
import { stripeClient } from './stripe';

// Intents a buyer can still pay (or is paying): reused by the next checkout.
const OPEN_STATUSES = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

export function pricing() {
  const cfg = config();
  return { amount: cfg.FULL_ACCESS_PRICE_CENTS, currency: cfg.PAYMENT_CURRENCY };
}

export const notConfigured = () => new HttpError(400, PAYMENT_MESSAGES.notConfigured, 'PAYMENTS_NOT_CONFIGURED');

/** Stripe failures (network, declined API call) become one 502 the checkout can show. */
export async function callStripe<T>(call: () => Promise<T>, message: string = PAYMENT_MESSAGES.providerError): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // An id Stripe does not know (a made-up or foreign PaymentIntent) is the caller's mistake.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new HttpError(400, PAYMENT_MESSAGES.unknownPayment, 'PAYMENT_MISMATCH');
    }
    console.error('Stripe call failed', error);
    throw new HttpError(502, message, 'PAYMENT_PROVIDER_ERROR');
  }
}

export type UpgradeStart = {
  success: true;
  clientSecret: string | null;
  configured?: false;
  amount: number;
  currency: string;
};

/**
 * POST …/upgrade: the PaymentIntent to pay with. The itinerary's open intent is reused (reset to
 * the full price: a coupon is applied again on the checkout page); otherwise a new one is made
 * with an idempotency key derived from the project, price and the intent it replaces, so two
 * clicks at once get the same intent.
 */
export async function startUpgrade(handle: DatabaseHandle, sessionId: string | undefined, projectId: string): Promise<UpgradeStart> {
  const { project } = await requireProjectGrant(handle, sessionId, projectId, 'admin');
  if (project.isPaid) throw alreadyPaid();
  const { amount, currency } = pricing();
  const stripe = stripeClient();
  if (!stripe) return { success: true, clientSecret: null, configured: false, amount, currency };

  const intent = await callStripe(() => openIntentFor(handle, stripe, project), PAYMENT_MESSAGES.upgradeFailed);
  if (intent.status === 'succeeded') {
    // Paid already, the webhook has not arrived yet: settle it now instead of charging again.
    await recordSucceededIntent(handle, project, intent);
    throw alreadyPaid();
  }
  return { success: true, clientSecret: intent.client_secret, amount: intent.amount, currency: intent.currency };
}

async function openIntentFor(handle: DatabaseHandle, stripe: Stripe, project: Project): Promise<Stripe.PaymentIntent> {
  const { amount, currency } = pricing();
  if (project.stripePaymentIntentId) {
    const existing = await stripe.paymentIntents.retrieve(project.stripePaymentIntentId, { expand: ['latest_charge'] });
    if (existing.status === 'succeeded') return existing;
    if (OPEN_STATUSES.has(existing.status) && existing.metadata.projectId === project.projectId && existing.currency === currency) {
      if (existing.status === 'processing' || (existing.amount === amount && !existing.metadata.couponCode)) return existing;
      return stripe.paymentIntents.update(existing.id, { amount, metadata: { couponCode: '' } });
    }
  }
  const created = await stripe.paymentIntents.create(
    {
      amount,
      currency,
      automatic_payment_methods: { enabled: true },
      description: 'Full Access Itinerary',
      metadata: { projectId: project.projectId },
    },
    { idempotencyKey: `upgrade:${project.projectId}:${amount}:${currency}:${project.stripePaymentIntentId ?? 'first'}` },
  );
  await handle.write((db) =>
    db.update(projects).set({ stripePaymentIntentId: created.id }).where(eq(projects.id, project.id)),
  );
  return created;
}

/** The amount a PaymentIntent must carry: the price after the coupon the server put in its metadata. */
async function expectedAmount(handle: DatabaseHandle, couponCode: string | undefined): Promise<number> {
  const { amount } = pricing();
  if (!couponCode) return amount;
  const coupon = await findCoupon(handle, couponCode);
  // The coupon was checked when it was applied; a paid intent keeps its discount even if the
  // coupon expired or ran out while the buyer typed their card number.
  return coupon ? priceAfterCoupon(amount, coupon).finalAmount : amount;
}

/**
 * Checks a PaymentIntent against the itinerary (status, currency, project, amount after the
 * coupon) and, when everything matches, upgrades it once. Used by confirm-payment and the webhook.
 */
export async function recordSucceededIntent(
  handle: DatabaseHandle,
  project: Project,
  intent: Stripe.PaymentIntent,
  ownerEmail?: string,
): Promise<boolean> {
  if (intent.metadata.projectId !== project.projectId) throw new HttpError(400, PAYMENT_MESSAGES.otherProject, 'PAYMENT_MISMATCH');
  if (intent.status !== 'succeeded') throw new HttpError(400, PAYMENT_MESSAGES.notCompleted, 'PAYMENT_NOT_COMPLETED');
  const couponCode = intent.metadata.couponCode ? normalizeCouponCode(intent.metadata.couponCode) : undefined;
  const { amount: price, currency } = pricing();
  if (intent.currency !== currency || intent.amount !== (await expectedAmount(handle, couponCode))) {
    throw new HttpError(400, PAYMENT_MESSAGES.wrongAmount, 'PAYMENT_MISMATCH');
  }
  return upgradeProject(
    handle,
    {
      projectRowId: project.id,
      stripePaymentIntentId: intent.id,
      amount: intent.amount,
      originalAmount: price,
      currency: intent.currency,
      status: intent.status,
      paymentMethodType: paymentMethodTypeOf(intent),
      receiptUrl: receiptUrlOf(intent),
      couponCode: couponCode ?? null,
    },
    { ownerEmail },
  );
}

/** POST …/confirm-payment: asks Stripe whether the money is there, then upgrades (idempotent). */
export async function confirmPayment(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
  input: ConfirmPaymentInput,
) {
  const { project } = await requireProjectGrant(handle, sessionId, projectId, 'admin');
  const stripe = stripeClient();
  if (!stripe) throw notConfigured();
  const intent = await callStripe(() => stripe.paymentIntents.retrieve(input.paymentIntentId, { expand: ['latest_charge'] }));
  if (input.couponCode && normalizeCouponCode(input.couponCode) !== normalizeCouponCode(intent.metadata.couponCode ?? '')) {
    throw new HttpError(400, PAYMENT_MESSAGES.wrongCoupon, 'PAYMENT_MISMATCH');
  }
  await recordSucceededIntent(handle, project, intent, input.ownerEmail || undefined);
  return { success: true as const, project: { id: project.id, projectId: project.projectId } };
}

/**
 * GET …/payments, the itinerary's receipts, newest first: for an admin of the itinerary, or its signed-in owner (the dashboard's 'View
 * Receipts'). Anyone else gets the admin check's answer.
 */
export async function listPayments(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
  user: Pick<User, 'id'> | null = null,
): Promise<PaymentView[]> {
  const owned = user ? await findOwnedProject(handle, user, projectId) : undefined;
  const project = owned ?? (await requireProjectGrant(handle, sessionId, projectId, 'admin')).project;
  const rows = await handle.db.query.payments.findMany({
    where: eq(payments.projectRowId, project.id),
    orderBy: [desc(payments.createdAt), desc(payments.id)],
  });
  return rows.map((p) => ({
    id: p.id,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    paymentMethodType: p.paymentMethodType,
    receiptUrl: p.receiptUrl,
    createdAt: p.createdAt.toISOString(),
  }));
}

/** GET …/checkout, also called by the server-rendered checkout page (admin only). */
export async function loadCheckout(handle: DatabaseHandle, sessionId: string | undefined, projectId: string): Promise<CheckoutData> {
  const { project } = await requireProjectGrant(handle, sessionId, projectId, 'admin');
  const cfg = config();
  return {
    project: {
      projectId: project.projectId,
      name: project.customTitle || project.name,
      accessCode: project.accessCode,
      // An admin's own page: the success card shows the code that edits, so the buyer keeps it.
      adminCode: project.adminCode,
      isPaid: project.isPaid,
      needsEmail: isPlaceholderEmail(project.ownerEmail),
    },
    ...pricing(),
    // Both keys are needed to take a card: without the secret one the page says it is not configured.
    publishableKey: cfg.STRIPE_SECRET_KEY ? (cfg.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}
