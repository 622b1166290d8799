import { formatEventDate, formatEventTime, mapsSearchUrl } from '../../lib/display';
import type { EventView } from '../../lib/types';

type Props = { event: EventView; timeZone: string; past?: boolean };

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="w-24 shrink-0 font-semibold text-ink-soft">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-ink">{children}</dd>
    </div>
  );
}

export function EventCard({ event, timeZone, past = false }: Props) {
  return (
    <article
      className={`event-card overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card transition ${past ? 'opacity-60' : ''}`}
      aria-label={past ? `${event.title} (past)` : event.title}
    >
      <div className="h-1.5 bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)]" aria-hidden="true" />
      <div className="p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="text-lg font-bold tracking-tight text-ink">{event.title}</h3>
          <p className="text-sm font-semibold text-[var(--theme-primary-text)]">
            <time dateTime={event.datetime}>
              {formatEventDate(event.datetime, timeZone)} · {formatEventTime(event.datetime, timeZone)}
            </time>
          </p>
        </div>
        {event.description && <p className="mt-2 whitespace-pre-line text-ink-soft">{event.description}</p>}
        {(event.location || event.attendees || event.vibe) && (
          <dl className="mt-4 space-y-1.5">
            {event.location && (
              <Detail label="Location">
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
            {event.attendees && <Detail label="People">{event.attendees}</Detail>}
            {event.vibe && <Detail label="Vibe & Style">{event.vibe}</Detail>}
          </dl>
        )}
      </div>
    </article>
  );
}
