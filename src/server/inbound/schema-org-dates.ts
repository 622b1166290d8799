/**
 * Date-time values of schema.org markup as senders write them, made ISO 8601 for
 * resolveTime (./place-time-zone.ts): `2027-02-03 14:30`, `2027-02-03T14:30+0:00`,
 * `03-02-2027 14:30` and `03.02.2027 14h30` (day first), `12/31/2027 2:30 PM`, `20270203T143000Z`,
 * `… UTC`. A value is
 * only accepted when every part is in range (no 30 February, no 25:00): anything else is not a
 * date, and the event then has no time rather than an invented one.
 */

const OFFSET = String.raw`(?<offset>Z|UTC|GMT|[+-]\d{1,2}(?::?\d{2})?)`;
const TIME = String.raw`(?:[T\s]+|,\s*)(?<hour>\d{1,2})[:h.](?<minute>\d{2})(?::(?<second>\d{2})(?:[.,]\d+)?)?(?:\s*(?<meridiem>[ap])\.?m\.?)?`;

const FORMATS = [
  // 2027-02-03T14:30:00+01:00, 2027/02/03 14:30
  new RegExp(String.raw`^(?<year>\d{4})(?<sep>[-/.])(?<month>\d{1,2})\k<sep>(?<day>\d{1,2})(?:${TIME})?\s*${OFFSET}?$`, 'i'),
  // 03-02-2027 14:30, 03.02.2027, 12/31/2027 2:30 PM
  new RegExp(String.raw`^(?<a>\d{1,2})(?<sep>[-/.])(?<b>\d{1,2})\k<sep>(?<year>\d{4})(?:${TIME})?\s*${OFFSET}?$`, 'i'),
  // 20270203T143000Z (iCalendar style)
  new RegExp(String.raw`^(?<year>\d{4})(?<month>\d{2})(?<day>\d{2})(?:T(?<hour>\d{2})(?<minute>\d{2})(?<second>\d{2})?)?\s*${OFFSET}?$`, 'i'),
];

type Parts = { year: number; month: number; day: number; hour?: number | undefined; minute?: number | undefined; second?: number | undefined; offset?: string | undefined };

/** The value as `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS[offset]`, or null when it is not a date. */
export function normalizeDateTime(raw: string): string | null {
  // An IANA zone in brackets after the offset (RFC 9557) adds nothing the offset does not say.
  const value = raw.trim().replace(/\s+/g, ' ').replace(/(?<=[+-]\d{2}:?\d{2}|Z)\[[A-Za-z0-9_/+-]+\]$/i, '');
  if (!value || value.length > 40) return null;
  const parts = readParts(value);
  return parts ? format(parts) : null;
}

function num(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

function readParts(value: string): Parts | null {
  for (const pattern of FORMATS) {
    const g = pattern.exec(value)?.groups;
    if (!g) continue;
    let month = num(g['month']);
    let day = num(g['day']);
    if (g['a'] !== undefined && g['b'] !== undefined) {
      const first = Number(g['a']);
      const second = Number(g['b']);
      // Day first (Europe, most of the world); a second part above 12 shows a US-style
      // month-first date. Slashes with both parts up to 12 (04/05/2027) could be either: refused.
      [day, month] = [first, second];
      if (second > 12 && first <= 12) [day, month] = [second, first];
      else if (g['sep'] === '/' && first <= 12 && second <= 12 && first !== second) return null;
    }
    let hour = num(g['hour']);
    const meridiem = g['meridiem']?.toLowerCase();
    if (hour !== undefined && meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
    }
    return { year: Number(g['year']), month: month ?? 0, day: day ?? 0, hour, minute: num(g['minute']), second: num(g['second']), offset: g['offset'] };
  }
  return null;
}

function format(p: Parts): string | null {
  if (p.year < 1900 || p.year > 2200 || p.month < 1 || p.month > 12) return null;
  const daysInMonth = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  if (p.day < 1 || p.day > daysInMonth) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  // A date alone is a calendar day wherever it is: an offset after it changes nothing.
  if (p.hour === undefined) return date;
  const minute = p.minute ?? 0;
  const second = p.second ?? 0;
  if (p.hour > 23 || minute > 59 || second > 59) return null;
  const offset = p.offset === undefined ? '' : normalizeOffset(p.offset);
  if (offset === null) return null;
  return `${date}T${pad(p.hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

/** `Z`, `+0:00`, `+5`, `-0430`, `UTC` → `Z` or `±HH:MM`; null when out of range. */
function normalizeOffset(offset: string): string | null {
  if (/^(?:Z|UTC|GMT)$/i.test(offset)) return 'Z';
  const m = /^([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(offset);
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? '0');
  if (hours > 14 || minutes > 59) return null;
  return `${m[1]}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
