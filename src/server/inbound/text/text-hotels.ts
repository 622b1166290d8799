/**
 * Hotel stays in plain text: a labelled check-in and check-out date ("Check-in: Sat, 12 Dec
 * 2026", "Anreise", "Arrivée", "Llegada"/"Entrada"), the times when given ("from 15:00", "ab 15
 * Uhr", "à partir de 15h00", "a partir de las 15:00"), the hotel's name and address. Times are
 * read in the zone of the address (place-time-zone.ts), which may be a labelled line or follow
 * the hotel's name in the prose ("your stay at Hotel Adler, Marktplatz 1, 79098 Freiburg");
 * without one, the stay is marked for review.
 */
import { countryCodeOf, zoneOfCity, zoneOfLocation } from '../place-time-zone';
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
  const prose = stayInProse(message);
  name ??= prose?.name ?? hotelNameInProse(message);
  address ??= prose?.address ?? null;
  // An unlabelled address: a line ending in a country ("…, 08008 Barcelona, Spain").
  address ??= message.lines.find((l) => l.length <= 160 && /\d/.test(l) && l.split(',').length >= 2 && countryCodeOf(l.split(',').at(-1) ?? '') !== null && datesIn(l, message.language, message.sent).length === 0 && timesIn(l).length === 0 && zoneOfLocation(l) !== null) ?? null;
  return {
    stays: [{
      name,
      address,
      timeZone: address ? zoneOfLocation(address) : null,
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

const STAY_AT = /\b(?:stay|booking|reservation|aufenthalt|buchung|séjour|réservation|estancia|reserva)\s+(?:at|in|im|à|a|en)\s+(?:the\s+|l'|el\s+)?(.{3,60}?)\s*(?:[.,!:]|$|\s(?:is|ist|est|está|has|wurde|from|vom|du|del)(?!\p{L}))/iu;

/** "Your stay at Hotel Adler is confirmed" → "Hotel Adler"; or a short line that is the name. */
function hotelNameInProse(message: TextMessage): string | null {
  for (const line of [message.subject, ...message.lines]) {
    const name = STAY_AT.exec(line)?.[1];
    // A name is capitalised ("Hotel Adler"), not "our hotel".
    if (name && HOTEL_WORD.test(name) && /^[\p{Lu}\d]/u.test(name)) return name.trim();
  }
  return message.lines.find((l) => HOTEL_WORD.test(l) && l.length <= 60 && /^[\p{Lu}\d]/u.test(l) && !/[:.!?]$/.test(l) && !/\b(?:your|our|ihr|unser|votre|notre|su|nuestro|thank|danke|merci|gracias)\b/i.test(l) && datesIn(l, message.language, message.sent).length === 0) ?? null;
}

/** A phrase that names the place stayed at: "your stay at", "Reservierung im", "séjour à l'", "reserva en el", "thank you for choosing". */
const STAY_PLACE = new RegExp(
  String.raw`(?<!\p{L})(?:(?:stay|booking|reservation|aufenthalt|buchung|reservierung|séjour|réservation|estancia|reserva)\s+(?:at|in|im|à|au|a|en)|(?:for )?choosing|d'avoir choisi|por (?:elegir|escoger))\s+(?:(the|el|la|le|das|dem|der)\s+|(l['’]))?([^,.;:!?()\n]{2,60}?),\s*([^!?\n]{4,200}?)(?:[.!?](?=\s|$)|$)`,
  'giu',
);

/**
 * The place stayed at as the prose names it, with the address that follows the name
 * ("Su reserva en el Hotel Giralda Patio, Calle Mateos Gago 8, 41004 Sevilla, está confirmada"
 * → "Hotel Giralda Patio", "Calle Mateos Gago 8, 41004 Sevilla"). The address starts with a
 * street number and goes on while its parts are postcodes, towns or a country. A name with no
 * address after it is left to hotelNameInProse.
 */
function stayInProse(message: TextMessage): { name: string; address: string } | null {
  for (const paragraph of [message.subject, ...paragraphsOf(message.lines)]) {
    for (const m of paragraph.matchAll(STAY_PLACE)) {
      const [, article, elided, rawName = '', rest = ''] = m;
      const name = `${article && /^\p{Lu}/u.test(article) ? `${article} ` : ''}${rawName.trim()}`;
      // A name is capitalised ("Hotel Adler", "The Thistle Rooms"), not "our hotel".
      if (!/^\p{Lu}/u.test(rawName.trim()) || (elided && !rawName)) continue;
      const kept: string[] = [];
      for (const part of rest.split(',').map((p) => p.trim())) {
        const addressLike = /\d/.test(part) || countryCodeOf(part) !== null || zoneOfCity(part) !== null;
        if (!addressLike || part.split(' ').length > 6 || (kept.length === 0 && !/\d/.test(part))) break;
        kept.push(part);
      }
      if (kept.length > 0) return { name, address: kept.join(', ') };
    }
  }
  return null;
}

/** Consecutive non-empty lines joined: prose a sender wrapped at a fixed width reads as one sentence. */
function paragraphsOf(lines: string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, '']) {
    if (line) current.push(line);
    else if (current.length > 0) {
      out.push(current.join(' '));
      current = [];
    }
  }
  return out;
}
