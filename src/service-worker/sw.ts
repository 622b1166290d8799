/**
 * The service worker (served at /sw.js by src/pages/sw.js.ts; the rules are in docs/offline.md).
 * Its scope is /project/: it controls itinerary pages and the requests they make, and never sees
 * a navigation to any other page (sign-in, access, dashboard, checkout, sign-out).
 *
 * - Itinerary pages (`/project/{id}`, any query): network first; when the network fails, answers
 *   5xx or takes longer than OFFLINE_NAVIGATION_TIMEOUT_MS, the copy saved at the last visit, marked
 *   so the page shows "Offline — last updated …". Each itinerary has its own cache, which also
 *   holds the header images its pages showed.
 * - The build's hashed files (/_astro/…): cache first; they never change under a name.
 * - Everything else (the API, sign-in, access, dashboard, checkout) is left to the network and
 *   never saved.
 * - Exit (DELETE /api/projects/{id}/access) deletes that itinerary's copies once the server
 *   agrees; a page answered by a redirect to the access page or an error means the grant is
 *   gone, and its copies go too. (Sign-out is not seen here: its answer clears the site's storage.)
 */
import { OFFLINE_ASSET_CACHE_MAX_ENTRIES, OFFLINE_NAVIGATION_TIMEOUT_MS } from '../lib/limits';
import {
  ASSET_CACHE,
  CACHED_AT_HEADER,
  OFFLINE_COPY_ATTRIBUTE,
  forgetItinerary,
  isBuildAsset,
  isHeaderImage,
  itineraryIdOf,
  pageCacheName,
  type KeepPageMessage,
} from '../lib/offline';

// The few worker types used here (the project compiles against the DOM library, whose `self` is
// a window).
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
}
interface WorkerPushEvent extends WorkerEvent {
  readonly data: { json(): unknown } | null;
}
interface WorkerNotificationEvent extends WorkerEvent {
  readonly notification: Notification;
}
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: WorkerPushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: WorkerNotificationEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const EXIT_PATH = /^\/api\/projects\/([^/]+)\/access$/;
const GRANT_GONE = new Set([401, 403, 404]);

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

function decoded(part: string | undefined): string | null {
  try {
    return part ? decodeURIComponent(part) : null;
  } catch {
    return null;
  }
}

/** The itinerary whose page asked for `request` (its referrer), for header images. */
function itineraryOfReferrer(request: Request): string | null {
  try {
    const referrer = new URL(request.referrer);
    return referrer.origin === worker.location.origin ? itineraryIdOf(referrer.pathname) : null;
  } catch {
    return null;
  }
}

/** A copy of a page to keep: its body as fetched, stamped with the time it was fetched. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(Date.now()));
  // The body is stored decoded; the saved copy describes it as it is.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
}

/** The saved copy as served offline: its <html> tells the page when it was saved. */
async function offlineCopy(cached: Response): Promise<Response> {
  const cachedAt = Number(cached.headers.get(CACHED_AT_HEADER)) || 0;
  const html = (await cached.text()).replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${cachedAt}"`);
  return new Response(html, { status: 200, headers: cached.headers });
}

const isPage = (response: Response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html');

/** Saves a fresh itinerary page, or forgets the itinerary when the server no longer shows it. */
async function remember(projectId: string, url: string, response: Response): Promise<void> {
  if (isPage(response)) {
    const cache = await caches.open(pageCacheName(projectId));
    await cache.put(url, await stamped(response));
  } else if (response.type === 'opaqueredirect' || response.redirected || GRANT_GONE.has(response.status)) {
    // No grant any more (the page sends such browsers to the access page), or no itinerary.
    await forgetItinerary(projectId);
  }
}

async function networkFirst(event: WorkerFetchEvent, projectId: string): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then(async (response) => {
    await remember(projectId, request.url, response.clone());
    return response;
  });
  // A slow answer that arrives after the saved copy was shown still refreshes the copy.
  event.waitUntil(network.catch(() => undefined));
  // A server error (a proxy's 502 while the app restarts, say) is no better than no network.
  const usable = network.then(
    (response) => (response.status >= 500 ? null : response),
    () => null,
  );
  const fresh = await Promise.race([usable, delay(OFFLINE_NAVIGATION_TIMEOUT_MS)]);
  if (fresh) return fresh;
  const cache = await caches.open(pageCacheName(projectId));
  const cached =
    (await cache.match(request.url, { ignoreVary: true })) ?? (await cache.match(request.url, { ignoreSearch: true, ignoreVary: true }));
  return cached ? offlineCopy(cached) : network;
}

async function trimAssets(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  // Oldest first: Cache Storage keeps insertion order.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - OFFLINE_ASSET_CACHE_MAX_ENTRIES)).map((key) => cache.delete(key)));
}

async function store(cacheName: string, request: Request | string, response: Response): Promise<void> {
  if (response.status !== 200 || response.type !== 'basic') return;
  // Header images are kept only beside a saved page of their itinerary (never after an exit).
  if (cacheName !== ASSET_CACHE && !(await caches.has(cacheName))) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (cacheName === ASSET_CACHE) await trimAssets(cache);
}

async function cacheFirst(event: WorkerFetchEvent, cacheName: string): Promise<Response> {
  const cached = await caches.match(event.request, { cacheName, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(store(cacheName, event.request, response.clone()).catch(() => undefined));
  return response;
}

/** Passes a request on, then deletes saved copies once the server agreed. */
async function passThenForget(request: Request, forget: () => Promise<void>): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) await forget();
  return response;
}

/** The first visit, which the worker did not serve: save the page and the files it loaded. */
async function keepPage(message: KeepPageMessage): Promise<void> {
  const page = new URL(message.url);
  const projectId = page.origin === worker.location.origin ? itineraryIdOf(page.pathname) : null;
  if (!projectId) return;
  const response = await fetch(page.href, { credentials: 'same-origin', redirect: 'manual' });
  await remember(projectId, page.href, response);
  if (!isPage(response)) return;
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    message.resources.map(async (href) => {
      const url = new URL(href);
      if (url.origin !== worker.location.origin) return;
      const cacheName = isBuildAsset(url.pathname) ? ASSET_CACHE : isHeaderImage(url.pathname) ? pageCacheName(projectId) : null;
      if (!cacheName || (cacheName === ASSET_CACHE && (await assets.match(url.href, { ignoreVary: true })))) return;
      const file = await fetch(url.href).catch(() => null);
      if (file) await store(cacheName, url.href, file);
    }),
  );
}

function isKeepPage(data: unknown): data is KeepPageMessage {
  const message = data as Partial<KeepPageMessage> | null;
  return message?.type === 'keep-page' && typeof message.url === 'string' && Array.isArray(message.resources) && message.resources.every((r) => typeof r === 'string');
}

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  // Take over the page that registered the worker, so its next reload can be served offline.
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('message', (event) => {
  if (isKeepPage(event.data)) event.waitUntil(keepPage(event.data).catch(() => undefined));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;

  if (request.method === 'DELETE') {
    const projectId = decoded(EXIT_PATH.exec(url.pathname)?.[1]);
    if (projectId) event.respondWith(passThenForget(request, () => forgetItinerary(projectId)));
    return;
  }
  if (request.method !== 'GET') return;

  const projectId = itineraryIdOf(url.pathname);
  if (projectId && request.mode === 'navigate') {
    event.respondWith(networkFirst(event, projectId));
    return;
  }
  if (isBuildAsset(url.pathname)) {
    event.respondWith(cacheFirst(event, ASSET_CACHE));
    return;
  }
  const imageOf = isHeaderImage(url.pathname) ? itineraryOfReferrer(request) : null;
  if (imageOf) event.respondWith(cacheFirst(event, pageCacheName(imageOf)));
});

// --- Reminders (docs/reminders.md) -------------------------------------------------------------

/** What the server pushes (src/server/reminders/push.ts `PushNotification`). */
function readPush(data: unknown): { title: string; body: string; url: string; tag: string; icon?: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag, icon } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') return null;
  return { title, body, url, tag, ...(typeof icon === 'string' ? { icon } : {}) };
}

// Every push shows a notification (browsers drop subscriptions that push silently). The tag makes
// a message sent twice (a retry after a crash) replace itself instead of showing twice.
worker.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  const push = readPush(data) ?? { title: 'Itinerary', body: 'Your itinerary has news.', url: '/', tag: 'itinerary' };
  event.waitUntil(
    worker.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: push.icon ?? '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  );
});

// A tap opens the itinerary at the event: an open tab of it is focused and taken there.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  // A path on this site only ('//elsewhere' is another site's address).
  const asked = typeof path === 'string' && path.startsWith('/') ? new URL(path, worker.location.origin) : null;
  const target = asked?.origin === worker.location.origin ? asked : new URL('/', worker.location.origin);
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) {
        await open.focus();
        if (open.url !== target.href) await open.navigate(target.href);
        return;
      }
      await worker.clients.openWindow(target.href);
    }),
  );
});
