/**
 * "From your forwarded confirmations", in the travel form of a signed-in guest: each flight or
 * train they forwarded near this itinerary's dates, added to the board with one tap under the name
 * typed above (docs/product.md#travel-from-forwarded-confirmations). Shows nothing to a guest who
 * is not signed in or has forwarded none.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { boardDayLabel } from '@/lib/guest-travel';
import type { ConfirmationEnd, TravelConfirmations, TravelConfirmationView, TravelKind } from '@/lib/journey-travel';
import type { ReaderFormat } from '@/lib/reader-format';
import { useReaderFormat } from '@/ui/reader-format';
import { formatWallTime } from '@/lib/display';

type Props = {
  projectId: string;
  busy: boolean;
  /** Adds one (the dialog checks the name, sends, and closes on success). */
  onAdd: (confirmation: TravelConfirmationView, kind: TravelKind) => void;
};

const VERB: Record<TravelKind, string> = { arrival: 'Arrives', departure: 'Leaves' };

function endText(kind: TravelKind, end: ConfirmationEnd, format: ReaderFormat) {
  return `${VERB[kind]} ${end.placeCode ?? end.place} · ${boardDayLabel(end.localTime.slice(0, 10), format)}, ${formatWallTime(end.localTime.slice(11, 16), format)}`;
}

export function ConfirmationPicker({ projectId, busy, onAdd }: Props) {
  const format = useReaderFormat();
  const [confirmations, setConfirmations] = useState<TravelConfirmationView[]>([]);
  useEffect(() => {
    let live = true;
    apiRequest<TravelConfirmations>('GET', `/api/projects/${encodeURIComponent(projectId)}/travel/confirmations`)
      .then((found) => live && setConfirmations(found.confirmations))
      // Only an offer: without it the form works as before.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [projectId]);
  if (confirmations.length === 0) return null;
  return (
    <section aria-labelledby="travel-confirmations" className="rounded-2xl bg-black/[0.03] p-4">
      <h3 id="travel-confirmations" className="text-sm font-bold text-ink">
        From your forwarded confirmations
      </h3>
      <ul className="mt-2 space-y-3">
        {confirmations.map((c) => (
          <li key={c.id} className="text-sm">
            <p className="font-semibold text-ink">{c.title}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {(['arrival', 'departure'] as const).map((kind) => {
                const end = c[kind];
                if (!end) return null;
                return (
                  <button
                    key={kind}
                    type="button"
                    disabled={busy}
                    className={`${kind === c.suggested ? 'btn-primary' : 'btn-secondary'} px-3 py-1.5 text-sm`}
                    onClick={() => onAdd(c, kind)}
                  >
                    Add {kind}: {endText(kind, end, format)}
                  </button>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-soft">Added under the name above. You can edit it on the board afterwards.</p>
    </section>
  );
}
