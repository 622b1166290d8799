/**
 * The upgrade prompt and paywall: open while `$upgradeFeature` names
 * a blocked feature, whether a ghost upsell or a trial 403 from the server set it. Each open,
 * cancel and upgrade is reported, tagged with the feature.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FULL_ACCESS_PRICE_LABEL } from '../../lib/price';
import { trackEvent } from '../../lib/analytics';
import { CHECKOUT_TEXT, FULL_ACCESS_FEATURES } from '../../lib/checkout';
import { FREE_EVENT_LIMIT } from '../../lib/limits';
import { toast, toastProblem } from '../../stores/toast';
import { $upgradeFeature, closeUpgrade } from '../../stores/upgrade';
import { CheckList } from '@/ui/CheckList';
import { Dialog } from '../../ui/Dialog';
import { checkoutUrl, startUpgrade } from '../checkout/checkout-requests';

function report(name: 'paywall_displayed' | 'paywall_cancel' | 'paywall_upgrade', feature: string, projectId: string) {
  trackEvent(name, { event_category: 'paywall', event_label: feature, project_id: projectId });
}

type Props = {
  projectId: string;
  /** Reloads the itinerary: the server says it already has full access (paid in another tab). */
  onAlreadyPaid?: () => void;
};

export default function UpgradeDialog({ projectId, onAlreadyPaid }: Props) {
  const feature = useStore($upgradeFeature);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (feature) report('paywall_displayed', feature, projectId);
  }, [feature, projectId]);

  function cancel() {
    if (feature) report('paywall_cancel', feature, projectId);
    closeUpgrade();
  }

  // POST …/upgrade, then /checkout/{id}?clientSecret=… (no secret when Stripe is not
  // configured: a coupon can still make it free there).
  async function upgrade() {
    if (!feature || leaving) return;
    report('paywall_upgrade', feature, projectId);
    setLeaving(true);
    const outcome = await startUpgrade(projectId);
    if (outcome.kind === 'started') {
      window.location.assign(checkoutUrl(projectId, outcome.clientSecret));
      return;
    }
    setLeaving(false);
    if (outcome.kind === 'already-paid') {
      closeUpgrade();
      toast({ title: CHECKOUT_TEXT.alreadyPaidTitle, description: outcome.message });
      onAlreadyPaid?.();
      return;
    }
    // A failed start says so; the prompt stays, so trying again is one click away.
    toastProblem(CHECKOUT_TEXT.startFailedTitle, outcome.message ?? CHECKOUT_TEXT.startFailed);
  }

  return (
    <Dialog
      open={feature !== null}
      onClose={cancel}
      size="md"
      title={`Make it yours (${FULL_ACCESS_PRICE_LABEL})`}
      description="Give your guests the full experience: custom colors, fonts, a cover photo, links and a customized access code."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={cancel} disabled={leaving}>
            Maybe Later
          </button>
          <button type="button" className="btn-primary" onClick={() => void upgrade()} disabled={leaving}>
            {leaving ? 'Opening checkout...' : 'Make it mine!'}
          </button>
        </>
      }
    >
      <div className="space-y-5">
        <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <span className="font-semibold">You tried to:</span> {feature}
        </p>
        <div className="flex items-baseline gap-2">
          <span className="text-3xl font-extrabold tracking-tight text-ink">{FULL_ACCESS_PRICE_LABEL}</span>{' '}
          <span className="text-sm font-semibold text-ink-soft">One Time Payment. No Subscriptions.</span>
        </div>
        <div>
          <p className="text-sm font-semibold text-ink">Everything included:</p>
          <CheckList items={FULL_ACCESS_FEATURES} className="mt-2 grid gap-2 text-sm text-ink-soft sm:grid-cols-2" />
          <p className="mt-3 text-xs text-ink-muted">
            Free itineraries hold up to {FREE_EVENT_LIMIT} events.
          </p>
        </div>
      </div>
    </Dialog>
  );
}
