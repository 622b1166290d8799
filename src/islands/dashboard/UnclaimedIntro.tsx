/** The Unclaimed tab's heading card: what the tab is for and the forwarding address to send confirmations to. */
import type { AuthUserView, ForwardingAddressView } from '../../lib/types';
import { CopyButton } from '../../ui/CopyButton';

type Props = { user: AuthUserView; forwarding: ForwardingAddressView };

export function UnclaimedIntro({ user, forwarding }: Props) {
  return (
    <div className="card mb-6 bg-gradient-to-br from-brand-50 to-pink-50 p-5 sm:p-6">
      <h2 id="unclaimed-heading" className="text-xl font-bold tracking-tight">
        Unclaimed Events
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Forward flight, hotel and restaurant confirmations to your forwarding mailbox. We read them and the events wait here
        until you send them to an itinerary.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <code className="min-w-0 rounded-xl border border-brand-200 bg-white px-3 py-2 font-mono text-sm break-all text-brand-800">
          {forwarding.address}
        </code>
        <CopyButton value={forwarding.address} label="Copy forwarding address" />
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        This address is yours alone: keep it private (you can change it in Settings). Mail from {user.email} to{' '}
        <span className="font-mono break-all">{forwarding.sharedAddress}</span> works too.
      </p>
    </div>
  );
}
