/**
 * Times of an iCalendar invite (./ics-events.ts). A value is read as written (its "wall" time,
 * held as milliseconds as if it were UTC, so rules can step through days) and then placed:
 * - `…Z` is UTC, exact;
 * - a DATE (`VALUE=DATE`, `20270612`) is a date, not a moment: it is kept as midnight of that
 *   date in the zone unclaimed events are shown in, whatever TZID or place comes with it;
 * - a TZID is an IANA name, a Windows name (./windows-zones.ts), a prefixed id ending with an
 *   IANA name, or a VTIMEZONE of the invite: its STANDARD/DAYLIGHT rules give the offset (the
 *   invite's own definition wins), its X-LIC-LOCATION or the cities of its name the zone shown;
 * - a floating time (or an unknown TZID without a definition) is read in the place's zone, else
 *   in the calendar's X-WR-TIMEZONE, else in the default zone and marked for review.
 */
import { fromZonedTime, getTimezoneOffset } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../lib/limits';
import { type Component, type Property, prop, props } from './ics-parse';
import { isKnownTimeZone, zoneOfCity } from './place-time-zone';
import { zoneOfWindowsName } from './windows-zones';

export type IcsTime = {
  start: Date;
  timeZone: string | null;
  /** False when the zone was guessed: the event is then marked for review. */
  certain: boolean;
  /** A DATE value: a day, not a time of day. */
  allDay: boolean;
};

/** How a value was written, which recurrence ids of its occurrences repeat. */
export type TimeStyle = 'date' | 'utc' | 'local';

export type TimeReader = {
  /** The value as written, in milliseconds as if it were UTC. */
  wall: number;
  style: TimeStyle;
  /** The time of another wall time in the same zone (occurrences of a recurring event). */
  at(wall: number): IcsTime | null;
};

export type TimeContext = {
  calendar: Component;
  /** The zone of the event's place (LOCATION, an airport, a station), if known. */
  placeZone: string | null;
};

const VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i;

export function parseWall(value: string): { wall: number; style: TimeStyle } | null {
  const match = VALUE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, z] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) return null;
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 60) return null;
  return { wall, style: h === undefined ? 'date' : z ? 'utc' : 'local' };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall time written back as iCalendar writes it in `style` (recurrence ids). */
export function formatWall(wall: number, style: TimeStyle): string {
  const t = new Date(wall);
  const date = `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
  if (style === 'date') return date;
  return `${date}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}${style === 'utc' ? 'Z' : ''}`;
}

/** "2027-06-12T09:05:00" for date-fns-tz and descriptions. */
export function isoWall(wall: number): string {
  return new Date(wall).toISOString().slice(0, 19);
}

/** The offset (minutes east of UTC) a zone has at an instant; null for a zone the runtime does not know. */
function zoneOffsetMinutes(zone: string, at: Date): number | null {
  const ms = getTimezoneOffset(zone, at);
  return Number.isFinite(ms) ? Math.round(ms / 60_000) : null;
}

type Observance = {
  start: number;
  from: number;
  to: number;
  rule: { month: number | null; byDay: { n: number; weekday: number }[]; byMonthDay: number[]; until: number | null } | null;
  dates: number[];
};

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function parseOffset(value: string | undefined): number | null {
  const match = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** RRULE parts as a map ("FREQ" → "YEARLY"). */
export function ruleParts(value: string): Map<string, string> {
  return new Map(value.split(';').map((part) => {
    const [key = '', ...rest] = part.split('=');
    return [key.trim().toUpperCase(), rest.join('=').trim().toUpperCase()] as const;
  }));
}

/** "1SU", "-1SU", "SU" → ordinal (0 for every) and weekday. */
export function parseByDay(value: string | undefined): { n: number; weekday: number }[] {
  if (!value) return [];
  return value.split(',').flatMap((item) => {
    const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(item.trim());
    return match ? [{ n: Number(match[1] ?? 0), weekday: WEEKDAYS.indexOf(match[2] ?? '') }] : [];
  });
}

/** The days of a month (1-based) falling on `weekday`, the n-th of them (n < 0 from the end) or all. */
export function weekdaysOfMonth(year: number, month: number, weekday: number, n: number): number[] {
  const days: number[] = [];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let day = 1; day <= last; day++) if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === weekday) days.push(day);
  if (n === 0) return days;
  const day = n > 0 ? days[n - 1] : days[days.length + n];
  return day === undefined ? [] : [day];
}

function observancesOf(vtimezone: Component): Observance[] {
  return vtimezone.children.flatMap((child): Observance[] => {
    if (child.name !== 'STANDARD' && child.name !== 'DAYLIGHT') return [];
    const to = parseOffset(prop(child, 'TZOFFSETTO')?.value);
    const start = parseWall(prop(child, 'DTSTART')?.value ?? '');
    if (to === null || !start) return [];
    const from = parseOffset(prop(child, 'TZOFFSETFROM')?.value) ?? to;
    const rrule = prop(child, 'RRULE')?.value;
    let rule: Observance['rule'] = null;
    if (rrule) {
      const parts = ruleParts(rrule);
      if (parts.get('FREQ') === 'YEARLY') {
        const until = parts.get('UNTIL') ? (parseWall(parts.get('UNTIL') ?? '')?.wall ?? null) : null;
        rule = {
          month: parts.get('BYMONTH') ? Number(parts.get('BYMONTH')) : null,
          byDay: parseByDay(parts.get('BYDAY')),
          byMonthDay: (parts.get('BYMONTHDAY') ?? '').split(',').filter(Boolean).map(Number),
          until,
        };
      }
    }
    const dates = props(child, 'RDATE').flatMap((p) => p.value.split(',').flatMap((v) => parseWall(v)?.wall ?? []));
    return [{ start: start.wall, from, to, rule, dates }];
  });
}

/** When an observance begins in `year` (wall time), by its yearly rule. */
function onsetsIn(observance: Observance, year: number): number[] {
  const rule = observance.rule;
  if (!rule) return [];
  const start = new Date(observance.start);
  const month = rule.month ?? start.getUTCMonth() + 1;
  let days: number[];
  if (rule.byDay.length > 0) {
    days = rule.byDay.flatMap(({ n, weekday }) => weekdaysOfMonth(year, month, weekday, n));
    if (rule.byMonthDay.length > 0) days = days.filter((d) => rule.byMonthDay.includes(d));
  } else {
    days = rule.byMonthDay.length > 0 ? rule.byMonthDay : [start.getUTCDate()];
  }
  return days
    .map((day) => Date.UTC(year, month - 1, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()))
    .filter((t) => t >= observance.start && (rule.until === null || t <= rule.until + 86_400_000));
}

/** The offset (minutes) a VTIMEZONE's rules give at a wall time, or null when it has none. */
function vtimezoneOffset(vtimezone: Component, wall: number): number | null {
  const observances = observancesOf(vtimezone);
  if (observances.length === 0) return null;
  const year = new Date(wall).getUTCFullYear();
  let best: { onset: number; offset: number } | null = null;
  for (const observance of observances) {
    const onsets = [observance.start, ...observance.dates, ...onsetsIn(observance, year - 1), ...onsetsIn(observance, year)];
    for (const onset of onsets) {
      if (onset <= wall && (!best || onset > best.onset)) best = { onset, offset: observance.to };
    }
  }
  if (best) return best.offset;
  const earliest = [...observances].sort((a, b) => a.start - b.start)[0];
  return earliest ? earliest.from : null;
}

type ZoneRef = { iana: string | null; definition: Component | null };

/** What a TZID names: an IANA zone and/or the invite's own definition. Null when neither. */
function zoneOfTzid(tzid: string, calendar: Component): ZoneRef | null {
  const id = tzid.trim();
  const definition = calendar.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID')?.value.trim() === id) ?? null;
  const withRules = definition && vtimezoneOffset(definition, Date.UTC(2000, 0, 1)) !== null ? definition : null;
  let iana: string | null = null;
  if (isKnownTimeZone(id)) iana = id;
  iana ??= knownOrNull(zoneOfWindowsName(id));
  // "/mozilla.org/20050126_1/Europe/Paris" and similar prefixed ids end with the IANA name.
  if (!iana) {
    const segments = id.split('/');
    for (let n = 3; n >= 2 && !iana; n--) {
      const tail = segments.slice(-n).join('/');
      if (segments.length >= n && tail.includes('/') && isKnownTimeZone(tail)) iana = tail;
    }
  }
  const location = definition ? prop(definition, 'X-LIC-LOCATION')?.value.trim() : undefined;
  if (!iana && location && isKnownTimeZone(location)) iana = location;
  // Outlook's display names: "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna".
  if (!iana && /^\(UTC[^)]*\)/i.test(id)) {
    for (const city of id.replace(/^\(UTC[^)]*\)\s*/i, '').split(',')) {
      iana = zoneOfCity(city.trim());
      if (iana) break;
    }
  }
  return iana || withRules ? { iana, definition: withRules } : null;
}

function knownOrNull(zone: string | null): string | null {
  return zone && isKnownTimeZone(zone) ? zone : null;
}

function placed(ref: ZoneRef, wall: number): IcsTime | null {
  if (ref.definition) {
    const offset = vtimezoneOffset(ref.definition, wall);
    if (offset !== null) {
      const start = new Date(wall - offset * 60_000);
      // The zone shown is the named one only when its clock agrees with the definition.
      const agrees = ref.iana !== null && zoneOffsetMinutes(ref.iana, start) === offset;
      return { start, timeZone: agrees ? ref.iana : null, certain: true, allDay: false };
    }
  }
  if (!ref.iana) return null;
  const start = fromZonedTime(isoWall(wall), ref.iana);
  return Number.isNaN(start.getTime()) ? null : { start, timeZone: ref.iana, certain: true, allDay: false };
}

/** The calendar's own zone (Google and Apple exports), when it names a known one. */
function calendarZone(calendar: Component): string | null {
  const zone = prop(calendar, 'X-WR-TIMEZONE')?.value.trim();
  return zone && isKnownTimeZone(zone) ? zone : null;
}

/** Reads a DTSTART-like property; null when its value is not a date. */
export function timeReader(property: Property, context: TimeContext): TimeReader | null {
  const parsed = parseWall(property.value);
  if (!parsed) return null;
  const { wall, style } = parsed;
  const dateOnly = style === 'date' || property.params['VALUE']?.toUpperCase() === 'DATE';
  if (dateOnly) {
    return {
      wall,
      style: 'date',
      at: (w) => ({ start: fromZonedTime(`${isoWall(w).slice(0, 10)}T00:00:00`, DEFAULT_TIME_ZONE), timeZone: null, certain: true, allDay: true }),
    };
  }
  if (style === 'utc') {
    return { wall, style, at: (w) => ({ start: new Date(w), timeZone: context.placeZone, certain: true, allDay: false }) };
  }
  const tzid = property.params['TZID'];
  const ref = tzid ? zoneOfTzid(tzid, context.calendar) : null;
  if (ref) return { wall, style, at: (w) => placed(ref, w) };
  const zone = context.placeZone ?? calendarZone(context.calendar);
  return {
    wall,
    style,
    at: (w) => {
      const start = fromZonedTime(isoWall(w), zone ?? DEFAULT_TIME_ZONE);
      return Number.isNaN(start.getTime()) ? null : { start, timeZone: zone, certain: zone !== null, allDay: false };
    },
  };
}
