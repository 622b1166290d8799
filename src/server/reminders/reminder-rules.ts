/**
 * When reminders are due, pure (docs/reminders.md#when): every time here is read in the
 * itinerary's zone, whatever zone the server or the guest is in, across daylight-saving changes.
 *
 * - the digest: at its time (DIGEST_AT, 18:00, unless the organiser or the device chose another)
 *   on the day before a day with events, listing that day's events;
 * - the reminder before an event: its lead (BEFORE_MINUTES, 120, unless chosen) before it starts,
 *   in real time (two hours before 03:30 on the night clocks go forward is 00:30 by the clock);
 *   a lead of whole days is the same clock time that many days before (23 or 25 hours across a change);
 * - quiet hours, QUIET_FROM to QUIET_UNTIL (22:00 to 08:00): a message due then waits until
 *   QUIET_UNTIL, except the reminder of an event starting within QUIET_URGENT_MS of it;
 * - nothing is sent for what has already started, or later than it was due by more than
 *   LATE_GRACE_MS (a server that was down does not send yesterday's digest).
 */
import { DEFAULT_REMINDER_DIGEST_AT, DEFAULT_REMINDER_LEAD_MINUTES } from '../../lib/limits';
import type { ReminderSettings } from '../../lib/reminders';
import { fromDatetimeLocal, toDatetimeLocal } from '../../lib/zoned-time';

export const DIGEST_AT = DEFAULT_REMINDER_DIGEST_AT;
export const BEFORE_MINUTES = DEFAULT_REMINDER_LEAD_MINUTES;
export const QUIET_FROM = '22:00';
export const QUIET_UNTIL = '08:00';
export const QUIET_URGENT_MS = 3 * 60 * 60_000;
export const LATE_GRACE_MS = 30 * 60_000;

/** The day an instant falls on in `timeZone`, yyyy-MM-dd. */
export const dayIn = (instant: number, timeZone: string): string => toDatetimeLocal(instant, timeZone).slice(0, 10);

/** The clock time (HH:mm) an instant reads in `timeZone`. */
const clockIn = (instant: number, timeZone: string): string => toDatetimeLocal(instant, timeZone).slice(11, 16);

/** The calendar day before or after `day` (yyyy-MM-dd). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant `timeZone`'s clocks read `time` (HH:mm) on `day`; a skipped time moves past the gap. */
export function instantAt(day: string, time: string, timeZone: string): number {
  const iso = fromDatetimeLocal(`${day}T${time}`, timeZone);
  if (!iso) throw new Error(`No such time: ${day} ${time} in ${timeZone}`);
  return Date.parse(iso);
}

/** When the digest of `day`'s events is due: DIGEST_AT (or `at`) on the day before, in the zone. */
export function digestDueAt(day: string, timeZone: string, at = DIGEST_AT): number {
  return instantAt(addDays(day, -1), at, timeZone);
}

const DAY_MINUTES = 24 * 60;

/**
 * When the reminder of an event starting at `startsAt` is due, `minutes` before it: in real time,
 * or, for whole days, the same clock time in `timeZone` that many days before.
 */
export function beforeDueAt(startsAt: number, minutes = BEFORE_MINUTES, timeZone?: string): number {
  if (timeZone === undefined || minutes % DAY_MINUTES !== 0) return startsAt - minutes * 60_000;
  const local = toDatetimeLocal(startsAt, timeZone);
  return instantAt(addDays(local.slice(0, 10), -minutes / DAY_MINUTES), local.slice(11, 16), timeZone);
}

/**
 * When a message due at `dueAt` may go, after quiet hours in the zone: `dueAt` itself outside
 * them; inside, QUIET_UNTIL that morning, unless it is the reminder of an event starting within
 * QUIET_URGENT_MS of `dueAt` (`eventStartsAt`), which goes at once.
 */
export function afterQuietHours(dueAt: number, timeZone: string, eventStartsAt?: number): number {
  if (eventStartsAt !== undefined && eventStartsAt - dueAt <= QUIET_URGENT_MS) return dueAt;
  const clock = clockIn(dueAt, timeZone);
  const day = dayIn(dueAt, timeZone);
  if (clock >= QUIET_FROM) return instantAt(addDays(day, 1), QUIET_UNTIL, timeZone);
  if (clock < QUIET_UNTIL) return instantAt(day, QUIET_UNTIL, timeZone);
  return dueAt;
}

/** When the digest of `day` goes, at `digestAt`, after quiet hours. */
export const digestSendAt = (day: string, timeZone: string, digestAt = DIGEST_AT) => afterQuietHours(digestDueAt(day, timeZone, digestAt), timeZone);

/** When the reminder of an event starting at `startsAt` goes, `minutes` before it, after quiet hours. */
export const beforeSendAt = (startsAt: number, timeZone: string, minutes = BEFORE_MINUTES) =>
  afterQuietHours(beforeDueAt(startsAt, minutes, timeZone), timeZone, startsAt);

export type EventTimes = { id: number; startsAt: number };

export type DueReminder =
  | { kind: 'digest'; day: string; dueAt: number; eventIds: number[] }
  | { kind: 'before'; eventId: number; startsAt: number; dueAt: number };

/**
 * The reminders one guest's events call for, from `now` on: a digest for each day with events
 * (its events in order), a reminder before each event, each moved past quiet hours; those already
 * too late (see LATE_GRACE_MS) or for events that have started are left out. Sorted by when due.
 */
export function remindersFor(
  events: readonly EventTimes[],
  timeZone: string,
  now: number,
  settings: Partial<ReminderSettings> & Pick<ReminderSettings, 'digest' | 'before'> = { digest: true, before: true },
): DueReminder[] {
  const upcoming = [...events].filter((e) => e.startsAt > now).sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
  const due: DueReminder[] = [];
  const inTime = (dueAt: number) => dueAt >= now - LATE_GRACE_MS;
  if (settings.digest) {
    const days = new Map<string, number[]>();
    for (const event of upcoming) {
      const day = dayIn(event.startsAt, timeZone);
      days.set(day, [...(days.get(day) ?? []), event.id]);
    }
    for (const [day, eventIds] of days) {
      const dueAt = digestSendAt(day, timeZone, settings.digestAt);
      // A digest held by quiet hours past its day's first event would come too late to help.
      const first = upcoming.find((e) => e.id === eventIds[0]);
      if (inTime(dueAt) && first && dueAt < first.startsAt) due.push({ kind: 'digest', day, dueAt, eventIds });
    }
  }
  if (settings.before) {
    for (const event of upcoming) {
      const dueAt = beforeSendAt(event.startsAt, timeZone, settings.beforeMinutes);
      if (inTime(dueAt) && dueAt < event.startsAt) due.push({ kind: 'before', eventId: event.id, startsAt: event.startsAt, dueAt });
    }
  }
  return due.sort((a, b) => a.dueAt - b.dueAt);
}

/**
 * What a device gets: what it chose itself (the kinds once it chose them; a time or lead it set),
 * else the itinerary's defaults, so a change of defaults reaches every device that did not choose.
 */
export function deviceReminderSettings(
  device: { kindsChosen: boolean; digest: boolean; before: boolean; digestAt: string | null; beforeMinutes: number | null },
  defaults: ReminderSettings,
): ReminderSettings {
  return {
    digest: device.kindsChosen ? device.digest : defaults.digest,
    before: device.kindsChosen ? device.before : defaults.before,
    digestAt: device.digestAt ?? defaults.digestAt,
    beforeMinutes: device.beforeMinutes ?? defaults.beforeMinutes,
  };
}

/**
 * Whether a planned reminder is still due when it was planned for under `settings` (its digest
 * time or lead). One planned before the time or lead changed sends nothing: the new setting
 * planned its own, under another dedupe key.
 */
export function dueAsPlanned(reminder: DueReminder, timeZone: string, settings: ReminderSettings): boolean {
  const dueAt = reminder.kind === 'digest' ? digestSendAt(reminder.day, timeZone, settings.digestAt) : beforeSendAt(reminder.startsAt, timeZone, settings.beforeMinutes);
  return dueAt === reminder.dueAt;
}
