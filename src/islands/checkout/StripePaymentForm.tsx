/**
 * The embedded card form: Stripe's Payment Element and the pay button.
 * Loaded by CheckoutApp only when payments are configured, and Stripe.js itself is imported
 * here on demand, so no other page (and no unconfigured checkout) downloads anything of Stripe.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useState, type SubmitEvent } from 'react';
import { CHECKOUT_TEXT } from '../../lib/checkout';
import { toastProblem } from '../../stores/toast';

export type PayPreparation = { couponCode?: string; ownerEmail?: string };

type Props = {
  publishableKey: string;
  clientSecret: string;
  /** Where a redirect-based payment method comes back to (this page). */
  returnPath: string;
  payLabel: string;
  disabled: boolean;
  /** Checks the page's own fields (email, pending coupon); null refuses the payment. */
  prepare: () => PayPreparation | null;
  onPaid: (paymentIntentId: string, prep: PayPreparation) => Promise<void>;
};

const loaded = new Map<string, Promise<Stripe | null>>();
function loadStripeOnce(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(key));
    loaded.set(key, promise);
  }
  return promise;
}

const APPEARANCE: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#9333ea',
    colorText: '#1f1633',
    borderRadius: '12px',
    fontSizeBase: '16px',
  },
};

export default function StripePaymentForm(props: Props) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadStripeOnce(props.publishableKey).then(
      (s) => live && (s ? setStripe(s) : setFailed(true)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [props.publishableKey]);

  if (failed) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        The card form could not load. Check your connection and reload the page.
      </p>
    );
  }
  if (!stripe) return <FormPlaceholder />;
  // A coupon changes the amount of the same PaymentIntent (same client secret): the pay label
  // carries the amount, so a new amount gets a fresh form that reads it (wallets show it).
  return (
    <Elements
      key={`${props.clientSecret}|${props.payLabel}`}
      stripe={stripe}
      options={{ clientSecret: props.clientSecret, appearance: APPEARANCE }}
    >
      <PayForm {...props} />
    </Elements>
  );
}

function FormPlaceholder() {
  return (
    <div role="status" className="space-y-3" aria-label="Loading the card form">
      <div className="h-12 animate-pulse rounded-xl bg-gray-100" />
      <div className="flex gap-3">
        <div className="h-12 flex-1 animate-pulse rounded-xl bg-gray-100" />
        <div className="h-12 flex-1 animate-pulse rounded-xl bg-gray-100" />
      </div>
    </div>
  );
}

function PayForm({ returnPath, payLabel, disabled, prepare, onPaid }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    const prep = prepare();
    if (!prep) return;
    setBusy(true);
    try {
      // No redirect unless the payment method needs one (then the page confirms on return).
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: new URL(returnPath, window.location.origin).href },
      });
      if (result.error) {
        toastProblem(CHECKOUT_TEXT.paymentFailedTitle, result.error.message || CHECKOUT_TEXT.paymentFailedFallback);
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        toastProblem(CHECKOUT_TEXT.paymentFailedTitle, CHECKOUT_TEXT.paymentFailedFallback);
        return;
      }
      await onPaid(result.paymentIntent.id, prep);
    } catch {
      toastProblem(CHECKOUT_TEXT.paymentErrorTitle, CHECKOUT_TEXT.paymentError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() =>
          toastProblem(CHECKOUT_TEXT.paymentErrorTitle, CHECKOUT_TEXT.paymentError)
        }
      />
      <button
        type="submit"
        className="btn-primary w-full py-3 text-base"
        disabled={disabled || busy || !ready}
      >
        {busy ? 'Processing...' : payLabel}
      </button>
    </form>
  );
}
