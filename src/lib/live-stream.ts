/**
 * The itinerary's version stream (GET /api/projects/{id}/live, docs/guest-page.md): the server
 * sends the current version when the stream opens and whenever the itinerary changes, and
 * 'gone' when this browser's grant or the itinerary ends. EventSource reconnects by itself after
 * a dropped connection; when the server closes the stream for good, this retries with a growing
 * delay. Shared by the page's plain script and the React app, and free of imports for the former.
 */
const RECONNECT_MS = [2000, 5000, 10_000, 30_000];

/**
 * The request header that carries the version the stream announced when the page's plain script
 * fetches the page again (the JSON takes `?since=`): the server answers that version at least,
 * even when it remembers an older one read a moment before a change made by another process.
 */
export const SINCE_VERSION_HEADER = 'x-itinerary-since';

export type LiveHandlers = {
  /** The itinerary's version now. */
  version: (version: number) => void;
  /** The grant or the itinerary is gone; the stream is closed already. */
  gone: () => void;
};

/** Starts listening; returns the function that stops. Does nothing where EventSource is missing. */
export function watchItinerary(projectId: string, handlers: LiveHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const close = () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };

  function connect() {
    source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/live`);
    source.addEventListener('open', () => {
      attempt = 0;
    });
    source.addEventListener('version', (event) => {
      const { version } = JSON.parse((event as MessageEvent<string>).data) as { version: number };
      handlers.version(version);
    });
    source.addEventListener('gone', () => {
      close();
      handlers.gone();
    });
    source.addEventListener('error', () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
      retry = setTimeout(connect, delay);
    });
  }

  connect();
  return close;
}
