/**
 * The plain text of a confirmation prepared for the per-kind readers: quoting marks dropped,
 * marketing and legal lines left out, and the lines around each leg ("LH 1234", "ICE 597")
 * found. Also the booking reference, the travellers and the cancellation wording.
 */
import { languageOf, type Language } from './text-dates';

export type TextMessage = {
  lines: string[];
  language: Language;
  subject: string;
  /** When the message was sent: the year of a date written without one. */
  sent: Date | null;
};

/** Lines that sell or explain rather than confirm: never read for a booking's pieces. */
const NOISE = new RegExp(
  [
    String.raw`\bbook (?:now|your next|again|today)\b`, String.raw`\b(?:deals?|offers?|sale|discover|save up to|unsubscribe|newsletter)\b`,
    String.raw`\bfares? from\b`, String.raw`\bjetzt buchen\b`, String.raw`\b(?:angebote?|entdecken|abmelden)\b`, String.raw`\bab\s*\d+(?:[.,]\d+)?\s*(?:€|eur)`,
    String.raw`\bréservez\b`, String.raw`\b(?:offres?|promotions?|désabonner|désinscri)`, String.raw`\bdès\s*\d+(?:[.,]\d+)?\s*(?:€|eur)`, String.raw`\breserva ya\b`,
    String.raw`\b(?:ofertas?|descubre|darse de baja|baja de)\b`, String.raw`\bdesde\s*\d+(?:[.,]\d+)?\s*(?:€|eur)`, String.raw`\bfrom\s*[€$£]\s*\d`,
    String.raw`\b(?:terms (?:and|&) conditions|privacy|agb|datenschutz|conditions générales|condiciones generales)\b`,
  ].join('|'),
  'i',
);

export function prepareText(subject: string, text: string, sent: Date | null = null): TextMessage {
  const lines = text
    .slice(0, 100_000)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^(?:\s*>)+\s?/, '').replace(/[\t\u00a0 ]+/g, ' ').trim())
    // Marketing and legal text, and prose paragraphs too long to be a booking's field.
    .map((line) => (NOISE.test(line) || line.length > 240 ? '' : line));
  return { lines, language: languageOf(`${subject}\n${text}`), subject, sent };
}

/** The lines a leg's pieces are read from: the lines just before its mention, its own, then the lines after. */
export type LegLines = { mention: string; line: number; ordered: string[] };

export type Mention = { value: string; line: number };

/**
 * For each mention (in line order): up to two header lines just above it (no blank line, no
 * time, no other mention in between: "Outbound: Sat, 12 Dec 2026"), its own line, and the
 * lines below it up to the next mention's header lines (at most ten).
 */
export function legLines(lines: string[], mentions: Mention[], isHeaderCandidate: (line: string) => boolean): LegLines[] {
  const mentionLines = new Set(mentions.map((m) => m.line));
  const headerStart = (line: number) => {
    let start = line;
    while (start > 0 && line - start < 2) {
      const above = lines[start - 1] ?? '';
      if (!above || mentionLines.has(start - 1) || !isHeaderCandidate(above)) break;
      start--;
    }
    return start;
  };
  return mentions.map((mention, i) => {
    const next = mentions.slice(i + 1).find((m) => m.line > mention.line);
    const stop = next ? headerStart(next.line) : lines.length;
    const trailing = lines.slice(mention.line + 1, Math.min(stop, mention.line + 11)).filter((l) => l !== '');
    const leading = lines.slice(headerStart(mention.line), mention.line);
    const own = lines[mention.line] ?? '';
    return { mention: mention.value, line: mention.line, ordered: [...leading, own, ...trailing] };
  });
}

/** Dates on these lines are when the booking was made or paid, not when the trip is. */
export const ISSUE_DATE_LINE =
  /(?<![\p{L}\d])(?:booking date|booked on|date of (?:booking|issue)|issued?(?: on)?|order date|buchungsdatum|gebucht am|ausgestellt|rechnungsdatum|date de (?:réservation|commande|l'achat|émission)|émis le|fecha de (?:reserva|compra|emisión)|emitido)(?![\p{L}\d])/iu;

const REFERENCE = new RegExp(
  String.raw`(?:booking (?:reference|ref\.?|number|code)|confirmation (?:number|code|no\.?)|reservation (?:number|code)|record locator|\bPNR\b|buchungs(?:nummer|code|referenz)|auftragsnummer|reservierungsnummer|num[ée]ro de (?:réservation|dossier|confirmation)|r[ée]f[ée]rence(?: de (?:réservation|dossier))?|code de réservation|localizador|c[oó]digo de (?:reserva|confirmaci[oó]n)|n[uú]mero de (?:reserva|confirmaci[oó]n))\s*(?:\([^)]*\))?\s*[:#.]?\s*(?:n[°º.]\s*)?([A-Z0-9][A-Z0-9-]{3,19})\b`,
  'i',
);

/** A code right after a word for the booking: "Confirmation #: GHJ7K2", "(Auftrag QX7M2L)", "réservation 5KQ9ZP". */
const LOOSE_REFERENCE = /(?<!\p{L})(?:confirmation|booking|reservation|réservation|reserva|buchung|auftrag|order|dossier|trip)(?!\p{L})\s*(?:#|no\.?|nr\.?|n[°º])?\s*:?\s*([A-Z0-9][A-Z0-9-]{4,15})(?![\p{L}\d-])/giu;

/** The booking reference, when a label names one ("Booking reference: X7K2LM"). */
export function referenceOf(message: TextMessage): string | null {
  const lines = [message.subject, ...message.lines];
  for (const line of lines) {
    const m = REFERENCE.exec(line);
    const value = m?.[1];
    // A reference is a code, not a word ("Reference: see below"): it has a digit or is all capitals.
    if (!m || !value || !(/\d/.test(value) || value === value.toUpperCase())) continue;
    // A number written in groups ("Buchungsnummer: 3390 1127") is one reference.
    const groups = /^\d+$/.test(value) ? (/^(?: \d{2,6})+(?![\p{L}\d])/u.exec(line.slice(m.index + m[0].length))?.[0] ?? '') : '';
    return `${value}${groups}`.toUpperCase();
  }
  for (const line of lines) {
    for (const [, value = ''] of line.matchAll(LOOSE_REFERENCE)) {
      // Without a proper label only a code of capitals and digits counts (not "2027" or "confirmed").
      if (value === value.toUpperCase() && /\d/.test(value) && /[A-Z]/.test(value)) return value;
    }
  }
  return null;
}

const TRAVELLER = /^(?:passengers?|travell?ers?|guest(?: name)?|name|passagiere?|reisende[rn]?|gast|passagers?|voyageurs?|nom|pasajeros?|viajeros?|hu[eé]sped(?:es)?|nombre)\s*:\s*(.{2,80})$/i;

/** Traveller names from "Passenger: …" lines. */
export function travellersOf(message: TextMessage): string[] {
  const names = new Set<string>();
  for (const line of message.lines) {
    const value = TRAVELLER.exec(line)?.[1]?.trim();
    if (value && !/\d/.test(value)) names.add(value);
  }
  return [...names];
}

const CANCELLED = new RegExp(
  [
    String.raw`(?<![\p{L}\d])(?:has been|have been|was|were|is(?: now)?) cancell?ed(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])cancell?ation (?:confirmation|confirmed)(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])booking cancell?ed(?![\p{L}\d])`,
    String.raw`(?<![\p{L}\d])(?:wurde|wurden|ist|sind) (?:erfolgreich )?storniert(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])stornierungsbestätigung(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])stornobestätigung(?![\p{L}\d])`,
    String.raw`(?<![\p{L}\d])a été annulée?s?(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])confirmation d'annulation(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])réservation annulée(?![\p{L}\d])`,
    String.raw`(?<![\p{L}\d])ha sido (?:cancelad[ao]|anulad[ao])(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])confirmaci[oó]n de (?:cancelaci[oó]n|anulaci[oó]n)(?![\p{L}\d])`, String.raw`(?<![\p{L}\d])reserva (?:cancelada|anulada)(?![\p{L}\d])`,
  ].join('|'),
  'iu',
);

/** The message says the booking is cancelled ("free cancellation until …" is not that). */
export function isCancellation(message: TextMessage): boolean {
  return [message.subject, ...message.lines].some((line) => CANCELLED.test(line));
}

/** Reference and travellers as private notes, labelled like the schema.org reader's. */
export function privateNotes(reference: string | null, travellers: string[]): string | null {
  const lines = [reference ? `Reservation number: ${reference}` : null, travellers.length > 0 ? `Booked for: ${travellers.join(', ')}` : null];
  return lines.filter(Boolean).join('\n') || null;
}

/** The schema.org reader's key scheme: `flight:<ref>:<flightNo>:<date>`, or the title when there is no reference. */
export function reservationKey(type: string, reference: string | null, segment: string[], title: string): string {
  return [type, reference ?? '', ...segment, ...(reference ? [] : [title])].join(':');
}
