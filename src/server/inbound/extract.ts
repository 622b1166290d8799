/**
 * Events of a forwarded email, correct first, then clever:
 * 1. schema.org reservations in the HTML (JSON-LD or microdata);
 * 2. otherwise iCalendar invites;
 * 3. otherwise flights, trains, coaches and hotel stays written as plain text
 *    (./text/text-bookings.ts), when every leg and stay of the message reads with certainty;
 * 4. otherwise the AI extractor, when one is configured (its results are already marked for
 *    review);
 * 5. otherwise, or when the AI finds nothing or fails, one item with the subject, marked for
 *    review and dated only by a date written next to booking words or with a time of day
 *    (./fallback-event.ts): never a guessed event.
 * Every result is deduplicated by reservation key and clipped to the event form's limits.
 */
import {
  EMAIL_EVENTS_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_PRIVATE_NOTES_MAX,
  EVENT_TITLE_MAX,
} from '../../lib/limits';
import { fallbackEvent } from './fallback-event';
import { readStructuredData } from './html-structured-data';
import { runAtOnce, runPaced, type Steps } from '../core/pacing';
import { calendarEventBatches } from './ics-events';
import { eventsOfReservation, findReservations } from './schema-org-events';
import { cleanText } from './schema-org-values';
import { eventsOfText } from './text/text-bookings';
import type { AiExtractor, EmailContent, ExtractedEvent } from './types';

export type ExtractOptions = { ai?: AiExtractor | undefined };

/** The deterministic events of an email (steps 1 to 3), without AI or fallback. */
export function extractStructuredEvents(content: EmailContent): ExtractedEvent[] {
  return runAtOnce(structuredEventSteps(content));
}

/**
 * Steps 1 to 3, pausing between reservations and between invite events so a large message never
 * holds up other requests for long (../core/pacing.ts). Past `EMAIL_EVENTS_MAX * 4` events, a message
 * is not read further: the rest could only be cut later.
 */
function* structuredEventSteps(content: EmailContent): Steps<ExtractedEvent[]> {
  const enough = EMAIL_EVENTS_MAX * 4;
  if (content.html) {
    // Repeats (one block per passenger) are merged later; past a few times the cap, the rest is noise.
    const reservations = findReservations(readStructuredData(content.html)).slice(0, enough);
    yield;
    const events: ExtractedEvent[] = [];
    for (const reservation of reservations) {
      events.push(...eventsOfReservation(reservation));
      yield;
    }
    if (events.length > 0) return events;
  }
  // Calendar text may also arrive inline as the text/calendar body of a plain message.
  const calendars = [...content.calendars];
  if (calendars.length === 0 && /BEGIN:VEVENT/i.test(content.text)) calendars.push(content.text);
  const events: ExtractedEvent[] = [];
  for (const source of calendars) {
    for (const batch of calendarEventBatches(source)) {
      events.push(...batch);
      yield;
      if (events.length >= enough) return events;
    }
  }
  if (events.length > 0) return events;
  return eventsOfText(content);
}

export async function extractEvents(content: EmailContent, options: ExtractOptions = {}): Promise<ExtractedEvent[]> {
  let events = await runPaced(structuredEventSteps(content));
  if (events.length === 0 && options.ai) {
    try {
      events = await options.ai(content);
    } catch (error) {
      // The provider being down must not lose the email: the fallback item still records it.
      console.warn('[inbound] AI extraction failed, keeping the email as one item to review:', String(error));
      events = [];
    }
  }
  if (events.length === 0) events = [fallbackEvent(content)];
  return dedupe(events).slice(0, EMAIL_EVENTS_MAX).map(clipEvent);
}

/**
 * One event per reservation key: the same booking listed per passenger (one JSON-LD block each)
 * becomes one event whose notes name every traveller.
 */
function dedupe(events: ExtractedEvent[]): ExtractedEvent[] {
  const byKey = new Map<string, ExtractedEvent>();
  const out: ExtractedEvent[] = [];
  for (const event of events) {
    const key = event.reservationKey;
    const existing = key ? byKey.get(key) : undefined;
    if (!existing) {
      if (key) byKey.set(key, event);
      out.push(event);
      continue;
    }
    existing.privateNotes = mergeNotes(existing.privateNotes, event.privateNotes);
    existing.cancelled ||= event.cancelled;
  }
  return out;
}

function mergeNotes(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  const lines = a.split('\n');
  for (const line of b.split('\n')) {
    const [label] = line.split(': ');
    const index = lines.findIndex((l) => l.split(': ')[0] === label);
    if (index === -1) lines.push(line);
    else if (label === 'Booked for' || label === 'Seat' || label === 'Ticket') {
      const values = new Set([...(lines[index] ?? '').slice(label.length + 2).split(', '), ...line.slice(label.length + 2).split(', ')]);
      lines[index] = `${label}: ${[...values].join(', ')}`;
    }
  }
  return lines.join('\n');
}

/** Multi-line plain text: control characters out, blank runs shortened, length bounded. */
function clipMultiline(value: string | null, max: number): string | null {
  if (!value) return null;
  const clean = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\n{3,}/g, '\n\n').trim();
  return clean ? [...clean].slice(0, max).join('') : null;
}

function clipLine(value: string | null, max: number): string | null {
  if (!value) return null;
  const clean = cleanText(value);
  return clean ? [...clean].slice(0, max).join('') : null;
}

function clipEvent(event: ExtractedEvent): ExtractedEvent {
  const validStart = event.start instanceof Date && !Number.isNaN(event.start.getTime()) ? event.start : null;
  return {
    ...event,
    title: clipLine(event.title, EVENT_TITLE_MAX) ?? 'Forwarded email',
    description: clipMultiline(event.description, EVENT_DESCRIPTION_MAX),
    location: clipLine(event.location, EVENT_LOCATION_MAX),
    privateNotes: clipMultiline(event.privateNotes, EVENT_PRIVATE_NOTES_MAX),
    start: validStart,
    // Keys are identifiers, not prose: only control characters go (cleanText would take "<id@host>" for a tag).
    reservationKey: event.reservationKey?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300) || null,
  };
}
