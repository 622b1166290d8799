/**
 * Analytics: page views and named events with
 * event_category / event_label / value. Calls made before the analytics script has loaded are
 * kept in a queue on `window` and replayed once it loads. Analytics is off unless
 * PUBLIC_ANALYTICS_ID is configured; BaseLayout passes the id to
 * the browser in `<html data-analytics-id>` and calls `startAnalytics()` on every page.
 *
 * Safe to import anywhere: on the server every call is a no-op.
 */

export type AnalyticsParams = {
  event_category?: string;
  event_label?: string;
  value?: number;
  [key: string]: unknown;
};

type AnalyticsCall =
  { kind: 'event'; name: string; params: AnalyticsParams } | { kind: 'page_view'; path: string };

type AnalyticsState = {
  queue: AnalyticsCall[];
  /** Set once the analytics script has loaded; from then on calls go straight out. */
  send?: (call: AnalyticsCall) => void;
  started?: boolean;
  lastPath?: string;
};

declare global {
  interface Window {
    __analytics?: AnalyticsState;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Calls made while analytics is off or still loading; older ones are dropped past this. */
const MAX_QUEUED_CALLS = 100;
const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

function state(): AnalyticsState | undefined {
  if (typeof window === 'undefined') return undefined;
  window.__analytics ??= { queue: [] };
  return window.__analytics;
}

function dispatch(call: AnalyticsCall): void {
  const s = state();
  if (!s) return;
  if (s.send) {
    s.send(call);
    return;
  }
  s.queue.push(call);
  if (s.queue.length > MAX_QUEUED_CALLS) s.queue.shift();
}

/** Report a named event, e.g. `trackEvent('button_click', { event_category: 'engagement' })`. */
export function trackEvent(name: string, params: AnalyticsParams = {}): void {
  dispatch({ kind: 'event', name, params });
}

/** Report a page view for `path` (defaults to the current path and query). */
function trackPageView(path?: string): void {
  if (typeof window === 'undefined') return;
  dispatch({ kind: 'page_view', path: path ?? window.location.pathname + window.location.search });
}

function sendToGtag(call: AnalyticsCall): void {
  const gtag = window.gtag;
  if (!gtag) return;
  if (call.kind === 'event') gtag('event', call.name, call.params);
  else
    gtag('event', 'page_view', {
      page_path: call.path,
      page_location: new URL(call.path, window.location.origin).href,
      page_title: document.title,
    });
}

function loadGtag(measurementId: string, s: AnalyticsState): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js only understands the `arguments` object, not an array.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by us (on load and on each location change), not by gtag's config.
  window.gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(measurementId)}`;
  script.addEventListener('load', () => {
    s.send = sendToGtag;
    const queued = s.queue.splice(0);
    for (const call of queued) sendToGtag(call);
  });
  document.head.append(script);
}

function reportLocationChange(s: AnalyticsState): void {
  const path = window.location.pathname + window.location.search;
  if (path === s.lastPath) return;
  s.lastPath = path;
  trackPageView(path);
}

/**
 * Called once per page by BaseLayout. Reports the page view, watches location changes
 * (popstate and history.pushState) and, only when an id is configured, loads gtag.js after the
 * page has finished loading and replays the queue into it.
 */
export function startAnalytics(measurementId: string | undefined): void {
  const s = state();
  if (!s || s.started) return;
  s.started = true;

  reportLocationChange(s);
  window.addEventListener('popstate', () => reportLocationChange(s));
  const pushState = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushState(...args);
    reportLocationChange(s);
  };

  // Analytics off: calls stay in the (bounded) queue, which is handy when debugging.
  if (!measurementId) return;
  const load = () => loadGtag(measurementId, s);
  if (document.readyState === 'complete') setTimeout(load, 0);
  else window.addEventListener('load', load, { once: true });
}
