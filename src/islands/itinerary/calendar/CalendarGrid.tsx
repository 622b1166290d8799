/**
 * The calendar grid on wider screens: FullCalendar's day grid over the days the layout chose.
 *
 * FullCalendar needs a plugin for named time zones, so it runs in UTC on wall-clock times
 * instead: every event, and "now", are written as their local time in the itinerary's zone, and
 * the grid's days are the itinerary's days (times show in the itinerary's zone).
 *
 * Load only through CalendarTab's lazy import, after prepareFullCalendarStyles().
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import type { DayCellContentArg, DayHeaderContentArg, EventContentArg, EventInput } from '@fullcalendar/core';
import { formatInTimeZone } from 'date-fns-tz';
import type { CalendarMode, CalendarRange } from '@/lib/calendar-mode';
import { END_DAY_THRESHOLD_HOURS } from '@/lib/display';
import type { EventView } from '@/lib/types';
import { formatDay, shortTime, type DayStyle } from './calendar-days';
// Loaded as a file when the grid mounts (React 19 holds the grid until it applies); a plain
// import would make Astro put it in every itinerary page's <head> as a blocking stylesheet.
import calendarStylesheet from './calendar.css?url';
import type { ReaderFormat } from '@/lib/reader-format';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  range: CalendarRange;
  mode: CalendarMode;
  dayMaxEvents: number;
  events: EventView[];
  timeZone: string;
  /** The current time in the itinerary's zone, "yyyy-MM-ddTHH:mm:ss", so today is its today. */
  nowWallClock: string;
  onSelectEvent: (event: EventView) => void;
  /** A cell's '+N more': show the whole day ('yyyy-MM-dd'). */
  onOpenDay: (day: string) => void;
};

const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm:ss";
/** FullCalendar's dates here are UTC dates whose fields are the itinerary's wall clock. */
const dayOfMarker = (date: Date) => date.toISOString().slice(0, 10);

const HEADER_STYLES: Record<CalendarMode, { short: DayStyle; long: DayStyle }> = {
  single: { short: 'long', long: 'full' },
  range: { short: 'short', long: 'full' },
  weekly: { short: 'shortWeekday', long: 'weekday' },
};

function CalendarGrid({ range, mode, dayMaxEvents, events, timeZone, nowWallClock, onSelectEvent, onOpenDay }: Props) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const onOpenDayRef = useRef(onOpenDay);
  useEffect(() => {
    onOpenDayRef.current = onOpenDay;
  }, [onOpenDay]);

  const calendarEvents = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: String(event.id),
        title: event.title,
        start: formatInTimeZone(event.datetime, timeZone, WALL_CLOCK),
        // Without an end FullCalendar gives an event one hour, as calendar files do.
        ...(event.endDatetime ? { end: formatInTimeZone(event.endDatetime, timeZone, WALL_CLOCK) } : {}),
        allDay: false,
        extendedProps: { event },
      })),
    [events, timeZone],
  );

  // '+N more' opens our day dialog instead of FullCalendar's popover (whose close control is a
  // mouse-only icon). Listening in the capture phase on an ancestor runs before FullCalendar's
  // own handlers on the link, which then never see the click or key.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const openFrom = (e: Event) => {
      const link = (e.target as Element | null)?.closest?.('.fc-more-link');
      const day = link?.closest('[data-date]')?.getAttribute('data-date');
      if (!link || !day) return false;
      e.stopPropagation();
      e.preventDefault();
      onOpenDayRef.current(day);
      return true;
    };
    const onClick = (e: MouseEvent) => void openFrom(e);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') openFrom(e);
    };
    wrapper.addEventListener('click', onClick, true);
    wrapper.addEventListener('keydown', onKeyDown, true);
    return () => {
      wrapper.removeEventListener('click', onClick, true);
      wrapper.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);

  const patterns = HEADER_STYLES[mode];
  const format = useReaderFormat();

  return (
    <div ref={wrapperRef} className={`itinerary-calendar itinerary-calendar--${mode}`}>
      <link rel="stylesheet" href={calendarStylesheet} precedence="itinerary-calendar" />
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView="dayGrid"
        visibleRange={{ start: range.start, end: range.end }}
        initialDate={range.start}
        timeZone="UTC"
        now={nowWallClock}
        headerToolbar={false}
        height="auto"
        // The page's own title bar is sticky; a sticky row of dates would slide under it.
        stickyHeaderDates={false}
        fixedWeekCount={false}
        events={calendarEvents}
        eventDisplay="block"
        displayEventEnd={false}
        // An event spans the days it lasts, but one ending before 6 AM (a late night, or one
        // at 23:30 with the default hour) stays on the day it starts: END_DAY_THRESHOLD_HOURS.
        nextDayThreshold={`${String(END_DAY_THRESHOLD_HOURS).padStart(2, '0')}:00:00`}
        eventOrder="start,title"
        dayMaxEvents={dayMaxEvents}
        moreLinkContent={(arg) => `+${arg.num} more`}
        moreLinkDidMount={({ el }) => {
          el.setAttribute('role', 'button');
          el.setAttribute('aria-haspopup', 'dialog');
          el.removeAttribute('aria-controls');
        }}
        // FullCalendar draws each event as an <a> without href: with a click handler it makes it
        // focusable and answers Enter and Space, so the <a> itself is the event's button (a button
        // inside it would be a control inside a link). Day names and numbers are <a>s without
        // href too, labelled by an aria-label a role-less element may not have: our own text
        // (with its screen-reader part) names them instead.
        eventClick={({ event, jsEvent }) => {
          jsEvent.preventDefault();
          onSelectEvent(event.extendedProps.event as EventView);
        }}
        eventDidMount={({ el }) => {
          el.setAttribute('role', 'button');
          el.setAttribute('aria-haspopup', 'dialog');
        }}
        dayHeaderDidMount={({ el }) => dropLinkLabels(el)}
        dayCellDidMount={({ el }) => dropLinkLabels(el)}
        dayHeaderContent={(arg: DayHeaderContentArg) => {
          const day = dayOfMarker(arg.date);
          return (
            <>
              <span aria-hidden="true">{formatDay(day, patterns.short, format)}</span>
              <span className="sr-only">{formatDay(day, patterns.long, format)}</span>
              {/* Weekly grids mark today on the day number instead. */}
              {arg.isToday && mode !== 'weekly' && <span className="itinerary-calendar__today">Today</span>}
            </>
          );
        }}
        dayCellContent={(arg: DayCellContentArg) => <DayCellTop date={arg.date} isToday={arg.isToday} mode={mode} first={range.start} format={format} />}
        eventContent={(arg: EventContentArg) => (
          <EventChip event={arg.event.extendedProps.event as EventView} timeZone={timeZone} mode={mode} format={format} />
        )}
      />
    </div>
  );
}

// Opening a dialog re-renders the tab; FullCalendar re-applies every option when its props change,
// so the grid only re-renders when its own props do.
export default memo(CalendarGrid);

/**
 * The top of a day cell in weekly grids: the day number (with the month on the 1st and in the
 * first cell), today's in the theme colour. Other grids name the date in the column header.
 */
function DayCellTop({ date, isToday, mode, first, format }: { date: Date; isToday: boolean; mode: CalendarMode; first: string; format: ReaderFormat }) {
  if (mode !== 'weekly') return null;
  const day = dayOfMarker(date);
  const withMonth = day === first || day.endsWith('-01');
  return (
    <span className={`itinerary-calendar__day-number ${isToday ? 'is-today' : ''}`}>
      <span aria-hidden="true">{formatDay(day, withMonth ? 'monthDay' : 'day', format)}</span>
      <span className="sr-only">
        {formatDay(day, 'long', format)}
        {isToday ? ', today' : ''}
      </span>
    </span>
  );
}

function EventChip({ event, timeZone, mode, format }: { event: EventView; timeZone: string; mode: CalendarMode; format: ReaderFormat }) {
  return (
    <span className={`itinerary-calendar__event ${mode === 'single' ? 'is-wide' : ''}`}>
      <span className="itinerary-calendar__event-time">{shortTime(event, timeZone, format)}</span>
      <span className="itinerary-calendar__event-title">{event.title}</span>
      {event.location && <span className="itinerary-calendar__event-location">{event.location}</span>}
    </span>
  );
}

/** FullCalendar's aria-label on its href-less date links (they have no role to label). */
function dropLinkLabels(el: HTMLElement) {
  for (const link of el.querySelectorAll('a[aria-label]:not([href]):not([role])')) link.removeAttribute('aria-label');
}
