import type { EventView } from '@/lib/types';
import { EventRow } from './EventRow';
import { formatDay } from './calendar-days';
import { dateOrder } from '@/lib/reader-format';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  days: string[];
  byDay: Map<string, EventView[]>;
  today: string;
  timeZone: string;
  /** Absent on the server's calendar (before hydration, or without JavaScript): plain rows. */
  onSelectEvent?: ((event: EventView) => void) | undefined;
  /** Without onSelectEvent: each event's place on the List tab (EventRow's href). */
  eventHref?: ((event: EventView) => string) | undefined;
};

function TodayBadge() {
  return (
    <span className="shrink-0 rounded-full bg-[var(--theme-primary)] px-2 py-0.5 text-xs font-bold text-[var(--theme-on-primary)]">
      Today
    </span>
  );
}

function DayName({ day }: { day: string }) {
  const format = useReaderFormat();
  return (
    <>
      {formatDay(day, 'long', format)}
      {/* The year for screen readers, where the reader's order puts it ("June 14, 2027", "14 June 2027"). */}
      <span className="sr-only">{dateOrder(format) === 'mdy' ? ', ' : ' '}{formatDay(day, 'year', format)}</span>
    </>
  );
}

/**
 * The calendar on phones: every day of the range with its events (time, title,
 * location), or 'No events scheduled'. Empty days take one line, so a week stays short.
 */
export function DayList({ days, byDay, today, timeZone, onSelectEvent, eventHref }: Props) {
  return (
    <ol className="space-y-2.5" aria-label="Days">
      {days.map((day) => {
        const events = byDay.get(day) ?? [];
        const isToday = day === today;
        const headingId = `calendar-day-${day}`;
        const frame = `overflow-hidden rounded-[var(--theme-radius)] border ${
          isToday ? 'border-[var(--theme-primary)] ring-1 ring-[var(--theme-primary)]' : 'border-black/5'
        }`;
        if (events.length === 0) {
          return (
            <li key={day}>
              <section
                aria-labelledby={headingId}
                className={`${frame} flex flex-wrap items-center gap-x-3 gap-y-0.5 bg-white/80 px-4 py-2.5`}
              >
                <h3 id={headingId} className="text-sm font-bold text-ink">
                  <DayName day={day} />
                </h3>
                {isToday && <TodayBadge />}
                <p className="ml-auto text-sm text-ink-soft italic">No events scheduled</p>
              </section>
            </li>
          );
        }
        return (
          <li key={day}>
            <section aria-labelledby={headingId} className={`${frame} bg-white shadow-card`}>
              <div
                className={`flex items-center justify-between gap-2 border-b border-black/5 px-4 py-2.5 ${
                  isToday ? 'bg-[color-mix(in_srgb,var(--theme-primary)_10%,white)]' : 'bg-black/[0.02]'
                }`}
              >
                <h3 id={headingId} className="text-sm font-bold text-ink">
                  <DayName day={day} />
                </h3>
                {isToday && <TodayBadge />}
              </div>
              <ul className="divide-y divide-black/5">
                {events.map((event) => (
                  <li key={event.id}>
                    <EventRow event={event} timeZone={timeZone} onSelect={onSelectEvent} href={eventHref?.(event)} />
                  </li>
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ol>
  );
}
