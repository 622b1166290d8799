/**
 * The checkout's email for the access codes (asked when the itinerary has no owner email):
 * optional for a coupon check, but one that is typed must be valid; required to pay, and for a
 * coupon that completes the upgrade (the server answers EMAIL_REQUIRED without one). A bad one
 * shows its message on the field and in a toast, and takes the focus.
 */
import { useState } from 'react';
import { checkCheckoutEmail } from '@/lib/checkout';
import { toastProblem } from '@/stores/toast';

export const CHECKOUT_EMAIL_ID = 'checkout-email';

export function useCheckoutEmail(needsEmail: boolean) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function change(value: string) {
    setEmail(value);
    setError(null);
  }

  /** Checks the email; a bad one is reported. */
  function accept(): boolean {
    const problem = checkCheckoutEmail(email);
    if (!problem) return true;
    setError(problem.message);
    toastProblem(problem.title, problem.message);
    document.getElementById(CHECKOUT_EMAIL_ID)?.focus();
    return false;
  }

  /** What a coupon check sends: the email when one is typed, null when it is bad. */
  function forCoupon(): { ownerEmail?: string } | null {
    if (!needsEmail || !email.trim()) return {};
    if (!accept()) return null;
    return { ownerEmail: email.trim() };
  }

  return { email, error, change, accept, forCoupon };
}

export type CheckoutEmail = ReturnType<typeof useCheckoutEmail>;
