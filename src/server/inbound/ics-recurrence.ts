/**
 * Recurring invites (RRULE), expanded on wall times (./ics-time.ts) so that a weekly 09:00 stays
 * 09:00 across a daylight-saving change. Only a bounded window is expanded: the occurrences from
 * the invite's DTSTAMP (when it was sent; else the first occurrence) for `RECURRENCE_DAYS`, at
 * most `RECURRENCE_MAX` of them: a trip's worth, not an endless series. EXDATEs are left out by
 * the caller. FREQ DAILY, WEEKLY, MONTHLY and YEARLY with INTERVAL, COUNT, UNTIL, BYDAY
 * (ordinals in monthly and yearly rules), BYMONTHDAY and BYMONTH are read; other rules give
 * the first occurrence only.
 */
import { parseByDay, parseWall, ruleParts, weekdaysOfMonth } from './ics-time';

export const RECURRENCE_MAX = 30;
export const RECURRENCE_DAYS = 366;
const DAY = 86_400_000;
/** Candidate days looked at, whatever the rule: a rule matching nothing ends here. */
const STEPS_MAX = 5000;

/**
 * The wall times of a rule's occurrences that fall in the window starting at `from` (wall ms),
 * the first one (DTSTART) included when it does. UNTIL in UTC is compared as a wall time: off by
 * the zone's offset at most, which only matters for an occurrence on the UNTIL day itself.
 */
export function expandRule(rrule: string, start: number, from: number): number[] {
  const parts = ruleParts(rrule);
  const freq = parts.get('FREQ');
  const interval = Math.max(1, Math.min(1000, Number(parts.get('INTERVAL') ?? 1) || 1));
  const count = parts.get('COUNT') ? Math.max(1, Number(parts.get('COUNT')) || 1) : Infinity;
  const untilParsed = parts.get('UNTIL') ? parseWall(parts.get('UNTIL') ?? '') : null;
  // A date-only UNTIL includes its whole day.
  const until = untilParsed ? untilParsed.wall + (untilParsed.style === 'date' ? DAY - 1 : 0) : Infinity;
  const windowStart = Math.max(start, from);
  const windowEnd = windowStart + RECURRENCE_DAYS * DAY;
  const byDay = parseByDay(parts.get('BYDAY'));
  const byMonthDay = (parts.get('BYMONTHDAY') ?? '').split(',').filter(Boolean).map(Number).filter((n) => Number.isInteger(n) && n !== 0);
  const byMonth = (parts.get('BYMONTH') ?? '').split(',').filter(Boolean).map(Number);
  const first = new Date(start);
  const timeOfDay = start - Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());

  const out: number[] = [];
  let seen = 0;
  const take = (wall: number): boolean => {
    if (wall < start) return true;
    if (wall > until || seen >= count || wall > windowEnd) return false;
    seen++;
    if (wall >= windowStart) out.push(wall);
    return out.length < RECURRENCE_MAX;
  };

  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') {
    take(start);
    return out;
  }

  // Step through periods (day, week, month, year), listing each period's days in order.
  for (let period = 0; period < STEPS_MAX; period++) {
    const days = daysOfPeriod(freq, period * interval, first, byDay, byMonthDay, byMonth);
    if (days === null) break;
    for (const day of days) {
      if (!take(day + timeOfDay)) return out;
    }
    if (days.length > 0 && (days[days.length - 1] ?? 0) > windowEnd) break;
  }
  return out;
}

/** The days (midnight wall ms) of the n-th period after the first, in order; null past the end of time. */
function daysOfPeriod(
  freq: string,
  n: number,
  first: Date,
  byDay: { n: number; weekday: number }[],
  byMonthDay: number[],
  byMonth: number[],
): number[] | null {
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  const d = first.getUTCDate();
  if (freq === 'DAILY') {
    const day = Date.UTC(y, m, d + n);
    const date = new Date(day);
    if (byDay.length > 0 && !byDay.some((b) => b.weekday === date.getUTCDay())) return [];
    if (byMonth.length > 0 && !byMonth.includes(date.getUTCMonth() + 1)) return [];
    return [day];
  }
  if (freq === 'WEEKLY') {
    // Weeks start on Monday (WKST default).
    const monday = Date.UTC(y, m, d - ((first.getUTCDay() + 6) % 7) + 7 * n);
    const weekdays = byDay.length > 0 ? byDay.map((b) => b.weekday) : [first.getUTCDay()];
    return [...new Set(weekdays)].map((wd) => monday + ((wd + 6) % 7) * DAY).sort((a, b) => a - b);
  }
  if (freq === 'MONTHLY') {
    const month = new Date(Date.UTC(y, m + n, 1));
    if (month.getUTCFullYear() > 9999) return null;
    if (byMonth.length > 0 && !byMonth.includes(month.getUTCMonth() + 1)) return [];
    return daysOfMonth(month.getUTCFullYear(), month.getUTCMonth() + 1, byDay, byMonthDay, d);
  }
  const year = y + n;
  if (year > 9999) return null;
  const months = byMonth.length > 0 ? byMonth : [m + 1];
  return [...months].sort((a, b) => a - b).flatMap((month) => daysOfMonth(year, month, byDay, byMonthDay, d));
}

/** The days of a month a rule picks: by weekday (n-th or every), by day of month, else the first occurrence's day. */
function daysOfMonth(year: number, month: number, byDay: { n: number; weekday: number }[], byMonthDay: number[], defaultDay: number): number[] {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let days: number[];
  if (byDay.length > 0) {
    days = byDay.flatMap((b) => weekdaysOfMonth(year, month, b.weekday, b.n));
    if (byMonthDay.length > 0) days = days.filter((day) => byMonthDay.some((md) => (md > 0 ? md : last + md + 1) === day));
  } else if (byMonthDay.length > 0) {
    days = byMonthDay.map((md) => (md > 0 ? md : last + md + 1));
  } else {
    days = [defaultDay];
  }
  return [...new Set(days)]
    .filter((day) => day >= 1 && day <= last)
    .sort((a, b) => a - b)
    .map((day) => Date.UTC(year, month - 1, day));
}
