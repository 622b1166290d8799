/**
 * An asking event's RSVPs on its card: the counts for everyone, the names and notes for admins,
 * and the buttons that open the answer form (loaded when used): a guest answers or changes their
 * answer (and can take it back) until the RSVP-by date; an organiser also changes or clears
 * anyone's, after the date too.
 */
import { lazy, Suspense, useState } from 'react';
import { RSVP_LABELS, rsvpByText, rsvpCountsText, type EventRsvpView, type RsvpAnswerView } from '@/lib/guest-travel';
import { useReaderFormat } from '@/ui/reader-format';

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
  /** The name a new answer opens with (prefillName in @/lib/guest-travel). */
  defaultName: string;
  reload: (wrote?: string) => Promise<void>;
};

export function RsvpSummary({ projectId, eventId, title, rsvp, names, admin, timeZone, defaultName, reload }: Props) {
  // null: closed; 'new'; or the answer being changed.
  const [editing, setEditing] = useState<RsvpAnswerView | 'new' | null>(null);
  const mine = rsvp.answers.filter((a) => a.mine);
  // Guests receive only their own answers, so anyone else's means an organiser reads this. Each
  // answer is listed with its own Change button, except a guest's single one (the main button).
  const everyone = rsvp.answers.length > 0 && (admin || mine.length > 1 || rsvp.answers.some((a) => !a.mine));
  const single = mine.length === 1 && !everyone ? mine[0] : undefined;
  const label = admin ? 'RSVP for a guest' : single ? 'Change RSVP' : 'RSVP';
  // Guests answer until the RSVP-by date; organisers also after it.
  const canAnswer = !rsvp.closed || admin;
  const format = useReaderFormat();
  const by = rsvp.rsvpBy ? rsvpByText(new Date(rsvp.rsvpBy), timeZone, format) : null;
  return (
    <div className="mt-4 rounded-xl bg-black/[0.03] px-4 py-3" data-rsvp={eventId}>
      <p className="text-sm font-semibold text-ink" data-rsvp-counts>
        {rsvpCountsText(rsvp.counts)}
      </p>
      {by && <p className="text-xs text-ink-soft">{rsvp.closed ? `RSVPs closed on ${by}` : `RSVP by ${by}`}</p>}
      {single && (
        <p className="mt-1 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{single.name}</span>: {RSVP_LABELS[single.status]}
          {single.plusOnes > 0 && ` +${single.plusOnes}`}
        </p>
      )}
      {everyone && (
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {rsvp.answers.map((a) => (
            <li key={a.name} className="flex flex-wrap items-baseline gap-x-2">
              <span>
                <span className="font-semibold text-ink">{a.name}</span>: {RSVP_LABELS[a.status]}
                {a.plusOnes > 0 && ` +${a.plusOnes}`}
                {a.note && ` · ${a.note}`}
              </span>
              {a.canEdit && canAnswer && (
                <button
                  type="button"
                  className="text-sm font-semibold text-[var(--theme-primary-text)] hover:underline noscript:hidden"
                  data-queue={`rsvp-${eventId}-${a.name}`}
                  onClick={() => setEditing(a)}
                >
                  Change<span className="sr-only"> the answer of {a.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canAnswer && (
        <button
          type="button"
          className="btn-secondary mt-3 text-sm noscript:hidden"
          data-queue={`rsvp-${eventId}`}
          aria-label={`${label}: ${title}`}
          onClick={() => setEditing(single ?? 'new')}
        >
          {label}
        </button>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <RsvpDialog
            projectId={projectId}
            eventId={eventId}
            title={title}
            rsvp={rsvp}
            answer={editing === 'new' ? undefined : editing}
            names={names}
            defaultName={defaultName}
            onClose={() => setEditing(null)}
            onSaved={reload}
          />
        </Suspense>
      )}
    </div>
  );
}
