/**
 * What in an itinerary page's URL changes its HTML, reduced to the values that render something
 * different: the page cache keys on this, so URLs that show the same page share one entry
 * (docs/security.md "Page cache keys").
 */
import { knownPeople } from '../../lib/attendees';

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
