/**
 * Dates and times as booking confirmations write them in English, German, French and Spanish:
 * "12 Dec 2026", "Sat, 12 December 2026", "December 12, 2026", "12.12.2026", "12/12/2026",
 * "12 décembre 2026", "12 de diciembre de 2026", "Sa., 12. Dez. 2026", "2026-12-12";
 * "07:05", "7:05 AM", "07h05", "7.05 Uhr", "15 Uhr", "3 PM". A date that could be read two ways
 * (an English "04/05/2026") is not read at all: the caller then leaves the booking to review.
 */

export type Language = 'en' | 'de' | 'fr' | 'es';
export type DayDate = { year: number; month: number; day: number };
export type Found<T> = T & { index: number; end: number };
export type ClockTime = { hour: number; minute: number };

const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [1, ['jan', 'january', 'januar', 'jänner', 'janv', 'janvier', 'ene', 'enero']],
  [2, ['feb', 'february', 'februar', 'févr', 'fevr', 'février', 'fevrier', 'febrero']],
  [3, ['mar', 'march', 'mär', 'märz', 'maerz', 'mars', 'marzo']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril']],
  [5, ['may', 'mai', 'mayo']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio']],
  [7, ['jul', 'july', 'juli', 'juil', 'juillet', 'julio']],
  [8, ['aug', 'august', 'août', 'aout', 'ago', 'agosto']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre']],
  [10, ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre']],
  [11, ['nov', 'november', 'novembre', 'noviembre']],
  [12, ['dec', 'december', 'dez', 'dezember', 'déc', 'décembre', 'decembre', 'dic', 'diciembre']],
];
for (const [month, names] of monthNames) for (const name of names) MONTHS[name] = month;

function monthOf(word: string): number | null {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')] ?? null;
}

// Weekday words are optional before a date; they are only skipped, never trusted.
const MONTH = String.raw`([A-Za-zÀ-ÿ]{3,10}\.?)`;
const YEAR = String.raw`(\d{4})`;
/** After a two-digit year ("12 Dec 26"): not the hour of a time ("12 Dec 10:05", "12 Dec 10 am"). */
const NOT_A_TIME = String.raw`(?![\d:.h]|\s*(?:[ap]\.?m(?![a-z])|uhr))`;
const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray, language: Language) => DayDate | null }[] = [
  // 2026-12-12
  { re: /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g, read: (m) => ymd(m[1], m[2], m[3]) },
  // 12DEC26, as booking systems print it
  { re: /(?<![\w])(\d{2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2})(?!\w)/g, read: (m) => dayMonthYear(m[1], monthOf(m[2] ?? ''), m[3]) },
  // 12 Dec 2026, 12. Dez. 2026, 1er décembre 2026, 12 de diciembre de 2026, 12DEC2026
  {
    re: new RegExp(String.raw`(?<![\d.])(\d{1,2})(?:\.|er|st|nd|rd|th)?\s*(?:de\s+)?${MONTH}\s*(?:de\s+|,\s*)?(\d{4}|\d{2}${NOT_A_TIME})(?!\d)`, 'gi'),
    read: (m) => dayMonthYear(m[1], monthOf(m[2] ?? ''), m[3]),
  },
  // December 12, 2026 / Dec 12 2026
  {
    re: new RegExp(String.raw`(?<![A-Za-zÀ-ÿ])${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+${YEAR}(?!\d)`, 'gi'),
    read: (m) => dayMonthYear(m[2], monthOf(m[1] ?? ''), m[3]),
  },
  // 12.12.2026 or 12.12.26 (always day first)
  { re: /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d.]*\d)/g, read: (m) => dayMonthYear(m[1], Number(m[2]), m[3]) },
  // 12/12/2026: day first except in English, where only an unambiguous date is read
  {
    re: /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g,
    read: (m, language) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (language !== 'en' || a > 12 || a === b) return dayMonthYear(m[1], b, m[3]);
      if (b > 12) return dayMonthYear(m[2], a, m[3]);
      return null;
    },
  },
];

function ymd(y?: string, mo?: string, d?: string): DayDate | null {
  return valid({ year: Number(y), month: Number(mo), day: Number(d) });
}

function dayMonthYear(d: string | undefined, month: number | null, y: string | undefined): DayDate | null {
  if (!month || !y) return null;
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  return valid({ year, month, day: Number(d) });
}

function valid(date: DayDate): DayDate | null {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || year < 2000 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? date : null;
}

const WEEKDAYS: Record<string, number> = {};
const weekdayNames: [number, string[]][] = [
  [0, ['sun', 'sunday', 'so', 'sonntag', 'dim', 'dimanche', 'dom', 'domingo']],
  [1, ['mon', 'monday', 'mo', 'montag', 'lun', 'lundi', 'lunes']],
  [2, ['tue', 'tues', 'tuesday', 'di', 'dienstag', 'mar', 'mardi', 'martes']],
  [3, ['wed', 'wednesday', 'mi', 'mittwoch', 'mer', 'mercredi', 'mié', 'mie', 'miércoles', 'miercoles']],
  [4, ['thu', 'thur', 'thurs', 'thursday', 'do', 'donnerstag', 'jeu', 'jeudi', 'jue', 'jueves']],
  [5, ['fri', 'friday', 'fr', 'freitag', 'ven', 'vendredi', 'vie', 'viernes']],
  [6, ['sat', 'saturday', 'sa', 'samstag', 'sam', 'samedi', 'sáb', 'sab', 'sábado', 'sabado']],
];
for (const [day, names] of weekdayNames) for (const name of names) WEEKDAYS[name] = day;

// "Sat, 12 Dec", "Sa., 12. Dez.", "sam. 12 déc.", "sáb, 12 de dic" (and "Sat, Dec 12" in English): no year.
const NO_YEAR_PATTERNS: { re: RegExp; english: boolean; read: (m: RegExpExecArray) => [string | undefined, number, number] | null }[] = [
  {
    re: new RegExp(String.raw`(?:(?<![\p{L}])(\p{L}{2,9})\.?,?\s+)?(?<![\d.])(\d{1,2})(?:\.|er|st|nd|rd|th)?\s*(?:de\s+)?([A-Za-zÀ-ÿ]{3,10}\.?)(?!\s*(?:de\s+|,\s*)?(?:\d{4}(?!\d)|\d{2}${NOT_A_TIME}))`, 'giu'),
    english: false,
    read: (m) => { const month = monthOf(m[3] ?? ''); return month ? [m[1], month, Number(m[2])] : null; },
  },
  {
    re: new RegExp(String.raw`(?:(?<![\p{L}])(\p{L}{2,9})\.?,?\s+)?(?<![\p{L}])([A-Z][A-Za-z]{2,8}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d:.]|,?\s*\d{4})`, 'gu'),
    english: true,
    read: (m) => { const month = monthOf(m[2] ?? ''); return month ? [m[1], month, Number(m[3])] : null; },
  },
];

/**
 * A date written without its year, placed in the year that puts it on or after a week before
 * the message was sent; a weekday written with it must agree, or the date is not read.
 */
function withYear(weekday: string | undefined, month: number, day: number, sent: Date): DayDate | null {
  const dayOfWeek = weekday ? WEEKDAYS[weekday.toLowerCase()] : undefined;
  if (weekday && dayOfWeek === undefined && monthOf(weekday) === null) return withYear(undefined, month, day, sent);
  const earliest = sent.getTime() - 7 * 86_400_000;
  for (const year of [sent.getUTCFullYear(), sent.getUTCFullYear() + 1]) {
    const date = valid({ year, month, day });
    if (!date || Date.UTC(year, month - 1, day) < earliest) continue;
    if (dayOfWeek !== undefined && new Date(Date.UTC(year, month - 1, day)).getUTCDay() !== dayOfWeek) return null;
    return date;
  }
  return null;
}

/**
 * Every date in a line, in order. Overlapping readings keep the earliest, longest one. A date
 * without a year is read only when the message's sending date is known (`sent`).
 */
export function datesIn(line: string, language: Language, sent: Date | null = null): Found<DayDate>[] {
  const found: Found<DayDate>[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const date = read(m, language);
      if (date) found.push({ ...date, index: m.index, end: m.index + m[0].length });
    }
  }
  if (sent) {
    for (const { re, english, read } of NO_YEAR_PATTERNS) {
      if (english && language !== 'en') continue;
      for (const m of line.matchAll(re)) {
        const parts = read(m);
        const date = parts ? withYear(...parts, sent) : null;
        // Spans already read with a year win (dropOverlaps keeps the earlier, longer reading).
        if (date && !found.some((f) => m.index < f.end && f.index < m.index + m[0].length)) found.push({ ...date, index: m.index, end: m.index + m[0].length });
      }
    }
  }
  return dropOverlaps(found);
}

/** Dates whose reading was refused (an English "04/05/2026"): the caller must not guess. */
export function hasAmbiguousDate(line: string, language: Language): boolean {
  if (language !== 'en') return false;
  return [...line.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g)].some(
    (m) => Number(m[1]) <= 12 && Number(m[2]) <= 12 && m[1] !== m[2],
  );
}

const TIME_RE = new RegExp(
  [
    // 07:05, 7:05 AM, 07h05, 7.05 Uhr (a dot only with "Uhr": 12.12 is more often a date)
    String.raw`(?<![\d:.,/])(\d{1,2})(?:[:h](\d{2})|\.(\d{2})(?=\s*Uhr))(?::\d{2})?(?![\d/]|\.\d)(?:\s*([ap])\.?\s?m(?!\p{L})\.?)?`,
    // 3 PM, 15 Uhr
    String.raw`(?<![\d:.,/])(\d{1,2})\s*(?:([ap])\.?\s?m(?!\p{L})\.?|(?=Uhr(?!\p{L})))`,
  ].join('|'),
  'giu',
);

/** Every time of day in a line, in order ("2h 05min" and other durations excluded). */
export function timesIn(line: string): Found<ClockTime>[] {
  const found: Found<ClockTime>[] = [];
  TIME_RE.lastIndex = 0;
  for (let m = TIME_RE.exec(line); m; m = TIME_RE.exec(line)) {
    const after = line.slice(m.index + m[0].length);
    if (/^\s*(?:min|m|std|hrs?|hours?|heures?|horas?)(?!\p{L})/iu.test(after)) continue;
    let hour = Number(m[1] ?? m[5]);
    const minute = Number(m[2] ?? m[3] ?? 0);
    const ampm = (m[4] ?? m[6])?.toLowerCase();
    if (ampm) {
      if (hour < 1 || hour > 12) continue;
      if (ampm === 'p' && hour < 12) hour += 12;
      if (ampm === 'a' && hour === 12) hour = 0;
    }
    if (hour > 23 || minute > 59) continue;
    found.push({ hour, minute, index: m.index, end: m.index + m[0].length });
  }
  return found;
}

function dropOverlaps<T extends { index: number; end: number }>(items: T[]): T[] {
  const sorted = [...items].sort((a, b) => a.index - b.index || b.end - a.end);
  const out: T[] = [];
  for (const item of sorted) if (!out.some((o) => item.index < o.end && o.index < item.end)) out.push(item);
  return out;
}

const LANGUAGE_WORDS: Record<Language, RegExp> = {
  en: /\b(?:the|your|booking|flight|departure|arrival|reference|confirmation|passenger|check-in|and)\b/gi,
  de: /\b(?:der|die|das|ihre?|buchung|flug|abflug|ankunft|reise|und|anreise|abreise|zug)\b/gi,
  fr: /(?<!\p{L})(?:le|la|les|votre|vol|départ|arrivée|réservation|passager|et|référence)(?!\p{L})/giu,
  es: /\b(?:el|los|las|su|vuelo|salida|llegada|reserva|pasajero|localizador|y)\b/gi,
};

/** The message's language, by its most frequent function words. */
export function languageOf(text: string): Language {
  let best: Language = 'en';
  let bestCount = -1;
  for (const language of ['en', 'de', 'fr', 'es'] as const) {
    const count = text.slice(0, 20_000).match(LANGUAGE_WORDS[language])?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return best;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: DayDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
export const isoLocal = (d: DayDate, t: ClockTime) => `${isoDate(d)}T${pad(t.hour)}:${pad(t.minute)}:00`;

/** The day after `d` (an arrival past midnight). */
export function nextDay(d: DayDate): DayDate {
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
