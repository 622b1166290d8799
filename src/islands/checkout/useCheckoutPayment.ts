/**
 * The checkout's payment: its phase, the PaymentIntent's client secret (the original one, and
 * the one a coupon may replace it with), starting a payment session when the page has none, and
 * confirming a payment, also after Stripe sent the buyer back from a bank page.
 */
import { useEffect, useRef, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { CHECKOUT_TEXT, pendingPaymentKey, type CheckoutData } from '@/lib/checkout';
import { FREE_UPGRADE_REDIRECT_MS } from '@/lib/limits';
import { dismissToast, toast, toastError, toastProblem, toastSuccess } from '@/stores/toast';
import { checkoutUrl, confirmPayment, startUpgrade } from './checkout-requests';
import type { CheckoutPhase } from './PaymentArea';
import type { PayPreparation } from './StripePaymentForm';

/** Long enough to read the toast before the page leaves for home. */
const LEAVE_AFTER_ERROR_MS = 3000;

/** Set when Stripe sent the buyer back here after a redirect-based payment method. */
export type ReturnedPayment = { paymentIntentId: string; status: string; clientSecret: string | null };

type Options = {
  data: CheckoutData;
  initialClientSecret: string | null;
  returned: ReturnedPayment | null;
};

function openingPhase({ data, initialClientSecret, returned }: Options): CheckoutPhase {
  const firstSecret = initialClientSecret ?? returned?.clientSecret ?? null;
  if (returned) return 'confirming';
  if (data.project.isPaid) return 'already-paid';
  return Boolean(data.publishableKey) && !firstSecret ? 'starting' : 'form';
}

export function useCheckoutPayment(options: Options) {
  const { data, initialClientSecret, returned } = options;
  const projectId = data.project.projectId;
  const firstSecret = initialClientSecret ?? returned?.clientSecret ?? null;
  const [phase, setPhase] = useState<CheckoutPhase>(() => openingPhase(options));
  const [originalSecret, setOriginalSecret] = useState(firstSecret);
  const [clientSecret, setClientSecret] = useState(firstSecret);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (returned) void finishReturnedPayment(returned);
    else if (phase === 'starting') void startPayment();
  }, []);

  // Opened without a payment session (a bookmark, a reload): start one.
  async function startPayment() {
    const outcome = await startUpgrade(projectId);
    if (outcome.kind === 'started') {
      setOriginalSecret(outcome.clientSecret);
      setClientSecret(outcome.clientSecret);
      window.history.replaceState(null, '', checkoutUrl(projectId, outcome.clientSecret));
      setPhase('form');
      return;
    }
    if (outcome.kind === 'already-paid') {
      setPhase('already-paid');
      return;
    }
    toastProblem(CHECKOUT_TEXT.initiateFailedTitle, CHECKOUT_TEXT.initiateFailed);
    window.setTimeout(() => window.location.assign('/'), LEAVE_AFTER_ERROR_MS);
  }

  async function finishReturnedPayment(back: ReturnedPayment) {
    window.history.replaceState(null, '', checkoutUrl(projectId, back.clientSecret));
    if (back.status !== 'succeeded') {
      setPhase('form');
      toastProblem(CHECKOUT_TEXT.paymentFailedTitle, CHECKOUT_TEXT.paymentFailedFallback);
      return;
    }
    await completePayment(back.paymentIntentId, readPending(projectId));
  }

  async function completePayment(paymentIntentId: string, prep: PayPreparation) {
    setPhase('confirming');
    try {
      await confirmPayment(projectId, { paymentIntentId, ...prep });
      writeStorage('session', pendingPaymentKey(projectId), null);
      setPhase('success');
      toastSuccess(CHECKOUT_TEXT.paymentSuccessTitle, CHECKOUT_TEXT.paymentSuccess);
    } catch (error) {
      setPhase('form');
      toastError(error, CHECKOUT_TEXT.paymentError, CHECKOUT_TEXT.paymentErrorTitle);
    }
  }

  /**
   * A coupon made the upgrade free: it completes after FREE_UPGRADE_REDIRECT_MS, without a card;
   * the "Unlocking…" toast goes with the wait, so it never covers the success card.
   */
  function freeUpgrade() {
    setPhase('free-upgrade');
    const unlocking = toast({ title: CHECKOUT_TEXT.freeUpgradeTitle, description: CHECKOUT_TEXT.freeUpgrade });
    window.setTimeout(() => {
      dismissToast(unlocking);
      setPhase('success');
    }, FREE_UPGRADE_REDIRECT_MS);
  }

  return { phase, originalSecret, clientSecret, setClientSecret, completePayment, freeUpgrade };
}

/** The buyer's choices kept across a redirect to a bank page (see `rememberPending`). */
function readPending(projectId: string): PayPreparation {
  try {
    return JSON.parse(readStorage('session', pendingPaymentKey(projectId)) ?? '{}') as PayPreparation;
  } catch {
    return {};
  }
}

/**
 * Kept for the return from a bank page, which reloads this page. Through the safe accessors:
 * blocked storage (private mode) must not stop the payment.
 */
export function rememberPending(projectId: string, prep: PayPreparation): void {
  writeStorage('session', pendingPaymentKey(projectId), JSON.stringify(prep));
}
