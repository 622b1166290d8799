/**
 * Changing the page's query string without a navigation or a history entry: tabs that are
 * addressable (?tab=) and one-time flags (?signedIn=1, ?owned=true) that are removed once used.
 */
export function replaceSearchParams(change: (params: URLSearchParams) => void): void {
  const url = new URL(window.location.href);
  change(url.searchParams);
  window.history.replaceState(window.history.state, '', url);
}

/** ?tab=<id>, left out for the default tab so the plain URL stays the usual one. */
export function rememberTab(tab: string, defaultTab: string): void {
  replaceSearchParams((params) => {
    if (tab === defaultTab) params.delete('tab');
    else params.set('tab', tab);
  });
}

/**
 * The itinerary page's own URL for a tab and people filter: what the server renders (?tab=…,
 * left out for the list, and ?person=… once per selected name), so links work without JS.
 */
export function itineraryHref(path: string, tab: string, people: readonly string[]): string {
  const params = new URLSearchParams();
  if (tab !== 'list') params.set('tab', tab);
  for (const person of people) params.append('person', person);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Keeps ?person=… in the address bar in step with the people filter. */
export function rememberPeople(people: readonly string[]): void {
  replaceSearchParams((params) => {
    params.delete('person');
    for (const person of people) params.append('person', person);
  });
}
