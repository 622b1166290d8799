/**
 * Which days the Calendar tab shows, worked out without
 * FullCalendar so it can be tested and shared by the desktop grid and the phone list.
 *
 * Days are calendar dates in the itinerary's time zone, as 'yyyy-MM-dd' strings. Arithmetic on
 * them is done on UTC midnights, which have no daylight-saving gaps, so "one day later" is
 * always the next date even when the zone's clocks change in between.
 */
import { dayKey, formatDateRange, formatEventDate, lastMoment } from './display';
import { DEFAULT_READER_FORMAT, type ReaderFormat } from './reader-format';

export type CalendarMode = 'single' | 'range' | 'weekly';

/** At most 10 events per cell in single-day mode, 2 otherwise, then '+N more'. */
const SINGLE_DAY_MAX_EVENTS = 10;
const MULTI_DAY_MAX_EVENTS = 2;
/** Range mode when the first and last event days are at most this many days apart. */
const RANGE_MODE_MAX_SPAN_DAYS = 2;
/** Range mode pads the event days with this many empty days on each side. */
const RANGE_MODE_PADDING_DAYS = 1;
/** A weekly grid up to this many weeks is shown whole; longer ones are paged. */
const WEEKS_SHOWN_WHOLE = 6;
/** Weeks per page when a weekly grid is paged. */
const WEEKS_PER_PAGE = 4;

/** A run of days: `start` inclusive, `end` exclusive, and how the header names it. */
export type CalendarRange = { start: string; end: string; label: string };

export type CalendarLayout = CalendarRange & {
  mode: CalendarMode;
  /** Events per day cell before '+N more'. */
  dayMaxEvents: number;
  /**
   * What is on screen at once: the whole range, or (for a long weekly grid) pages of whole weeks;
   * pages without any event are left out.
   */
  pages: CalendarRange[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_WEEK = 7;

function toUtcMidnight(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(year, month - 1, date);
}

function fromUtcMidnight(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before when negative). */
export function addDays(day: string, count: number): string {
  return fromUtcMidnight(toUtcMidnight(day) + count * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toUtcMidnight(day)).getUTCDay();
}

/** Every day of a range, in order. */
export function daysOf(range: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = range.start; day < range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Noon UTC of a calendar day: the instant the display rules read as that day in 'UTC'. */
const noonOf = (day: string) => toUtcMidnight(day) + DAY_MS / 2;

/**
 * The header text for `start` to `end` (exclusive), in the reader's date order: "Saturday, June
 * 14, 2027" for one day, "June 13 – 16, 2027", "May 30 – June 5, 2027", "December 30, 2026 –
 * January 2, 2027" ("13 – 16 June 2027" in day-month order).
 */
export function formatRangeLabel(start: string, end: string, format: ReaderFormat): string {
  const last = addDays(end, -1);
  if (last <= start) return formatEventDate(new Date(noonOf(start)), 'UTC', format);
  return formatDateRange(noonOf(start), noonOf(last), 'UTC', format);
}

function range(start: string, end: string, format: ReaderFormat): CalendarRange {
  return { start, end, label: formatRangeLabel(start, end, format) };
}

/** Sunday to Saturday weeks covering `first` to `last` (both inclusive). */
function weeksCovering(first: string, last: string): { start: string; end: string } {
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, DAYS_PER_WEEK - weekdayOf(last));
  return { start, end };
}

function weeklyPages(start: string, end: string, eventDays: readonly string[], format: ReaderFormat): CalendarRange[] {
  const weeks = daysBetween(start, end) / DAYS_PER_WEEK;
  if (weeks <= WEEKS_SHOWN_WHOLE) return [range(start, end, format)];
  const pages: CalendarRange[] = [];
  for (let pageStart = start; pageStart < end; pageStart = addDays(pageStart, WEEKS_PER_PAGE * DAYS_PER_WEEK)) {
    const next = addDays(pageStart, WEEKS_PER_PAGE * DAYS_PER_WEEK);
    const pageEnd = next < end ? next : end;
    if (eventDays.some((day) => day >= pageStart && day < pageEnd)) pages.push(range(pageStart, pageEnd, format));
  }
  return pages;
}

/** The last calendar day (yyyy-MM-dd) an event covers: the day of its `lastMoment`. */
export function lastDayOf(event: { datetime: string; endDatetime?: string | null }, timeZone: string): string {
  return dayKey(new Date(lastMoment(event)), timeZone);
}

/**
 * How the calendar shows these events in `timeZone` (an event with an end covers the days it
 * lasts, `lastDayOf`):
 * - none: the current week (Sunday to Saturday) around `now`;
 * - all on one day: 'single', that day alone, up to 10 events per cell;
 * - first to last day at most 2 days apart: 'range', those days plus one either side;
 * - otherwise 'weekly', the Sunday-to-Saturday weeks that hold them.
 */
export function calendarLayout(
  events: readonly { datetime: string; endDatetime?: string | null }[],
  timeZone: string,
  now: number | Date,
  /** The reader's format, for the labels (the unit tests read them in the default). */
  format: ReaderFormat = DEFAULT_READER_FORMAT,
): CalendarLayout {
  const eventDays = [...new Set(events.flatMap((e) => [dayKey(e.datetime, timeZone), lastDayOf(e, timeZone)]))].sort();
  const first = eventDays[0];
  const last = eventDays.at(-1);

  if (first === undefined || last === undefined) {
    const today = dayKey(new Date(now), timeZone);
    const week = weeksCovering(today, today);
    const whole = range(week.start, week.end, format);
    return { mode: 'weekly', dayMaxEvents: MULTI_DAY_MAX_EVENTS, ...whole, pages: [whole] };
  }

  const span = daysBetween(first, last);
  if (span === 0) {
    const whole = range(first, addDays(first, 1), format);
    return { mode: 'single', dayMaxEvents: SINGLE_DAY_MAX_EVENTS, ...whole, pages: [whole] };
  }
  if (span <= RANGE_MODE_MAX_SPAN_DAYS) {
    const whole = range(addDays(first, -RANGE_MODE_PADDING_DAYS), addDays(last, 1 + RANGE_MODE_PADDING_DAYS), format);
    return { mode: 'range', dayMaxEvents: MULTI_DAY_MAX_EVENTS, ...whole, pages: [whole] };
  }
  const weeks = weeksCovering(first, last);
  return {
    mode: 'weekly',
    dayMaxEvents: MULTI_DAY_MAX_EVENTS,
    ...range(weeks.start, weeks.end, format),
    pages: weeklyPages(weeks.start, weeks.end, eventDays, format),
  };
}

/**
 * The page to open on: the first one that has not ended before `today` (so the coming events are
 * on screen), else the last page.
 */
export function initialPageIndex(pages: readonly CalendarRange[], today: string): number {
  const index = pages.findIndex((page) => page.end > today);
  return index === -1 ? Math.max(0, pages.length - 1) : index;
}
