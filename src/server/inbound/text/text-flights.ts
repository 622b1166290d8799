/**
 * Flights in plain text: a flight number ("LH 1234", "BA117", "U2 8341") with, on its line or
 * the lines around it, two airports by IATA code ("FRA → LIS", "Frankfurt (FRA) - Lisbon (LIS)",
 * "From: London Gatwick (LGW)"), a date and a departure time. Local times are read in the
 * airports' zones. A leg missing a piece is reported as unsure, never guessed.
 */
import { getTimezoneOffset } from 'date-fns-tz';
import { airportByCode, type Airport } from '../airports';
import { datesIn, hasAmbiguousDate, isoDate, isoLocal, nextDay, timesIn, type ClockTime, type DayDate, type Found } from './text-dates';
import { ISSUE_DATE_LINE, legLines, type Mention, type TextMessage } from './text-lines';

export type FlightLeg = {
  flightNumber: string;
  from: Airport;
  to: Airport;
  date: DayDate;
  departure: ClockTime;
  arrival: { date: DayDate; time: ClockTime } | null;
};

export type Legs<T> = { legs: T[]; unsure: boolean };

// Two characters with a letter (the IATA airline designator), then 1-4 digits; not a seat, a gate or a terminal.
const FLIGHT_NUMBER = /(?<![\w-])(?<!(?:terminal|gate|seat|sitz|platz|siège|asiento|row|reihe|rang|fila|voie|gleis|vía|coach|wagen|voiture|coche|flixbus)\s*)([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})(?![\w:.,/]\d|\w)/gi;
const FLIGHT_LABEL = /\b(?:flight|flug|vol|vuelo|flugnummer|n° de vol|número de vuelo)\b/i;
/** "Flight 1432", "Flug Nr. 4711": a flight named by its number alone, the airline left unsaid. */
const BARE_FLIGHT_NUMBER = /(?<![\p{L}\d-])(?:flight|flug|vol|vuelo)\s*(?:n[°º.]\s*|no\.?\s*|nr\.?\s*|#\s*|number\s*|nummer\s*)?:?\s*(\d{2,4})(?![\p{L}\d:.\/]|,\d|\s*(?:kg|lbs?|min|%|€|\$|£)(?!\p{L}))/giu;

/** Lines holding the pieces of another moment of the trip: never a leg's departure or arrival. */
const NOT_LEG_TIME = /(?<![\p{L}\d])(?:boarding|gate (?:closes|opens)|check-in (?:closes|opens|until)|bag drop|duration|flight time|travel time|einstieg|boarding|flugdauer|reisedauer|embarquement|durée|embarque|duración|layover|umstieg|correspondance|escala)(?![\p{L}\d])/iu;
const ARRIVAL_LABEL = /(?<![\p{L}\d])(?:arrival|arrives?|arriving|ankunft|an(?![\p{L}\d])|arrivée|llegada)(?![\p{L}\d])/iu;

function flightMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  lines.forEach((line, index) => {
    for (const m of line.matchAll(FLIGHT_NUMBER)) {
      const code = `${m[1]}${m[2]}`;
      // Designators are written in capitals; a lower-case "to 12" or "am 12" is a word.
      if (m[1] !== m[1]?.toUpperCase()) continue;
      // A bare two-letter word plus number ("NO 2", "AM 10") needs a flight context.
      if (/^[A-Z]{2}$/.test(m[1] ?? '') && !FLIGHT_LABEL.test(line) && airportsIn(line).length === 0 && !/^[A-Z]{2}\s?\d/.test(line)) continue;
      if (!out.some((o) => o.line === index && o.value === code)) out.push({ value: code.toUpperCase(), line: index });
    }
    for (const m of line.matchAll(BARE_FLIGHT_NUMBER)) {
      // "Flight LX 1432" or "flight 1432 (LX1432)" is named with its airline already.
      const digits = m[1] ?? '';
      if (!out.some((o) => o.line === index && o.value.endsWith(digits))) out.push({ value: digits, line: index });
    }
  });
  return out;
}

/** Capitals that are codes of something else in a confirmation: currencies, zones, days, months. */
const NOT_AIRPORTS = new Set([
  'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'MXN', 'BRL', 'INR', 'CNY',
  'UTC', 'GMT', 'CET', 'EET', 'WET', 'BST', 'EST', 'EDT', 'CST', 'CDT', 'MST', 'MDT', 'PST', 'PDT', 'MEZ', 'OEZ',
  'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC',
  'VAT', 'PNR', 'ETA', 'ETD', 'PDF', 'AND', 'THE', 'FOR', 'YOU', 'ALL', 'NEW',
]);

const CODE_CONTEXTS = [
  /\(([A-Z]{3})\)/g,
  /(?<![A-Za-z])([A-Z]{3})(?=\s*(?:→|->|–|—|-|>|\bto\b|\bnach\b)\s*[A-Z]{3}(?![A-Za-z]))/g,
  /(?<=[A-Z]{3}\s*(?:→|->|–|—|-|>|\bto\b|\bnach\b)\s*)([A-Z]{3})(?![A-Za-z])/g,
  /(?<=(?<!\p{L})(?:from|to|departure|arrival|von|nach|ab|an|de|à|a|départ|arrivée|origen|destino|salida|llegada)\s*:?\s*)([A-Z]{3})(?![A-Za-z])/giu,
  /(?<![A-Za-z])([A-Z]{3})(?=\s+\d{1,2}[:h]\d{2})/g,
];

/** Known IATA airports in a code context, in the order the line names them. */
function airportsIn(line: string): Found<Airport>[] {
  const found: Found<Airport>[] = [];
  for (const re of CODE_CONTEXTS) {
    for (const m of line.matchAll(re)) {
      const code = m[1] ?? '';
      if (code !== code.toUpperCase()) continue;
      const airport = NOT_AIRPORTS.has(code) ? null : airportByCode(code);
      const index = m.index + m[0].indexOf(code);
      if (airport && !found.some((f) => f.index === index)) found.push({ ...airport, index, end: index + 3 });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const hasTimeOrAirport = (line: string) => timesIn(line).length > 0 || airportsIn(line).length > 0;

/** The legs of the message, and whether some flight could not be read with certainty. */
export function readFlights(message: TextMessage): Legs<FlightLeg> {
  const mentions = flightMentions(message.lines);
  const candidates = legLines(message.lines, mentions, (line) => !hasTimeOrAirport(line)).map((leg) => legOf(leg.mention, leg.ordered, message));
  const byNumber = new Map<string, (FlightLeg | 'incomplete' | null)[]>();
  candidates.forEach((c, i) => byNumber.set(mentions[i]?.value ?? '', [...(byNumber.get(mentions[i]?.value ?? '') ?? []), c]));
  const legs: FlightLeg[] = [];
  let unsure = false;
  for (const found of byNumber.values()) {
    const complete = found.filter((c): c is FlightLeg => c !== null && c !== 'incomplete');
    if (complete.length === 0) {
      if (found.includes('incomplete')) unsure = true;
      continue;
    }
    for (const leg of complete) {
      const same = legs.find((l) => l.flightNumber === leg.flightNumber && isoDate(l.date) === isoDate(leg.date));
      // A codeshare ("LH 1234 operated by LX 5678") is one flight under two numbers: the first one named stays.
      const codeshare = legs.some((l) => l.from.iata === leg.from.iata && l.to.iata === leg.to.iata && isoLocal(l.date, l.departure) === isoLocal(leg.date, leg.departure));
      if (!same && codeshare) continue;
      if (!same) legs.push(leg);
      // The same flight read two ways (a summary and a detail that disagree): not sure which is right.
      else if (same.from.iata !== leg.from.iata || same.departure.hour !== leg.departure.hour || same.departure.minute !== leg.departure.minute) unsure = true;
    }
  }
  return { legs, unsure };
}

/**
 * One mention's leg: null when it is no leg at all (a flight number with no airports near it),
 * 'incomplete' when airports are there but the date or time is missing or ambiguous.
 */
function legOf(flightNumber: string, lines: string[], message: TextMessage): FlightLeg | 'incomplete' | null {
  const airports: Airport[] = [];
  for (const line of lines) for (const a of airportsIn(line)) if (airports.at(-1)?.iata !== a.iata) airports.push(a);
  const [from, to] = airports;
  if (!from || !to) return null;
  let date: DayDate | null = null;
  const times: { time: ClockTime; date: DayDate | null; arrivalLine: boolean }[] = [];
  let ambiguous = false;
  let plusOne = false;
  for (const line of lines) {
    if (ISSUE_DATE_LINE.test(line)) continue;
    ambiguous ||= hasAmbiguousDate(line, message.language);
    const dates = datesIn(line, message.language, message.sent);
    date ??= dates[0] ?? null;
    if (NOT_LEG_TIME.test(line)) continue;
    for (const time of timesIn(line)) {
      // The date written closest before the time on its line belongs to it (an arrival the next day).
      const own = [...dates].reverse().find((d) => d.end <= time.index) ?? null;
      times.push({ time, date: own, arrivalLine: ARRIVAL_LABEL.test(line) });
      if (/^\s*\(?\+1\b/.test(line.slice(time.end)) && times.length === 2) plusOne = true;
    }
  }
  const departure = times[0];
  if (ambiguous || !date || !departure || (times.length === 1 && departure.arrivalLine)) return 'incomplete';
  const departureDate = departure.date ?? date;
  const arrivalTime = times[1];
  let arrival: FlightLeg['arrival'] = null;
  if (arrivalTime) {
    let arrivalDate = arrivalTime.date ?? departureDate;
    if (!arrivalTime.date) {
      const departureMinutes = departure.time.hour * 60 + departure.time.minute;
      const arrivalMinutes = arrivalTime.time.hour * 60 + arrivalTime.time.minute;
      // Local clocks of two zones: a "+1" says it outright; otherwise an arrival more than
      // the zones' difference before the departure is the next day.
      const shift = (zoneOffset(to.timeZone, departureDate) - zoneOffset(from.timeZone, departureDate)) / 60_000;
      if (plusOne || arrivalMinutes - shift < departureMinutes) arrivalDate = nextDay(departureDate);
    }
    arrival = { date: arrivalDate, time: arrivalTime.time };
  }
  return { flightNumber, from, to, date: departureDate, departure: departure.time, arrival };
}

/** The zone's UTC offset in milliseconds at noon of the day. */
function zoneOffset(zone: string, day: DayDate): number {
  return getTimezoneOffset(zone, new Date(`${isoLocal(day, { hour: 12, minute: 0 })}Z`));
}
