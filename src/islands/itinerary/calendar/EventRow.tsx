import type { EventView } from '@/lib/types';
import { shortTimes } from './calendar-days';
import { EventEnd } from '../event-parts';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import type { ReaderFormat } from '@/lib/reader-format';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  event: EventView;
  timeZone: string;
  /** Opens the event's details. */
  onSelect?: ((event: EventView) => void) | undefined;
  /**
   * Without onSelect (the server's calendar): where the event's card is on the List tab. The row
   * is then that link, which works without JavaScript; with it, a tap loads the island and is
   * replayed on the row that opens the details (data-queue; data-static marks this one).
   */
  href?: string | undefined;
};

/** The name a tap on an event's row is kept under until the island is ready (ItineraryPage.astro). */
const queueName = (event: EventView) => `event-${event.id}`;

/** One event as a row (phone day list, a day's '+N more' dialog): time, title, location. */
export function EventRow({ event, timeZone, onSelect, href }: Props) {
  const format = useReaderFormat();
  const row = 'group flex w-full items-start gap-3 px-4 py-3 text-left';
  if (!onSelect && href) {
    return (
      <a href={href} className={row} data-queue={queueName(event)} data-static>
        {rowContent(event, timeZone, format)}
      </a>
    );
  }
  if (!onSelect) return <div className={row}>{rowContent(event, timeZone, format)}</div>;
  return (
    <button
      type="button"
      onClick={() => onSelect(event)}
      data-queue={queueName(event)}
      aria-haspopup="dialog"
      className={`${row} transition hover:bg-[color-mix(in_srgb,var(--theme-primary)_7%,white)] focus-visible:-outline-offset-[3px]`}
    >
      {rowContent(event, timeZone, format)}
      <Icon icon={icons.chevronRightThin} className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted transition group-hover:translate-x-0.5" />
    </button>
  );
}

function rowContent(event: EventView, timeZone: string, format: ReaderFormat) {
  const { start, end } = shortTimes(event, timeZone, format);
  return (
    <>
      <span className="mt-0.5 w-[4.5rem] shrink-0 text-sm font-bold text-ink-soft tabular-nums">
        <span className="block whitespace-nowrap">{start}</span>
        {end && <EventEnd end={end} endDay={null} className="block text-xs leading-snug font-semibold" />}
      </span>
      <span className="min-w-0 flex-1 border-l-[3px] border-[var(--theme-primary)] pl-3">
        <span className="block leading-snug font-semibold break-words text-ink">{event.title}</span>
        {event.location && (
          <span className="mt-0.5 flex items-start gap-1 text-sm text-ink-soft">
            <span className="mt-0.5 shrink-0">
              <Icon icon={icons.pin} />
            </span>
            <span className="line-clamp-2 break-words">{event.location}</span>
          </span>
        )}
      </span>
    </>
  );
}
