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
