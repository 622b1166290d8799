/**
 * A forwarded confirmation's journey as "my travel" on an itinerary's arrivals board
 * (docs/product.md#travel-from-forwarded-confirmations): which end becomes the entry, and which
 * of arrival or departure the board most likely wants.
 */
import type { Journey, JourneyEnd } from './journey';
import { toDatetimeLocal } from './zoned-time';

export type TravelKind = 'arrival' | 'departure';

/** What an entry made from one end of a journey holds, before the name and the itinerary's zone. */
export type JourneyEntry = {
  kind: TravelKind;
  /** The wall time in `timeZone` ('2031-05-01T14:05'); with no zone known, in the itinerary's. */
  instant: string;
  timeZone: string | null;
  place: string;
  placeCode: string | null;
  transportNumber: string | null;
  /** Where an arrival comes from, or where a departure goes. */
  fromPlace: string;
};

/** "Lisbon Humberto Delgado (LIS), Lisbon" with code LIS: "Lisbon Humberto Delgado, Lisbon" (the board shows the code). */
function placeWithoutCode(end: JourneyEnd): string {
  if (!end.code) return end.place;
  const stripped = end.place.replaceAll(`(${end.code})`, '').replace(/\s+,/g, ',').replace(/\s{2,}/g, ' ').trim();
  return stripped || end.place;
}

/**
 * The entry of `kind` for this journey: an arrival is its far end (where and when it lands), a
 * departure its near end. Null when the confirmation gives no time for that end.
 */
export function journeyEntry(journey: Journey, kind: TravelKind): JourneyEntry | null {
  const [here, there] = kind === 'arrival' ? [journey.to, journey.from] : [journey.from, journey.to];
  if (!here.time) return null;
  return {
    kind,
    instant: here.time,
    timeZone: here.timeZone,
    place: placeWithoutCode(here),
    placeCode: here.code,
    transportNumber: journey.number,
    fromPlace: placeWithoutCode(there),
  };
}

/** The entry's wall time in its zone, else in `fallbackZone` (what the form and the API take). */
export function entryLocalTime(entry: Pick<JourneyEntry, 'instant' | 'timeZone'>, fallbackZone: string): string {
  return toDatetimeLocal(new Date(entry.instant), entry.timeZone ?? fallbackZone);
}

/**
 * Arrival or departure, as the itinerary's events suggest: a journey that leaves after the middle
 * of the itinerary (its first to its last event) is most likely the way home; before it, or with
 * no events, the way there. Only one end with a time leaves no choice.
 */
export function suggestedKind(journey: Journey, eventTimes: readonly number[]): TravelKind | null {
  const arrival = journeyEntry(journey, 'arrival');
  const departure = journeyEntry(journey, 'departure');
  if (!arrival || !departure) return arrival ? 'arrival' : departure ? 'departure' : null;
  if (eventTimes.length === 0) return 'arrival';
  const middle = (Math.min(...eventTimes) + Math.max(...eventTimes)) / 2;
  return Date.parse(departure.instant) > middle ? 'departure' : 'arrival';
}

/** One end of a forwarded journey as the travel form offers it: the wall time in the place's zone. */
export type ConfirmationEnd = { localTime: string; timeZone: string; place: string; placeCode: string | null };

export type TravelConfirmationView = {
  id: number;
  title: string;
  /** Flight or train number. */
  number: string | null;
  arrival: ConfirmationEnd | null;
  departure: ConfirmationEnd | null;
  /** Which of the two the itinerary's dates suggest. */
  suggested: TravelKind;
};

/** GET …/travel/confirmations: the signed-in user's forwarded journeys near an itinerary. */
export type TravelConfirmations = { signedIn: boolean; confirmations: TravelConfirmationView[] };
