/**
 * Place search for the event editor's location autocomplete, so new events get
 * coordinates and show on the Map tab.
 *
 * The browser never calls the geocoder itself: the server does, behind an admin grant and rate
 * limits per session and per client, so the app is not an open proxy and one User-Agent identifies
 * it (both Photon's and Nominatim's usage policies ask for that). Photon is the default;
 * Nominatim's usage policy forbids autocomplete on its public servers, so a Nominatim URL should
 * be your own instance. A geocoder that is off, down or slow never blocks the editor: the answer
 * is then `available: false` and the location stays free text.
 *
 * When the geocoder fails, search pauses for everyone only as long as the failure calls for
 * (docs/security.md, "Location search"): a 429 pauses it at once for as long as the geocoder asks,
 * since every itinerary shares it; a timeout, a server error or an answer we cannot read pauses it
 * briefly only after several in a row, so one bad query cannot switch search off for all.
 */
import type { DatabaseHandle } from '../../../db/index';
import {
  GEOCODE_QUERY_MAX,
  GEOCODE_QUERY_MIN,
  GEOCODE_REQUESTS_PER_MINUTE,
  GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT,
  GEOCODE_RESULTS_MAX,
  MINUTE_MS,
} from '../../lib/limits';
import type { GeocodeResponse, GeocodeResult } from '../../lib/types';
import { requireProjectGrant } from '../access/access';
import { config, type AppConfig } from '../core/config';
import { HttpError } from '../http/errors';
import { takeAllowance } from '../limits/allowance';

export type GeocoderKind = 'photon' | 'nominatim';

/**
 * Why a request to the geocoder failed: it said it was asked too often (429), it did not answer
 * in time, it could not be reached or answered 5xx, or its answer was not one we can read
 * (another status, a redirect, not JSON, the wrong shape).
 */
export type GeocoderFailure = 'rate-limited' | 'timeout' | 'server-error' | 'bad-answer';

export type GeocoderSettings = {
  /** null: turned off (GEOCODER_URL=off). */
  url: string | null;
  kind: GeocoderKind;
  userAgent: string;
  timeoutMs: number;
  cacheMs: number;
  /**
   * How long search answers "unavailable" at once, without asking, after a failure of each kind.
   * For 'rate-limited', the pause when the 429 carries no usable Retry-After.
   */
  pauseMs: Record<GeocoderFailure, number>;
  /** A 429's Retry-After is followed up to this long. */
  maxRateLimitPauseMs: number;
  /** Failures in a row (of the kinds other than 'rate-limited') before search pauses. */
  failuresBeforePause: number;
};

const TIMEOUT_MS = 3000;
const CACHE_MS = 10 * MINUTE_MS;
const CACHE_ENTRIES = 500;
const PAUSE_MS: Record<GeocoderFailure, number> = { 'rate-limited': 15_000, timeout: 5000, 'server-error': 5000, 'bad-answer': 10_000 };
const MAX_RATE_LIMIT_PAUSE_MS = 5 * MINUTE_MS;
const FAILURES_BEFORE_PAUSE = 3;
const LABEL_MAX = 200;

/** Nominatim answers on /search (or /search.php); anything else is taken for Photon. */
export function detectKind(url: string, explicit?: GeocoderKind): GeocoderKind {
  if (explicit) return explicit;
  const { hostname, pathname } = new URL(url);
  return hostname.includes('nominatim') || /\/search(\.php)?\/?$/.test(pathname) ? 'nominatim' : 'photon';
}

export function geocoderSettings(cfg: AppConfig = config()): GeocoderSettings {
  const url = cfg.GEOCODER_URL === 'off' ? null : cfg.GEOCODER_URL;
  return {
    url,
    kind: url ? detectKind(url, cfg.GEOCODER_KIND) : 'photon',
    userAgent: `${cfg.SITE_NAME.replace(/[^\w.-]+/g, '-')}/1.0 (+${cfg.SITE_URL}; ${cfg.CONTACT_EMAIL})`,
    timeoutMs: TIMEOUT_MS,
    cacheMs: CACHE_MS,
    pauseMs: PAUSE_MS,
    maxRateLimitPauseMs: MAX_RATE_LIMIT_PAUSE_MS,
    failuresBeforePause: FAILURES_BEFORE_PAUSE,
  };
}

export function requestUrl(settings: { url: string; kind: GeocoderKind }, query: string): URL {
  const url = new URL(settings.url);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(GEOCODE_RESULTS_MAX));
  if (settings.kind === 'nominatim') url.searchParams.set('format', 'jsonv2');
  return url;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const inRange = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Distinct, non-empty parts joined with commas: "Eiffel Tower, Paris, France". */
function joinLabel(parts: string[]): string {
  const seen = new Set<string>();
  const kept = parts.filter((p) => {
    const key = p.toLowerCase();
    if (!p || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.join(', ').slice(0, LABEL_MAX);
}

function finish(results: GeocodeResult[]): GeocodeResult[] {
  const seen = new Set<string>();
  const unique: GeocodeResult[] = [];
  for (const result of results) {
    const key = result.label.toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    unique.push(result);
  }
  return unique.slice(0, GEOCODE_RESULTS_MAX);
}

/** Photon: a GeoJSON FeatureCollection; coordinates are [longitude, latitude]. */
export function parsePhoton(body: unknown): GeocodeResult[] {
  const features = (body as { features?: unknown })?.features;
  if (!Array.isArray(features)) throw new Error('not a Photon answer');
  const results: GeocodeResult[] = [];
  for (const feature of features as { geometry?: { coordinates?: unknown }; properties?: Record<string, unknown> }[]) {
    const coords = feature?.geometry?.coordinates;
    if (!Array.isArray(coords)) continue;
    const [longitude, latitude] = coords.map(Number) as [number, number];
    if (!inRange(latitude, longitude)) continue;
    const p = feature.properties ?? {};
    const street = [text(p.housenumber), text(p.street)].filter(Boolean).join(' ');
    const label = joinLabel([text(p.name) || street, text(p.name) ? street : '', text(p.city) || text(p.district), text(p.state), text(p.country)]);
    results.push({ label, latitude, longitude });
  }
  return finish(results);
}

/** Nominatim `format=jsonv2`: a list of places with string lat/lon and a display_name. */
export function parseNominatim(body: unknown): GeocodeResult[] {
  if (!Array.isArray(body)) throw new Error('not a Nominatim answer');
  const results: GeocodeResult[] = [];
  for (const place of body as Record<string, unknown>[]) {
    const latitude = Number(place?.lat);
    const longitude = Number(place?.lon);
    if (!inRange(latitude, longitude)) continue;
    results.push({ label: joinLabel([text(place.display_name) || text(place.name)]), latitude, longitude });
  }
  return finish(results);
}

const UNAVAILABLE: GeocodeResponse = { results: [], available: false };

/** A failed request to the geocoder, with its kind and, for a 429, how long it asked us to wait. */
class GeocoderError extends Error {
  constructor(
    readonly kind: GeocoderFailure,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; undefined when unusable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  // Seconds, or an HTTP date ("Wed, 21 Oct 2015 07:28:00 GMT"), which starts with the day's name.
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /^[A-Za-z]{3},/.test(text) ? Date.parse(text) - now : NaN;
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

function failureOf(error: unknown): GeocoderError {
  if (error instanceof GeocoderError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || name === 'AbortError') return new GeocoderError('timeout', message);
  // fetch rejects with a TypeError when the geocoder cannot be reached at all.
  if (error instanceof TypeError && /fetch|network|connect/i.test(message)) return new GeocoderError('server-error', message);
  // Anything else went wrong reading the answer: not JSON, or not the shape we expect.
  return new GeocoderError('bad-answer', message);
}

/**
 * When search pauses after a failure (see the top of this file): a 429 pauses it at once; other
 * failures count in a row, and the count reaching `failuresBeforePause` pauses it for that kind's
 * time. An answer resets the count; a failure after a pause pauses again at once (the count stays
 * at the threshold until an answer comes back).
 */
export function createPause(settings: Pick<GeocoderSettings, 'pauseMs' | 'maxRateLimitPauseMs' | 'failuresBeforePause'>) {
  let failuresInARow = 0;
  let pausedUntil = 0;
  return {
    paused: (now = Date.now()) => now < pausedUntil,
    succeeded() {
      failuresInARow = 0;
    },
    /** Counts a failure; returns the pause it started in ms (0 for none). */
    failed(kind: GeocoderFailure, retryAfter?: number, now = Date.now()): number {
      let pause = 0;
      if (kind === 'rate-limited') {
        pause = Math.min(retryAfter ?? settings.pauseMs['rate-limited'], settings.maxRateLimitPauseMs);
      } else {
        failuresInARow = Math.min(failuresInARow + 1, settings.failuresBeforePause);
        if (failuresInARow >= settings.failuresBeforePause) pause = settings.pauseMs[kind];
      }
      pausedUntil = Math.max(pausedUntil, now + pause);
      return pause;
    },
  };
}

/** One geocoder client with its own cache and pauses (one per server process). */
export function createGeocoder(settings: GeocoderSettings, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { expires: number; answer: GeocodeResponse }>();
  const inFlight = new Map<string, Promise<GeocodeResponse>>();
  const pause = createPause(settings);

  async function ask(url: string, query: string): Promise<GeocodeResponse> {
    try {
      const res = await fetchImpl(requestUrl({ url, kind: settings.kind }, query), {
        headers: { 'User-Agent': settings.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
        // A redirect is not followed: it answers 3xx, which counts as an answer we cannot read
        // below. ('error' would say the same, but Workers refuse it.)
        redirect: 'manual',
      });
      if (res.status === 429) throw new GeocoderError('rate-limited', 'geocoder answered 429', retryAfterMs(res.headers.get('retry-after')));
      if (res.status >= 500) throw new GeocoderError('server-error', `geocoder answered ${res.status}`);
      if (!res.ok) throw new GeocoderError('bad-answer', `geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      const results = settings.kind === 'nominatim' ? parseNominatim(body) : parsePhoton(body);
      pause.succeeded();
      return { results, available: true };
    } catch (error) {
      const failure = failureOf(error);
      const paused = pause.failed(failure.kind, failure.retryAfterMs);
      const then = paused > 0 ? `; searching paused for ${Math.ceil(paused / 1000)} s` : '';
      console.warn(`Location search unavailable (${settings.url}, ${failure.kind}): ${failure.message}${then}`);
      return UNAVAILABLE;
    }
  }

  return {
    async search(rawQuery: string): Promise<GeocodeResponse> {
      const { url } = settings;
      if (!url || pause.paused()) return UNAVAILABLE;
      const query = rawQuery.trim().replace(/\s+/g, ' ');
      const key = query.toLowerCase();
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return hit.answer;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(url, query).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const answer = await pending;
      if (answer.available) {
        cache.delete(key);
        cache.set(key, { expires: Date.now() + settings.cacheMs, answer });
        // Oldest first in a Map: drop from the front past the cap.
        for (const old of cache.keys()) {
          if (cache.size <= CACHE_ENTRIES) break;
          cache.delete(old);
        }
      }
      return answer;
    },
  };
}

let shared: ReturnType<typeof createGeocoder> | undefined;
const geocoder = () => (shared ??= createGeocoder(geocoderSettings()));

/**
 * A location search for the event editor: admins of this itinerary only (never examples), at
 * most GEOCODE_REQUESTS_PER_MINUTE a minute per session and GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT
 * per client (`client`: the request's clientAddress), so that a client holding many admin
 * sessions, one per itinerary it created, does not get many allowances.
 */
export async function searchPlaces(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  client: string,
  projectId: string,
  query: string,
): Promise<GeocodeResponse> {
  await requireProjectGrant(handle, sessionId, projectId, 'admin');
  await takeSearchAllowance(handle, sessionId, client);
  return geocoder().search(query);
}

/** One location search from this session and client, or 429 past either allowance. */
async function takeSearchAllowance(handle: DatabaseHandle, sessionId: string | undefined, client: string) {
  const message = 'Too many location searches.';
  await takeAllowance(handle, `geocode:session:${sessionId}`, GEOCODE_REQUESTS_PER_MINUTE, message, MINUTE_MS);
  await takeAllowance(handle, `geocode:client:${client}`, GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT, message, MINUTE_MS);
}

/**
 * A location typed without picking a suggestion is looked up when the event is saved, so it can
 * still show on the Map tab: the first place the geocoder finds gives its coordinates. Counted in
 * the same allowances as searches; a spent allowance, an unavailable geocoder or no match saves
 * the event as typed, without coordinates (saving never fails for want of a place).
 */
export async function placeTypedLocation<T extends { location?: string | null; latitude?: number | null; longitude?: number | null }>(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  client: string,
  input: T,
): Promise<T> {
  const location = input.location?.trim() ?? '';
  const pinned = input.latitude != null && input.longitude != null;
  if (pinned || location.length < GEOCODE_QUERY_MIN || location.length > GEOCODE_QUERY_MAX || !geocoderSettings().url) return input;
  try {
    await takeSearchAllowance(handle, sessionId, client);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return input;
    throw error;
  }
  const place = (await geocoder().search(location)).results[0];
  return place ? { ...input, latitude: place.latitude, longitude: place.longitude } : input;
}
