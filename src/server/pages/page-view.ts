/**
 * What in an itinerary page's request changes its HTML, reduced to the values that render
 * something different: the page cache keys on this, so requests that show the same page share
 * one entry (docs/security.md "Page cache keys"). From the URL: the tab and the people filter;
 * from the headers: the reader's date and time format (`Accept-Language`).
 */
import { knownPeople } from '../../lib/attendees';
import { readerFormat, type ReaderFormat } from '../../lib/reader-format';

/** The tabs `?tab=` may name; any other value opens the page as if it named none. */
export const PAGE_TABS = ['list', 'calendar', 'map', 'arrivals', 'faq'] as const;

/** ?tab=… of the URL, when it names a tab. */
export function tabFromUrl(url: URL): string | null {
  const tab = url.searchParams.get('tab');
  return tab && (PAGE_TABS as readonly string[]).includes(tab) ? tab : null;
}

/**
 * The page's view for its cache key: the tab (unknown ones count as none) and the people filter
 * kept to `names`, the names the itinerary has for this role (unknown names dropped, the
 * itinerary's spelling, each once). A URL without ?person= differs from one whose names are all
 * unknown: the first leaves the browser's saved choice to apply, the second shows everyone.
 * Null when the URL filters by people and the names are not known yet: no key can be made.
 */
export function pageView(url: URL, names: readonly string[] | undefined): string | null {
  const tab = tabFromUrl(url) ?? '';
  if (!url.searchParams.has('person')) return `${tab}:*`;
  if (!names) return null;
  return `${tab}:${JSON.stringify(knownPeople(url.searchParams.getAll('person'), names))}`;
}

/** The reader's date and time format a page is rendered in, from the request's `Accept-Language`. */
export const requestReaderFormat = (request: Request): ReaderFormat => readerFormat(request.headers.get('accept-language'));

/**
 * A page's cache key with the reader's format added (one of a handful: src/lib/reader-format.ts),
 * so a page written "7:30 PM" is never served to a reader of "19:30". Null stays null.
 */
export function withReaderFormat<K extends { key: string }>(key: K | null, acceptLanguage: string | null | undefined): K | null {
  return key && { ...key, key: `${key.key}|${readerFormat(acceptLanguage)}` };
}
