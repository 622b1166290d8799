/**
 * Coupons. Stripe coupons do not apply to PaymentIntents, so the discount is computed
 * here and the PaymentIntent's amount is set from it: never from what the browser sends.
 *
 * A discount that leaves less than Stripe's minimum charge (but more than nothing) is settled as
 * a free upgrade: Stripe would refuse the charge, and refusing a coupon the buyer was given would
 * be worse than waiving a few cents.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { coupons } from '../../../db/schema';
import { STRIPE_MINIMUM_CHARGE_CENTS } from '../../lib/limits';
import { COUPON_MESSAGES } from '../../lib/messages';
import { HttpError } from '../http/errors';

export type CouponTerms = { percentOff: number | null; amountOff: number | null };
export type Coupon = typeof coupons.$inferSelect;

export type PriceAfterCoupon = { discountAmount: number; finalAmount: number; freeUpgrade: boolean };

/** Codes are matched without regard to case or surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Percent off is rounded to the nearest cent; a discount never exceeds the price. */
export function discountFor(price: number, coupon: CouponTerms): number {
  const raw =
    coupon.percentOff !== null ? Math.round((price * coupon.percentOff) / 100) : (coupon.amountOff ?? 0);
  return Math.min(price, Math.max(0, raw));
}

/** What the buyer pays with this coupon; below Stripe's minimum but above zero counts as free. */
export function priceAfterCoupon(price: number, coupon: CouponTerms): PriceAfterCoupon {
  const discount = discountFor(price, coupon);
  const remaining = price - discount;
  if (remaining < STRIPE_MINIMUM_CHARGE_CENTS) return { discountAmount: price, finalAmount: 0, freeUpgrade: true };
  return { discountAmount: discount, finalAmount: remaining, freeUpgrade: false };
}

/** Why a coupon cannot be used now, or null when it can. */
export function couponProblem(coupon: Coupon | undefined, now = Date.now()): string | null {
  if (!coupon || !coupon.active) return COUPON_MESSAGES.invalid;
  if (coupon.percentOff === null && coupon.amountOff === null) return COUPON_MESSAGES.invalid;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return COUPON_MESSAGES.expired;
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) return COUPON_MESSAGES.usedUp;
  return null;
}

export async function findCoupon(handle: DatabaseHandle, code: string): Promise<Coupon | undefined> {
  return handle.db.query.coupons.findFirst({ where: eq(coupons.code, normalizeCouponCode(code)) });
}

/** The coupon, if it may be used now; a 400 with the precise reason otherwise. */
export async function requireUsableCoupon(handle: DatabaseHandle, code: string): Promise<Coupon> {
  const coupon = await findCoupon(handle, code);
  const problem = couponProblem(coupon);
  if (problem || !coupon) throw new HttpError(400, problem ?? COUPON_MESSAGES.invalid, 'INVALID_COUPON', { success: false });
  return coupon;
}

/**
 * SQL that counts one redemption only while the coupon is still usable, so concurrent free
 * upgrades never go past max_redemptions (the check and the count are one statement).
 */
export const REDEEM_IF_USABLE_SQL =
  'UPDATE coupons SET times_redeemed = times_redeemed + 1 WHERE id = ? AND active = 1 ' +
  'AND (max_redemptions IS NULL OR times_redeemed < max_redemptions) AND (expires_at IS NULL OR expires_at > ?)';

/** A paid (partial) discount is counted when the money arrives, whatever the limit says by then. */
export const REDEEM_PAID_SQL = 'UPDATE coupons SET times_redeemed = times_redeemed + 1 WHERE code = ?';
