/**
 * Pieces every view of an event shares (list card, calendar dialog, map info window, print): a
 * labelled detail row, the location as a maps search link, and the end under the start's time.
 */
import type { ReactNode } from 'react';
import { mapsSearchUrl } from '../../lib/display';

/**
 * A labelled detail. `inline` puts the label beside the value from the sm breakpoint (list
 * cards); otherwise the label sits above it (dialogs).
 */
export function Detail({ label, icon, inline = false, children }: { label: string; icon: ReactNode; inline?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-0.5 text-sm ${inline ? 'sm:flex-row sm:gap-3' : ''}`}>
      <dt className={`flex shrink-0 items-center gap-1.5 font-semibold text-ink-soft ${inline ? 'sm:w-32' : ''}`}>
        <span className="text-[var(--theme-primary-text)]">{icon}</span>
        {label}
      </dt>
      <dd className={`min-w-0 flex-1 break-words pl-[22px] text-ink ${inline ? 'sm:pl-0' : ''}`}>{children}</dd>
    </div>
  );
}

/** The event's location as a maps search link, opening in a new tab. */
export function MapsLink({ location }: { location: string }) {
  return (
    <a
      href={mapsSearchUrl(location)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-[var(--theme-primary-text)] underline decoration-1 underline-offset-2 hover:decoration-2"
    >
      {location}
      <span className="sr-only"> (opens maps in a new tab)</span>
    </a>
  );
}

/**
 * "– 10:30 PM", "– Mon, Jun 16, 2:30 AM": an event's end on the line under its start time (list
 * cards, the print view, calendar rows), read "until …" by screen readers. The day and the time
 * each stay whole when the column is narrow.
 */
export function EventEnd({ end, endDay, endDatetime, className }: { end: string; endDay: string | null; endDatetime?: string | undefined; className: string }) {
  return (
    <span className={className}>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">– </span>
        <span className="sr-only">until </span>
        {endDay && `${endDay}, `}
      </span>
      {endDay && ' '}
      <time dateTime={endDatetime} className="whitespace-nowrap">
        {end}
      </time>
    </span>
  );
}
