/**
 * The last step of extraction (./extract.ts), when no AI extractor is set up or it fails: one
 * item with the subject, marked for review, so nothing the user forwarded disappears. It is
 * dated only by a date written with a time of day or next to booking words ("Thank you for
 * booking … Date: 2027-03-15", "Picnic on June 5, 2027 at 1:00 PM"): a newsletter's "Book by
 * 31 December", a receipt's delivery date or a statement's list of past activity would be a
 * wrong guess, so such an item has no start and the user dates it. The time is read in the default zone: the user checks it anyway.
 */
import { fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../lib/limits';
import type { EmailContent, ExtractedEvent } from './types';

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  // German, French and Spanish months, as in the corpus's non-English mail.
  januar: 1, februar: 2, märz: 3, mai: 5, juni: 6, juli: 7, oktober: 10, dezember: 12,
  janvier: 1, février: 2, mars: 3, avril: 4, juin: 6, juillet: 7, août: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12,
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
};

function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS[w] ?? MONTHS[w.slice(0, 3)] ?? null;
}

const MONTH_WORD = '([A-Za-zÀ-ÿ]{3,10}\\.?)';
const TIME = String.raw`(?:\s*(?:,|at|um|à|a las|-)?\s*(\d{1,2})(?:[:.h](\d{2}))?\s*([ap]\.?m\.?)?(?![\d/]))?`;
const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => [number, number, number, string?, string?, string?] | null }[] = [
  // 2026-12-01 or 2026-12-01T19:30
  { re: new RegExp(String.raw`\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2}))?`, 'g'), read: (m) => [Number(m[1]), Number(m[2]), Number(m[3]), m[4], m[5]] },
  // December 1, 2026 (at 7:30 PM)
  { re: new RegExp(String.raw`\b${MONTH_WORD}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${TIME}`, 'gi'), read: (m) => { const mo = monthNumber(m[1] ?? ''); return mo ? [Number(m[3]), mo, Number(m[2]), m[4], m[5], m[6]] : null; } },
  // 1 December 2026, 1. Dezember 2026, 1er décembre 2026, 1 de diciembre de 2026
  { re: new RegExp(String.raw`\b(\d{1,2})(?:\.|er|st|nd|rd|th)?\s+(?:de\s+)?${MONTH_WORD}\s+(?:de\s+)?(\d{4})${TIME}`, 'gi'), read: (m) => { const mo = monthNumber(m[2] ?? ''); return mo ? [Number(m[3]), mo, Number(m[1]), m[4], m[5], m[6]] : null; } },
];

type FoundDate = { index: number; end: number; date: Date; hasTime: boolean };

/** Every date (and time, when written next to it) in the text, in order, read in the default zone. */
function datesIn(fullText: string): FoundDate[] {
  // The date a booking note is about comes early; a huge body is not scanned to its end.
  const text = fullText.slice(0, 100_000);
  const found: FoundDate[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const parts = read(m);
      if (!parts) continue;
      const [y, mo, d, h, mi, ampm] = parts;
      if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1970 || y > 2200) continue;
      // A bare number after the date ("2 guests") is not a time: minutes or am/pm make one.
      const hasTime = h !== undefined && (mi !== undefined || ampm !== undefined);
      let hour = hasTime ? Number(h) : 0;
      if (ampm && /p/i.test(ampm) && hour < 12) hour += 12;
      if (ampm && /a/i.test(ampm) && hour === 12) hour = 0;
      const minute = hasTime && mi !== undefined ? Number(mi) : 0;
      if (hour > 23 || minute > 59) continue;
      const pad = (n: number) => String(n).padStart(2, '0');
      const date = fromZonedTime(`${y}-${pad(mo)}-${pad(d)}T${pad(hour)}:${pad(minute)}:00`, DEFAULT_TIME_ZONE);
      if (Number.isNaN(date.getTime())) continue;
      found.push({ index: m.index, end: m.index + m[0].length, date, hasTime });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first date (and time, when written next to it) in the text, read in the default zone. */
export function findFirstDate(fullText: string): Date | null {
  return datesIn(fullText)[0]?.date ?? null;
}

const word = (alternatives: string) => new RegExp(String.raw`(?<!\p{L})(?:${alternatives})(?!\p{L})`, 'iu');
/** What a booking or a plan says about itself, in English, German, French and Spanish. */
const BOOKING_WORDS = word(
  [
    String.raw`book(?:ing|ed)|reserv(?:ation|ed)|confirm(?:ed|ation)|itinerary|buchung|gebucht|reservierung|bestätigung|réservation|réservé|confirmation|reserva(?:do|da)?|confirmación`,
    String.raw`flights?|flug|vol|vuelo|train|zug|tren|bus|coach|ferry|cruise|journey|trip|voyage|reise|viaje|fahrt`,
    String.raw`check-?in|check-?out|arrival|departure|anreise|abreise|ankunft|abfahrt|départ|arrivée|llegada|salida|stay|séjour|aufenthalt|estancia|nights?|nächte?|nuits?|noches?`,
    String.raw`dinner|lunch|brunch|breakfast|table|tour|concert|show|performance|party|wedding|meeting|appointment|visit|termin|abendessen|dîner|déjeuner|cena|comida|cita|rendez-vous`,
    String.raw`when\s*:|wann\s*:|quand\s*:|cuándo\s*:`,
  ].join('|'),
);
/** Words that make the date that follows them something else: a deadline, an offer, a delivery, a record. */
const NOT_THE_BOOKING = word(
  String.raw`until|till|by|before|between|valid|expires?|expiry|deadline|due|ends?|ending|endet|termine|termina|delivery|delivered|shipped|dispatched|order(?:ed)?|statement|activity|issued|sent|paid|payment|invoice|sale|bis|gültig|lieferung|bestellung|jusqu'?au?|avant|livraison|commande|hasta|antes|entrega|pedido`,
);

/**
 * The first date that reads as the date of a booking or a plan: no deadline, offer or delivery
 * word just before it, and either a time of day written with it ("Picnic on June 5, 2027 at
 * 1:00 PM") or booking words within the 80 characters before it or on the rest of its line.
 */
export function findBookingDate(fullText: string): Date | null {
  for (const found of datesIn(fullText)) {
    const before = fullText.slice(Math.max(0, found.index - 80), found.index);
    const lineStart = fullText.lastIndexOf('\n', found.index - 1) + 1;
    const leadIn = fullText.slice(Math.max(lineStart, found.index - 30), found.index);
    const lineEnd = fullText.indexOf('\n', found.end);
    const after = fullText.slice(found.end, Math.min(lineEnd === -1 ? fullText.length : lineEnd, found.end + 40));
    if (NOT_THE_BOOKING.test(leadIn)) continue;
    if (found.hasTime || BOOKING_WORDS.test(before) || BOOKING_WORDS.test(after)) return found.date;
  }
  return null;
}

/** "Fwd: Re: Your booking" → "Your booking". */
function stripSubjectPrefixes(subject: string): string {
  return subject.replace(/^(?:\s*(?:fwd?|fw|wg|tr|re|aw|rv|enc)\s*:\s*)+/i, '').trim();
}

export function fallbackEvent(content: EmailContent): ExtractedEvent {
  const excerpt = content.text.replace(/\n{3,}/g, '\n\n').trim().slice(0, 1000);
  return {
    title: stripSubjectPrefixes(content.subject) || 'Forwarded email',
    description: null,
    start: findBookingDate(`${content.subject}\n${content.text}`),
    timeZone: null,
    location: null,
    latitude: null,
    longitude: null,
    eventType: 'other',
    // The same message forwarded again updates this item instead of adding another.
    reservationKey: content.messageId ? `email:${content.messageId.replace(/^<|>$/g, '')}` : null,
    // The email's text may hold booking references: admins only.
    privateNotes: excerpt || null,
    needsReview: true,
    cancelled: false,
    journey: null,
  };
}
