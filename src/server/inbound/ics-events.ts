/**
 * iCalendar invites → events (step 2 of ./extract.ts), with the reader of ./ics-parse.ts.
 * - Times (./ics-time.ts): UTC is exact; a DATE stays a date; a TZID is an IANA name, a Windows
 *   name or the invite's VTIMEZONE; a floating time is read in the zone of the event's place
 *   (LOCATION, or the departure airport of a SUMMARY like "LH 123 FRA 07:05 → LIS 09:10"),
 *   else the calendar's X-WR-TIMEZONE, else the default zone and marked for review.
 * - Type (./ics-kind.ts): from X- properties, CATEGORIES, SUMMARY, LOCATION.
 * - Journeys (./ics-legs.ts): a DESCRIPTION listing two or more legs gives one event per leg,
 *   the first keeping the invite's key, the others `…:leg2`, `…:leg3`. Each leg's two ends are
 *   its `journey`, as is the one leg a SUMMARY or DESCRIPTION writes; a flight or train invite
 *   that writes no leg has none (its LOCATION and DTEND do not say where it arrives).
 * - Cancellations: METHOD:CANCEL, STATUS:CANCELLED, or a "Cancelled:/Canceled:/Abgesagt:/
 *   Annulé:/Cancelado:" SUMMARY prefix. The key is the UID's, as in the invite it cancels, so
 *   the stored event is updated rather than a new one added.
 * - Recurring invites (./ics-recurrence.ts): a bounded window of occurrences, EXDATEs left out,
 *   each keyed `ics:{UID}:{recurrence id}` like the RECURRENCE-ID of a moved occurrence, which
 *   replaces the one it moves.
 */
import { fromZonedTime } from 'date-fns-tz';
import type { Journey } from '../../lib/journey';
import { DEFAULT_TIME_ZONE, EMAIL_EVENTS_MAX } from '../../lib/limits';
import { airportByCode } from './airports/index';
import { kindOfEvent } from './ics-kind';
import { datedLegs, legsOf, type Leg } from './ics-legs';
import { type Component, type Property, parseCalendar, prop, props, unescapeText } from './ics-parse';
import { expandRule } from './ics-recurrence';
import { type IcsTime, type TimeContext, type TimeReader, formatWall, isoWall, parseWall, timeReader } from './ics-time';
import { zoneOfAirport, zoneOfLocation } from './place-time-zone';
import { cleanText } from './schema-org-values';
import type { ExtractedEvent } from './types';

const CANCELLED_PREFIX = /^\s*(?:cancell?ed|canceled|abgesagt|storniert|annul[ée]e?|annulee|cancelad[oa]|annullat[oa]|geannuleerd)\s*:\s*/i;
const UNSURE_ZONE = 'The invitation did not say which time zone this time is in.';

type Occurrence = { time: IcsTime | null; key: string | null; wall: number | null };

/**
 * VEVENTs read from one calendar text; the rest are ignored. A trip's invites are a few dozen at
 * most, and each VEVENT costs work (its time zone, its rule), so a calendar of thousands is
 * read only this far (docs/security.md, "Reading forwarded invites").
 */
export const CALENDAR_VEVENTS_MAX = EMAIL_EVENTS_MAX * 4;

/** The events of every VEVENT in the calendar text (the first `CALENDAR_VEVENTS_MAX` of them). */
export function eventsOfCalendar(source: string): ExtractedEvent[] {
  return [...calendarEventBatches(source)].flat();
}

/**
 * The same events, one VEVENT's at a time, so a caller can let other work run in between
 * (../core/pacing.ts).
 */
export function* calendarEventBatches(source: string): Generator<ExtractedEvent[], void, void> {
  const root = parseCalendar(source);
  const calendars = root.children.filter((c) => c.name === 'VCALENDAR');
  let read = 0;
  for (const calendar of calendars.length > 0 ? calendars : [root]) {
    const method = prop(calendar, 'METHOD')?.value.trim().toUpperCase();
    const vevents = calendar.children.filter((c) => c.name === 'VEVENT').slice(0, CALENDAR_VEVENTS_MAX - read);
    for (const event of vevents) {
      read++;
      yield eventsOfVevent(event, calendar, vevents, method === 'CANCEL');
    }
    if (read >= CALENDAR_VEVENTS_MAX) return;
  }
}

function textOf(event: Component, name: string): string | null {
  const p = prop(event, name);
  return p ? cleanText(unescapeText(p.value)) || null : null;
}

function eventsOfVevent(event: Component, calendar: Component, siblings: Component[], methodCancel: boolean): ExtractedEvent[] {
  const rawSummary = textOf(event, 'SUMMARY') ?? '';
  const prefixed = CANCELLED_PREFIX.test(rawSummary);
  const summary = rawSummary.replace(CANCELLED_PREFIX, '');
  const status = prop(event, 'STATUS')?.value.trim().toUpperCase();
  const cancelled = methodCancel || status === 'CANCELLED' || prefixed;
  const location = textOf(event, 'LOCATION');
  // An invite's description often carries the booking reference or a meeting link: it is
  // kept as private notes, which only admins see (docs/product.md#events), never guests.
  const notes = unescapeText(prop(event, 'DESCRIPTION')?.value ?? '').trim() || null;
  const summaryLeg = legsOf(summary)[0] ?? null;
  const placeZone = zoneOfLocation(location) ?? (summaryLeg ? legZone(summaryLeg, null) : null);
  const context: TimeContext = { calendar, placeZone };
  const dtstart = prop(event, 'DTSTART');
  const reader = dtstart ? timeReader(dtstart, context) : null;
  const uid = textOf(event, 'UID');
  const eventType = kindOfEvent(event);
  const geo = prop(event, 'GEO')?.value.split(/[;,]/).map(Number);
  const latitude = geo && geo.length === 2 && Math.abs(geo[0] ?? NaN) <= 90 ? (geo[0] ?? null) : null;
  const longitude = geo && geo.length === 2 && Math.abs(geo[1] ?? NaN) <= 180 ? (geo[1] ?? null) : null;
  const hasPoint = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  const endLine = reader ? endDescription(event, reader, context, eventType) : null;
  const end = reader ? timedEnd(event, reader, context) : null;
  const arrivalLine = summaryLeg ? `Arrives at ${summaryLeg.to} ${summaryLeg.arrives}${summaryLeg.arrivesNextDay ? ' (next day)' : ''}.` : null;

  const base = (occurrence: Occurrence): ExtractedEvent => {
    const time = occurrence.time;
    const warning = time && !time.certain ? UNSURE_ZONE : null;
    const dayLine = time?.allDay && occurrence.wall !== null ? `All day on ${isoWall(occurrence.wall).slice(0, 10)}.` : null;
    return {
      title: summary || 'Calendar invitation',
      description: joinLines([warning, dayLine, endLine, arrivalLine]),
      start: time?.start ?? null,
      // The invite's own DTEND belongs to its first occurrence only.
      end: occurrence.wall !== null && occurrence.wall === reader?.wall ? end : null,
      timeZone: time?.timeZone ?? null,
      location,
      latitude: hasPoint ? latitude : null,
      longitude: hasPoint ? longitude : null,
      eventType,
      reservationKey: occurrence.key,
      privateNotes: notes,
      needsReview: !time || !time.certain,
      cancelled,
      journey: null,
    };
  };

  const recurrenceId = prop(event, 'RECURRENCE-ID');
  const rrule = prop(event, 'RRULE')?.value;
  if (recurrenceId) {
    const master = siblings.find((s) => s !== event && textOf(s, 'UID') === uid && !prop(s, 'RECURRENCE-ID'));
    const time = reader ? reader.at(reader.wall) : null;
    return [base({ time, key: uid ? `ics:${uid}:${recurrenceKey(recurrenceId, master, context)}` : null, wall: reader?.wall ?? null })];
  }
  if (rrule && reader) return occurrencesOf(event, reader, rrule, context, siblings, uid).map(base);

  const time = reader ? reader.at(reader.wall) : null;
  const key = uid ? `ics:${uid}` : null;
  const legs = legsOf(notes);
  if (legs.length >= 2 && reader) return legEvents(legs, reader, time, key, { ...base({ time, key, wall: reader.wall }), description: null });
  const single = base({ time, key, wall: reader?.wall ?? null });
  // The one leg the invite writes (its SUMMARY, else its DESCRIPTION) is the event's journey.
  const leg = summaryLeg ?? (legs.length === 1 ? legs[0] : undefined);
  const journey = leg && reader ? (journeyOfLeg(datedLegs([leg], firstDateOf([leg], reader, time))[0], time) ?? null) : null;
  if (eventType === 'event' && legs.length === 1) return [{ ...single, eventType: legs[0]?.kind ?? 'event', journey }];
  return [{ ...single, journey }];
}

function joinLines(lines: (string | null)[]): string | null {
  const kept = lines.filter((l): l is string => Boolean(l));
  return kept.length > 0 ? kept.join('\n') : null;
}

/** The instant DTEND names, when both it and DTSTART have a time of day (a DATE is a whole day). */
function timedEnd(event: Component, reader: TimeReader, context: TimeContext): Date | null {
  const dtend = prop(event, 'DTEND');
  const end = dtend ? timeReader(dtend, context) : null;
  if (!end || end.style === 'date' || reader.style === 'date') return null;
  return end.at(end.wall)?.start ?? null;
}

/** "Check-out 2027-06-15." for a stay, "Until 2027-06-14." for several days. */
function endDescription(event: Component, reader: TimeReader, context: TimeContext, eventType: string): string | null {
  const dtend = prop(event, 'DTEND');
  const end = dtend ? timeReader(dtend, context) : null;
  if (!end || end.wall <= reader.wall) return null;
  const endDate = isoWall(end.wall).slice(0, 10);
  if (eventType === 'lodging') return `Check-out ${endDate}.`;
  if (reader.style === 'date' && end.style === 'date' && end.wall - reader.wall > 86_400_000) {
    return `Until ${isoWall(end.wall - 86_400_000).slice(0, 10)}.`;
  }
  return null;
}

/** The zone a leg departs in: its airport's, its station's, else the journey's own. */
function legZone(leg: Leg, journeyZone: string | null): string | null {
  if (leg.kind === 'flight') return zoneOfAirport(leg.from);
  return zoneOfLocation(leg.from) ?? journeyZone;
}

/** The zone a leg arrives in: its airport's, its station's, else the zone it departs in. */
function arrivalZoneOf(leg: Leg, departureZone: string | null): string | null {
  return leg.kind === 'flight' ? zoneOfAirport(leg.to) : (zoneOfLocation(leg.to) ?? departureZone);
}

/** A leg's place as an event's location names it: an airport by its name and code, else as written. */
function legPlace(leg: Leg, place: string): string {
  const airport = leg.kind === 'flight' ? airportByCode(place) : null;
  return airport ? `${airport.name ?? place} (${place})` : place;
}

/** A wall-clock time of a leg's end in its zone (the default zone when none is known), or null. */
function legInstant(date: string, clock: string, zone: string | null): Date | null {
  const at = fromZonedTime(`${date}T${clock}:00`, zone ?? DEFAULT_TIME_ZONE);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The journey's first date as its first leg's place reads it. */
function firstDateOf(legs: Leg[], reader: TimeReader, time: IcsTime | null): string {
  const journeyZone = time?.certain ? time.timeZone : null;
  const firstZone = legs[0] ? legZone(legs[0], journeyZone) : null;
  return reader.style === 'utc' && time && firstZone
    ? new Intl.DateTimeFormat('en-CA', { timeZone: firstZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time.start)
    : isoWall(reader.wall).slice(0, 10);
}

/** A dated leg's two ends, read in their places' zones (the arrival on the next day when the leg says so). */
function journeyOfLeg(dated: ReturnType<typeof datedLegs>[number] | undefined, time: IcsTime | null): Journey | null {
  if (!dated) return null;
  const { leg, departDate, arriveDate } = dated;
  const zone = legZone(leg, time?.certain ? time.timeZone : null);
  const arrivalZone = arrivalZoneOf(leg, zone);
  const flight = leg.kind === 'flight';
  return {
    mode: leg.kind,
    number: flight ? leg.service.replace(/\s/g, '') : leg.service,
    from: { place: legPlace(leg, leg.from), code: flight ? leg.from : null, timeZone: zone, time: legInstant(departDate, leg.departs, zone)?.toISOString() ?? null },
    to: { place: legPlace(leg, leg.to), code: flight ? leg.to : null, timeZone: arrivalZone, time: legInstant(arriveDate, leg.arrives, arrivalZone ?? zone)?.toISOString() ?? null },
  };
}

/** One event per leg of a journey listed in the description. */
function legEvents(legs: Leg[], reader: TimeReader, time: IcsTime | null, key: string | null, common: ExtractedEvent): ExtractedEvent[] {
  const journeyZone = time?.certain ? time.timeZone : null;
  return datedLegs(legs, firstDateOf(legs, reader, time)).map((dated, index) => {
    const { leg, departDate, arriveDate } = dated;
    const zone = legZone(leg, journeyZone);
    const start = legInstant(departDate, leg.departs, zone);
    const arrivalZone = arrivalZoneOf(leg, zone);
    const title = leg.kind === 'flight' ? `Flight ${leg.service} ${leg.from} → ${leg.to}` : `${leg.service} ${leg.from} → ${leg.to}`;
    return {
      ...common,
      title,
      description: joinLines([
        zone ? null : UNSURE_ZONE,
        `Arrives at ${leg.to}, ${arriveDate} ${leg.arrives}${arrivalZone ? ` (${arrivalZone})` : ''}.`,
      ]),
      start,
      timeZone: zone,
      location: legPlace(leg, leg.from),
      latitude: index === 0 ? common.latitude : null,
      longitude: index === 0 ? common.longitude : null,
      eventType: leg.kind,
      reservationKey: key && index > 0 ? `${key}:leg${index + 1}` : key,
      needsReview: zone === null || start === null,
      journey: journeyOfLeg(dated, time),
    };
  });
}

/** The instant a DTSTART-like property names, or null. */
function instantOf(property: Property, context: TimeContext): number | null {
  const reader = timeReader(property, context);
  return reader?.at(reader.wall)?.start.getTime() ?? null;
}

/** A RECURRENCE-ID written as the series writes its occurrences (UTC or local), for keys. */
function recurrenceKey(recurrenceId: Property, master: Component | undefined, context: TimeContext): string {
  const raw = recurrenceId.value.trim();
  const masterStart = master ? prop(master, 'DTSTART') : undefined;
  const masterStyle = masterStart ? parseWall(masterStart.value)?.style : undefined;
  const own = parseWall(raw);
  if (!own || !masterStyle || own.style === masterStyle) return raw;
  if (masterStyle === 'utc') {
    const instant = instantOf(recurrenceId, context);
    return instant === null ? raw : formatWall(instant, 'utc');
  }
  return raw;
}

function occurrencesOf(
  event: Component,
  reader: TimeReader,
  rrule: string,
  context: TimeContext,
  siblings: Component[],
  uid: string | null,
): Occurrence[] {
  const stamp = parseWall(prop(event, 'DTSTAMP')?.value ?? '');
  // The window starts when the invite was sent (a day early, for zones behind UTC).
  const from = stamp ? stamp.wall - 86_400_000 : reader.wall;
  const excluded = new Set<number>();
  for (const exdate of props(event, 'EXDATE')) {
    for (const value of exdate.value.split(',')) {
      const instant = instantOf({ ...exdate, value }, context);
      if (instant !== null) excluded.add(instant);
    }
  }
  // Moved occurrences come as their own VEVENTs (same UID, RECURRENCE-ID): they replace these.
  for (const sibling of siblings) {
    const id = prop(sibling, 'RECURRENCE-ID');
    if (!id || textOf(sibling, 'UID') !== uid) continue;
    const instant = instantOf(id, context);
    if (instant !== null) excluded.add(instant);
  }
  return expandRule(rrule, reader.wall, from).flatMap((wall) => {
    const time = reader.at(wall);
    if (time && excluded.has(time.start.getTime())) return [];
    return [{ time, key: uid ? `ics:${uid}:${formatWall(wall, reader.style)}` : null, wall }];
  });
}
