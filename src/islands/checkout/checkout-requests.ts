/**
 * The checkout's payment calls, each turned into an outcome the UI can show without knowing
 * about HTTP: start the upgrade, check a coupon, confirm a payment.
 */
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  CHECKOUT_TEXT,
  type ConfirmPaymentBody,
  type CouponResponse,
  type UpgradeResponse,
} from '../../lib/checkout';

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export type UpgradeOutcome =
  | { kind: 'started'; clientSecret: string | null }
  | { kind: 'already-paid'; message: string }
  | { kind: 'failed'; message: string | null };

/** `POST /upgrade`: a client secret, null when Stripe is not configured. */
export async function startUpgrade(projectId: string): Promise<UpgradeOutcome> {
  try {
    const res = await apiRequest<UpgradeResponse>('POST', `${projectPath(projectId)}/upgrade`);
    return { kind: 'started', clientSecret: res.clientSecret ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.data?.code === 'ALREADY_PAID') {
      return { kind: 'already-paid', message: error.data.message ?? CHECKOUT_TEXT.alreadyPaid };
    }
    // A refusal (4xx) or the payment provider failing (502) says why; a crash (500) or a
    // dropped connection gets the checkout's own words (CHECKOUT_TEXT).
    const explained = error instanceof ApiError && (error.status < 500 || error.status === 502);
    const message = explained ? (error.data?.message ?? null) : null;
    return { kind: 'failed', message };
  }
}

/** Where checkout goes after a started upgrade (`?clientSecret=…`). */
export function checkoutUrl(projectId: string, clientSecret: string | null): string {
  const path = `/checkout/${encodeURIComponent(projectId)}`;
  return clientSecret ? `${path}?clientSecret=${encodeURIComponent(clientSecret)}` : path;
}

export type CouponOutcome =
  | {
      kind: 'applied';
      discountAmount: number;
      finalAmount: number;
      freeUpgrade: boolean;
      newClientSecret: string | null;
    }
  | { kind: 'invalid'; message: string }
  // The coupon would complete the upgrade, and the itinerary has no email for the access codes yet.
  | { kind: 'email-required' };

/** `POST /api/validate-coupon`. */
export async function validateCoupon(input: {
  couponCode: string;
  paymentIntentId: string | null;
  projectId: string;
  /** A free upgrade has no confirm-payment: the server saves the email with it. */
  ownerEmail?: string;
}): Promise<CouponOutcome> {
  try {
    const res = await apiRequest<CouponResponse>('POST', '/api/validate-coupon', input);
    if (!res.success)
      return { kind: 'invalid', message: res.message || CHECKOUT_TEXT.invalidCoupon };
    return {
      kind: 'applied',
      discountAmount: res.discountAmount,
      finalAmount: res.finalAmount,
      freeUpgrade: res.freeUpgrade,
      newClientSecret: res.newClientSecret ?? null,
    };
  } catch (error) {
    // The server refused the code: its reason (expired, used up) or 'Invalid coupon code'.
    if (error instanceof ApiError && error.status < 500) {
      if (error.data?.code === 'EMAIL_REQUIRED') return { kind: 'email-required' };
      return { kind: 'invalid', message: error.data?.message || CHECKOUT_TEXT.invalidCoupon };
    }
    return { kind: 'invalid', message: CHECKOUT_TEXT.couponNetwork };
  }
}

/** `POST /confirm-payment` after the card was charged: the server checks with Stripe. */
export async function confirmPayment(projectId: string, body: ConfirmPaymentBody): Promise<void> {
  await apiRequest('POST', `${projectPath(projectId)}/confirm-payment`, body);
}
