/**
 * The one way an itinerary becomes paid: used by confirm-payment, the Stripe webhook
 * and free coupon upgrades. Everything happens in one write transaction; the payments table's
 * UNIQUE stripe_payment_intent_id makes a second call for the same PaymentIntent (a double
 * confirm, or confirm racing the webhook) record nothing, so only the first one emails the codes.
 */
import type Stripe from 'stripe';
import type { DatabaseHandle } from '../../../db/index';
import { COUPON_MESSAGES } from '../../lib/messages';
import { HttpError, unknownItinerary } from '../http/errors';
import { config } from '../core/config';
import { REDEEM_IF_USABLE_SQL, REDEEM_PAID_SQL } from './coupons';
import { sendAccessCodesEmail } from '../projects/owner';
import { BUMP_VERSIONS_SQL } from '../projects/versions';

export type PaymentMethodType = 'card' | 'apple_pay' | 'google_pay' | 'link' | 'coupon' | 'other';

export type PaymentRecord = {
  projectRowId: number;
  stripePaymentIntentId: string | null;
  amount: number;
  originalAmount: number;
  currency: string;
  status: string;
  paymentMethodType: PaymentMethodType;
  receiptUrl: string | null;
  couponCode: string | null;
};

export type UpgradeOptions = {
  ownerEmail?: string | undefined;
  /** Free upgrades: the coupon whose redemption is counted (only while it is still usable). */
  freeCouponId?: number;
};

export const alreadyPaid = () => new HttpError(409, 'This itinerary already has full access.', 'ALREADY_PAID');

/** An owner email on the product's own domain is a placeholder: checkout asks for an address. */
export function isPlaceholderEmail(email: string | null | undefined, siteUrl = config().SITE_URL): boolean {
  if (!email?.trim()) return true;
  const host = new URL(siteUrl).hostname.replace(/^www\./, '').toLowerCase();
  return email.trim().toLowerCase().endsWith(`@${host}`);
}

const KNOWN_TYPES = new Set<PaymentMethodType>(['card', 'apple_pay', 'google_pay', 'link']);

/** card / apple_pay / google_pay / link / other, from the latest charge (wallets ride on cards). */
export function paymentMethodTypeOf(intent: Stripe.PaymentIntent): PaymentMethodType {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const details = charge?.payment_method_details;
  const wallet = details?.card?.wallet?.type;
  if (wallet === 'apple_pay') return 'apple_pay';
  if (wallet === 'google_pay') return 'google_pay';
  const type = (details?.type ?? intent.payment_method_types[0] ?? 'other') as PaymentMethodType;
  return KNOWN_TYPES.has(type) ? type : 'other';
}

export function receiptUrlOf(intent: Stripe.PaymentIntent): string | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return charge?.receipt_url ?? null;
}

/**
 * Marks the itinerary paid and records the payment, once. Returns whether this call did it
 * (false: this PaymentIntent was already recorded). A free upgrade of an itinerary that is
 * already paid is a 409, and one whose coupon ran out meanwhile a 400.
 */
export async function upgradeProject(
  handle: DatabaseHandle,
  record: PaymentRecord,
  options: UpgradeOptions = {},
): Promise<boolean> {
  const now = Date.now();
  const upgraded = await handle.write(async (db) => {
    const tx = await db.$client.transaction('write');
    try {
      const current = await tx.execute({ sql: 'SELECT is_paid, owner_email FROM projects WHERE id = ?', args: [record.projectRowId] });
      const row = current.rows[0];
      if (!row) throw unknownItinerary();

      if (options.freeCouponId !== undefined) {
        if (Number(row.is_paid)) throw alreadyPaid();
        const redeemed = await tx.execute({ sql: REDEEM_IF_USABLE_SQL, args: [options.freeCouponId, now] });
        if (redeemed.rowsAffected === 0) throw new HttpError(400, COUPON_MESSAGES.usedUp, 'INVALID_COUPON', { success: false });
      }

      const inserted = await tx.execute({
        sql:
          'INSERT INTO payments (project_id, stripe_payment_intent_id, amount, original_amount, currency, status, ' +
          'payment_method_type, receipt_url, coupon_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ' +
          'ON CONFLICT(stripe_payment_intent_id) DO NOTHING',
        args: [
          record.projectRowId,
          record.stripePaymentIntentId,
          record.amount,
          record.originalAmount,
          record.currency,
          record.status,
          record.paymentMethodType,
          record.receiptUrl,
          record.couponCode,
          now,
        ],
      });
      if (inserted.rowsAffected === 0) {
        await tx.rollback();
        return false;
      }
      if (options.freeCouponId === undefined && record.couponCode) {
        await tx.execute({ sql: REDEEM_PAID_SQL, args: [record.couponCode] });
      }
      // The buyer's email replaces only a missing or placeholder one.
      const ownerEmail =
        options.ownerEmail && isPlaceholderEmail(row.owner_email as string | null) ? options.ownerEmail : (row.owner_email as string | null);
      // The Map tab is a Full Access display: the upgrade turns it on (the organiser may turn it off).
      await tx.execute({
        sql: `UPDATE projects SET is_paid = 1, show_map_tab = 1, owner_email = ?, stripe_payment_intent_id = NULL, ${BUMP_VERSIONS_SQL}, updated_at = ? WHERE id = ?`,
        args: [ownerEmail, now, record.projectRowId],
      });
      await tx.commit();
      return true;
    } finally {
      tx.close();
    }
  });
  if (upgraded) await emailCodesAfterUpgrade(handle, record.projectRowId);
  return upgraded;
}

/** The codes go to the owner once, after the upgrade; a mail failure never undoes a payment. */
async function emailCodesAfterUpgrade(handle: DatabaseHandle, projectRowId: number) {
  const project = await handle.db.query.projects.findFirst({ where: (p, { eq }) => eq(p.id, projectRowId) });
  if (!project?.ownerEmail || isPlaceholderEmail(project.ownerEmail)) return;
  try {
    // Typed by the buyer: the mail guard's rules apply, quietly (a payment is never refused).
    const outcome = await sendAccessCodesEmail(handle, project, project.ownerEmail, null, { quiet: true });
    if (!outcome.sent) console.info(`The access codes email after an upgrade was not sent (${outcome.reason}).`);
  } catch (error) {
    console.error('The access codes email after an upgrade could not be sent', error);
  }
}
