/**
 * How a reader reads dates and times: the clock (12- or 24-hour) and the order of day, month and
 * year, taken from the reader's language (the `Accept-Language` header for the server's render,
 * `navigator.language` where only the browser knows). The words stay English (the product's
 * language) and the itinerary's time zone stays the reference; only the order and the clock
 * follow the reader (docs/ui.md "Dates and times").
 *
 * Every language falls into one of a handful of format families, because a rendered page is
 * cached per family (docs/security.md "Page cache keys"): a family is the whole of what changes.
 */

/** Order of a written date: "June 14, 2027", "14 June 2027" or "2027 June 14". */
export type DateOrder = 'mdy' | 'dmy' | 'ymd';
export type ReaderFormat = `${DateOrder}-${12 | 24}h`;

export const READER_FORMATS = ['mdy-12h', 'mdy-24h', 'dmy-12h', 'dmy-24h', 'ymd-12h', 'ymd-24h'] as const satisfies readonly ReaderFormat[];

/** The format when the reader's language is unknown: month-day order, 12-hour clock. */
export const DEFAULT_READER_FORMAT: ReaderFormat = 'mdy-12h';

/**
 * The attribute on an itinerary page's root naming the format its server HTML was written in, for
 * the text the page's own script writes (the offline note).
 */
export const READER_FORMAT_ATTRIBUTE = 'data-reader-format';

const isReaderFormat = (value: unknown): value is ReaderFormat =>
  typeof value === 'string' && (READER_FORMATS as readonly string[]).includes(value);

/** A format handed over in a prop or an attribute, or the default when it is not one. */
export const readerFormatOr = (value: unknown): ReaderFormat => (isReaderFormat(value) ? value : DEFAULT_READER_FORMAT);

export const dateOrder = (format: ReaderFormat): DateOrder => format.slice(0, 3) as DateOrder;
export const uses24Hours = (format: ReaderFormat): boolean => format.endsWith('24h');

/** Languages whose family has been worked out, by tag (bounded: headers are the client's to choose). */
const byLanguage = new Map<string, ReaderFormat | null>();
const BY_LANGUAGE_MAX = 500;

/**
 * The family of one language tag ("en-GB", "de", "ja"), from the platform's own locale data:
 * the order of a long written date ("14 June 2027") and the hour cycle of its clock. Null for a
 * tag that is malformed or a language the platform has no data for.
 */
export function formatOfLanguage(tag: string): ReaderFormat | null {
  const known = byLanguage.get(tag);
  if (known !== undefined) return known;
  let format: ReaderFormat | null = null;
  try {
    if (tag !== '*' && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0) {
      const order = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
        .formatToParts(0)
        .map((part) => part.type[0])
        .filter((letter) => letter === 'y' || letter === 'm' || letter === 'd')
        .join('');
      const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
      const clock = cycle === 'h11' || cycle === 'h12' ? 12 : 24;
      const family = order === 'ymd' || order === 'dmy' || order === 'mdy' ? order : null;
      format = family ? `${family}-${clock}h` : null;
    }
  } catch {
    format = null;
  }
  if (byLanguage.size >= BY_LANGUAGE_MAX) byLanguage.clear();
  byLanguage.set(tag, format);
  return format;
}

/**
 * The languages of an `Accept-Language` header, most preferred first: by quality value
 * (`q=0` means "not this one"), the header's order among equals.
 */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .slice(0, 20)
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      // A malformed quality value counts as "not this one".
      const q = params.find((p) => /^\s*q\s*=/i.test(p));
      const value = q?.split('=')[1]?.trim() ?? '1';
      const quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
      return { tag: tag.trim(), quality, index };
    })
    .filter((item) => item.tag.length > 0 && item.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((item) => item.tag);
}

/** Formats worked out per whole header: the same few headers arrive again and again. */
const byHeader = new Map<string, ReaderFormat>();
const BY_HEADER_MAX = 500;

/**
 * The reader's format from an `Accept-Language` header: the first language, by preference, the
 * platform knows; the default when there is none (no header, an empty or garbled one).
 */
export function readerFormat(acceptLanguage: string | null | undefined): ReaderFormat {
  const header = (acceptLanguage ?? '').slice(0, 500);
  if (!header.trim()) return DEFAULT_READER_FORMAT;
  const known = byHeader.get(header);
  if (known) return known;
  let format = DEFAULT_READER_FORMAT;
  for (const tag of acceptedLanguages(header)) {
    const found = formatOfLanguage(tag);
    if (found) {
      format = found;
      break;
    }
  }
  if (byHeader.size >= BY_HEADER_MAX) byHeader.clear();
  byHeader.set(header, format);
  return format;
}
