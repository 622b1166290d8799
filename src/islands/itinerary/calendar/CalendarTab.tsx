/**
 * The Calendar tab: a header naming the dates shown, then
 * a FullCalendar day grid on wider screens or a list of days on phones. Clicking an event opens
 * its details; '+N more' opens the whole day.
 *
 * This module is the tab's lazy chunk and stays small: FullCalendar lives in ./CalendarGrid, which
 * is only downloaded when the screen is at least 640 px wide.
 */
import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { calendarLayout, daysOf, initialPageIndex } from '@/lib/calendar-mode';
import { dayKey } from '@/lib/display';
import type { EventView } from '@/lib/types';
import { EventDetailDialog } from '../EventDetailDialog';
import { DayEventsDialog } from './DayEventsDialog';
import { DayList } from './DayList';
import { eventsByDay } from './calendar-days';
import { CalendarHeading } from './CalendarStatic';
import { prepareFullCalendarStyles } from './fullcalendar-styles';
import { WIDE_SCREEN_QUERY } from '../island-signals';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import type { IconDef } from '@/ui/icon-paths';
import { useReaderFormat } from '@/ui/reader-format';

export type CalendarTabProps = { events: EventView[]; timeZone: string; now: number };

const CalendarGrid = lazy(() => {
  // Must run before FullCalendar's modules evaluate (see fullcalendar-styles.ts).
  prepareFullCalendarStyles();
  return import('./CalendarGrid');
});

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE_SCREEN_QUERY).matches;
/** Unknown on the server: neither view is rendered until the browser knows its width. */
const unknownWidth = () => null;

function CalendarLoading() {
  return (
    <div
      role="status"
      className="flex h-72 items-center justify-center rounded-[var(--theme-radius)] border border-black/5 bg-white text-sm font-medium text-ink-soft shadow-card"
    >
      <span className="mr-2 h-4 w-4 animate-spin rounded-full border-2 border-black/10 border-t-[var(--theme-primary)]" aria-hidden="true" />
      Loading calendar…
    </div>
  );
}

const chevron = (def: IconDef) => <Icon icon={def} className="h-5 w-5" />;

export default function CalendarTab({ events, timeZone, now }: CalendarTabProps) {
  const format = useReaderFormat();
  const layout = useMemo(() => calendarLayout(events, timeZone, now, format), [events, timeZone, now, format]);
  const byDay = useMemo(() => eventsByDay(events, timeZone), [events, timeZone]);
  const today = dayKey(new Date(now), timeZone);
  const wide = useSyncExternalStore<boolean | null>(subscribeToWidth, isWide, unknownWidth);

  // Long weekly grids are paged; a new set of pages (the people filter changed) starts over.
  const pagesKey = layout.pages.map((p) => p.start).join();
  const [paging, setPaging] = useState(() => ({ key: pagesKey, index: initialPageIndex(layout.pages, today) }));
  const pageIndex = paging.key === pagesKey ? paging.index : initialPageIndex(layout.pages, today);
  const page = layout.pages[pageIndex] ?? layout;
  const goToPage = (index: number) => setPaging({ key: pagesKey, index });

  const [selected, setSelected] = useState<EventView | null>(null);
  // To the minute: a clock that ticks every second must not redraw the grid every second.
  const nowWallClock = formatInTimeZone(now, timeZone, "yyyy-MM-dd'T'HH:mm':00'");
  const [openDay, setOpenDay] = useState<string | null>(null);

  const days = daysOf(page);

  return (
    <section aria-labelledby="calendar-range-heading" className="space-y-4">
      <CalendarHeading mode={layout.mode} label={page.label} days={days} byDay={byDay} events={events} timeZone={timeZone} now={now}>
        {layout.pages.length > 1 && (
          <div className="flex items-center gap-2">
            <span className="text-xs font-semibold text-ink-soft">
              {pageIndex + 1} of {layout.pages.length}
            </span>
            <button
              type="button"
              className="btn-secondary h-10 w-10 px-0"
              aria-label="Earlier weeks"
              disabled={pageIndex === 0}
              onClick={() => goToPage(pageIndex - 1)}
            >
              {chevron(icons.chevronLeftThin)}
            </button>
            <button
              type="button"
              className="btn-secondary h-10 w-10 px-0"
              aria-label="Later weeks"
              disabled={pageIndex === layout.pages.length - 1}
              onClick={() => goToPage(pageIndex + 1)}
            >
              {chevron(icons.chevronRightThin)}
            </button>
          </div>
        )}
      </CalendarHeading>

      {wide === null ? (
        <CalendarLoading />
      ) : wide ? (
        <Suspense fallback={<CalendarLoading />}>
          <CalendarGrid
            range={page}
            mode={layout.mode}
            dayMaxEvents={layout.dayMaxEvents}
            events={events}
            timeZone={timeZone}
            nowWallClock={nowWallClock}
            onSelectEvent={setSelected}
            onOpenDay={setOpenDay}
          />
        </Suspense>
      ) : (
        <DayList days={days} byDay={byDay} today={today} timeZone={timeZone} onSelectEvent={setSelected} />
      )}

      <DayEventsDialog
        day={openDay}
        events={openDay ? (byDay.get(openDay) ?? []) : []}
        timeZone={timeZone}
        onClose={() => setOpenDay(null)}
        onSelectEvent={(event) => {
          setOpenDay(null);
          setSelected(event);
        }}
      />
      <EventDetailDialog event={selected} timeZone={timeZone} onClose={() => setSelected(null)} />
    </section>
  );
}
