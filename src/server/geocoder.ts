/**
 * Place search for the event editor's location autocomplete, so new events get
 * coordinates and show on the Map tab.
 *
 * The browser never calls the geocoder itself: the server does, behind an admin grant and a
 * per-session rate limit, so the app is not an open proxy and one User-Agent identifies it (both
 * Photon's and Nominatim's usage policies ask for that). Photon is the default; Nominatim's usage
 * policy forbids autocomplete on its public servers, so a Nominatim URL should be your own
 * instance. A geocoder that is off, down or slow never blocks the editor: the answer is then
 * `available: false` and the location stays free text.
 */
import type { DatabaseHandle } from '../../db/index';
import { GEOCODE_REQUESTS_PER_MINUTE, GEOCODE_RESULTS_MAX, MINUTE_MS } from '../lib/limits';
import type { GeocodeResponse, GeocodeResult } from '../lib/types';
import { requireProjectGrant } from './access';
import { config, type AppConfig } from './config';
import { takeAllowance } from './allowance';

export type GeocoderKind = 'photon' | 'nominatim';

export type GeocoderSettings = {
  /** null: turned off (GEOCODER_URL=off). */
  url: string | null;
  kind: GeocoderKind;
  userAgent: string;
  timeoutMs: number;
  cacheMs: number;
  /** After a failure, answer "unavailable" at once for this long instead of waiting again. */
  backoffMs: number;
};

const TIMEOUT_MS = 3000;
const CACHE_MS = 10 * MINUTE_MS;
const CACHE_ENTRIES = 500;
const BACKOFF_MS = 15_000;
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
    backoffMs: BACKOFF_MS,
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

/** One geocoder client with its own cache and back-off (one per server process). */
export function createGeocoder(settings: GeocoderSettings, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { expires: number; answer: GeocodeResponse }>();
  const inFlight = new Map<string, Promise<GeocodeResponse>>();
  let downUntil = 0;

  async function ask(url: string, query: string): Promise<GeocodeResponse> {
    try {
      const res = await fetchImpl(requestUrl({ url, kind: settings.kind }, query), {
        headers: { 'User-Agent': settings.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
        // A redirect is not followed: it answers 3xx, which counts as unavailable below. ('error'
        // would say the same, but Workers refuse it.)
        redirect: 'manual',
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      const results = settings.kind === 'nominatim' ? parseNominatim(body) : parsePhoton(body);
      return { results, available: true };
    } catch (error) {
      downUntil = Date.now() + settings.backoffMs;
      console.warn(`Location search unavailable (${settings.url}): ${error instanceof Error ? error.message : String(error)}`);
      return UNAVAILABLE;
    }
  }

  return {
    async search(rawQuery: string): Promise<GeocodeResponse> {
      const { url } = settings;
      if (!url || Date.now() < downUntil) return UNAVAILABLE;
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
 * most GEOCODE_REQUESTS_PER_MINUTE a minute per session.
 */
export async function searchPlaces(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
  query: string,
): Promise<GeocodeResponse> {
  await requireProjectGrant(handle, sessionId, projectId, 'admin');
  await takeAllowance(handle, `geocode:session:${sessionId}`, GEOCODE_REQUESTS_PER_MINUTE, 'Too many location searches.', MINUTE_MS);
  return geocoder().search(query);
}
