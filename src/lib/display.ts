/**
 * How an itinerary's data reads on screen: creator line, dates and times in the itinerary's zone
 * (America/New_York unless the itinerary says otherwise) on the reader's clock and in the
 * reader's date order (./reader-format.ts), maps links.
 */
import { DEFAULT_TIME_ZONE } from './limits';
import { dateOrder, uses24Hours, type DateOrder, type ReaderFormat } from './reader-format';

/**
 * The owner's name as anyone may see it (the teaser, the access page, the preview API, link
 * previews): null when the owner hid it ("Show creator name" off), or it is unknown or Anonymous.
 */
export function publicOwnerName(project: { ownerName: string | null; showCreatorName: boolean }): string | null {
  const owner = project.ownerName?.trim();
  if (!project.showCreatorName || !owner || owner.toLowerCase() === 'anonymous') return null;
  return owner;
}

/** 'by {owner}' shows unless hidden or the owner is unknown or Anonymous. */
export function creatorLine(project: { ownerName: string | null; showCreatorName: boolean }) {
  const owner = publicOwnerName(project);
  return owner === null ? null : `by ${owner}`;
}

/** The title bar text: the custom title when set, else the itinerary's name. */
export function displayTitle(project: { name: string; customTitle: string | null }) {
  return project.customTitle?.trim() || project.name;
}

const zoneOrDefault = (timeZone: string | null | undefined) => timeZone || DEFAULT_TIME_ZONE;

/**
 * Intl formatters are costly to build and cheap to reuse: one per (zone, style), kept. They run
 * on the server and in the browser alike, so a page hydrates with the text it was served with.
 * Every formatter is English ('en-US': month, weekday and zone names); the reader's format
 * (./reader-format.ts) decides the clock and the order the parts are written in.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | null | undefined, style: string, options: Intl.DateTimeFormatOptions) {
  const zone = zoneOrDefault(timeZone);
  const key = `${zone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(key, f);
  }
  return f;
}

// ICU puts a narrow no-break space before AM/PM; plain spaces read (and test) the same everywhere.
const tidy = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

type DateParts = { weekday: string; month: string; day: string; year: string };

const DATE_STYLES = {
  date: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  day: { weekday: 'long', month: 'long', day: 'numeric' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateParts(at: string | Date | number, timeZone: string | null | undefined, style: keyof typeof DATE_STYLES): DateParts {
  const parts = formatter(timeZone, style, DATE_STYLES[style]).formatToParts(new Date(at));
  const get = (type: keyof DateParts) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: get('weekday'), month: get('month'), day: get('day'), year: get('year') };
}

/**
 * Day and month in the reader's order, with the year when it has one: "June 14, 2027", "14 June
 * 2027", "2027 June 14"; without a year "June 14" (year-first readers too) or "14 June".
 */
function monthDay({ month, day, year }: DateParts, order: DateOrder): string {
  if (order === 'dmy') return [day, month, year].filter(Boolean).join(' ');
  if (order === 'ymd') return [year, month, day].filter(Boolean).join(' ');
  return year ? `${month} ${day}, ${year}` : `${month} ${day}`;
}

/** A written date with its weekday first: "Saturday, June 14, 2027", "Saturday, 14 June 2027". */
function withWeekday(parts: DateParts, order: DateOrder): string {
  return `${parts.weekday}, ${monthDay(parts, order)}`;
}

/** e.g. "Saturday, June 14, 2027" ("Saturday, 14 June 2027", "Saturday, 2027 June 14") */
export function formatEventDate(iso: string | Date, timeZone: string | null | undefined, format: ReaderFormat) {
  return withWeekday(dateParts(iso, timeZone, 'date'), dateOrder(format));
}

/** e.g. "November 20, 2026" ("20 November 2026", "2026 November 20") */
export function formatLongDate(iso: string | Date | number, timeZone: string | null | undefined, format: ReaderFormat) {
  return monthDay(dateParts(iso, timeZone, 'long'), dateOrder(format));
}

/** e.g. "Nov 20, 2026" ("20 Nov 2026", "2026 Nov 20") */
export function formatMediumDate(iso: string | Date | number, timeZone: string | null | undefined, format: ReaderFormat) {
  return monthDay(dateParts(iso, timeZone, 'medium'), dateOrder(format));
}

/** e.g. "Nov 20" ("20 Nov") */
export function formatMonthDay(iso: string | Date | number, timeZone: string | null | undefined, format: ReaderFormat) {
  return monthDay(dateParts(iso, timeZone, 'monthDay'), dateOrder(format));
}

/**
 * e.g. "June 14 – 16, 2027", "June 30 – July 2, 2027", or "June 14, 2027" when both instants
 * fall on one day in the zone; in day-month order "14 – 16 June 2027", "30 June – 2 July 2027";
 * year first "2027 June 14 – 16". Ends in different years are written in full.
 */
export function formatDateRange(
  first: string | Date | number,
  last: string | Date | number,
  timeZone: string | null | undefined,
  format: ReaderFormat,
) {
  const order = dateOrder(format);
  const a = dateParts(first, timeZone, 'long');
  const b = dateParts(last, timeZone, 'long');
  if (a.year !== b.year) return `${monthDay(a, order)} – ${monthDay(b, order)}`;
  if (a.month !== b.month) {
    const from = { ...a, year: '' };
    const to = { ...b, year: '' };
    if (order === 'dmy') return `${monthDay(from, order)} – ${monthDay(to, order)} ${a.year}`;
    if (order === 'ymd') return `${a.year} ${monthDay(from, order)} – ${monthDay(to, order)}`;
    return `${monthDay(from, order)} – ${monthDay(to, order)}, ${a.year}`;
  }
  if (a.day === b.day) return monthDay(a, order);
  if (order === 'dmy') return `${a.day} – ${b.day} ${a.month} ${a.year}`;
  if (order === 'ymd') return `${a.year} ${a.month} ${a.day} – ${b.day}`;
  return `${a.month} ${a.day} – ${b.day}, ${a.year}`;
}

/** e.g. "Sat, Jun 14" ("Sat, 14 Jun"; without a year, year-first readers put the month first) */
export function formatShortDate(iso: string | Date | number, timeZone: string | null | undefined, format: ReaderFormat) {
  return withWeekday(dateParts(iso, timeZone, 'short'), dateOrder(format));
}

/** e.g. "Friday, May 1" ("Friday, 1 May") */
export function formatWeekdayDate(iso: string | Date | number, timeZone: string | null | undefined, format: ReaderFormat) {
  return withWeekday(dateParts(iso, timeZone, 'day'), dateOrder(format));
}

/** e.g. "7:30 PM EDT", or "19:30 EDT" on a 24-hour clock (zones without a common abbreviation read "GMT+2") */
export function formatEventTime(iso: string | Date | number, timeZone: string | null | undefined, format: ReaderFormat) {
  const cycle = uses24Hours(format) ? 'h23' : 'h12';
  return tidy(
    formatter(timeZone, `time-${cycle}`, { hour: 'numeric', minute: '2-digit', hourCycle: cycle, timeZoneName: 'short' }).format(new Date(iso)),
  );
}

/** A wall-clock time written as 'HH:mm' ("14:05") on the reader's clock: "2:05 PM" or "14:05". */
export function formatWallTime(hhmm: string, format: ReaderFormat): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (uses24Hours(format)) return `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "7:30 PM EDT" → ["7:30 PM", "EDT"] */
export function splitTime(text: string): [string, string] {
  const i = text.lastIndexOf(' ');
  return i > 0 ? [text.slice(0, i), text.slice(i + 1)] : [text, ''];
}

/**
 * An event's times as cards print them, in the itinerary's zone: `start` "7:00 PM" and `zone`
 * "EDT"; `end` "10:30 PM" when it has an end (with its own zone name, "1:00 AM EST", when a
 * daylight-saving change falls in between), and `endDay` "Sun, Jun 15" when the end is on a
 * later day. On a 24-hour clock "19:00", "22:30".
 */
export type EventTimes = { start: string; zone: string; end: string | null; endDay: string | null; endZone: string | null };

export function eventTimes(
  event: { datetime: string; endDatetime: string | null },
  timeZone: string | null | undefined,
  format: ReaderFormat,
): EventTimes {
  const [start, zone] = splitTime(formatEventTime(event.datetime, timeZone, format));
  if (!event.endDatetime) return { start, zone, end: null, endDay: null, endZone: null };
  const [endTime, endZone] = splitTime(formatEventTime(event.endDatetime, timeZone, format));
  const laterDay = dayKey(event.endDatetime, timeZone) !== dayKey(event.datetime, timeZone);
  return {
    start,
    zone,
    end: endZone === zone ? endTime : `${endTime} ${endZone}`,
    endDay: laterDay ? formatShortDate(event.endDatetime, timeZone, format) : null,
    endZone: endZone === zone ? null : endZone,
  };
}

/**
 * One line: "7:00 PM – 10:30 PM EDT", "7:00 PM – Sun, Jun 15, 2:00 AM EDT", "12:00 AM EDT –
 * 2:00 AM EST", or "7:00 PM EDT" without an end.
 */
export function formatEventTimes(
  event: { datetime: string; endDatetime: string | null },
  timeZone: string | null | undefined,
  format: ReaderFormat,
): string {
  const { start, zone, end, endDay, endZone } = eventTimes(event, timeZone, format);
  if (end === null) return `${start} ${zone}`;
  const until = `${endDay ? `${endDay}, ` : ''}${end}`;
  // Across a daylight-saving change each time carries its own zone name (`end` has its own).
  return endZone ? `${start} ${zone} – ${until}` : `${start} – ${until} ${zone}`;
}

/**
 * An end before this hour of a later day does not carry an event onto that day (the header's
 * dates, the calendar): a party until 2 AM belongs to the evening it starts.
 */
export const END_DAY_THRESHOLD_HOURS = 6;

/** The instant whose day is an event's last day: its end less END_DAY_THRESHOLD_HOURS, never before its start. */
export function lastMoment(event: { datetime: string; endDatetime?: string | null }): number {
  const start = Date.parse(event.datetime);
  if (!event.endDatetime) return start;
  return Math.max(start, Date.parse(event.endDatetime) - END_DAY_THRESHOLD_HOURS * 3_600_000);
}

/** The calendar day of an instant in the zone, as yyyy-MM-dd (for grouping by day). */
export function dayKey(iso: string | Date, timeZone?: string | null) {
  const parts = formatter(timeZone, 'day', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Maps search links are built on the client from the location text. */
export function mapsSearchUrl(location: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

type SplitEvents<T> = { upcoming: T[]; past: T[] };

/** When an event is over: its end when it has one, else its start. */
const overAt = (event: { datetime: string; endDatetime?: string | null }) => Date.parse(event.endDatetime || event.datetime);

/**
 * Upcoming: not over yet (an event under way stays with what is coming, at the top), by start;
 * past: the rest, latest first.
 */
export function splitEvents<T extends { datetime: string; endDatetime?: string | null }>(events: T[], now = Date.now()) {
  const upcoming = events.filter((e) => overAt(e) > now).sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  const past = events.filter((e) => overAt(e) <= now).sort((a, b) => Date.parse(b.datetime) - Date.parse(a.datetime));
  return { upcoming, past } satisfies SplitEvents<T>;
}

export type DayGroup<T> = { key: string; label: string; events: T[] };

/** Consecutive events on the same calendar day (in the itinerary's zone) share a heading. */
export function groupByDay<T extends { datetime: string }>(events: readonly T[], timeZone: string, format: ReaderFormat): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const event of events) {
    const key = dayKey(event.datetime, timeZone);
    const last = groups.at(-1);
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, label: formatEventDate(event.datetime, timeZone, format), events: [event] });
  }
  return groups;
}
