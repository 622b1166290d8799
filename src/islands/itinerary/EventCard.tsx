import type { ReactNode } from 'react';
import { eventTimes, formatEventDate } from '../../lib/display';
import { PAST_EVENT_COLORS as PAST } from '../../lib/past-events';
import type { EventView } from '../../lib/types';
import { PRIVATE_EVENT_MESSAGES } from '../../lib/messages';
import { Detail, EventEnd, MapsLink } from './event-parts';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { useReaderFormat } from '@/ui/reader-format';

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
  /** The event's RSVPs, when it asks. */
  rsvp?: ReactNode;
};

/**
 * One event of the List tab: time on the left, the details on the right. Past ones are quieter
 * (a neutral stripe, muted text, no shadow) in colours that still read at 4.5:1
 * (src/lib/past-events.ts); the heading is one level under the day's.
 */
export function EventCard({ event, timeZone, past = false, icsHref, showPrivateNotes = false, id, actions, rsvp }: Props) {
  const format = useReaderFormat();
  const { start, zone, end, endDay } = eventTimes(event, timeZone, format);
  return (
    <article
      id={id}
      className={`event-card flex scroll-mt-36 scroll-mb-28 flex-col overflow-hidden rounded-[var(--theme-radius)] border bg-white sm:flex-row ${
        past ? 'border-black/10' : 'border-black/5 shadow-card'
      }`}
      aria-label={event.title}
      data-past={past || undefined}
    >
      <div
        className={`flex shrink-0 items-baseline gap-2 px-5 py-2.5 sm:w-36 sm:flex-col sm:items-start sm:gap-0.5 sm:py-5 ${
          past ? '' : 'bg-gradient-to-br from-[var(--theme-primary)] to-[var(--theme-secondary)] text-[var(--theme-on-primary)]'
        }`}
        style={past ? { backgroundColor: PAST.stripe, color: PAST.stripeText } : undefined}
      >
        <time dateTime={event.datetime} className="text-lg leading-tight font-extrabold tracking-tight">
          {start}
          <span className="sr-only">, {formatEventDate(event.datetime, timeZone, format)}</span>
        </time>
        {end !== null && event.endDatetime && (
          <EventEnd end={end} endDay={endDay} endDatetime={event.endDatetime} className="text-sm leading-tight font-bold" />
        )}
        <span className="text-xs font-semibold tracking-wide uppercase">{zone}</span>
        {past && <span className="ml-auto text-xs font-bold tracking-wide uppercase sm:mt-2 sm:ml-0">Past</span>}
      </div>
      <div className="min-w-0 flex-1 p-5">
        <div>
          <h4 className="text-lg leading-snug font-bold tracking-tight text-ink" style={past ? { color: PAST.title } : undefined}>
            {event.title}
          </h4>
          {event.description && (
            <p className="mt-1.5 whitespace-pre-line text-ink-soft" style={past ? { color: PAST.text } : undefined}>
              {event.description}
            </p>
          )}
          {(event.location || event.attendees || event.vibe) && (
            <dl className="mt-4 space-y-2 border-t border-black/5 pt-4">
              {event.location && (
                <Detail inline label="Location" icon={<Icon icon={icons.pin} />}>
                  <MapsLink location={event.location} />
                </Detail>
              )}
              {event.attendees && (
                <Detail inline label="People" icon={<Icon icon={icons.people} />}>
                  {event.attendees}
                </Detail>
              )}
              {event.vibe && (
                <Detail inline label="Vibe & Style" icon={<Icon icon={icons.burst} />}>
                  {event.vibe}
                </Detail>
              )}
            </dl>
          )}
          {showPrivateNotes && event.visibility === 'listed' && <PrivateTo audience={event.audience ?? []} />}
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
              <Icon icon={icons.calendarPlus} />
              Add to calendar<span className="sr-only">: {event.title}</span>
            </a>
          )}
          {rsvp}
        </div>
        {actions}
      </div>
    </article>
  );
}

/** An admin's line on a private event: how many it reaches, and who, on tap or hover. */
function PrivateTo({ audience }: { audience: readonly string[] }) {
  return (
    <details className="mt-4 text-sm text-ink-soft" title={audience.join(', ')}>
      <summary className="cursor-pointer font-semibold">{PRIVATE_EVENT_MESSAGES.privateTo(audience.length)}</summary>
      <p className="mt-1">{audience.length > 0 ? audience.join(', ') : PRIVATE_EVENT_MESSAGES.nobodyListed}</p>
    </details>
  );
}
