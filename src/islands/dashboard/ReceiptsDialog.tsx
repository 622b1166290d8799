import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { formatAmount, formatReaderDate, paymentMethodLabel } from '../../lib/dashboard';
import type { MyProjectView, PaymentView } from '../../lib/types';
import { Dialog } from '../../ui/Dialog';
import { useReaderFormat } from '../../ui/reader-format';
import { useReaderTimeZone } from './useReaderTimeZone';

type Props = { open: boolean; project: MyProjectView; onClose: () => void };
type State = { kind: 'loading' } | { kind: 'ready'; payments: PaymentView[] } | { kind: 'error'; message: string };

/** 'View Receipts': the payment records of a paid itinerary. */
export default function ReceiptsDialog({ open, project, onClose }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const zone = useReaderTimeZone();
  const format = useReaderFormat();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ kind: 'loading' });
    apiRequest<PaymentView[]>('GET', `/api/projects/${encodeURIComponent(project.projectId)}/payments`)
      .then((payments) => current && setState({ kind: 'ready', payments }))
      .catch((error: unknown) => current && setState({ kind: 'error', message: errorMessage(error, 'Failed to load receipts. Please try again.') }));
    return () => {
      current = false;
    };
  }, [open, project.projectId]);

  return (
    <Dialog open={open} onClose={onClose} title="Receipts" description={project.name} size="lg">
      {state.kind === 'loading' && (
        <p role="status" className="py-6 text-center text-ink-soft">
          Loading receipts...
        </p>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && state.payments.length === 0 && <p className="py-6 text-center text-ink-soft">No payment records yet.</p>}
      {state.kind === 'ready' && state.payments.length > 0 && (
        <ul className="divide-y divide-black/5 rounded-2xl border border-black/5">
          {state.payments.map((payment) => (
            <li key={payment.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{formatAmount(payment.amount, payment.currency)}</p>
                <p className="text-ink-muted">
                  <time dateTime={payment.createdAt}>{formatReaderDate(payment.createdAt, zone, format)}</time> · {paymentMethodLabel(payment.paymentMethodType)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${
                  payment.status === 'succeeded' ? 'bg-emerald-50 text-emerald-800' : 'bg-gray-100 text-ink-soft'
                }`}
              >
                {payment.status}
              </span>
              {payment.receiptUrl && (
                <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  Receipt<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
