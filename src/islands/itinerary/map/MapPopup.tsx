import type { ReactNode } from 'react';
import { formatEventDate, formatEventTimes } from '@/lib/display';
import type { EventView } from '@/lib/types';
import { MapsLink } from '../event-parts';
import { useReaderFormat } from '@/ui/reader-format';

type Props = { event: EventView; number: number; timeZone: string };

/**
 * The info window of a marker: title, date and time in the itinerary's zone,
 * location, attendees and the description clamped to three lines.
 */
export function MapPopup({ event, number, timeZone }: Props) {
  const format = useReaderFormat();
  return (
    <div className="w-full text-sm text-ink">
      <div className="text-[11px] font-bold tracking-wider text-[var(--theme-primary-text)] uppercase">Stop {number}</div>
      {/* In the map, which comes before the list of stops: a part of the tab of its own. */}
      <h2 className="mt-0.5 text-base leading-snug font-bold tracking-tight text-ink">{event.title}</h2>
      <div className="mt-1 font-medium text-ink-soft">
        <time dateTime={event.datetime}>
          {formatEventDate(event.datetime, timeZone, format)}
          <br />
          {formatEventTimes(event, timeZone, format)}
        </time>
      </div>
      {(event.location || event.attendees) && (
      <dl className="mt-2.5 space-y-1.5 border-t border-black/5 pt-2.5">
        {event.location && (
          <Row label="Location">
            <MapsLink location={event.location} />
          </Row>
        )}
        {event.attendees && <Row label="People">{event.attendees}</Row>}
      </dl>
      )}
      {event.description && <div className="mt-2.5 line-clamp-3 text-ink-soft">{event.description}</div>}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-[11px] font-bold tracking-wider text-ink-muted uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
