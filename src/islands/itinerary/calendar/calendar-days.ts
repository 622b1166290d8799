/** What both calendar views (grid and phone list) need from the events, FullCalendar-free. */
import { formatInTimeZone } from 'date-fns-tz';
import { dayKey, formatEventDate, formatMonthDay, formatShortDate, formatWeekdayDate } from '@/lib/display';
import { uses24Hours, type ReaderFormat } from '@/lib/reader-format';
import type { EventView } from '@/lib/types';

/** Events by their day in the itinerary's zone ('yyyy-MM-dd'), each day in time order. */
export function eventsByDay(events: readonly EventView[], timeZone: string): Map<string, EventView[]> {
  const sorted = [...events].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  const days = new Map<string, EventView[]>();
  for (const event of sorted) {
    const key = dayKey(event.datetime, timeZone);
    const list = days.get(key);
    if (list) list.push(event);
    else days.set(key, [event]);
  }
  return days;
}

/**
 * "9:30 AM", "7:00 PM – 10:30 PM", "7:00 PM – Sun 2:00 AM" (an end on a later day), on a 24-hour
 * clock "19:00 – 22:30": the zone is named once in the calendar's header, not on every event.
 */
export function shortTime(event: EventView, timeZone: string, format: ReaderFormat): string {
  const { start, end } = shortTimes(event, timeZone, format);
  return end ? `${start} – ${end}` : start;
}

/** The start and end of shortTime apart, for rows that set the end on a line of its own. */
export function shortTimes(event: EventView, timeZone: string, format: ReaderFormat): { start: string; end: string | null } {
  const clock = uses24Hours(format) ? 'HH:mm' : 'h:mm a';
  const start = formatInTimeZone(event.datetime, timeZone, clock);
  if (!event.endDatetime) return { start, end: null };
  const laterDay = dayKey(event.endDatetime, timeZone) !== dayKey(event.datetime, timeZone);
  return { start, end: formatInTimeZone(event.endDatetime, timeZone, laterDay ? `EEE ${clock}` : clock) };
}

/**
 * How a calendar day is written: `weekday` "Monday", `shortWeekday` "Mon", `day` "14", `year`
 * "2027", and in the reader's date order `monthDay` "Jun 14", `short` "Mon, Jun 14", `long`
 * "Monday, June 14", `full` "Monday, June 14, 2027".
 */
export type DayStyle = 'weekday' | 'shortWeekday' | 'day' | 'year' | 'monthDay' | 'short' | 'long' | 'full';

/** A calendar day ('yyyy-MM-dd') as text in `style`, e.g. 'long' → "Monday, June 14" ("Monday, 14 June"). */
export function formatDay(day: string, style: DayStyle, format: ReaderFormat): string {
  const noon = `${day}T12:00:00Z`;
  switch (style) {
    case 'weekday':
      return formatInTimeZone(noon, 'UTC', 'EEEE');
    case 'shortWeekday':
      return formatInTimeZone(noon, 'UTC', 'EEE');
    case 'day':
      return formatInTimeZone(noon, 'UTC', 'd');
    case 'year':
      return formatInTimeZone(noon, 'UTC', 'yyyy');
    case 'monthDay':
      return formatMonthDay(noon, 'UTC', format);
    case 'short':
      return formatShortDate(noon, 'UTC', format);
    case 'long':
      return formatWeekdayDate(noon, 'UTC', format);
    case 'full':
      return formatEventDate(noon, 'UTC', format);
  }
}
