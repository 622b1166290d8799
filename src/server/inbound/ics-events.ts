/**
 * iCalendar invites → events. A small reader of RFC 5545 VEVENTs:
 * lines unfolded, parameters (quoted or not) split, TEXT values unescaped. ical.js is only a dev
 * dependency here and ical-generator only writes, hence this reader.
 * DTSTART: UTC ("Z") is exact; TZID is an IANA name, a Windows name Outlook writes, or a
 * VTIMEZONE whose X-LIC-LOCATION names one; a floating time or an unknown zone is read in the
 * default zone and marked for review.
 */
import { fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../lib/limits';
import { isKnownTimeZone } from './place-time-zone';
import { cleanText } from './schema-org-values';
import type { ExtractedEvent } from './types';

type Property = { name: string; params: Record<string, string>; value: string };
type Component = { name: string; properties: Property[]; children: Component[] };

/** The zones Outlook and Exchange name in Windows terms, for the places travel mail is about. */
const WINDOWS_ZONES: Record<string, string> = {
  'Eastern Standard Time': 'America/New_York', 'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver', 'US Mountain Standard Time': 'America/Phoenix',
  'Pacific Standard Time': 'America/Los_Angeles', 'Alaskan Standard Time': 'America/Anchorage',
  'Hawaiian Standard Time': 'Pacific/Honolulu', 'GMT Standard Time': 'Europe/London',
  'W. Europe Standard Time': 'Europe/Berlin', 'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest', 'Central European Standard Time': 'Europe/Warsaw',
  'E. Europe Standard Time': 'Europe/Chisinau', 'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kiev', 'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul', 'China Standard Time': 'Asia/Shanghai',
  'Singapore Standard Time': 'Asia/Singapore', 'India Standard Time': 'Asia/Kolkata',
  'Arabian Standard Time': 'Asia/Dubai', 'AUS Eastern Standard Time': 'Australia/Sydney',
  'New Zealand Standard Time': 'Pacific/Auckland', UTC: 'UTC', 'Coordinated Universal Time': 'UTC',
};

/** Unfolds and parses an iCalendar text into its component tree (never throws). */
export function parseCalendar(source: string): Component {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\n[ \t]/g, '').split('\n');
  const root: Component = { name: 'ROOT', properties: [], children: [] };
  const stack: Component[] = [root];
  for (const line of lines.slice(0, 20_000)) {
    const property = parseLine(line);
    if (!property) continue;
    const current = stack[stack.length - 1] ?? root;
    if (property.name === 'BEGIN') {
      const child: Component = { name: property.value.toUpperCase(), properties: [], children: [] };
      current.children.push(child);
      if (stack.length < 10) stack.push(child);
    } else if (property.name === 'END') {
      if (stack.length > 1) stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  return root;
}

function parseLine(line: string): Property | null {
  // Name and parameters end at the first colon outside double quotes.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const head = line.slice(0, colon);
  const parts = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const name = (parts[0] ?? '').toUpperCase().trim();
  if (!/^[A-Z0-9-]+$/.test(name)) return null;
  const params: Record<string, string> = {};
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq).toUpperCase().trim()] = part.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name, params, value: line.slice(colon + 1) };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function prop(component: Component, name: string): Property | undefined {
  return component.properties.find((p) => p.name === name);
}

function zoneForTzid(tzid: string, calendar: Component): string | null {
  const id = tzid.trim();
  if (isKnownTimeZone(id)) return id;
  const windows = WINDOWS_ZONES[id];
  if (windows) return windows;
  // "/mozilla.org/20050126_1/Europe/Paris" and similar prefixed ids end with the IANA name.
  const tail = id.split('/').slice(-2).join('/');
  if (isKnownTimeZone(tail) && tail.includes('/')) return tail;
  const definition = calendar.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID')?.value.trim() === id);
  const location = definition ? prop(definition, 'X-LIC-LOCATION')?.value.trim() : undefined;
  return location && isKnownTimeZone(location) ? location : null;
}

type IcsTime = { start: Date; timeZone: string | null; certain: boolean };

function readDateTime(property: Property, calendar: Component): IcsTime | null {
  const value = property.value.trim();
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, z] = match;
  const local = `${y}-${mo}-${d}T${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}`;
  if (z) return { start: new Date(`${local}Z`), timeZone: null, certain: true };
  const tzid = property.params['TZID'];
  const zone = tzid ? zoneForTzid(tzid, calendar) : null;
  const start = fromZonedTime(local, zone ?? DEFAULT_TIME_ZONE);
  if (Number.isNaN(start.getTime())) return null;
  // An all-day date is a date, not a moment in some zone: nothing to review.
  return { start, timeZone: zone, certain: zone !== null || h === undefined };
}

/** The events of every VEVENT in the calendar text. */
export function eventsOfCalendar(source: string): ExtractedEvent[] {
  const root = parseCalendar(source);
  const calendars = root.children.filter((c) => c.name === 'VCALENDAR');
  const out: ExtractedEvent[] = [];
  for (const calendar of calendars.length > 0 ? calendars : [root]) {
    const method = prop(calendar, 'METHOD')?.value.trim().toUpperCase();
    for (const event of calendar.children.filter((c) => c.name === 'VEVENT')) {
      const dtstart = prop(event, 'DTSTART');
      const time = dtstart ? readDateTime(dtstart, calendar) : null;
      const textOf = (name: string) => {
        const p = prop(event, name);
        return p ? cleanText(unescapeText(p.value)) || null : null;
      };
      const geo = prop(event, 'GEO')?.value.split(/[;,]/).map(Number);
      const latitude = geo && geo.length === 2 && Math.abs(geo[0] ?? NaN) <= 90 ? (geo[0] ?? null) : null;
      const longitude = geo && geo.length === 2 && Math.abs(geo[1] ?? NaN) <= 180 ? (geo[1] ?? null) : null;
      const uid = textOf('UID');
      const recurrence = prop(event, 'RECURRENCE-ID')?.value.trim();
      const status = prop(event, 'STATUS')?.value.trim().toUpperCase();
      // An invite's description often carries the booking reference or a meeting link: it is
      // kept as private notes, which only admins see (docs/product.md#events), never guests.
      const notes = unescapeText(prop(event, 'DESCRIPTION')?.value ?? '').trim() || null;
      const warning = time && !time.certain ? 'The invitation did not say which time zone this time is in.' : null;
      const cancelled = method === 'CANCEL' || status === 'CANCELLED';
      // Outlook prefixes the summary of a cancellation; the flag already says it.
      const summary = textOf('SUMMARY')?.replace(cancelled ? /^(?:canceled|cancelled)\s*:\s*/i : /$^/, '');
      out.push({
        title: summary || 'Calendar invitation',
        description: warning,
        start: time?.start ?? null,
        timeZone: time?.timeZone ?? null,
        location: textOf('LOCATION'),
        latitude: latitude !== null && longitude !== null && Number.isFinite(latitude) ? latitude : null,
        longitude: latitude !== null && longitude !== null && Number.isFinite(longitude) ? longitude : null,
        eventType: 'event',
        // A changed occurrence of a recurring event shares the UID: its RECURRENCE-ID tells them apart.
        reservationKey: uid ? `ics:${uid}${recurrence ? `:${recurrence}` : ''}` : null,
        privateNotes: notes,
        needsReview: !time || !time.certain,
        cancelled,
      });
    }
  }
  return out;
}
