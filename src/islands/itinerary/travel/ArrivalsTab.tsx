/**
 * The Arrivals tab: the guest's own travel, the board (who lands and leaves where, grouped so
 * people can share rides) and "Add my travel". The server renders it whole, so it reads without
 * JavaScript (the guest's own travel too, on the page rendered for their browser); the form and
 * the edit and delete buttons load when a guest uses them. Printed from this tab (its Print
 * button or the browser's), the paper holds the board alone under the itinerary's title.
 */
import { lazy, Suspense, useState } from 'react';
import { groupSummary, type BoardGroup, type TravelEntryView } from '@/lib/arrivals-board';
import { boardDayLabel, OTHER_END, ownTravelText, type GuestTravel } from '@/lib/guest-travel';
import { useReaderFormat } from '@/ui/reader-format';
import { formatWallTime } from '@/lib/display';

const TravelDialog = lazy(() => import('./TravelDialog'));

type Props = {
  projectId: string;
  /** The itinerary's title, for the printed board. */
  title: string;
  /** The people filter, named on the printed board. */
  selected: readonly string[];
  travel: GuestTravel;
  hydrated: boolean;
  /** Names the itinerary's events list, offered in the form. */
  names: string[];
  /** The name a new entry opens with (prefillName in @/lib/guest-travel). */
  defaultName: string;
  reload: (wrote?: string) => Promise<void>;
};

export function ArrivalsTab({ projectId, title, selected, travel, hydrated, names, defaultName, reload }: Props) {
  const format = useReaderFormat();
  // null: closed; 'new'; or the entry being edited.
  const [editing, setEditing] = useState<TravelEntryView | 'new' | null>(null);
  const { board } = travel;
  return (
    <section aria-labelledby="arrivals-heading" className="space-y-6 print:space-y-4 print:text-black">
      <p className="hidden text-[20pt] leading-tight font-bold print:block">{title}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="arrivals-heading" className="text-xl font-bold text-[var(--page-text)] print:text-black">
            Arrivals &amp; departures
          </h2>
          <p className="text-sm text-[var(--page-text)] print:text-black">
            {selected.length > 0 && <span className="hidden print:inline">For {selected.join(', ')}. </span>}
            Who lands when, so you can share rides. Times are in each place’s time zone.
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <button type="button" className="btn-secondary noscript:hidden" data-queue="print-arrivals" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="btn-primary noscript:hidden" data-queue="add-travel" onClick={() => setEditing('new')}>
            Add my travel
          </button>
        </div>
      </div>
      {travel.yours && travel.yours.travel.length > 0 && (
        <YourTravel entries={travel.yours.travel} hydrated={hydrated} onEdit={(entry) => setEditing(entry)} />
      )}
      {!travel.boardShown && (
        <p className="rounded-2xl bg-white/90 px-4 py-3 text-sm text-ink print:hidden">
          The organiser keeps travel private: you see only your own, and organisers see everyone’s.
        </p>
      )}
      {board === null ? (
        <p role="status" className="rounded-3xl bg-white/80 px-6 py-10 text-center text-ink-soft">
          Loading arrivals...
        </p>
      ) : board.length === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-12 text-center">
          <h3 className="text-lg font-bold text-ink">No travel yet</h3>
          <p className="mx-auto mt-2 max-w-sm text-ink-soft">Add when you arrive and leave, and see who lands near the same time.</p>
        </div>
      ) : (
        board.map((day) => (
          <section key={day.date} aria-labelledby={`arrivals-${day.date}`} className="space-y-3">
            <h3 id={`arrivals-${day.date}`} className="flex items-center gap-3 text-base font-bold text-[var(--page-text)] break-after-avoid print:text-black">
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-[var(--theme-primary)]" aria-hidden="true" />
              {boardDayLabel(day.date, format)}
            </h3>
            {day.places.map((place) => (
              <article
                key={`${day.date}-${place.label}`}
                className="rounded-[var(--theme-radius)] border border-black/5 bg-white p-5 shadow-card break-inside-avoid print:rounded-none print:border-black/40 print:p-3 print:shadow-none"
                aria-label={`${place.label} on ${boardDayLabel(day.date, format)}`}
              >
                <h4 className="text-lg font-bold text-ink">
                  {place.label}
                  {place.placeCode && place.place !== place.placeCode && <span className="font-normal text-ink-soft"> · {place.place}</span>}
                </h4>
                <p className="text-xs text-ink-muted">Times in {place.timeZone.replace(/_/g, ' ')}</p>
                {[...place.arrivals, ...place.departures].map((group) => (
                  <Group
                    key={`${group.kind}-${group.from}-${group.entries[0]!.id}`}
                    group={group}
                    label={place.label}
                    hydrated={hydrated}
                    onEdit={(entry) => setEditing(entry)}
                  />
                ))}
              </article>
            ))}
          </section>
        ))
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <TravelDialog
            projectId={projectId}
            names={names}
            entry={editing === 'new' ? undefined : editing}
            defaultName={defaultName}
            onClose={() => setEditing(null)}
            onSaved={reload}
          />
        </Suspense>
      )}
    </section>
  );
}

/** What this browser added, above the board: each journey in a line, with Edit once the page is interactive. */
function YourTravel({ entries, hydrated, onEdit }: { entries: TravelEntryView[]; hydrated: boolean; onEdit: (entry: TravelEntryView) => void }) {
  const format = useReaderFormat();
  return (
    <section aria-labelledby="your-travel-heading" className="rounded-[var(--theme-radius)] border border-black/5 bg-white p-5 shadow-card print:hidden">
      <h3 id="your-travel-heading" className="text-base font-bold text-ink">
        Your travel
      </h3>
      <ul className="mt-2 space-y-2 text-sm text-ink-soft">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-own-travel={entry.id}>
            <span>
              <span className="font-semibold text-ink">{entry.guestName}</span>: {ownTravelText(entry, format)}
            </span>
            {hydrated && entry.canEdit && (
              <button type="button" className="text-sm font-semibold text-[var(--theme-primary-text)] hover:underline" onClick={() => onEdit(entry)}>
                Edit<span className="sr-only"> your {entry.kind}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Group({ group, label, hydrated, onEdit }: { group: BoardGroup; label: string; hydrated: boolean; onEdit: (entry: TravelEntryView) => void }) {
  const format = useReaderFormat();
  return (
    <div className="mt-4 border-t border-black/5 pt-4">
      <p className="font-semibold text-ink">
        <span aria-hidden="true">{group.kind === 'arrival' ? '↘ ' : '↗ '}</span>
        {groupSummary(group, label, (hhmm) => formatWallTime(hhmm, format))}
      </p>
      <ul className="mt-2 space-y-2">
        {group.entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-ink-soft print:text-black">
            <span className="font-mono font-semibold text-ink">{formatWallTime(entry.localTime.slice(11, 16), format)}</span>
            <span className="font-semibold text-ink">{entry.guestName}</span>
            {entry.transportNumber && <span>{entry.transportNumber}</span>}
            {entry.fromPlace && (
              <span>
                {OTHER_END[entry.kind].board} {entry.fromPlace}
              </span>
            )}
            {entry.seatsFree !== null && entry.seatsFree > 0 && (
              <span>
                {entry.seatsFree} {entry.seatsFree === 1 ? 'seat' : 'seats'} free
              </span>
            )}
            {entry.note && <span className="basis-full whitespace-pre-line">{entry.note}</span>}
            {hydrated && entry.canEdit && (
              <button
                type="button"
                className="text-sm font-semibold text-[var(--theme-primary-text)] hover:underline print:hidden"
                onClick={() => onEdit(entry)}
              >
                Edit<span className="sr-only"> {entry.kind} of {entry.guestName}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
