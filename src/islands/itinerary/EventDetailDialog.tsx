import type { ReactNode } from 'react';
import { formatEventDate, formatEventTime, mapsSearchUrl } from '../../lib/display';
import type { EventView } from '../../lib/types';
import { Dialog } from '../../ui/Dialog';

type Props = { event: EventView | null; timeZone: string; onClose: () => void };

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'h-4 w-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};
export const ClockIcon = () => (
  <svg {...iconProps}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
);
export const PinIcon = () => (
  <svg {...iconProps}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" /><circle cx="12" cy="9.5" r="2.5" /></svg>
);
const PeopleIcon = () => (
  <svg {...iconProps}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M21.5 20a6.5 6.5 0 0 0-4-6" /></svg>
);
const SparkleIcon = () => (
  <svg {...iconProps}><path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" /></svg>
);

function Detail({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <dt className="flex items-center gap-1.5 font-semibold text-ink-soft">
        <span className="text-[var(--theme-primary-text)]">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 break-words pl-[22px] text-ink">{children}</dd>
    </div>
  );
}

/**
 * One event in full (spec §2 "Calendar tab"): title, description, date and time, Attendees,
 * Location as a maps search link, and 'Vibe & Style'. Open while `event` is set.
 */
export function EventDetailDialog({ event, timeZone, onClose }: Props) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={event?.title ?? ''}
      size="lg"
      description={
        event && (
          <p className="flex flex-wrap items-center gap-x-1.5 font-semibold text-[var(--theme-primary-text)]">
            <ClockIcon />
            <time dateTime={event.datetime}>
              {formatEventDate(event.datetime, timeZone)} · {formatEventTime(event.datetime, timeZone)}
            </time>
          </p>
        )
      }
      footer={
        <button type="button" className="btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {event && (
        <div className="space-y-4">
          {event.description && <p className="whitespace-pre-line text-ink-soft">{event.description}</p>}
          <dl className="space-y-3 rounded-2xl bg-black/[0.03] p-4">
            <Detail label="Attendees" icon={<PeopleIcon />}>
              {event.attendees?.trim() || 'Everyone'}
            </Detail>
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
            {event.vibe && (
              <Detail label="Vibe & Style" icon={<SparkleIcon />}>
                {event.vibe}
              </Detail>
            )}
          </dl>
        </div>
      )}
    </Dialog>
  );
}

export default EventDetailDialog;
