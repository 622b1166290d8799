import type { ReactNode } from 'react';
import { formatEventDate, formatEventTime } from '../../lib/display';
import type { EventView } from '../../lib/types';
import { Detail, MapsLink, PeopleIcon, PinIcon, SparkleIcon } from './event-parts';

type Props = {
  event: EventView;
  timeZone: string;
  past?: boolean;
  /** Where this event's .ics downloads from (guests with a grant; not on the preview). */
  icsHref?: string | undefined;
  /** Admin mode: booking references and the like, which guests never receive. */
  showPrivateNotes?: boolean;
  /** The element id (the list scrolls a saved event into view). */
  id?: string | undefined;
  /** Admin mode: the Edit and Delete buttons. */
  actions?: ReactNode;
};

/** One event of the List tab: time on the left, the details on the right; past ones dimmed. */
export function EventCard({ event, timeZone, past = false, icsHref, showPrivateNotes = false, id, actions }: Props) {
  const [time, zone] = splitTime(formatEventTime(event.datetime, timeZone));
  // Past events are dimmed, but never the admin buttons: they must stay readable (contrast 4.5).
  const dimCard = past && !actions ? 'opacity-60' : '';
  const dimParts = past && actions ? 'opacity-60' : '';
  return (
    <article
      id={id}
      className={`event-card flex scroll-mt-36 scroll-mb-28 flex-col overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card sm:flex-row ${dimCard}`}
      aria-label={event.title}
    >
      <div className={`flex shrink-0 items-baseline gap-2 bg-gradient-to-br from-[var(--theme-primary)] to-[var(--theme-secondary)] px-5 py-2.5 text-[var(--theme-on-primary)] sm:w-32 sm:flex-col sm:items-start sm:gap-0.5 sm:py-5 ${dimParts}`}>
        <time dateTime={event.datetime} className="text-lg leading-tight font-extrabold tracking-tight">
          {time}
          <span className="sr-only">, {formatEventDate(event.datetime, timeZone)}</span>
        </time>
        <span className="text-xs font-semibold tracking-wide uppercase">{zone}</span>
        {past && <span className="ml-auto text-xs font-semibold sm:ml-0 sm:mt-2">Past</span>}
      </div>
      <div className="min-w-0 flex-1 p-5">
        <div className={dimParts || undefined}>
          <h3 className="text-lg leading-snug font-bold tracking-tight text-ink">{event.title}</h3>
          {event.description && <p className="mt-1.5 whitespace-pre-line text-ink-soft">{event.description}</p>}
          {(event.location || event.attendees || event.vibe) && (
            <dl className="mt-4 space-y-2 border-t border-black/5 pt-4">
              {event.location && (
                <Detail inline label="Location" icon={<PinIcon />}>
                  <MapsLink location={event.location} />
                </Detail>
              )}
              {event.attendees && (
                <Detail inline label="People" icon={<PeopleIcon />}>
                  {event.attendees}
                </Detail>
              )}
              {event.vibe && (
                <Detail inline label="Vibe & Style" icon={<SparkleIcon />}>
                  {event.vibe}
                </Detail>
              )}
            </dl>
          )}
          {showPrivateNotes && event.privateNotes && (
            <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <span className="font-semibold">Private notes (admins only): </span>
              <span className="whitespace-pre-line">{event.privateNotes}</span>
            </p>
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
        {actions}
      </div>
    </article>
  );
}

/** "7:30 PM EDT" → ["7:30 PM", "EDT"] */
function splitTime(text: string): [string, string] {
  const i = text.lastIndexOf(' ');
  return i > 0 ? [text.slice(0, i), text.slice(i + 1)] : [text, ''];
}
