import { formatEventTimes, formatShortDate } from '@/lib/display';
import type { MapPoint } from '@/lib/map-view';
import type { EventView } from '@/lib/types';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  points: MapPoint<EventView>[];
  timeZone: string;
  /** Events left off the map because they have no position. */
  unmapped: number;
  /** Opens a stop's info window on the map; absent until the map is ready. */
  onShow: ((id: number) => void) | undefined;
};

/**
 * The mapped stops as an ordered list under the map: the same numbers as the markers, so the
 * route can be followed without a pointer or without seeing the map.
 */
export function StopList({ points, timeZone, unmapped, onShow }: Props) {
  const format = useReaderFormat();
  return (
    <section aria-labelledby="map-stops-heading">
      <h2 id="map-stops-heading" className="mb-3 text-sm font-bold tracking-wider text-ink-soft uppercase">
        Stops in order
      </h2>
      <ol className="divide-y divide-black/5 overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card">
        {points.map(({ event, number }) => (
          <li key={event.id}>
            <button
              type="button"
              onClick={() => onShow?.(event.id)}
              aria-disabled={onShow ? undefined : true}
              className="flex w-full items-center gap-3 px-4 py-3 text-left transition hover:bg-black/[0.03] focus-visible:-outline-offset-4"
            >
              <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-[var(--theme-primary)] text-sm font-extrabold text-[var(--theme-on-primary)] shadow-sm">
                <span className="sr-only">Stop </span>
                {number}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{event.title}</span>
                <span className="block truncate text-sm text-ink-soft">
                  <time dateTime={event.datetime}>
                    {formatShortDate(event.datetime, timeZone, format)} · {formatEventTimes(event, timeZone, format)}
                  </time>
                  {event.location && <span className="hidden sm:inline"> · {event.location}</span>}
                </span>
              </span>
              <span className="sr-only">, show on map</span>
              <Icon icon={icons.chevronRight} className="h-4 w-4 shrink-0 text-ink-muted" strokeWidth={2.2} />
            </button>
          </li>
        ))}
      </ol>
      {unmapped > 0 && (
        <p className="mt-3 text-sm text-ink-soft">
          {unmapped === 1 ? '1 event has' : `${unmapped} events have`} no location and {unmapped === 1 ? 'is' : 'are'} not on the map.
        </p>
      )}
    </section>
  );
}
