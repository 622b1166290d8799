import { useId, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { ForwardingAddressView } from '../../lib/types';
import { toastError, toastSuccess } from '../../stores/toast';

type Props = { forwarding: ForwardingAddressView; onChange: (next: ForwardingAddressView) => void };

/**
 * Settings: the personal forwarding address and a way to revoke it. A new address is made at once; mail to the old one is refused from then on.
 */
export function ForwardingCard({ forwarding, onChange }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function rotate() {
    if (!window.confirm('Make a new forwarding address? Mail sent to the current one will no longer be accepted.')) return;
    setBusy(true);
    try {
      onChange(await apiRequest<ForwardingAddressView>('POST', '/api/users/forwarding-address/rotate'));
      toastSuccess('New forwarding address', 'Forward confirmations to the new address from now on.');
    } catch (error) {
      toastError(error, 'Failed to make a new forwarding address. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
        Forwarding address
      </h2>
      <p className="mt-2 text-sm text-ink-soft">Confirmations forwarded here become Unclaimed Events. Keep it private.</p>
      <code className="mt-3 block rounded-xl border border-brand-200 bg-white px-3 py-2 font-mono text-sm break-all text-brand-800">
        {forwarding.address}
      </code>
      <button type="button" className="btn-secondary mt-3 px-4" onClick={() => void rotate()} disabled={busy}>
        {busy ? 'Making a new address...' : 'Get a new address'}
      </button>
    </section>
  );
}
