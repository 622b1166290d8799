import type { KeyboardEvent } from 'react';
import { COUPON_CODE_MAX } from '../../lib/limits';
import { couponMessage, type CouponState } from './useCoupon';

type Props = {
  value: string;
  state: CouponState;
  currency: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
};

/** The checkout's optional coupon, applied on Enter or with Apply; status read aloud. */
export function CouponField({
  value,
  state,
  currency,
  disabled = false,
  onChange,
  onApply,
}: Props) {
  const message = couponMessage(state, currency);
  const tone =
    state.status === 'invalid'
      ? 'text-red-700'
      : state.status === 'applied'
        ? 'text-emerald-700'
        : 'text-ink-muted';

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    // Enter applies the coupon and never submits the payment form around it.
    e.preventDefault();
    onApply();
  }

  return (
    <div>
      <label className="label" htmlFor="checkout-coupon">
        Coupon code <span className="font-normal text-ink-muted">(optional)</span>
      </label>
      <div className="flex gap-2">
        <input
          id="checkout-coupon"
          className="input uppercase placeholder:normal-case"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Enter a coupon code"
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={state.status === 'invalid' ? true : undefined}
          aria-describedby="checkout-coupon-status"
        />
        <button
          type="button"
          className="btn-secondary shrink-0 rounded-xl px-4"
          onClick={onApply}
          disabled={disabled || !value.trim() || state.status === 'checking'}
        >
          Apply
        </button>
      </div>
      <p
        id="checkout-coupon-status"
        role="status"
        aria-live="polite"
        className={`mt-1.5 min-h-5 text-sm font-medium ${tone}`}
      >
        {message}
      </p>
    </div>
  );
}
