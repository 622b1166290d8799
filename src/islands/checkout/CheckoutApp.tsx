/**
 * The checkout page's island: order summary, optional email and coupon, Stripe's card form, then
 * the success card. Without Stripe keys the card form is replaced by a notice that payments are
 * not configured, and a coupon that makes the upgrade free still works.
 */
import { useEffect, useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/browser-storage';
import {
  CHECKOUT_TEXT,
  checkCheckoutEmail,
  formatCents,
  pendingPaymentKey,
  type CheckoutData,
} from '../../lib/checkout';
import { FREE_UPGRADE_REDIRECT_MS } from '../../lib/limits';
import { dismissToast, toast, toastError, toastProblem, toastSuccess } from '../../stores/toast';
import { Toaster } from '../../ui/Toaster';
import { checkoutUrl, confirmPayment, startUpgrade } from './checkout-requests';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { PaymentArea, type CheckoutPhase } from './PaymentArea';
import type { PayPreparation } from './StripePaymentForm';
import { SuccessCard } from './SuccessCard';
import { useCoupon } from './useCoupon';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

/** Long enough to read the toast before the page leaves for home. */
const LEAVE_AFTER_ERROR_MS = 3000;

type Props = {
  data: CheckoutData;
  initialClientSecret: string | null;
  /** Set when Stripe sent the buyer back here after a redirect-based payment method. */
  returned: { paymentIntentId: string; status: string; clientSecret: string | null } | null;
};

type Phase = CheckoutPhase;

export default function CheckoutApp({ data, initialClientSecret, returned }: Props) {
  const { project, amount, currency, publishableKey } = data;
  const configured = Boolean(publishableKey);
  const firstSecret = initialClientSecret ?? returned?.clientSecret ?? null;
  const [phase, setPhase] = useState<Phase>(() =>
    returned
      ? 'confirming'
      : project.isPaid
        ? 'already-paid'
        : configured && !firstSecret
          ? 'starting'
          : 'form',
  );
  const [originalSecret, setOriginalSecret] = useState(firstSecret);
  const [clientSecret, setClientSecret] = useState(firstSecret);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const started = useRef(false);

  const coupon = useCoupon({
    projectId: project.projectId,
    beforeCheck: emailForCoupon,
    originalClientSecret: originalSecret,
    clientSecret,
    setClientSecret,
    onFreeUpgrade: () => {
      setPhase('free-upgrade');
      const unlocking = toast({ title: CHECKOUT_TEXT.freeUpgradeTitle, description: CHECKOUT_TEXT.freeUpgrade });
      // Completes after 2 seconds, without a card; the "Unlocking…" toast goes with the wait, so
      // it never covers the success card.
      window.setTimeout(() => {
        dismissToast(unlocking);
        setPhase('success');
      }, FREE_UPGRADE_REDIRECT_MS);
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (returned) void finishReturnedPayment();
    else if (phase === 'starting') void startPayment();
  }, []);

  // Opened without a payment session (a bookmark, a reload): start one (spec §7 POST /upgrade).
  async function startPayment() {
    const outcome = await startUpgrade(project.projectId);
    if (outcome.kind === 'started') {
      setOriginalSecret(outcome.clientSecret);
      setClientSecret(outcome.clientSecret);
      window.history.replaceState(null, '', checkoutUrl(project.projectId, outcome.clientSecret));
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

  async function finishReturnedPayment() {
    if (!returned) return;
    window.history.replaceState(null, '', checkoutUrl(project.projectId, returned.clientSecret));
    if (returned.status !== 'succeeded') {
      setPhase('form');
      toastProblem(CHECKOUT_TEXT.paymentFailedTitle, CHECKOUT_TEXT.paymentFailedFallback);
      return;
    }
    await completePayment(returned.paymentIntentId, readPending());
  }

  function readPending(): PayPreparation {
    try {
      return JSON.parse(readStorage('session', pendingPaymentKey(project.projectId)) ?? '{}') as PayPreparation;
    } catch {
      return {};
    }
  }

  async function completePayment(paymentIntentId: string, prep: PayPreparation) {
    setPhase('confirming');
    try {
      await confirmPayment(project.projectId, { paymentIntentId, ...prep });
      writeStorage('session', pendingPaymentKey(project.projectId), null);
      setPhase('success');
      toastSuccess(CHECKOUT_TEXT.paymentSuccessTitle, CHECKOUT_TEXT.paymentSuccess);
    } catch (error) {
      setPhase('form');
      toastError(error, CHECKOUT_TEXT.paymentError, CHECKOUT_TEXT.paymentErrorTitle);
    }
  }

  /** An email is optional for a coupon check, but one that is typed must be valid. */
  function emailForCoupon(): { ownerEmail?: string } | null {
    if (!project.needsEmail || !email.trim()) return {};
    if (!acceptEmail()) return null;
    return { ownerEmail: email.trim() };
  }

  /** spec §5 "Checkout": the email's messages, on the field and in a toast. */
  function acceptEmail(): boolean {
    const problem = checkCheckoutEmail(email);
    if (!problem) return true;
    setEmailError(problem.message);
    toastProblem(problem.title, problem.message);
    document.getElementById('checkout-email')?.focus();
    return false;
  }

  /** spec §5 "Checkout": refuse while a coupon check runs, then check the email if one is asked. */
  function preparePayment(): PayPreparation | null {
    if (coupon.checking) {
      toast({ title: CHECKOUT_TEXT.pleaseWaitTitle, description: CHECKOUT_TEXT.couponPending });
      return null;
    }
    const prep: PayPreparation = {};
    if (coupon.appliedCode) prep.couponCode = coupon.appliedCode;
    if (project.needsEmail) {
      if (!acceptEmail()) return null;
      prep.ownerEmail = email.trim();
    }
    // Kept for the return from a bank page, which reloads this page.
    // Through the safe accessors: blocked storage (private mode) must not stop the payment.
    writeStorage('session', pendingPaymentKey(project.projectId), JSON.stringify(prep));
    return prep;
  }

  if (phase === 'success' || phase === 'already-paid') {
    return (
      <>
        <div className="pt-4 sm:pt-8">
          <SuccessCard
            projectId={project.projectId}
            accessCode={project.accessCode}
            name={project.name}
            alreadyPaid={phase === 'already-paid'}
          />
        </div>
        <Toaster />
      </>
    );
  }

  const total = coupon.state.status === 'applied' ? coupon.state.finalAmount : amount;
  const busy = phase !== 'form';
  const backHref = `/project/${encodeURIComponent(project.projectId)}`;

  return (
    <>
      <div className="mb-6 sm:mb-8">
        <a
          href={backHref}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <Icon icon={icons.chevronLeftSolid} />
          Back to Itinerary
        </a>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          Complete Your Purchase
        </h1>
        <p className="mt-2 text-ink-soft">
          Unlock everything for <span className="font-semibold text-ink">{project.name}</span>. One
          payment, no subscription.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:order-last">
          <OrderSummary
            projectName={project.name}
            amount={amount}
            currency={currency}
            coupon={coupon.state}
          />
        </div>
        <section aria-labelledby="payment-heading" className="card space-y-5 p-6 sm:p-8">
          <h2 id="payment-heading" className="text-lg font-bold">
            Payment details
          </h2>
          {/* Sent with the payment, or with a coupon that makes the upgrade free. */}
          {project.needsEmail && (
            <div>
              <label className="label" htmlFor="checkout-email">
                Email for your access codes
              </label>
              <input
                id="checkout-email"
                type="email"
                className="input"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(null);
                }}
                autoComplete="email"
                placeholder="you@example.com"
                disabled={busy}
                aria-invalid={emailError ? true : undefined}
                aria-describedby="checkout-email-hint"
              />
              <p
                id="checkout-email-hint"
                className={`mt-1 text-xs ${emailError ? 'font-medium text-red-700' : 'text-ink-muted'}`}
              >
                {emailError ?? 'We send your project ID, access code and admin code here.'}
              </p>
            </div>
          )}
          <CouponField
            value={coupon.text}
            state={coupon.state}
            currency={currency}
            disabled={busy}
            onChange={coupon.change}
            onApply={() => void coupon.apply()}
          />
          <PaymentArea
            phase={phase}
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            projectId={project.projectId}
            payLabel={`Pay ${formatCents(total, currency)}`}
            prepare={preparePayment}
            onPaid={completePayment}
          />
          {configured && (
            <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
              <Icon icon={icons.lockSolid} className="h-3.5 w-3.5" />
              Payments are processed securely by Stripe. We never see your card.
            </p>
          )}
        </section>
      </div>
      <Toaster />
    </>
  );
}
