/**
 * The event editor's date and time field (spec §2 "Event editor card") is a `datetime-local`
 * input: a wall-clock time with no zone. It is read and written in the itinerary's time zone,
 * whatever zone the organiser's device is in, and stored as a UTC instant (DESIGN.md "Data").
 *
 * Only the editor (an admin-only chunk) imports this, so guests never download date-fns-tz.
 */
import { fromZonedTime, getTimezoneOffset } from 'date-fns-tz';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The wall-clock time of `instant` in `timeZone`, as a datetime-local value (yyyy-MM-ddTHH:mm).
 * Shifts by the zone's offset and reads UTC fields, rather than date-fns-tz's toZonedTime, whose
 * Date carries the wall time in the device's zone and so skips an hour that the device's own
 * daylight-saving change leaves out.
 */
export function toDatetimeLocal(instant: string | number | Date, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + getTimezoneOffset(timeZone, date)).toISOString().slice(0, 16);
}

/** A datetime-local value read in `timeZone`, as an ISO-8601 UTC instant; null when blank or invalid. */
export function fromDatetimeLocal(local: string, timeZone: string): string | null {
  if (!LOCAL_PATTERN.test(local.trim())) return null;
  const date = fromZonedTime(local.trim(), timeZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Spec §2, §9: a new event defaults to tomorrow at 12:00, tomorrow as the itinerary's zone sees it. */
export function defaultEventDatetime(now: number | Date, timeZone: string): string {
  const today = toDatetimeLocal(now, timeZone);
  const [year, month, day] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  return `${tomorrow.toISOString().slice(0, 10)}T12:00`;
}

/** "New York time (EDT)": which clock the date and time field reads. */
export function describeTimeZone(timeZone: string, at: number | Date = Date.now()): string {
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  return short ? `${city} time (${short})` : `${city} time`;
}
