/**
 * Coupon arithmetic and checks: the discount is computed on the server, rounded to the
 * cent, never more than the price, and a remainder below Stripe's 50-cent minimum is free.
 */
import { describe, expect, it } from 'vitest';
import { couponProblem, discountFor, normalizeCouponCode, priceAfterCoupon, type Coupon } from '../../src/server/payments/coupons';
import { COUPON_MESSAGES } from '../../src/lib/messages';

const coupon = (terms: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'TEST',
  percentOff: null,
  amountOff: null,
  maxRedemptions: null,
  timesRedeemed: 0,
  expiresAt: null,
  active: true,
  createdAt: new Date(),
  ...terms,
});

describe('discountFor', () => {
  it('takes a percentage, rounded to the nearest cent', () => {
    expect(discountFor(300, { percentOff: 50, amountOff: null })).toBe(150);
    expect(discountFor(300, { percentOff: 33, amountOff: null })).toBe(99);
    expect(discountFor(299, { percentOff: 50, amountOff: null })).toBe(150);
    expect(discountFor(300, { percentOff: 100, amountOff: null })).toBe(300);
  });

  it('takes a fixed amount, never more than the price', () => {
    expect(discountFor(300, { percentOff: null, amountOff: 100 })).toBe(100);
    expect(discountFor(300, { percentOff: null, amountOff: 1000 })).toBe(300);
    expect(discountFor(300, { percentOff: null, amountOff: null })).toBe(0);
  });
});

describe('priceAfterCoupon', () => {
  it('leaves the rest to pay by card', () => {
    expect(priceAfterCoupon(300, { percentOff: 50, amountOff: null })).toEqual({ discountAmount: 150, finalAmount: 150, freeUpgrade: false });
    expect(priceAfterCoupon(300, { percentOff: null, amountOff: 250 })).toEqual({ discountAmount: 250, finalAmount: 50, freeUpgrade: false });
  });

  it('makes the upgrade free when nothing, or less than Stripe’s 50-cent minimum, is left', () => {
    expect(priceAfterCoupon(300, { percentOff: 100, amountOff: null })).toEqual({ discountAmount: 300, finalAmount: 0, freeUpgrade: true });
    expect(priceAfterCoupon(300, { percentOff: null, amountOff: 251 })).toEqual({ discountAmount: 300, finalAmount: 0, freeUpgrade: true });
    expect(priceAfterCoupon(300, { percentOff: 90, amountOff: null })).toEqual({ discountAmount: 300, finalAmount: 0, freeUpgrade: true });
  });
});

describe('couponProblem', () => {
  const now = Date.UTC(2030, 0, 1);
  it('accepts an active coupon with redemptions left and no or a future expiry', () => {
    expect(couponProblem(coupon({ percentOff: 10 }), now)).toBeNull();
    expect(couponProblem(coupon({ amountOff: 50, maxRedemptions: 2, timesRedeemed: 1, expiresAt: new Date(now + 1) }), now)).toBeNull();
  });

  it('names why a coupon cannot be used', () => {
    expect(couponProblem(undefined, now)).toBe(COUPON_MESSAGES.invalid);
    expect(couponProblem(coupon({ percentOff: 10, active: false }), now)).toBe(COUPON_MESSAGES.invalid);
    expect(couponProblem(coupon({}), now)).toBe(COUPON_MESSAGES.invalid);
    expect(couponProblem(coupon({ percentOff: 10, expiresAt: new Date(now) }), now)).toBe(COUPON_MESSAGES.expired);
    expect(couponProblem(coupon({ percentOff: 10, maxRedemptions: 3, timesRedeemed: 3 }), now)).toBe(COUPON_MESSAGES.usedUp);
  });
});

it('matches codes without regard to case or spaces', () => {
  expect(normalizeCouponCode('  summer50 ')).toBe('SUMMER50');
});
