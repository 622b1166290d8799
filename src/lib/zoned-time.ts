/**
 * Wall-clock times in the itinerary's time zone. The event editor's date and time field is a
 * `datetime-local` input: a wall-clock time with no zone. It is read and written in the
 * itinerary's time zone, whatever zone the organiser's device is in, and stored as a UTC instant
 * (`events.datetime`). The server uses the same rules when an itinerary's
 * zone changes and its events keep their clock times (docs/time-zones.md).
 *
 * On the client only the editor (an admin-only chunk) imports this.
 *
 * Offsets come from Intl, read at the instant itself. (date-fns-tz's getTimezoneOffset reads the
 * Date's fields in the device's zone as a wall time, so within an hour of a daylight-saving
 * change, and on a device in another zone, it answers for the wrong hour.)
 */
import { EVENT_DEFAULT_DURATION_MS } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

const clocks = new Map<string, Intl.DateTimeFormat>();
function clock(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/** Milliseconds to add to `instant` to get what `timeZone`'s clocks read then (negative west of UTC). */
function offsetAt(timeZone: string, instant: number): number {
  const parts = clock(timeZone).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = new Date(0);
  wall.setUTCFullYear(field('year'), field('month') - 1, field('day'));
  wall.setUTCHours(field('hour'), field('minute'), field('second'));
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return wall.getTime() - wholeSeconds;
}

/**
 * The wall-clock time `instant` reads in `timeZone`, as the milliseconds of that same reading in
 * UTC (so its UTC fields are the zone's year, month, day, hours, minutes, seconds).
 */
function wallClockOf(instant: number, timeZone: string): number {
  return instant + offsetAt(timeZone, instant);
}

/**
 * The instant at which `timeZone`'s clocks read `wall` (a wall-clock time, as wallClockOf gives
 * it). Every wall time gets exactly one answer, on every device:
 * - a time that happens twice (clocks go back) is its first occurrence, the earlier instant;
 * - a time that never happens (clocks go forward) moves forward by the gap: 02:30 on the night
 *   New York skips from 02:00 to 03:00 is 03:30.
 */
function instantOfWallClock(wall: number, timeZone: string): number {
  // No zone changes its offset twice within a day either side, so the offsets in force a day
  // before and a day after are the only candidates.
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const matches = [wall - before, wall - after].filter((t) => wallClockOf(t, timeZone) === wall);
  if (matches.length > 0) return Math.min(...matches);
  // In a gap: read with the offset from before the change, the clock lands past the gap.
  return wall - before;
}

/**
 * The shift rule of a time-zone change that keeps clock times: the instant that reads, in `to`,
 * the same date and time of day that `instant` reads in `from` (19:00 in Lisbon becomes 19:00 in
 * Tokyo). Seconds and milliseconds are kept too. Where `to` has no such time, or has it twice,
 * instantOfWallClock says which instant it is.
 */
export function keepWallClock(instant: Date | number, from: string, to: string): Date {
  const time = new Date(instant).getTime();
  if (from === to) return new Date(time);
  return new Date(instantOfWallClock(wallClockOf(time, from), to));
}

/** The wall-clock time of `instant` in `timeZone`, as a datetime-local value (yyyy-MM-ddTHH:mm). */
export function toDatetimeLocal(instant: string | number | Date, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(wallClockOf(date.getTime(), timeZone)).toISOString().slice(0, 16);
}

/** A datetime-local value read in `timeZone`, as an ISO-8601 UTC instant; null when blank or invalid. */
export function fromDatetimeLocal(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const millis = Number((match[7] ?? '').padEnd(3, '0'));
  const wall = Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds!, millis);
  // Date.UTC rolls 30 February over into March, and 24:00 into the next day: neither is typed.
  if (new Date(wall).toISOString().slice(0, 16) !== local.trim().slice(0, 16)) return null;
  try {
    return new Date(instantOfWallClock(wall, timeZone)).toISOString();
  } catch {
    // An unknown zone.
    return null;
  }
}

/** The calendar day after a datetime-local value's day (yyyy-MM-dd), month and year ends rolled over. */
function nextDay(local: string): string {
  const [year, month, day] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Where a new event's date and time start (docs/product.md#events), as a datetime-local value in
 * the itinerary's zone: the day after the itinerary's last event (the latest start), at that
 * event's time of day, so a run of daily events is typed day by day; with no events, tomorrow at
 * 12:00. Days are the itinerary's zone's days, whatever zone the device is in; a time that the
 * zone skips that day (clocks going forward) is read as the editor reads any typed time.
 */
export function defaultEventDatetime(now: number | Date, timeZone: string, starts: readonly string[] = []): string {
  const latest = Math.max(...starts.map((start) => Date.parse(start)).filter((t) => !Number.isNaN(t)));
  if (Number.isFinite(latest)) {
    const last = toDatetimeLocal(latest, timeZone);
    return `${nextDay(last)}T${last.slice(11, 16)}`;
  }
  return `${nextDay(toDatetimeLocal(now, timeZone))}T12:00`;
}

/** An event's end as the editor first offers it: an hour after the start; blank without a valid start. */
export function defaultEndDatetime(startLocal: string, timeZone: string): string {
  const start = fromDatetimeLocal(startLocal, timeZone);
  return start ? toDatetimeLocal(Date.parse(start) + EVENT_DEFAULT_DURATION_MS, timeZone) : '';
}

/**
 * "New York time (EDT)", "Lisbon time (GMT+1)": which clock the date and time field reads, with
 * the abbreviation the event list prints beside each time, as it stands at `at` (the date being
 * typed: summer and winter names differ). Zones without a place ("UTC", "Etc/GMT-3") read
 * "UTC time", "GMT+3 time".
 */
export function describeTimeZone(timeZone: string, at: number | Date = Date.now()): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const place = timeZone.includes('/') && !timeZone.startsWith('Etc/') ? timeZone.split('/').pop()?.replace(/_/g, ' ') : undefined;
  if (!place) return `${short ?? timeZone} time`;
  return short ? `${place} time (${short})` : `${place} time`;
}
