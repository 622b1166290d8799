/**
 * The checkout page's island: order summary, optional email and coupon, Stripe's card form, then
 * the success card. Without Stripe keys the card form is replaced by a notice that payments are
 * not configured, and a coupon that makes the upgrade free still works.
 */
import { CHECKOUT_TEXT, formatCents, type CheckoutData } from '@/lib/checkout';
import { toast } from '@/stores/toast';
import { Toaster } from '@/ui/Toaster';
import { CheckoutEmailField, CheckoutHeading, StripeNote } from './CheckoutParts';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { PaymentArea } from './PaymentArea';
import type { PayPreparation } from './StripePaymentForm';
import { SuccessCard } from './SuccessCard';
import { rememberPending, useCheckoutPayment, type ReturnedPayment } from './useCheckoutPayment';
import { useCheckoutEmail } from './useCheckoutEmail';
import { useCoupon } from './useCoupon';

type Props = {
  data: CheckoutData;
  initialClientSecret: string | null;
  /** Set when Stripe sent the buyer back here after a redirect-based payment method. */
  returned: ReturnedPayment | null;
};

export default function CheckoutApp({ data, initialClientSecret, returned }: Props) {
  const { project, amount, currency, publishableKey } = data;
  const payment = useCheckoutPayment({ data, initialClientSecret, returned });
  const { phase } = payment;
  const email = useCheckoutEmail(project.needsEmail);
  const coupon = useCoupon({
    projectId: project.projectId,
    beforeCheck: email.forCoupon,
    originalClientSecret: payment.originalSecret,
    clientSecret: payment.clientSecret,
    setClientSecret: payment.setClientSecret,
    onFreeUpgrade: payment.freeUpgrade,
    onEmailRequired: () => void email.accept(),
  });

  /** Refused while a coupon check runs; then the email is checked, when one is asked. */
  function preparePayment(): PayPreparation | null {
    if (coupon.checking) {
      toast({ title: CHECKOUT_TEXT.pleaseWaitTitle, description: CHECKOUT_TEXT.couponPending });
      return null;
    }
    const prep: PayPreparation = {};
    if (coupon.appliedCode) prep.couponCode = coupon.appliedCode;
    if (project.needsEmail) {
      if (!email.accept()) return null;
      prep.ownerEmail = email.email.trim();
    }
    rememberPending(project.projectId, prep);
    return prep;
  }

  if (phase === 'success' || phase === 'already-paid') {
    return (
      <>
        <div className="pt-4 sm:pt-8">
          <SuccessCard projectId={project.projectId} accessCode={project.accessCode} adminCode={project.adminCode} name={project.name} alreadyPaid={phase === 'already-paid'} />
        </div>
        <Toaster />
      </>
    );
  }

  const total = coupon.state.status === 'applied' ? coupon.state.finalAmount : amount;
  const busy = phase !== 'form';
  return (
    <>
      <CheckoutHeading projectId={project.projectId} name={project.name} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:order-last">
          <OrderSummary projectName={project.name} amount={amount} currency={currency} coupon={coupon.state} />
        </div>
        <section aria-labelledby="payment-heading" className="card space-y-5 p-6 sm:p-8">
          <h2 id="payment-heading" className="text-lg font-bold">
            Payment details
          </h2>
          {project.needsEmail && <CheckoutEmailField email={email} disabled={busy} />}
          <CouponField value={coupon.text} state={coupon.state} currency={currency} disabled={busy} onChange={coupon.change} onApply={() => void coupon.apply()} />
          <PaymentArea
            phase={phase}
            publishableKey={publishableKey}
            clientSecret={payment.clientSecret}
            projectId={project.projectId}
            payLabel={`Pay ${formatCents(total, currency)}`}
            prepare={preparePayment}
            onPaid={payment.completePayment}
          />
          {Boolean(publishableKey) && <StripeNote />}
        </section>
      </div>
      <Toaster />
    </>
  );
}
