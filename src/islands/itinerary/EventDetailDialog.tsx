import { formatEventDate, formatEventTimes } from '../../lib/display';
import type { EventView } from '../../lib/types';
import { Dialog } from '../../ui/Dialog';
import { Detail, MapsLink } from './event-parts';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { useReaderFormat } from '@/ui/reader-format';

type Props = { event: EventView | null; timeZone: string; onClose: () => void };


/**
 * One event in full: title, description, date and time, Attendees,
 * Location as a maps search link, and 'Vibe & Style'. Open while `event` is set.
 */
export function EventDetailDialog({ event, timeZone, onClose }: Props) {
  const format = useReaderFormat();
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={event?.title ?? ''}
      size="lg"
      description={
        event && (
          <p className="flex flex-wrap items-center gap-x-1.5 font-semibold text-[var(--theme-primary-text)]">
            <Icon icon={icons.time} />
            <time dateTime={event.datetime}>
              {formatEventDate(event.datetime, timeZone, format)} · {formatEventTimes(event, timeZone, format)}
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
            <Detail label="Attendees" icon={<Icon icon={icons.people} />}>
              {event.attendees?.trim() || 'Everyone'}
            </Detail>
            {event.location && (
              <Detail label="Location" icon={<Icon icon={icons.pin} />}>
                <MapsLink location={event.location} />
              </Detail>
            )}
            {event.vibe && (
              <Detail label="Vibe & Style" icon={<Icon icon={icons.burst} />}>
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
