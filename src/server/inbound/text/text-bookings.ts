/**
 * Step 3 of extraction (../extract.ts): bookings written as plain text, with no markup or invite
 * (or HTML-only mail, whose text is made from its HTML), in English, German, French or Spanish.
 * Flights (./text-flights.ts), trains and coaches (./text-trains.ts) and hotel stays
 * (./text-hotels.ts) become events keyed like the schema.org reader's, so a re-sent or
 * cancelled booking updates the same row. A leg keeps both its ends as its `journey`, the arrival's
 * time only where the message gives one. Precision comes first: a message that looks like a
 * booking but has a leg or stay the readers cannot read with certainty gives no events at all,
 * and the fallback keeps it as one item to review.
 */
import { fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../../lib/limits';
import { formatLocal } from '../place-time-zone';
import type { EmailContent, ExtractedEvent } from '../types';
import { isoDate, isoLocal, nextDay, type ClockTime, type DayDate } from './text-dates';
import { readFlights, type FlightLeg } from './text-flights';
import { readHotels, type HotelStay } from './text-hotels';
import { isCancellation, prepareText, privateNotes, referenceOf, reservationKey, travellersOf } from './text-lines';
import { readTrains, type TrainLeg } from './text-trains';

const CONFIRMS = /\b(?:confirm|confirmation|e-?ticket|itinerary|boarding pass|bestätig|buchungsbestätigung|fahrkarte|ticket|billet|confirmaci[oó]n|confirmad[ao]|billete|localizador)/i;

/** What the reader learnt besides the legs: the same for every event of the message. */
type Common = { reference: string | null; notes: string | null; cancelled: boolean };

/** The bookings of a plain-text message; [] when there are none or the reader is unsure. */
export function eventsOfText(content: Pick<EmailContent, 'subject' | 'text'> & { date?: Date | null }): ExtractedEvent[] {
  const message = prepareText(content.subject, content.text, content.date ?? null);
  const flights = readFlights(message);
  const trains = readTrains(message, flights.legs.length === 0);
  const hotels = readHotels(message, flights.legs.length + trains.legs.length > 0);
  if (flights.unsure || trains.unsure || hotels.unsure) return [];
  const reference = referenceOf(message);
  // Legs in a message that neither gives a reference nor says it confirms anything are an advert.
  if (!reference && !CONFIRMS.test(`${message.subject}\n${message.lines.join('\n')}`)) return [];
  const common: Common = { reference, notes: privateNotes(reference, travellersOf(message)), cancelled: isCancellation(message) };
  return [
    ...flights.legs.map((leg) => flightEvent(leg, common)),
    ...trains.legs.map((leg) => trainEvent(leg, common)),
    ...hotels.stays.flatMap((stay) => stayEvents(stay, common)),
  ];
}

/** A local time in `zone`; without a zone it is read in the default one and left for review. */
function instant(date: DayDate, time: ClockTime, zone: string | null): Date {
  return fromZonedTime(isoLocal(date, time), zone ?? DEFAULT_TIME_ZONE);
}

type EventFields = Pick<ExtractedEvent, 'title' | 'description' | 'start' | 'timeZone' | 'location' | 'eventType' | 'reservationKey' | 'journey'>;

function event(fields: EventFields, common: Common): ExtractedEvent {
  return {
    ...fields,
    latitude: null,
    longitude: null,
    privateNotes: common.notes,
    needsReview: fields.timeZone === null,
    cancelled: common.cancelled,
  };
}

const airportLabel = (a: FlightLeg['from']) => (a.name ? `${a.name} (${a.iata})` : a.iata);

function flightEvent(leg: FlightLeg, common: Common): ExtractedEvent {
  const title = `Flight ${leg.flightNumber} ${leg.from.iata} → ${leg.to.iata}`;
  const arrival = leg.arrival ? `, ${formatLocal(isoLocal(leg.arrival.date, leg.arrival.time), leg.to.timeZone)}` : '';
  const start = instant(leg.date, leg.departure, leg.from.timeZone);
  const arrives = leg.arrival ? instant(leg.arrival.date, leg.arrival.time, leg.to.timeZone) : null;
  return event({
    title,
    description: `Arrives at ${airportLabel(leg.to)}${arrival}.`,
    start,
    timeZone: leg.from.timeZone,
    location: airportLabel(leg.from),
    eventType: 'flight',
    reservationKey: reservationKey('flight', common.reference, [leg.flightNumber, isoDate(leg.date)], title),
    journey: {
      mode: 'flight',
      number: leg.flightNumber,
      from: { place: airportLabel(leg.from), code: leg.from.iata, timeZone: leg.from.timeZone, time: start.toISOString() },
      to: { place: airportLabel(leg.to), code: leg.to.iata, timeZone: leg.to.timeZone, time: arrives?.toISOString() ?? null },
    },
  }, common);
}

/**
 * When a train or coach arrives: on the date written with its arrival time, else on the day it
 * leaves, or the next day when that would be before it leaves (a night train's "an 06:10").
 */
function trainArrival(leg: TrainLeg, start: Date): Date | null {
  if (!leg.arrival) return null;
  const zone = leg.arrivalZone ?? leg.timeZone;
  if (leg.arrivalDate) return instant(leg.arrivalDate, leg.arrival, zone);
  const sameDay = instant(leg.date, leg.arrival, zone);
  return sameDay.getTime() > start.getTime() ? sameDay : instant(nextDay(leg.date), leg.arrival, zone);
}

function trainEvent(leg: TrainLeg, common: Common): ExtractedEvent {
  const title = [leg.kind === 'bus' ? 'Bus' : 'Train', leg.number, `${leg.from} → ${leg.to}`].filter(Boolean).join(' ');
  const arrival = leg.arrival ? `, ${String(leg.arrival.hour).padStart(2, '0')}:${String(leg.arrival.minute).padStart(2, '0')} local time` : '';
  const lines = [`Arrives at ${leg.to}${arrival}.`];
  if (!leg.timeZone) lines.push('The email did not say which time zone this time is in.');
  const start = instant(leg.date, leg.departure, leg.timeZone);
  return event({
    title,
    description: lines.join('\n'),
    start,
    timeZone: leg.timeZone,
    location: leg.from,
    eventType: leg.kind,
    reservationKey: reservationKey(leg.kind, common.reference, [leg.number, isoDate(leg.date)], title),
    journey: {
      mode: leg.kind,
      number: leg.number || null,
      from: { place: leg.from, code: null, timeZone: leg.timeZone, time: start.toISOString() },
      to: { place: leg.to, code: null, timeZone: leg.arrivalZone, time: trainArrival(leg, start)?.toISOString() ?? null },
    },
  }, common);
}

function stayEvents(stay: HotelStay, common: Common): ExtractedEvent[] {
  const name = stay.name ?? 'Accommodation';
  const location = [stay.name, stay.address].filter(Boolean).join(', ') || null;
  const moments = [
    { segment: 'checkin', title: `Check-in: ${name}`, at: stay.checkin, usual: { hour: 15, minute: 0 } },
    { segment: 'checkout', title: `Check-out: ${name}`, at: stay.checkout, usual: { hour: 11, minute: 0 } },
  ];
  return moments.map(({ segment, title, at, usual }) => {
    const lines = [
      segment === 'checkin' ? `Check-out ${isoDate(stay.checkout.date)}.` : null,
      at.time ? null : 'The email gave only the date; the time is the usual one.',
      stay.timeZone ? null : 'The email did not say which time zone this time is in.',
    ];
    return event({
      title,
      description: lines.filter(Boolean).join('\n') || null,
      start: instant(at.date, at.time ?? usual, stay.timeZone),
      timeZone: stay.timeZone,
      location,
      eventType: 'lodging',
      reservationKey: reservationKey('lodging', common.reference, [segment], title),
      journey: null,
    }, common);
  });
}
