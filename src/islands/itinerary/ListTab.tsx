import { groupByDay, splitEvents } from '../../lib/display';
import type { EventView } from '../../lib/types';
import { EventCard } from './EventCard';

type Props = {
  events: EventView[];
  timeZone: string;
  now: number;
  /** True when the people filter hides events (its own empty state, spec §2). */
  filtered?: boolean;
  /** Replaces 'No Events Yet' (the preview page says 'This itinerary is still being set up'). */
  emptyText?: string | undefined;
  /** Each event's .ics download, when the viewer may have one. */
  eventIcsHref?: ((eventId: number) => string) | undefined;
  /** Admin mode shows each event's private notes. */
  showPrivateNotes?: boolean;
};

type SectionProps = {
  id: string;
  title: string;
  events: EventView[];
  timeZone: string;
  past?: boolean;
  eventIcsHref?: ((eventId: number) => string) | undefined;
  showPrivateNotes?: boolean;
};

function Section({ id, title, events, timeZone, past, eventIcsHref, showPrivateNotes = false }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-sm font-bold tracking-wider text-[var(--page-text)] uppercase">
        {title}
      </h2>
      <div className="space-y-7">
        {groupByDay(events, timeZone).map((day) => (
          <div key={day.key}>
            <h3 className="mb-3 flex items-center gap-3 text-base font-bold text-[var(--page-text)]">
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-[var(--theme-primary)]" aria-hidden="true" />
              {day.label}
            </h3>
            <div className="space-y-3">
              {day.events.map((e) => (
                <EventCard key={e.id} event={e} timeZone={timeZone} past={past ?? false} icsHref={eventIcsHref?.(e.id)} showPrivateNotes={showPrivateNotes} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ListTab({ events, timeZone, now, filtered = false, emptyText, eventIcsHref, showPrivateNotes = false }: Props) {
  if (events.length === 0 && filtered) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-14 text-center">
        <h2 className="text-xl font-bold text-ink">No Events for Selected People</h2>
        <p className="mx-auto mt-2 max-w-sm text-ink-soft">Try choosing someone else, or everyone, in the people filter.</p>
      </div>
    );
  }
  if (events.length === 0) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-14 text-center">
        <h2 className="text-xl font-bold text-ink">{emptyText ?? 'No Events Yet'}</h2>
        <p className="mx-auto mt-2 max-w-sm text-ink-soft">
          The plan is still coming together. Check back soon: this page shows every event your host adds.
        </p>
      </div>
    );
  }
  const { upcoming, past } = splitEvents(events, now);
  return (
    <div className="space-y-10">
      {upcoming.length > 0 && <Section id="upcoming" title="Upcoming" events={upcoming} timeZone={timeZone} eventIcsHref={eventIcsHref} showPrivateNotes={showPrivateNotes} />}
      {past.length > 0 && <Section id="past" title="Past" events={past} timeZone={timeZone} past showPrivateNotes={showPrivateNotes} />}
    </div>
  );
}
