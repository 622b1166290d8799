/**
 * Offline copies of itinerary pages (docs/offline.md): the names the service worker
 * (src/service-worker/sw.ts) and the pages share, and what a page does about them: register the
 * worker, hand it the page it was opened on, show the offline note, and delete a guest's copies
 * when they exit, sign out or lose their access.
 */
import { formatEventTime, formatMonthDay, splitTime } from './display';
import { EXAMPLE_IMAGES_PATH } from './limits';
import { READER_FORMAT_ATTRIBUTE, readerFormatOr, type ReaderFormat } from './reader-format';

/** One Cache Storage cache per itinerary: its pages (every ?tab= variant) and header images. */
const PAGE_CACHE_PREFIX = 'itinerary-offline:';
/** The build's hashed, immutable files (scripts, styles, fonts): public, shared by every page. */
export const ASSET_CACHE = 'itinerary-offline-assets';
/** On a saved page: when the worker fetched it (milliseconds since the epoch). */
export const CACHED_AT_HEADER = 'x-sw-cached-at';
/** On the <html> of a page the worker served from its cache instead of the network. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';
/** The worker's URL, at the site root. */
const SERVICE_WORKER_URL = '/sw.js';
/**
 * What the worker controls: itinerary pages only (and the requests they make). It never handles
 * a navigation to sign-in, access, dashboard, checkout or sign-out pages, and those pages never
 * wait for it to start.
 */
const SERVICE_WORKER_SCOPE = '/project/';

export const pageCacheName = (projectId: string) => `${PAGE_CACHE_PREFIX}${projectId}`;

const ITINERARY_PAGE = /^\/project\/([^/]+)\/?$/;

/** The itinerary a `/project/{id}` path shows (any query), else null. */
export function itineraryIdOf(pathname: string): string | null {
  const match = ITINERARY_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Same-origin files a saved page needs to render offline. */
export const isBuildAsset = (pathname: string) => pathname.startsWith('/_astro/');
/** Header images: uploads on local storage, and the example itineraries' pictures (static files). */
export const isHeaderImage = (pathname: string) =>
  pathname.startsWith('/uploads/') || pathname.startsWith(EXAMPLE_IMAGES_PATH);

/** The message a page posts to the worker when the worker did not serve it (its first visit). */
export type KeepPageMessage = { type: 'keep-page'; url: string; resources: string[] };

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** Deletes the saved copies of one itinerary (pages, header images) from this browser. */
export async function forgetItinerary(projectId: string): Promise<void> {
  await cacheStorage()
    ?.delete(pageCacheName(projectId))
    .catch(() => false);
}

/** Deletes every saved itinerary (sign-out): nothing private stays on a shared phone. */
export async function forgetAllItineraries(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => storage.delete(name)));
  } catch {
    // Storage blocked (private mode): nothing was saved either.
  }
}

/**
 * "Offline — last updated …" in the guest's own time zone, in the format the page was written in
 * (`format`, READER_FORMAT_ATTRIBUTE). Short enough for one line on a phone: "Nov 24, 9:58 PM",
 * "24 Nov, 21:58".
 */
export function offlineNoteText(cachedAt: number, format: ReaderFormat, timeZone?: string): string {
  const zone = timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const [time] = splitTime(formatEventTime(cachedAt, zone, format));
  return `Offline — last updated ${formatMonthDay(cachedAt, zone, format)}, ${time}`;
}

/** The same-origin files this page loaded that an offline copy needs. */
function loadedResources(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && (isBuildAsset(url.pathname) || isHeaderImage(url.pathname))) urls.add(url.href);
  }
  return [...urls];
}

const loaded = () =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * On an itinerary page: shows the offline note when the worker served the saved copy, registers
 * the worker, and, when the worker did not serve this page (the first visit, before it was
 * installed), asks it to save the page and the files it loaded.
 */
export async function startOfflineSupport(note: HTMLElement | null): Promise<void> {
  const cachedAt = Number(document.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE));
  if (note && cachedAt > 0) {
    note.textContent = offlineNoteText(cachedAt, readerFormatOr(document.querySelector(`[${READER_FORMAT_ATTRIBUTE}]`)?.getAttribute(READER_FORMAT_ATTRIBUTE)));
    note.hidden = false;
    // Back online, the live stream brings the page up to date by itself.
    window.addEventListener('online', () => (note.hidden = true), { once: true });
  }
  if (!('serviceWorker' in navigator)) return;
  const servedByWorker = navigator.serviceWorker.controller !== null;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch {
    // No worker (storage blocked, an old browser): the page works as before, online only.
    return;
  }
  if (servedByWorker) return;
  const registration = await navigator.serviceWorker.ready;
  await loaded();
  const message: KeepPageMessage = { type: 'keep-page', url: location.href, resources: loadedResources() };
  registration.active?.postMessage(message);
}
