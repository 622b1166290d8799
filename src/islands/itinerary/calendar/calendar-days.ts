/** What both calendar views (grid and phone list) need from the events, FullCalendar-free. */
import { formatInTimeZone } from 'date-fns-tz';
import { dayKey } from '@/lib/display';
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
 * "9:30 AM", "7:00 PM – 10:30 PM", "7:00 PM – Sun 2:00 AM" (an end on a later day): the zone is
 * named once in the calendar's header, not on every event.
 */
export function shortTime(event: EventView, timeZone: string): string {
  const { start, end } = shortTimes(event, timeZone);
  return end ? `${start} – ${end}` : start;
}

/** The start and end of shortTime apart, for rows that set the end on a line of its own. */
export function shortTimes(event: EventView, timeZone: string): { start: string; end: string | null } {
  const start = formatInTimeZone(event.datetime, timeZone, 'h:mm a');
  if (!event.endDatetime) return { start, end: null };
  const laterDay = dayKey(event.endDatetime, timeZone) !== dayKey(event.datetime, timeZone);
  return { start, end: formatInTimeZone(event.endDatetime, timeZone, laterDay ? 'EEE h:mm a' : 'h:mm a') };
}

/** A calendar day ('yyyy-MM-dd') as text, e.g. pattern 'EEEE, MMMM d' → "Monday, June 14". */
export function formatDay(day: string, pattern: string): string {
  return formatInTimeZone(`${day}T12:00:00Z`, 'UTC', pattern);
}
