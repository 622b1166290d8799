import { FULL_ACCESS_PRICE_LABEL } from '../../lib/price';
import { FULL_ACCESS_FEATURES, formatCents } from '../../lib/checkout';
import { CheckList } from '@/ui/CheckList';
import type { CouponState } from './useCoupon';

type Props = { projectName: string; amount: number; currency: string; coupon: CouponState };

/** 'Full Access Itinerary' at $3, one-time, with what it unlocks. */
export function OrderSummary({ projectName, amount, currency, coupon }: Props) {
  const applied = coupon.status === 'applied' ? coupon : null;
  const total = applied ? applied.finalAmount : amount;
  return (
    <section aria-labelledby="order-summary" className="card overflow-hidden">
      <div className="bg-gradient-to-br from-brand-600 to-accent-500 px-6 py-5 text-white">
        <h2 id="order-summary" className="text-lg font-bold">
          Full Access Itinerary
        </h2>
        <p className="mt-0.5 truncate text-sm text-white/90">{projectName}</p>
        <p className="mt-3 flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight">{FULL_ACCESS_PRICE_LABEL}</span>
          <span className="text-sm font-semibold text-white/90">one-time</span>
        </p>
        <p className="text-sm text-white/90">No subscription. Yours to keep.</p>
      </div>
      <div className="space-y-5 px-6 py-5">
        <div>
          <p className="text-sm font-semibold text-ink">What's included</p>
          <CheckList items={FULL_ACCESS_FEATURES} className="mt-2 space-y-2 text-sm text-ink-soft" />
        </div>
        <dl className="space-y-1.5 border-t border-black/5 pt-4 text-sm">
          <div className="flex justify-between text-ink-soft">
            <dt>Full access</dt>
            <dd>{formatCents(amount, currency)}</dd>
          </div>
          {applied && (
            <div className="flex justify-between text-emerald-700">
              <dt>Coupon {applied.code.toUpperCase()}</dt>
              <dd>-{formatCents(applied.discountAmount, currency)}</dd>
            </div>
          )}
          <div className="flex justify-between pt-1 text-base font-bold text-ink">
            <dt>Total today</dt>
            <dd>{formatCents(total, currency)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
