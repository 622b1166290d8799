/**
 * schema.org reservations → events: a flight becomes its departure,
 * a hotel its check-in and check-out, a rental car its pick-up and drop-off, every other booking
 * its start. Times keep their offset, or are read in the place's zone (place-time-zone.ts).
 * A flight, train, coach or ferry leg also keeps both its ends as its `journey`.
 */
import type { JourneyEnd, JourneyMode } from '../../lib/journey';
import { airportByCode } from './airports';
import { isObject, typesOf, type JsonObject } from './html-structured-data';
import { formatLocal, localDateOf, resolveTime } from './place-time-zone';
import { airportOf, cityOf, dateTime, geoOf, names, obj, placeLabel, placeOf, priceOf, text, zoneOf } from './schema-org-values';
import type { ExtractedEvent } from './types';

const RESERVATION_TYPES = new Set([
  'FlightReservation', 'LodgingReservation', 'FoodEstablishmentReservation', 'EventReservation',
  'RentalCarReservation', 'TrainReservation', 'BusReservation', 'BoatReservation', 'TaxiReservation',
]);

/** schema.org Event and the subtypes that are something one attends (not sales or broadcasts). */
const EVENT_TYPES = new Set([
  'Event', 'BusinessEvent', 'ChildrensEvent', 'ComedyEvent', 'CourseInstance', 'DanceEvent',
  'EducationEvent', 'ExhibitionEvent', 'Festival', 'FoodEvent', 'Hackathon', 'LiteraryEvent',
  'MusicEvent', 'ScreeningEvent', 'SocialEvent', 'SportsEvent', 'TheaterEvent', 'VisualArtsEvent',
]);

/** What a plain `Reservation` is for, by the type of its `reservationFor`. */
const KIND_BY_TARGET: [RegExp, string][] = [
  [/^Flight$/, 'FlightReservation'],
  [/^TrainTrip$/, 'TrainReservation'],
  [/^BusTrip$/, 'BusReservation'],
  [/^BoatTrip$/, 'BoatReservation'],
  [/^(?:LodgingBusiness|Hotel|Hostel|Motel|Resort|BedAndBreakfast|Campground|VacationRental|Accommodation|Apartment|House|Suite|HotelRoom)$/, 'LodgingReservation'],
  [/^(?:FoodEstablishment|Restaurant|Bakery|BarOrPub|Brewery|CafeOrCoffeeShop|FastFoodRestaurant|Winery|Distillery)$/, 'FoodEstablishmentReservation'],
  [/^(?:Car|Vehicle)$/, 'RentalCarReservation'],
  [/^(?:Taxi|TaxiService)$/, 'TaxiReservation'],
];

/**
 * Things that describe what could be booked rather than a booking: actions (a `ReserveAction`'s
 * result is a form to fill in), offers and products. Nothing inside them is an event.
 */
function isTemplate(value: JsonObject): boolean {
  return typesOf(value).some((t) => /Action$/.test(t) || ['Offer', 'AggregateOffer', 'Demand', 'Product', 'OfferCatalog'].includes(t));
}

/** Properties whose values are never bookings of the email's reader. */
const TEMPLATE_KEYS = new Set(['potentialAction', 'offers', 'makesOffer', 'seeks', 'hasOfferCatalog']);

/** The reservation type of a reservation object (a plain `Reservation` by what it is for), or null. */
function reservationKind(value: JsonObject): string | null {
  const types = typesOf(value);
  const explicit = types.find((t) => RESERVATION_TYPES.has(t));
  if (explicit) return explicit;
  if (!types.some((t) => /Reservation$/.test(t) && t !== 'ReservationPackage')) return null;
  const target = obj(value['reservationFor']);
  const targetTypes = target ? typesOf(target) : [];
  if (targetTypes.some((t) => EVENT_TYPES.has(t))) return 'EventReservation';
  for (const [pattern, kind] of KIND_BY_TARGET) if (targetTypes.some((t) => pattern.test(t))) return kind;
  return null;
}

/**
 * Every reservation object among the items, wherever it is nested (orders and packages hold
 * reservations), templates left out. An email without any reservation may still announce
 * events (a ticket shop's "your event" mail): top-level `Event`s with a readable start date are
 * then read as bookings of them.
 */
export function findReservations(items: unknown[]): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    if (!isObject(value) || isTemplate(value)) return;
    if (reservationKind(value)) {
      found.push(value);
      return;
    }
    for (const [key, v] of Object.entries(value)) if (!TEMPLATE_KEYS.has(key)) visit(v, depth + 1);
  };
  items.forEach((item) => visit(item, 0));
  if (found.length > 0) return found;
  return bareEvents(items).map((event) => ({ '@type': 'EventReservation', reservationFor: event }));
}

/** Top-level events (or listed in an ItemList) with a start date that is a date. */
function bareEvents(items: unknown[]): JsonObject[] {
  const events: JsonObject[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3) return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    if (!isObject(value)) return;
    const types = typesOf(value);
    if (types.some((t) => EVENT_TYPES.has(t))) {
      if (dateTime(value['startDate'])) events.push(value);
      return;
    }
    if (types.includes('ItemList')) visit(value['itemListElement'], depth + 1);
    if (types.includes('ListItem')) visit(value['item'], depth + 1);
  };
  items.forEach((item) => visit(item, 0));
  return events;
}

type Moment = { value: string | null; place: JsonObject | null; fallbackTime?: string };

/** One end of a leg as the reservation gives it: the place, its label and code, its time as written. */
type DraftEnd = { place: JsonObject | null; label: string | null; code: string | null; value: string | null };

type Draft = {
  title: string;
  moment: Moment;
  location: string | null;
  geoPlace: JsonObject | null;
  eventType: string;
  segment: (string | null)[];
  description: string | null;
  journey?: { mode: JourneyMode; number: string | null; from: DraftEnd; to: DraftEnd };
};

/**
 * One end of a leg: its place labelled as the event's location is, its zone, and its time read
 * the way the event's start is (an arrival whose place tells no zone in the departure's: a
 * coach from Madrid to "Estación de Autobuses de Valencia" stays in Spain; its zone is still
 * null); a date without a time of day is no time.
 */
function journeyEnd(end: DraftEnd, fallbackZone: string | null = null): JourneyEnd | null {
  if (!end.label) return null;
  const timeZone = zoneOf(end.place);
  const resolved = end.value ? resolveTime(end.value, timeZone ?? fallbackZone) : null;
  return { place: end.label, code: end.code, timeZone, time: resolved && !resolved.dateOnly ? resolved.start.toISOString() : null };
}

function journeyOf(draft: Draft): ExtractedEvent['journey'] {
  if (!draft.journey) return null;
  const from = journeyEnd(draft.journey.from);
  const to = from ? journeyEnd(draft.journey.to, from.timeZone) : null;
  return from && to ? { mode: draft.journey.mode, number: draft.journey.number, from, to } : null;
}

/** A place's IATA code: an airport of the table, or, for a flight, any code the email writes. */
function iataOf(place: JsonObject | null, flight: boolean): string | null {
  const code = place ? text(place['iataCode'])?.toUpperCase() : null;
  if (!code) return null;
  return airportByCode(code)?.iata ?? (flight && /^[A-Z]{3}$/.test(code) ? code : null);
}

/** The events of one reservation (a reservation for several trips gives one per trip). */
export function eventsOfReservation(reservation: JsonObject): ExtractedEvent[] {
  const type = reservationKind(reservation) ?? '';
  const targets = Array.isArray(reservation['reservationFor']) ? reservation['reservationFor'] : [reservation['reservationFor']];
  const drafts = targets
    .flatMap((target) => {
      const found = isObject(target) ? target : {};
      return draftsFor(type, reservation, found).map((draft) => ({ draft, target: found }));
    })
    // A check-out or drop-off the email gives no time for is left out rather than listed empty,
    // and so is a reservation that says neither when nor what nor where (a form, not a booking).
    .filter(({ draft, target }) => {
      if (draft.moment.value !== null) return true;
      if (['checkout', 'dropoff'].includes(draft.segment[0] ?? '')) return false;
      return Object.keys(target).length > 0 || draft.location !== null;
    });
  const number = text(reservation['reservationNumber']) ?? text(reservation['confirmationNumber']);
  const status = text(reservation['reservationStatus']) ?? '';
  const notes = privateNotesOf(reservation, number);
  // Key → what each draft under it was (title and time), to tell a leg from a repeat of one.
  const keys = new Map<string, string[]>();
  return drafts.flatMap(({ draft, target }) => {
    const resolved = draft.moment.value ? resolveTime(draft.moment.value, zoneOf(draft.moment.place), draft.moment.fallbackTime) : null;
    const geo = geoOf(draft.geoPlace);
    const descriptionLines = [draft.description];
    if (resolved?.dateOnly && draft.moment.fallbackTime) descriptionLines.push('The email gave only the date; the time is the usual one.');
    if (resolved && !resolved.certain) descriptionLines.push('The email did not say which time zone this time is in.');
    // Without a booking number the title keeps two bookings of one day apart.
    let key = [draft.eventType, number ?? '', ...draft.segment.map((s) => s ?? ''), ...(number ? [] : [draft.title])].join(':');
    // Legs of one reservation the above cannot tell apart (two events of one evening) stay apart;
    // the same leg written twice (a template's summary and details) stays one.
    const signature = `${draft.title}\n${draft.moment.value ?? ''}`;
    const seen = keys.get(key) ?? [];
    if (seen.includes(signature)) return [];
    keys.set(key, [...seen, signature]);
    if (seen.length > 0) key = `${key}:${seen.length + 1}`;
    return [{
      title: draft.title,
      description: descriptionLines.filter(Boolean).join('\n') || null,
      start: resolved?.start ?? null,
      timeZone: resolved?.timeZone ?? zoneOf(draft.moment.place),
      location: draft.location,
      latitude: geo?.latitude ?? null,
      longitude: geo?.longitude ?? null,
      eventType: draft.eventType,
      reservationKey: key,
      privateNotes: notes,
      // A time we had to guess the zone of, or no time at all, is for the user to check.
      needsReview: !resolved || !resolved.certain,
      cancelled: /cancel/i.test(status) || /cancel/i.test(text(target['eventStatus']) ?? ''),
      journey: journeyOf(draft),
    } satisfies ExtractedEvent];
  });
}

function draftsFor(type: string, r: JsonObject, target: JsonObject): Draft[] {
  const provider = text(r['provider']) ?? text(target['provider']);
  switch (type) {
    case 'FlightReservation': {
      const from = airportOf(target['departureAirport']);
      const to = airportOf(target['arrivalAirport']);
      const airline = obj(target['airline']) ?? obj(target['provider']);
      const rawNumber = text(target['flightNumber']) ?? '';
      const carrier = airline ? text(airline['iataCode']) ?? '' : '';
      // A number written with its designator ("NZ90", a codeshare of another airline) keeps it.
      const designated = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4}[A-Z]?$/i.test(rawNumber);
      const flightCode = designated || rawNumber.toUpperCase().startsWith(carrier.toUpperCase()) ? rawNumber : `${carrier}${rawNumber}`;
      const departure = dateTime(target['departureTime']);
      const arrival = dateTime(target['arrivalTime']);
      // Titles name the airports as the email does (a city, a name or the code), not the table.
      const route = [cityOf(placeOf(target['departureAirport'])), cityOf(placeOf(target['arrivalAirport']))].filter(Boolean).join(' → ');
      const arrivalLine = to ? `Arrives at ${placeLabel(to, text(to['iataCode']))}${arrival ? `, ${formatLocal(arrival, zoneOf(to))}` : ''}.` : null;
      return [{
        title: ['Flight', flightCode || null, route || null].filter(Boolean).join(' '),
        moment: { value: departure, place: from },
        location: from ? placeLabel(from, text(from['iataCode'])) : null,
        geoPlace: from,
        eventType: 'flight',
        segment: [flightCode, departure ? localDateOf(departure) : null],
        description: [arrivalLine, airline && text(airline['name']) ? `Airline: ${text(airline['name'])}.` : null].filter(Boolean).join('\n') || null,
        journey: {
          mode: 'flight',
          number: flightCode.replace(/\s+/g, '').toUpperCase() || null,
          from: { place: from, label: from ? placeLabel(from, text(from['iataCode'])) : null, code: iataOf(from, true), value: departure },
          to: { place: to, label: to ? placeLabel(to, text(to['iataCode'])) : null, code: iataOf(to, true), value: arrival },
        },
      }];
    }
    case 'LodgingReservation': {
      const name = text(target['name']) ?? 'Accommodation';
      const location = placeLabel(target);
      const checkin = dateTime(r['checkinTime']) ?? dateTime(r['checkinDate']);
      const checkout = dateTime(r['checkoutTime']) ?? dateTime(r['checkoutDate']);
      const common = { location, geoPlace: target, eventType: 'lodging' };
      return [
        { ...common, title: `Check-in: ${name}`, moment: { value: checkin, place: target, fallbackTime: '15:00' }, segment: ['checkin'], description: checkout ? `Check-out ${formatLocal(checkout, zoneOf(target))}.` : null },
        { ...common, title: `Check-out: ${name}`, moment: { value: checkout, place: target, fallbackTime: '11:00' }, segment: ['checkout'], description: null },
      ];
    }
    case 'FoodEstablishmentReservation': {
      const start = dateTime(r['startTime']) ?? dateTime(r['startDate']);
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
      const start = dateTime(target['startDate']) ?? dateTime(r['startTime']) ?? dateTime(r['startDate']);
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
        { title: `Car pick-up: ${company}`, moment: { value: dateTime(r['pickupTime']), place: pickup }, location: placeLabel(pickup), geoPlace: pickup, eventType: 'car', segment: ['pickup'], description },
        { title: `Car drop-off: ${company}`, moment: { value: dateTime(r['dropoffTime']), place: dropoff }, location: placeLabel(dropoff), geoPlace: dropoff, eventType: 'car', segment: ['dropoff'], description },
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
      const departure = dateTime(target['departureTime']);
      const arrival = dateTime(target['arrivalTime']);
      const route = [cityOf(from), cityOf(to)].filter(Boolean).join(' → ');
      return [{
        title: [label, number, route || null].filter(Boolean).join(' '),
        moment: { value: departure, place: from },
        location: placeLabel(from),
        geoPlace: from,
        eventType: kind,
        // Without a train number, the station tells two legs of one day apart.
        segment: [number ?? cityOf(from), departure ? localDateOf(departure) : null],
        description: to ? `Arrives at ${placeLabel(to)}${arrival ? `, ${formatLocal(arrival, zoneOf(to))}` : ''}.` : null,
        journey: {
          mode: kind,
          number,
          from: { place: from, label: placeLabel(from), code: iataOf(from, false), value: departure },
          to: { place: to, label: placeLabel(to), code: iataOf(to, false), value: arrival },
        },
      }];
    }
    case 'TaxiReservation': {
      const pickup = placeOf(r['pickupLocation']);
      const time = dateTime(r['pickupTime']);
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
