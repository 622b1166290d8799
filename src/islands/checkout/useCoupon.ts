/**
 * The checkout's optional coupon (docs/product.md#payments-and-coupons): applied on Enter (an
 * empty code is ignored), checked by the server, and forgotten when the field is cleared, which
 * also restores the original client secret. A check that returns after the field changed is
 * ignored.
 */
import { useRef, useState } from 'react';
import { formatCents, paymentIntentIdFromSecret } from '../../lib/checkout';
import { checkField, validateCouponSchema } from '../../lib/schemas';
import { startUpgrade, validateCoupon } from './checkout-requests';

export type CouponState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | {
      status: 'applied';
      code: string;
      discountAmount: number;
      finalAmount: number;
      freeUpgrade: boolean;
    }
  | { status: 'invalid'; code: string; message: string };

export function couponMessage(state: CouponState, currency: string): string {
  if (state.status === 'checking') return 'Checking coupon...';
  if (state.status === 'invalid') return state.message;
  if (state.status === 'applied') {
    return `Coupon applied! Save ${formatCents(state.discountAmount, currency)}`;
  }
  return '';
}

type Options = {
  projectId: string;
  /** Extra fields for the check (the buyer's email), or null to refuse it (a bad email). */
  beforeCheck: () => { ownerEmail?: string } | null;
  originalClientSecret: string | null;
  clientSecret: string | null;
  setClientSecret: (secret: string | null) => void;
  onFreeUpgrade: () => void;
  /** The server asks for the buyer's email before a free upgrade: the email field says so. */
  onEmailRequired: () => void;
};

export function useCoupon({
  projectId,
  beforeCheck,
  originalClientSecret,
  clientSecret,
  setClientSecret,
  onFreeUpgrade,
  onEmailRequired,
}: Options) {
  const [text, setText] = useState('');
  const [state, setState] = useState<CouponState>({ status: 'idle' });
  const latest = useRef(0);

  function change(value: string) {
    setText(value);
    if (value.trim() === '' && state.status !== 'idle') {
      latest.current++;
      const discounted = state.status === 'applied' && !state.freeUpgrade;
      setState({ status: 'idle' });
      setClientSecret(originalClientSecret);
      // The server lowered the PaymentIntent's amount for the coupon: starting the upgrade again
      // puts it back to the full price (the same intent), so the card is never charged the
      // discount of a coupon the buyer removed.
      if (discounted && originalClientSecret) {
        void startUpgrade(projectId).then((outcome) => {
          if (outcome.kind === 'started' && outcome.clientSecret) setClientSecret(outcome.clientSecret);
        });
      }
    }
  }

  async function apply() {
    const code = text.trim();
    if (!code || state.status === 'checking') return;
    // The coupon endpoint's own rule for a code: one it would refuse is not sent.
    const checked = checkField(validateCouponSchema.shape.couponCode, code);
    if (!checked.ok) {
      latest.current++;
      setState({ status: 'invalid', code, message: checked.message });
      return;
    }
    const extra = beforeCheck();
    if (!extra) return;
    const request = ++latest.current;
    setState({ status: 'checking', code });
    const outcome = await validateCoupon({
      couponCode: code,
      paymentIntentId: paymentIntentIdFromSecret(clientSecret),
      projectId,
      ...extra,
    });
    if (request !== latest.current) return;
    if (outcome.kind === 'email-required') {
      setState({ status: 'idle' });
      onEmailRequired();
      return;
    }
    if (outcome.kind === 'invalid') {
      setState({ status: 'invalid', code, message: outcome.message });
      return;
    }
    setState({
      status: 'applied',
      code,
      discountAmount: outcome.discountAmount,
      finalAmount: outcome.finalAmount,
      freeUpgrade: outcome.freeUpgrade,
    });
    if (outcome.freeUpgrade) onFreeUpgrade();
    else if (outcome.newClientSecret) setClientSecret(outcome.newClientSecret);
  }

  return {
    text,
    state,
    change,
    apply,
    checking: state.status === 'checking',
    appliedCode: state.status === 'applied' ? state.code : undefined,
  };
}
