import { ui as MINUTE_MS, xr as config } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
// src/server/places/geocoder.ts
var TIMEOUT_MS = 3e3;
var CACHE_MS = 10 * MINUTE_MS;
var CACHE_ENTRIES = 500;
var PAUSE_MS = {
	"rate-limited": 15e3,
	timeout: 5e3,
	"server-error": 5e3,
	"bad-answer": 1e4
};
var MAX_RATE_LIMIT_PAUSE_MS = 5 * MINUTE_MS;
var FAILURES_BEFORE_PAUSE = 3;
var LABEL_MAX = 200;
/** Nominatim answers on /search (or /search.php); anything else is taken for Photon. */
function detectKind(url, explicit) {
	if (explicit) return explicit;
	const { hostname, pathname } = new URL(url);
	return hostname.includes("nominatim") || /\/search(\.php)?\/?$/.test(pathname) ? "nominatim" : "photon";
}
function geocoderSettings(cfg = config()) {
	const url = cfg.GEOCODER_URL === "off" ? null : cfg.GEOCODER_URL;
	return {
		url,
		kind: url ? detectKind(url, cfg.GEOCODER_KIND) : "photon",
		userAgent: `${cfg.SITE_NAME.replace(/[^\w.-]+/g, "-")}/1.0 (+${cfg.SITE_URL}; ${cfg.CONTACT_EMAIL})`,
		timeoutMs: TIMEOUT_MS,
		cacheMs: CACHE_MS,
		pauseMs: PAUSE_MS,
		maxRateLimitPauseMs: MAX_RATE_LIMIT_PAUSE_MS,
		failuresBeforePause: FAILURES_BEFORE_PAUSE
	};
}
function requestUrl(settings, query) {
	const url = new URL(settings.url);
	url.searchParams.set("q", query);
	url.searchParams.set("limit", String(5));
	if (settings.kind === "nominatim") url.searchParams.set("format", "jsonv2");
	return url;
}
var text = (value) => typeof value === "string" ? value.trim() : "";
var inRange = (lat, lng) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
/** Distinct, non-empty parts joined with commas: "Eiffel Tower, Paris, France". */
function joinLabel(parts) {
	const seen = /* @__PURE__ */ new Set();
	return parts.filter((p) => {
		const key = p.toLowerCase();
		if (!p || seen.has(key)) return false;
		seen.add(key);
		return true;
	}).join(", ").slice(0, LABEL_MAX);
}
function finish(results) {
	const seen = /* @__PURE__ */ new Set();
	const unique = [];
	for (const result of results) {
		const key = result.label.toLowerCase();
		if (!key || seen.has(key)) continue;
		seen.add(key);
		unique.push(result);
	}
	return unique.slice(0, 5);
}
/** Photon: a GeoJSON FeatureCollection; coordinates are [longitude, latitude]. */
function parsePhoton(body) {
	const features = body?.features;
	if (!Array.isArray(features)) throw new Error("not a Photon answer");
	const results = [];
	for (const feature of features) {
		const coords = feature?.geometry?.coordinates;
		if (!Array.isArray(coords)) continue;
		const [longitude, latitude] = coords.map(Number);
		if (!inRange(latitude, longitude)) continue;
		const p = feature.properties ?? {};
		const street = [text(p.housenumber), text(p.street)].filter(Boolean).join(" ");
		const label = joinLabel([
			text(p.name) || street,
			text(p.name) ? street : "",
			text(p.city) || text(p.district),
			text(p.state),
			text(p.country)
		]);
		results.push({
			label,
			latitude,
			longitude
		});
	}
	return finish(results);
}
/** Nominatim `format=jsonv2`: a list of places with string lat/lon and a display_name. */
function parseNominatim(body) {
	if (!Array.isArray(body)) throw new Error("not a Nominatim answer");
	const results = [];
	for (const place of body) {
		const latitude = Number(place?.lat);
		const longitude = Number(place?.lon);
		if (!inRange(latitude, longitude)) continue;
		results.push({
			label: joinLabel([text(place.display_name) || text(place.name)]),
			latitude,
			longitude
		});
	}
	return finish(results);
}
var UNAVAILABLE = {
	results: [],
	available: false
};
/** A failed request to the geocoder, with its kind and, for a 429, how long it asked us to wait. */
var GeocoderError = class extends Error {
	kind;
	retryAfterMs;
	constructor(kind, message, retryAfterMs) {
		super(message);
		this.kind = kind;
		this.retryAfterMs = retryAfterMs;
	}
};
/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; undefined when unusable. */
function retryAfterMs(header, now = Date.now()) {
	if (!header) return void 0;
	const text = header.trim();
	const ms = /^\d+$/.test(text) ? Number(text) * 1e3 : /^[A-Za-z]{3},/.test(text) ? Date.parse(text) - now : NaN;
	return Number.isFinite(ms) && ms > 0 ? ms : void 0;
}
function failureOf(error) {
	if (error instanceof GeocoderError) return error;
	const name = error instanceof Error ? error.name : "";
	const message = error instanceof Error ? error.message : String(error);
	if (name === "TimeoutError" || name === "AbortError") return new GeocoderError("timeout", message);
	if (error instanceof TypeError && /fetch|network|connect/i.test(message)) return new GeocoderError("server-error", message);
	return new GeocoderError("bad-answer", message);
}
/**
* When search pauses after a failure (see the top of this file): a 429 pauses it at once; other
* failures count in a row, and the count reaching `failuresBeforePause` pauses it for that kind's
* time. An answer resets the count; a failure after a pause pauses again at once (the count stays
* at the threshold until an answer comes back).
*/
function createPause(settings) {
	let failuresInARow = 0;
	let pausedUntil = 0;
	return {
		paused: (now = Date.now()) => now < pausedUntil,
		succeeded() {
			failuresInARow = 0;
		},
		/** Counts a failure; returns the pause it started in ms (0 for none). */
		failed(kind, retryAfter, now = Date.now()) {
			let pause = 0;
			if (kind === "rate-limited") pause = Math.min(retryAfter ?? settings.pauseMs["rate-limited"], settings.maxRateLimitPauseMs);
			else {
				failuresInARow = Math.min(failuresInARow + 1, settings.failuresBeforePause);
				if (failuresInARow >= settings.failuresBeforePause) pause = settings.pauseMs[kind];
			}
			pausedUntil = Math.max(pausedUntil, now + pause);
			return pause;
		}
	};
}
/** One geocoder client with its own cache and pauses (one per server process). */
function createGeocoder(settings, fetchImpl = fetch) {
	const cache = /* @__PURE__ */ new Map();
	const inFlight = /* @__PURE__ */ new Map();
	const pause = createPause(settings);
	async function ask(url, query) {
		try {
			const res = await fetchImpl(requestUrl({
				url,
				kind: settings.kind
			}, query), {
				headers: {
					"User-Agent": settings.userAgent,
					Accept: "application/json"
				},
				signal: AbortSignal.timeout(settings.timeoutMs),
				redirect: "manual"
			});
			if (res.status === 429) throw new GeocoderError("rate-limited", "geocoder answered 429", retryAfterMs(res.headers.get("retry-after")));
			if (res.status >= 500) throw new GeocoderError("server-error", `geocoder answered ${res.status}`);
			if (!res.ok) throw new GeocoderError("bad-answer", `geocoder answered ${res.status}`);
			const body = await res.json();
			const results = settings.kind === "nominatim" ? parseNominatim(body) : parsePhoton(body);
			pause.succeeded();
			return {
				results,
				available: true
			};
		} catch (error) {
			const failure = failureOf(error);
			const paused = pause.failed(failure.kind, failure.retryAfterMs);
			const then = paused > 0 ? `; searching paused for ${Math.ceil(paused / 1e3)} s` : "";
			console.warn(`Location search unavailable (${settings.url}, ${failure.kind}): ${failure.message}${then}`);
			return UNAVAILABLE;
		}
	}
	return { async search(rawQuery) {
		const { url } = settings;
		if (!url || pause.paused()) return UNAVAILABLE;
		const query = rawQuery.trim().replace(/\s+/g, " ");
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
			cache.set(key, {
				expires: Date.now() + settings.cacheMs,
				answer
			});
			for (const old of cache.keys()) {
				if (cache.size <= CACHE_ENTRIES) break;
				cache.delete(old);
			}
		}
		return answer;
	} };
}
var shared;
var geocoder = () => shared ??= createGeocoder(geocoderSettings());
/**
* A location search for the event editor: admins of this itinerary only (never examples), at
* most GEOCODE_REQUESTS_PER_MINUTE a minute per session and GEOCODE_REQUESTS_PER_MINUTE_PER_CLIENT
* per client (`client`: the request's clientAddress), so that a client holding many admin
* sessions, one per itinerary it created, does not get many allowances.
*/
async function searchPlaces(handle, sessionId, client, projectId, query) {
	await requireProjectGrant(handle, sessionId, projectId, "admin");
	await takeSearchAllowance(handle, sessionId, client);
	return geocoder().search(query);
}
/** One location search from this session and client, or 429 past either allowance. */
async function takeSearchAllowance(handle, sessionId, client) {
	const message = "Too many location searches.";
	await takeAllowance(handle, `geocode:session:${sessionId}`, 60, message, MINUTE_MS);
	await takeAllowance(handle, `geocode:client:${client}`, 120, message, MINUTE_MS);
}
/**
* A location typed without picking a suggestion is looked up when the event is saved, so it can
* still show on the Map tab: the first place the geocoder finds gives its coordinates. Counted in
* the same allowances as searches; a spent allowance, an unavailable geocoder or no match saves
* the event as typed, without coordinates (saving never fails for want of a place).
*/
async function placeTypedLocation(handle, sessionId, client, input) {
	const location = input.location?.trim() ?? "";
	if (input.latitude != null && input.longitude != null || location.length < 2 || location.length > 200 || !geocoderSettings().url) return input;
	try {
		await takeSearchAllowance(handle, sessionId, client);
	} catch (error) {
		if (error instanceof HttpError && error.status === 429) return input;
		throw error;
	}
	const place = (await geocoder().search(location)).results[0];
	return place ? {
		...input,
		latitude: place.latitude,
		longitude: place.longitude
	} : input;
}
export { searchPlaces as n, placeTypedLocation as t };
