import type { ReactNode } from 'react';
import { formatEventDate, formatEventTime, mapsSearchUrl } from '../../lib/display';
import type { EventView } from '../../lib/types';

type Props = {
  event: EventView;
  timeZone: string;
  past?: boolean;
  /** Where this event's .ics downloads from (guests with a grant; not on the preview). */
  icsHref?: string | undefined;
};

function Detail({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm sm:flex-row sm:gap-3">
      <dt className="flex shrink-0 items-center gap-1.5 font-semibold text-ink-soft sm:w-32">
        <span aria-hidden="true" className="text-[var(--theme-primary-text)]">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1 break-words pl-[22px] text-ink sm:pl-0">{children}</dd>
    </div>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'h-4 w-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};
const PinIcon = () => (
  <svg {...iconProps}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" /><circle cx="12" cy="9.5" r="2.5" /></svg>
);
const PeopleIcon = () => (
  <svg {...iconProps}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M21.5 20a6.5 6.5 0 0 0-4-6" /></svg>
);
const SparkleIcon = () => (
  <svg {...iconProps}><path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" /></svg>
);

/** One event of the List tab: time on the left, the details on the right; past ones dimmed. */
export function EventCard({ event, timeZone, past = false, icsHref }: Props) {
  const [time, zone] = splitTime(formatEventTime(event.datetime, timeZone));
  return (
    <article
      className={`event-card flex flex-col overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card sm:flex-row ${past ? 'opacity-60' : ''}`}
      aria-label={event.title}
    >
      <div className="flex shrink-0 items-baseline gap-2 bg-gradient-to-br from-[var(--theme-primary)] to-[var(--theme-secondary)] px-5 py-2.5 text-[var(--theme-on-primary)] sm:w-32 sm:flex-col sm:items-start sm:gap-0.5 sm:py-5">
        <time dateTime={event.datetime} className="text-lg leading-tight font-extrabold tracking-tight">
          {time}
          <span className="sr-only">, {formatEventDate(event.datetime, timeZone)}</span>
        </time>
        <span className="text-xs font-semibold tracking-wide uppercase">{zone}</span>
        {past && <span className="ml-auto text-xs font-semibold sm:ml-0 sm:mt-2">Past</span>}
      </div>
      <div className="min-w-0 flex-1 p-5">
        <h3 className="text-lg leading-snug font-bold tracking-tight text-ink">{event.title}</h3>
        {event.description && <p className="mt-1.5 whitespace-pre-line text-ink-soft">{event.description}</p>}
        {(event.location || event.attendees || event.vibe) && (
          <dl className="mt-4 space-y-2 border-t border-black/5 pt-4">
            {event.location && (
              <Detail label="Location" icon={<PinIcon />}>
                <a
                  href={mapsSearchUrl(event.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-[var(--theme-primary-text)] underline decoration-1 underline-offset-2 hover:decoration-2"
                >
                  {event.location}
                  <span className="sr-only"> (opens maps in a new tab)</span>
                </a>
              </Detail>
            )}
            {event.attendees && (
              <Detail label="People" icon={<PeopleIcon />}>
                {event.attendees}
              </Detail>
            )}
            {event.vibe && (
              <Detail label="Vibe & Style" icon={<SparkleIcon />}>
                {event.vibe}
              </Detail>
            )}
          </dl>
        )}
        {icsHref && !past && (
          <a
            href={icsHref}
            download
            className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4M8 2v4M3 10h18M12 14v4M10 16h4" />
            </svg>
            Add to calendar<span className="sr-only">: {event.title}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** "7:30 PM EDT" → ["7:30 PM", "EDT"] */
function splitTime(text: string): [string, string] {
  const i = text.lastIndexOf(' ');
  return i > 0 ? [text.slice(0, i), text.slice(i + 1)] : [text, ''];
}
