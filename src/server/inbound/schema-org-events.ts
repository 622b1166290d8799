/**
 * schema.org reservations → events: a flight becomes its departure,
 * a hotel its check-in and check-out, a rental car its pick-up and drop-off, every other booking
 * its start. Times keep their offset, or are read in the place's zone (place-time-zone.ts).
 */
import { isObject, typesOf, type JsonObject } from './html-structured-data';
import { formatLocal, localDateOf, resolveTime } from './place-time-zone';
import { cityOf, geoOf, names, obj, placeLabel, placeOf, priceOf, text, zoneOf } from './schema-org-values';
import type { ExtractedEvent } from './types';

const RESERVATION_TYPES = new Set([
  'FlightReservation', 'LodgingReservation', 'FoodEstablishmentReservation', 'EventReservation',
  'RentalCarReservation', 'TrainReservation', 'BusReservation', 'BoatReservation', 'TaxiReservation',
]);

/** Every reservation object among the items, wherever it is nested (orders hold reservations). */
export function findReservations(items: unknown[]): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    if (!isObject(value)) return;
    if (typesOf(value).some((t) => RESERVATION_TYPES.has(t))) {
      found.push(value);
      return;
    }
    Object.values(value).forEach((v) => visit(v, depth + 1));
  };
  items.forEach((item) => visit(item, 0));
  return found;
}

type Moment = { value: string | null; place: JsonObject | null; fallbackTime?: string };

type Draft = {
  title: string;
  moment: Moment;
  location: string | null;
  geoPlace: JsonObject | null;
  eventType: string;
  segment: (string | null)[];
  description: string | null;
};

/** The events of one reservation (a reservation for several trips gives one per trip). */
export function eventsOfReservation(reservation: JsonObject): ExtractedEvent[] {
  const type = typesOf(reservation).find((t) => RESERVATION_TYPES.has(t)) ?? '';
  const targets = Array.isArray(reservation['reservationFor']) ? reservation['reservationFor'] : [reservation['reservationFor']];
  const drafts = targets
    .flatMap((target) => draftsFor(type, reservation, isObject(target) ? target : {}))
    // A check-out or drop-off the email gives no time for is left out rather than listed empty.
    .filter((draft) => draft.moment.value !== null || !['checkout', 'dropoff'].includes(draft.segment[0] ?? ''));
  const number = text(reservation['reservationNumber']) ?? text(reservation['confirmationNumber']);
  const status = text(reservation['reservationStatus']) ?? '';
  const cancelled = /cancel/i.test(status);
  const notes = privateNotesOf(reservation, number);
  return drafts.map((draft) => {
    const resolved = draft.moment.value ? resolveTime(draft.moment.value, zoneOf(draft.moment.place), draft.moment.fallbackTime) : null;
    const geo = geoOf(draft.geoPlace);
    const descriptionLines = [draft.description];
    if (resolved?.dateOnly && draft.moment.fallbackTime) descriptionLines.push('The email gave only the date; the time is the usual one.');
    if (resolved && !resolved.certain) descriptionLines.push('The email did not say which time zone this time is in.');
    return {
      title: draft.title,
      description: descriptionLines.filter(Boolean).join('\n') || null,
      start: resolved?.start ?? null,
      timeZone: resolved?.timeZone ?? zoneOf(draft.moment.place),
      location: draft.location,
      latitude: geo?.latitude ?? null,
      longitude: geo?.longitude ?? null,
      eventType: draft.eventType,
      // Without a booking number the title keeps two bookings of one day apart.
      reservationKey: [draft.eventType, number ?? '', ...draft.segment.map((s) => s ?? ''), ...(number ? [] : [draft.title])].join(':'),
      privateNotes: notes,
      // A time we had to guess the zone of, or no time at all, is for the user to check.
      needsReview: !resolved || !resolved.certain,
      cancelled,
    } satisfies ExtractedEvent;
  });
}

function draftsFor(type: string, r: JsonObject, target: JsonObject): Draft[] {
  const provider = text(r['provider']) ?? text(target['provider']);
  switch (type) {
    case 'FlightReservation': {
      const from = placeOf(target['departureAirport']);
      const to = placeOf(target['arrivalAirport']);
      const airline = obj(target['airline']) ?? obj(target['provider']);
      const rawNumber = text(target['flightNumber']) ?? '';
      const carrier = airline ? text(airline['iataCode']) ?? '' : '';
      const flightCode = rawNumber.toUpperCase().startsWith(carrier.toUpperCase()) ? rawNumber : `${carrier}${rawNumber}`;
      const departure = text(target['departureTime']);
      const arrival = text(target['arrivalTime']);
      const route = [cityOf(from), cityOf(to)].filter(Boolean).join(' → ');
      const arrivalLine = to ? `Arrives at ${placeLabel(to, text(to['iataCode']))}${arrival ? `, ${formatLocal(arrival, zoneOf(to))}` : ''}.` : null;
      return [{
        title: ['Flight', flightCode || null, route || null].filter(Boolean).join(' '),
        moment: { value: departure, place: from },
        location: from ? placeLabel(from, text(from['iataCode'])) : null,
        geoPlace: from,
        eventType: 'flight',
        segment: [flightCode, departure ? localDateOf(departure) : null],
        description: [arrivalLine, airline && text(airline['name']) ? `Airline: ${text(airline['name'])}.` : null].filter(Boolean).join('\n') || null,
      }];
    }
    case 'LodgingReservation': {
      const name = text(target['name']) ?? 'Accommodation';
      const location = placeLabel(target);
      const checkin = text(r['checkinTime']) ?? text(r['checkinDate']);
      const checkout = text(r['checkoutTime']) ?? text(r['checkoutDate']);
      const common = { location, geoPlace: target, eventType: 'lodging' };
      return [
        { ...common, title: `Check-in: ${name}`, moment: { value: checkin, place: target, fallbackTime: '15:00' }, segment: ['checkin'], description: checkout ? `Check-out ${formatLocal(checkout, zoneOf(target))}.` : null },
        { ...common, title: `Check-out: ${name}`, moment: { value: checkout, place: target, fallbackTime: '11:00' }, segment: ['checkout'], description: null },
      ];
    }
    case 'FoodEstablishmentReservation': {
      const start = text(r['startTime']) ?? text(r['startDate']);
      const party = text(r['partySize']);
      return [{
        title: `Reservation at ${text(target['name']) ?? 'restaurant'}`,
        moment: { value: start, place: target },
        location: placeLabel(target),
        geoPlace: target,
        eventType: 'restaurant',
        segment: [start ? localDateOf(start) : null],
        description: party ? `Table for ${party}.` : null,
      }];
    }
    case 'EventReservation': {
      const venue = placeOf(target['location']);
      const start = text(target['startDate']) ?? text(r['startTime']);
      return [{
        title: text(target['name']) ?? 'Event',
        moment: { value: start, place: venue },
        location: placeLabel(venue),
        geoPlace: venue,
        eventType: 'event',
        segment: [start ? localDateOf(start) : null],
        description: text(target['description']),
      }];
    }
    case 'RentalCarReservation': {
      const pickup = placeOf(r['pickupLocation']);
      const dropoff = placeOf(r['dropoffLocation']) ?? pickup;
      const company = text(target['rentalCompany']) ?? provider ?? text(target['brand']) ?? 'rental car';
      const car = [text(target['brand']), text(target['model']) ?? text(target['name'])].filter(Boolean).join(' ');
      const description = car ? `Car: ${car}.` : null;
      return [
        { title: `Car pick-up: ${company}`, moment: { value: text(r['pickupTime']), place: pickup }, location: placeLabel(pickup), geoPlace: pickup, eventType: 'car', segment: ['pickup'], description },
        { title: `Car drop-off: ${company}`, moment: { value: text(r['dropoffTime']), place: dropoff }, location: placeLabel(dropoff), geoPlace: dropoff, eventType: 'car', segment: ['dropoff'], description },
      ];
    }
    case 'TrainReservation':
    case 'BusReservation':
    case 'BoatReservation': {
      const kind = type === 'TrainReservation' ? 'train' : type === 'BusReservation' ? 'bus' : 'boat';
      const prefix = kind === 'train' ? 'departureStation' : kind === 'bus' ? 'departureBusStop' : 'departureBoatTerminal';
      const from = placeOf(target[prefix]);
      const to = placeOf(target[prefix.replace('departure', 'arrival')]);
      const number = text(target[`${kind}Number`]) ?? text(target[`${kind}Name`]) ?? text(target['name']);
      const label = { train: 'Train', bus: 'Bus', boat: 'Ferry' }[kind];
      const departure = text(target['departureTime']);
      const arrival = text(target['arrivalTime']);
      const route = [cityOf(from), cityOf(to)].filter(Boolean).join(' → ');
      return [{
        title: [label, number, route || null].filter(Boolean).join(' '),
        moment: { value: departure, place: from },
        location: placeLabel(from),
        geoPlace: from,
        eventType: kind,
        segment: [number, departure ? localDateOf(departure) : null],
        description: to ? `Arrives at ${placeLabel(to)}${arrival ? `, ${formatLocal(arrival, zoneOf(to))}` : ''}.` : null,
      }];
    }
    case 'TaxiReservation': {
      const pickup = placeOf(r['pickupLocation']);
      const time = text(r['pickupTime']);
      return [{
        title: `Taxi pick-up${provider ? `: ${provider}` : ''}`,
        moment: { value: time, place: pickup },
        location: placeLabel(pickup),
        geoPlace: pickup,
        eventType: 'taxi',
        segment: [time ? localDateOf(time) : null],
        description: null,
      }];
    }
    default:
      return [];
  }
}

/** Reference, price, travellers and seats: admins only once assigned. */
function privateNotesOf(r: JsonObject, number: string | null): string | null {
  const lines: string[] = [];
  if (number) lines.push(`Reservation number: ${number}`);
  const price = priceOf(r) ?? (obj(r['reservedTicket']) ? priceOf(obj(r['reservedTicket']) as JsonObject) : null);
  if (price) lines.push(`Price: ${price}`);
  const travellers = names(r['underName']);
  if (travellers.length > 0) lines.push(`Booked for: ${travellers.join(', ')}`);
  const ticket = obj(r['reservedTicket']);
  const seat = ticket ? obj(ticket['ticketedSeat']) : null;
  const seatParts = seat
    ? [['Section', seat['seatSection']], ['Row', seat['seatRow']], ['Seat', seat['seatNumber']]].map(([label, v]) => (text(v) ? `${label as string} ${text(v)}` : null))
    : [];
  const seatText = text(r['airplaneSeat']) ?? (seatParts.filter(Boolean).join(', ') || null);
  if (seatText) lines.push(`Seat: ${seatText}`);
  const ticketNumber = ticket ? text(ticket['ticketNumber']) : null;
  if (ticketNumber) lines.push(`Ticket: ${ticketNumber}`);
  return lines.length > 0 ? lines.join('\n') : null;
}
