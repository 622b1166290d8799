/**
 * Recurring invites (RRULE), expanded on wall times (./ics-time.ts) so that a weekly 09:00 stays
 * 09:00 across a daylight-saving change. Only a bounded window is expanded: the occurrences from
 * the invite's DTSTAMP (when it was sent; else the first occurrence) for `RECURRENCE_DAYS`, at
 * most `RECURRENCE_MAX` of them: a trip's worth, not an endless series. EXDATEs are left out by
 * the caller. FREQ DAILY, WEEKLY, MONTHLY and YEARLY with INTERVAL, COUNT, UNTIL, BYDAY
 * (ordinals in monthly and yearly rules), BYMONTHDAY and BYMONTH are read; other rules give
 * the first occurrence only, and so does a rule with a value no calendar has (BYMONTH=13, a
 * BYDAY of "9ZZ", INTERVAL=0...): it is refused before anything is expanded.
 *
 * The work per rule is bounded whatever the rule says (docs/security.md, "Reading forwarded
 * invites"): the expansion starts at the period holding the window's first day when no COUNT
 * makes the earlier ones matter, stops at the first period past the window even when a period
 * matches no day, and looks at `STEPS_MAX` periods at most.
 */
import { parseByDay, parseWall, ruleParts, weekdaysOfMonth } from './ics-time';

export const RECURRENCE_MAX = 30;
const RECURRENCE_DAYS = 366;
const DAY = 86_400_000;
/** Periods (days, weeks, months, years) looked at per rule, whatever the rule: a rule matching nothing ends here. */
export const STEPS_MAX = 1000;
/** The longest a period of each frequency can be, to skip whole periods before the window. */
const PERIOD_MAX_MS: Record<string, number> = { DAILY: DAY, WEEKLY: 7 * DAY, MONTHLY: 31 * DAY, YEARLY: 366 * DAY };

const WHOLE = /^[+-]?\d{1,4}$/;

/** Whether every part of a rule has a value a calendar can have; a rule that does not is not expanded. */
export function isReadableRule(parts: Map<string, string>): boolean {
  const list = (key: string) => (parts.get(key) ?? '').split(',').filter((v) => v !== '');
  const within = (values: string[], min: number, max: number, zeroAllowed = false) =>
    values.every((v) => WHOLE.test(v) && Math.abs(Number(v)) >= min && Math.abs(Number(v)) <= max && (zeroAllowed || Number(v) !== 0));
  const positive = (key: string) => !parts.has(key) || (/^\d{1,6}$/.test(parts.get(key) ?? '') && Number(parts.get(key)) >= 1);
  if (!positive('INTERVAL') || !positive('COUNT')) return false;
  if (parts.has('UNTIL') && !parseWall(parts.get('UNTIL') ?? '')) return false;
  if (!within(list('BYMONTH'), 1, 12) || list('BYMONTH').some((v) => Number(v) < 0)) return false;
  if (!within(list('BYMONTHDAY'), 1, 31)) return false;
  const byDay = list('BYDAY');
  return byDay.every((item) => {
    const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(item.trim());
    return match !== null && (match[1] === undefined || within([match[1]], 1, 53));
  });
}

/**
 * The wall times of a rule's occurrences that fall in the window starting at `from` (wall ms),
 * the first one (DTSTART) included when it does. UNTIL in UTC is compared as a wall time: off by
 * the zone's offset at most, which only matters for an occurrence on the UNTIL day itself.
 */
export function expandRule(rrule: string, start: number, from: number): number[] {
  const parts = ruleParts(rrule);
  const freq = isReadableRule(parts) ? parts.get('FREQ') : undefined;
  const interval = Math.min(1000, Number(parts.get('INTERVAL') ?? 1) || 1);
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

  // Without COUNT, the periods wholly before the window cannot add anything: start near it.
  const skipped = count === Infinity ? Math.max(0, Math.floor((windowStart - start) / ((PERIOD_MAX_MS[freq] ?? DAY) * interval)) - 1) : 0;
  const last = Math.min(windowEnd, until);
  // Step through periods (day, week, month, year), listing each period's days in order.
  for (let period = skipped; period < skipped + STEPS_MAX; period++) {
    const found = daysOfPeriod(freq, period * interval, first, byDay, byMonthDay, byMonth);
    if (found === null || found.start > last) break;
    for (const day of found.days) {
      if (!take(day + timeOfDay)) return out;
    }
  }
  return out;
}

/**
 * The n-th period after the first: its first day and the days (midnight wall ms) it holds, in
 * order; null past the end of time.
 */
function daysOfPeriod(
  freq: string,
  n: number,
  first: Date,
  byDay: { n: number; weekday: number }[],
  byMonthDay: number[],
  byMonth: number[],
): { start: number; days: number[] } | null {
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  const d = first.getUTCDate();
  if (freq === 'DAILY') {
    const day = Date.UTC(y, m, d + n);
    const date = new Date(day);
    if (date.getUTCFullYear() > 9999) return null;
    if (byDay.length > 0 && !byDay.some((b) => b.weekday === date.getUTCDay())) return { start: day, days: [] };
    if (byMonth.length > 0 && !byMonth.includes(date.getUTCMonth() + 1)) return { start: day, days: [] };
    return { start: day, days: [day] };
  }
  if (freq === 'WEEKLY') {
    // Weeks start on Monday (WKST default).
    const monday = Date.UTC(y, m, d - ((first.getUTCDay() + 6) % 7) + 7 * n);
    if (new Date(monday).getUTCFullYear() > 9999) return null;
    const weekdays = byDay.length > 0 ? byDay.map((b) => b.weekday) : [first.getUTCDay()];
    return { start: monday, days: [...new Set(weekdays)].map((wd) => monday + ((wd + 6) % 7) * DAY).sort((a, b) => a - b) };
  }
  if (freq === 'MONTHLY') {
    const month = new Date(Date.UTC(y, m + n, 1));
    if (month.getUTCFullYear() > 9999) return null;
    if (byMonth.length > 0 && !byMonth.includes(month.getUTCMonth() + 1)) return { start: month.getTime(), days: [] };
    return { start: month.getTime(), days: daysOfMonth(month.getUTCFullYear(), month.getUTCMonth() + 1, byDay, byMonthDay, d) };
  }
  const year = y + n;
  if (year > 9999) return null;
  const months = byMonth.length > 0 ? byMonth : [m + 1];
  return { start: Date.UTC(year, 0, 1), days: [...new Set(months)].sort((a, b) => a - b).flatMap((month) => daysOfMonth(year, month, byDay, byMonthDay, d)) };
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
