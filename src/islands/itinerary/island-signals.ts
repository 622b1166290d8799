/**
 * How the itinerary page's plain scripts and its React island hand over (docs/guest-page.md).
 *
 * The page is server HTML first. Its React island (the whole itinerary app) hydrates only when
 * something needs it: a tap on a control that opens a dialog or admin mode, the map, the
 * calendar grid on a wide screen. Until then small scripts run the page (countdown, photos,
 * people filter, tabs, live updates); from the moment hydration starts they stop and leave
 * the page to React. These flags on <html> say where the page is; this module imports nothing,
 * so every script can read them for free.
 */
/** The element the server renders the itinerary into; the plain script swaps it whole. */
export const ITINERARY_ROOT_ID = 'itinerary-root';

const flags = () => document.documentElement.dataset;

/** Fired (and flagged) when a script asks for the island: the client:used directive hydrates it. */
export const WANT_EVENT = 'itinerary:want';
/** Fired (and flagged) just before hydration starts: plain scripts stop and put back what React rendered. */
export const HYDRATING_EVENT = 'itinerary:hydrating';
/** Fired (and flagged) once the island has hydrated: queued taps are replayed. */
export const READY_EVENT = 'itinerary:ready';

export const islandWanted = () => flags().itineraryWanted !== undefined;
export const islandStarted = () => flags().itineraryHydrating !== undefined;

export function wantIsland(): void {
  if (islandWanted()) return;
  flags().itineraryWanted = '';
  document.dispatchEvent(new Event(WANT_EVENT));
}

export function markHydrating(): void {
  flags().itineraryHydrating = '';
  document.dispatchEvent(new Event(HYDRATING_EVENT));
}

export function markReady(): void {
  flags().itineraryReady = '';
  document.dispatchEvent(new Event(READY_EVENT));
}

/** Runs `stop` when hydration starts (at once if it has). */
export function onIslandStart(stop: () => void): void {
  if (islandStarted()) stop();
  else document.addEventListener(HYDRATING_EVENT, stop, { once: true });
}

/** Tailwind's `sm` breakpoint: from here the Calendar tab is a grid (React), below it a list of days. */
export const WIDE_SCREEN_QUERY = '(min-width: 640px)';
