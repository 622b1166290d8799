/**
 * Checkout (payment and upgrade
 * errors): the strings, shapes and small pure rules the checkout page and the paywall share.
 * Isomorphic and free of zod and Stripe, so the itinerary's paywall can import it cheaply.
 */

import { MESSAGES, PAYMENT_MESSAGES } from './messages';
import { checkField, checkoutEmailSchema } from './schemas';

/** What `/checkout/{projectId}` gets from the server (`GET …/checkout`). */
export type CheckoutData = {
  project: {
    projectId: string;
    name: string;
    accessCode: string;
    /** Checkout is for the itinerary's admins, and its success card shows the code that edits. */
    adminCode: string;
    isPaid: boolean;
    needsEmail: boolean;
  };
  /** Cents, before any coupon. */
  amount: number;
  currency: string;
  /** Null when payment processing is not configured. */
  publishableKey: string | null;
};

/** `POST /api/projects/{id}/upgrade` → 200. */
export type UpgradeResponse = {
  success: true;
  clientSecret: string | null;
  configured?: boolean;
  amount: number;
  currency: string;
};

/** What `POST /api/validate-coupon` answers. */
export type CouponResponse = {
  success: boolean;
  discountAmount: number;
  finalAmount: number;
  freeUpgrade: boolean;
  newClientSecret: string | null;
  project?: unknown;
  message?: string;
};

/** `POST /api/projects/{id}/confirm-payment` body. */
export type ConfirmPaymentBody = {
  paymentIntentId: string;
  couponCode?: string;
  ownerEmail?: string;
};

/** The checkout's strings, once. */
export const CHECKOUT_TEXT = {
  notConfigured: PAYMENT_MESSAGES.notConfigured,
  emailRequiredTitle: 'Email Required',
  emailRequired: PAYMENT_MESSAGES.emailRequired,
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: MESSAGES.invalidEmail,
  pleaseWaitTitle: 'Please Wait',
  couponPending: 'Coupon validation in progress. Please wait.',
  invalidCoupon: MESSAGES.invalidCoupon,
  couponNetwork: 'Failed to validate coupon',
  freeUpgradeTitle: 'Free Upgrade!',
  freeUpgrade: 'Your coupon covers the full price. Unlocking full access...',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedFallback: 'Please try again.',
  paymentErrorTitle: 'Payment Error',
  paymentError: PAYMENT_MESSAGES.providerError,
  paymentSuccessTitle: 'Payment Successful!',
  paymentSuccess: 'Your itinerary now has full access.',
  // Starting the upgrade failed.
  initiateFailedTitle: 'Error',
  initiateFailed: PAYMENT_MESSAGES.upgradeFailed,
  startFailedTitle: 'Upgrade Error',
  startFailed: 'Failed to start upgrade process. Please try again.',
  alreadyPaidTitle: 'Already upgraded',
  alreadyPaid: 'This itinerary already has full access.',
} as const;

/** What full access unlocks, listed on the paywall and at checkout. */
export const FULL_ACCESS_FEATURES = [
  'Custom colors, fonts and themes',
  'Image uploads',
  'Print-friendly export',
  'Custom access and admin codes',
  'Share links',
  'FAQs for your guests',
  'A map of every place',
  'Unlimited events',
] as const;

/** Amounts are cents, shown as dollars with two decimals ("$1.50"). */
export function formatCents(cents: number, currency = 'usd'): string {
  const symbol = currency.toLowerCase() === 'usd' ? '$' : `${currency.toUpperCase()} `;
  return `${symbol}${(cents / 100).toFixed(2)}`;
}

/** The PaymentIntent id is the client secret's part before its secret marker. */
export function paymentIntentIdFromSecret(clientSecret: string | null): string | null {
  if (!clientSecret) return null;
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

/** The checkout's email check: first 'Email Required', then 'Invalid Email'. */
export function checkCheckoutEmail(email: string): { title: string; message: string } | null {
  const trimmed = email.trim();
  if (!trimmed)
    return { title: CHECKOUT_TEXT.emailRequiredTitle, message: CHECKOUT_TEXT.emailRequired };
  // The payment endpoints' own rule for the email, so the form and the server agree.
  if (!checkField(checkoutEmailSchema, trimmed).ok) {
    return { title: CHECKOUT_TEXT.invalidEmailTitle, message: CHECKOUT_TEXT.invalidEmail };
  }
  return null;
}

/** Where checkout sends a buyer's choices across a redirect (3-D Secure, bank pages). */
export const pendingPaymentKey = (projectId: string) => `checkout_pending_${projectId}`;
