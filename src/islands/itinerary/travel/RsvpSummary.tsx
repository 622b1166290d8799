/**
 * An asking event's RSVPs on its card: the counts for everyone, the names and notes for admins,
 * and the button that opens the answer form (loaded when used).
 */
import { lazy, Suspense, useState } from 'react';
import { RSVP_LABELS, rsvpByText, rsvpCountsText, type EventRsvpView } from '@/lib/guest-travel';

const RsvpDialog = lazy(() => import('./RsvpDialog'));

type Props = {
  projectId: string;
  eventId: number;
  title: string;
  rsvp: EventRsvpView;
  /** Names the event asks (its guest list, or everyone's). */
  names: string[];
  admin: boolean;
  timeZone: string;
  reload: () => Promise<void>;
};

export function RsvpSummary({ projectId, eventId, title, rsvp, names, admin, timeZone, reload }: Props) {
  const [open, setOpen] = useState(false);
  const mine = rsvp.answers.filter((a) => a.mine);
  const label = mine.length > 0 ? 'Change RSVP' : 'RSVP';
  // Guests receive only their own answers; anyone else's means an organiser reads this.
  const everyone = (admin || rsvp.answers.length > mine.length) && rsvp.answers.length > 0;
  const by = rsvp.rsvpBy ? rsvpByText(new Date(rsvp.rsvpBy), timeZone) : null;
  return (
    <div className="mt-4 rounded-xl bg-black/[0.03] px-4 py-3" data-rsvp={eventId}>
      <p className="text-sm font-semibold text-ink" data-rsvp-counts>
        {rsvpCountsText(rsvp.counts)}
      </p>
      {by && <p className="text-xs text-ink-soft">{rsvp.closed ? `RSVPs closed on ${by}` : `RSVP by ${by}`}</p>}
      {mine.length > 0 && !everyone && (
        <p className="mt-1 text-sm text-ink-soft">
          {mine.map((a) => `${a.name}: ${RSVP_LABELS[a.status]}${a.plusOnes ? ` +${a.plusOnes}` : ''}`).join(' · ')}
        </p>
      )}
      {everyone && (
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {rsvp.answers.map((a) => (
            <li key={a.name}>
              <span className="font-semibold text-ink">{a.name}</span>: {RSVP_LABELS[a.status]}
              {a.plusOnes > 0 && ` +${a.plusOnes}`}
              {a.note && ` · ${a.note}`}
            </li>
          ))}
        </ul>
      )}
      {!rsvp.closed && (
        <button
          type="button"
          className="btn-secondary mt-3 text-sm noscript:hidden"
          data-queue={`rsvp-${eventId}`}
          aria-label={`${label}: ${title}`}
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <RsvpDialog projectId={projectId} eventId={eventId} title={title} rsvp={rsvp} names={names} onClose={() => setOpen(false)} onSaved={reload} />
        </Suspense>
      )}
    </div>
  );
}
