import type { EventView } from '@/lib/types';
import { Dialog } from '@/ui/Dialog';
import { EventRow } from './EventRow';
import { formatDay } from './calendar-days';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  day: string | null;
  events: EventView[];
  timeZone: string;
  onClose: () => void;
  onSelectEvent: (event: EventView) => void;
};

/** Every event of one day, opened from a cell's '+N more' link. */
export function DayEventsDialog({ day, events, timeZone, onClose, onSelectEvent }: Props) {
  const format = useReaderFormat();
  return (
    <Dialog
      open={day !== null}
      onClose={onClose}
      title={day ? formatDay(day, 'full', format) : ''}
      description={`${events.length} ${events.length === 1 ? 'event' : 'events'}`}
      size="lg"
    >
      <ul className="-mx-2 divide-y divide-black/5 overflow-hidden rounded-2xl border border-black/5 sm:mx-0">
        {events.map((event) => (
          <li key={event.id}>
            <EventRow event={event} timeZone={timeZone} onSelect={onSelectEvent} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
