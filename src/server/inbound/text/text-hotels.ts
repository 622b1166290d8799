/**
 * Hotel stays in plain text: a labelled check-in and check-out date ("Check-in: Sat, 12 Dec
 * 2026", "Anreise", "Arrivée", "Llegada"/"Entrada"), the times when given ("from 15:00", "ab 15
 * Uhr", "à partir de 15h00", "a partir de las 15:00"), the hotel's name and address. Times are
 * read in the zone of the address's country (place-time-zone.ts); without one, the stay is
 * marked for review.
 */
import { zoneOfPlace } from '../place-time-zone';
import { datesIn, hasAmbiguousDate, timesIn, type ClockTime, type DayDate } from './text-dates';
import { ISSUE_DATE_LINE, type TextMessage } from './text-lines';

export type HotelStay = {
  name: string | null;
  address: string | null;
  timeZone: string | null;
  checkin: { date: DayDate; time: ClockTime | null };
  checkout: { date: DayDate; time: ClockTime | null };
};

// Words a trip's legs use too ("Arrival", "Départ", "Salida") count only in a message without legs.
const CHECKIN = /^(?:check[- ]?in(?: date)?|anreise(?:datum|tag)?|entrada|fecha de entrada)(?![\w-])/i;
const CHECKOUT = /^(?:check[- ]?out(?: date)?|abreise(?:datum|tag)?|fecha de salida)(?![\w-])/i;
const LOOSE_CHECKIN = /^(?:check[- ]?in(?: date)?|anreise(?:datum|tag)?|entrada|fecha de (?:entrada|llegada)|arrival(?: date)?|ankunft|arriv[ée]e|date d'arriv[ée]e|llegada)(?![\w-])/i;
const LOOSE_CHECKOUT = /^(?:check[- ]?out(?: date)?|abreise(?:datum|tag)?|fecha de salida|departure(?: date)?|d[ée]part|date de d[ée]part|salida)(?![\w-])/i;
const CHECKIN_TIME = /^(?:check[- ]?in(?: time)?|anreise|check-in-zeit|heure d'arrivée|hora de (?:llegada|entrada))\b/i;
const CHECKOUT_TIME = /^(?:check[- ]?out(?: time)?|abreise|check-out-zeit|heure de départ|hora de salida)\b/i;
const NAME = /^(?:hotel|property|accommodation|unterkunft|hôtel|hébergement|établissement|alojamiento|establecimiento|hostal)\s*:\s*(.{2,120})$/i;
const ADDRESS = /^(?:address|adresse|anschrift|dirección|direccion)\s*:\s*(.{4,200})$/i;
/** Airport check-in, not a hotel's: "Check-in closes 45 minutes before departure". */
const AIRPORT_CHECKIN = /^check[- ]?in\s+(?:opens?|closes?|online|desk|counter|deadline|schließt|öffnet|ferme|ouvre|cierra|abre)\b/i;
/** A table's header row: "Check-in Check-out" above a row with both dates. */
const HEADER_ROW = /^(?:check[- ]?in|anreise|arriv[ée]e|entrada|llegada)\b.*\b(?:check[- ]?out|abreise|d[ée]part|salida)\b/i;
/** Words that say a message is about a stay, needed before "Arrival"/"Départ" count as check-in and check-out. */
const STAY_WORDS = /(?<![\p{L}\d])(?:hotel|hôtel|hostal|hostel|inn|resort|apartment|appartement|apartamento|nights?|nächte|nacht|übernachtung(?:en)?|nuits?|noches?|rooms?|zimmer|chambres?|habitaci[oó]n(?:es)?|guests?|gäste|hôtes?|hu[eé]sped(?:es)?|accommodation|unterkunft|hébergement|alojamiento)(?![\p{L}\d])/iu;
const HOTEL_WORD = /\b(?:hotel|hôtel|hostal|hostel|inn|resort|lodge|suites|pension|gasthof|auberge|parador)\b/i;

export type Stays = { stays: HotelStay[]; unsure: boolean };

/** The stay of the message (one per message: several check-ins make it unsure). */
export function readHotels(message: TextMessage, withLegs: boolean): Stays {
  const loose = !withLegs && STAY_WORDS.test(`${message.subject}\n${message.lines.join('\n')}`);
  const checkinLabel = loose ? LOOSE_CHECKIN : CHECKIN;
  const checkoutLabel = loose ? LOOSE_CHECKOUT : CHECKOUT;
  const checkins: { date: DayDate; time: ClockTime | null }[] = [];
  const checkouts: { date: DayDate; time: ClockTime | null }[] = [];
  let checkinTime: ClockTime | null = null;
  let checkoutTime: ClockTime | null = null;
  let ambiguous = false;
  let name: string | null = null;
  let address: string | null = null;
  message.lines.forEach((line, i) => {
    if (!line || ISSUE_DATE_LINE.test(line)) return;
    name ??= NAME.exec(line)?.[1]?.trim() ?? null;
    // An address label, or the lines after it when it stands alone ("Address:" then two lines).
    const labelled = ADDRESS.exec(line)?.[1]?.trim();
    if (!address && labelled) address = labelled;
    else if (!address && /^(?:address|adresse|anschrift|dirección)\s*:?$/i.test(line)) {
      address = message.lines.slice(i + 1, i + 4).filter(Boolean).slice(0, 3).join(', ') || null;
    }
    if (AIRPORT_CHECKIN.test(line)) return;
    if (HEADER_ROW.test(line) && datesIn(line, message.language, message.sent).length === 0) {
      const row = message.lines.slice(i + 1).find(Boolean) ?? '';
      const dates = datesIn(row, message.language, message.sent);
      ambiguous ||= hasAmbiguousDate(row, message.language);
      if (dates.length === 2 && dates[0] && dates[1]) {
        checkins.push({ date: dates[0], time: null });
        checkouts.push({ date: dates[1], time: null });
      }
      return;
    }
    for (const [label, list, isCheckin] of [[checkinLabel, checkins, true], [checkoutLabel, checkouts, false]] as const) {
      if (!label.test(line)) continue;
      const dates = datesIn(line, message.language, message.sent);
      ambiguous ||= hasAmbiguousDate(line, message.language);
      const time = timesIn(line)[0] ?? null;
      if (dates[0]) list.push({ date: dates[0], time });
      else if (time && isCheckin && CHECKIN_TIME.test(line)) checkinTime ??= time;
      else if (time && !isCheckin && CHECKOUT_TIME.test(line)) checkoutTime ??= time;
    }
  });
  const [checkin] = unique(checkins);
  const [checkout] = unique(checkouts);
  if (!checkin && !checkout) return { stays: [], unsure: false };
  // Next to flights or trains, a lone "Check-in" date is more likely the airport's than a hotel's.
  if (withLegs && (!checkin || !checkout)) return { stays: [], unsure: false };
  // Half a stay, two stays, an ambiguous date or a check-out before the check-in: for review.
  if (!checkin || !checkout || unique(checkins).length > 1 || unique(checkouts).length > 1 || ambiguous || key(checkout.date) <= key(checkin.date)) {
    return { stays: [], unsure: true };
  }
  name ??= hotelNameInProse(message);
  // An unlabelled address: a line ending in a country the zones are known for ("…, 08008 Barcelona, Spain").
  address ??= message.lines.find((l) => l.length <= 160 && /\d/.test(l) && l.split(',').length >= 2 && datesIn(l, message.language, message.sent).length === 0 && timesIn(l).length === 0 && zoneOfAddress(l) !== null) ?? null;
  return {
    stays: [{
      name,
      address,
      timeZone: address ? zoneOfAddress(address) : null,
      checkin: { date: checkin.date, time: checkin.time ?? checkinTime },
      checkout: { date: checkout.date, time: checkout.time ?? checkoutTime },
    }],
    unsure: false,
  };
}

const key = (d: DayDate) => d.year * 10_000 + d.month * 100 + d.day;

function unique<T extends { date: DayDate }>(items: T[]): T[] {
  return items.filter((item, i) => items.findIndex((o) => key(o.date) === key(item.date)) === i);
}

/** "12 Rua Garrett, 1200-203 Lisbon, Portugal": the country is the last part, the city the one before. */
function zoneOfAddress(address: string): string | null {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  const country = parts.at(-1) ?? null;
  const locality = (parts.at(-2) ?? '').replace(/^[\d\s-]+|[\d\s-]+$/g, '') || null;
  return zoneOfPlace({ country, locality, region: locality });
}

const STAY_AT = /\b(?:stay|booking|reservation|aufenthalt|buchung|séjour|réservation|estancia|reserva)\s+(?:at|in|im|à|a|en)\s+(?:the\s+|l'|el\s+)?(.{3,60}?)\s*(?:[.,!:]|$|\s(?:is|ist|est|está|has|wurde|from|vom|du|del)(?!\p{L}))/iu;

/** "Your stay at Hotel Adler is confirmed" → "Hotel Adler"; or a short line that is the name. */
function hotelNameInProse(message: TextMessage): string | null {
  for (const line of [message.subject, ...message.lines]) {
    const name = STAY_AT.exec(line)?.[1];
    if (name && HOTEL_WORD.test(name)) return name.trim();
  }
  return message.lines.find((l) => HOTEL_WORD.test(l) && l.length <= 60 && /^[\p{Lu}\d]/u.test(l) && !/[:.!?]$/.test(l) && !/\b(?:your|our|ihr|unser|votre|notre|su|nuestro|thank|danke|merci|gracias)\b/i.test(l) && datesIn(l, message.language, message.sent).length === 0) ?? null;
}
