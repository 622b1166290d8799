/**
 * Where the card form goes on the checkout page: Stripe's form when payments are configured, or
 * what stands in its place while starting, confirming, upgrading for free or not configured.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { CHECKOUT_TEXT } from '../../lib/checkout';
import type { PayPreparation } from './StripePaymentForm';

// Stripe's code loads only here, and only when the page can take a card.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

export type CheckoutPhase =
  'form' | 'starting' | 'confirming' | 'free-upgrade' | 'success' | 'already-paid';

type PaymentAreaProps = {
  phase: CheckoutPhase;
  publishableKey: string | null;
  clientSecret: string | null;
  projectId: string;
  payLabel: string;
  prepare: () => PayPreparation | null;
  onPaid: (paymentIntentId: string, prep: PayPreparation) => Promise<void>;
};

/** The card form, or what stands in its place (starting, confirming, free upgrade, not configured). */
export function PaymentArea({
  phase,
  publishableKey,
  clientSecret,
  projectId,
  payLabel,
  prepare,
  onPaid,
}: PaymentAreaProps) {
  if (phase === 'free-upgrade') {
    return (
      <Notice tone="success" busy>
        <strong>Free Upgrade!</strong> Your coupon covers the full price. Unlocking full access...
      </Notice>
    );
  }
  if (phase === 'confirming') return <Notice busy>Confirming your payment...</Notice>;
  if (phase === 'starting') return <Notice busy>Preparing secure checkout...</Notice>;
  if (!publishableKey || !clientSecret) {
    return (
      <Notice tone="warning">
        <span className="block font-semibold">{CHECKOUT_TEXT.notConfigured}</span>
        <span className="mt-1 block">Have a coupon for a free upgrade? Enter it above.</span>
      </Notice>
    );
  }
  return (
    <Suspense fallback={<Notice busy>Loading the card form...</Notice>}>
      <StripePaymentForm
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        returnPath={`/checkout/${encodeURIComponent(projectId)}`}
        payLabel={payLabel}
        disabled={false}
        prepare={prepare}
        onPaid={onPaid}
      />
    </Suspense>
  );
}

function Notice({
  children,
  tone = 'info',
  busy = false,
}: {
  children: ReactNode;
  tone?: 'info' | 'success' | 'warning';
  busy?: boolean;
}) {
  const tones = {
    info: 'bg-brand-50 text-brand-900 ring-brand-100',
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    warning: 'bg-amber-50 text-amber-950 ring-amber-200',
  } as const;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${tones[tone]}`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      <p>{children}</p>
    </div>
  );
}
