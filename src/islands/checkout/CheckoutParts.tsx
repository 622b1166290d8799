/** The checkout page's pieces around the card form: its heading, the email field, the Stripe note. */
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { CHECKOUT_EMAIL_ID, type CheckoutEmail } from './useCheckoutEmail';

export function CheckoutHeading({ projectId, name }: { projectId: string; name: string }) {
  return (
    <div className="mb-6 sm:mb-8">
      <a
        href={`/project/${encodeURIComponent(projectId)}`}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <Icon icon={icons.chevronLeftSolid} />
        Back to Itinerary
      </a>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
        Complete Your Purchase
      </h1>
      <p className="mt-2 text-ink-soft">
        Unlock everything for <span className="font-semibold text-ink">{name}</span>. One
        payment, no subscription.
      </p>
    </div>
  );
}

/** Sent with the payment, or with a coupon that makes the upgrade free. Its line is the hint, or the error. */
export function CheckoutEmailField({ email, disabled }: { email: CheckoutEmail; disabled: boolean }) {
  return (
    <div>
      <label className="label" htmlFor={CHECKOUT_EMAIL_ID}>
        Email for your access codes
      </label>
      <input
        id={CHECKOUT_EMAIL_ID}
        type="email"
        className="input"
        value={email.email}
        onChange={(e) => email.change(e.target.value)}
        autoComplete="email"
        placeholder="you@example.com"
        disabled={disabled}
        aria-invalid={email.error ? true : undefined}
        aria-describedby="checkout-email-hint"
      />
      <p
        id="checkout-email-hint"
        className={`mt-1 text-xs ${email.error ? 'font-medium text-red-700' : 'text-ink-muted'}`}
      >
        {email.error ?? 'We send your project ID, access code and admin code here.'}
      </p>
    </div>
  );
}

export function StripeNote() {
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
      <Icon icon={icons.lockSolid} className="h-3.5 w-3.5" />
      Payments are processed securely by Stripe. We never see your card.
    </p>
  );
}
