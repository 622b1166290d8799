/**
 * Times in confirmation emails. A time with an offset is exact. A local time without one is read in the place's zone
 * when the email says where the place is (a `timeZone`, or its address country and, in countries
 * that span several zones, its region or city). Otherwise it is read in DEFAULT_TIME_ZONE and
 * the event is marked for review: a guess is never passed off as a fact.
 */
import { fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../lib/limits';
import { airportByCode } from './airports/index';
import { CITIES, COUNTRY_ZONES, KNOWN_COUNTRIES, REGION_NAMES, REGION_ZONES, countryCodeOf, foldName, type CityEntry } from './place-names';

export { countryCodeOf } from './place-names';

/** True when `zone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type PlaceAddress = {
  timeZone?: string | null;
  country?: string | null;
  region?: string | null;
  locality?: string | null;
};

/** Words of station and airport names that are not the city ("München Hbf", "Paris Gare de Lyon"). */
const COMMON_WORDS = new Set([
  'nice', 'split', 'bath', 'york', 'tours', 'como', 'mesa', 'bonito', 'natal', 'rio', 'essen', 'hue',
  'lima', 'rom', 'levi', 'perm', 'salvador', 'santos', 'horta', 'palma', 'kos', 'hilo', 'darwin',
  'mobile', 'victoria', 'cambridge', 'halifax', 'leon', 'valencia', 'lagos', 'regina', 'jasper',
  'reading', 'faro', 'porto', 'vitoria', 'durham', 'richmond', 'lexington', 'madison', 'columbus',
  'charleston', 'norfolk', 'rochester', 'albany', 'burlington', 'providence', 'eugene', 'reno',
  'napa', 'carmel', 'luton', 'kiel', 'perth', 'galle', 'petra', 'canton', 'leiden', 'capri',
  'naples', 'florence', 'hamilton', 'kingston', 'lucerne', 'interlaken', 'chur', 'bergen', 'flam',
  'lagos', 'georgia', 'cork', 'bonn', 'tempe', 'mainz', 'goa', 'cali', 'paros', 'naxos',
]);

/** The (country, zone) entries of every city named in `text`, longest names first, left to right. */
function citiesIn(text: string): CityEntry[][] {
  const folded = foldName(text.replace(/\d[\d\s-]*/g, ' '));
  if (!folded) return [];
  const whole = CITIES.get(folded);
  if (whole) return [whole];
  const words = folded.split(' ');
  const found: CityEntry[][] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(6, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join(' ');
      const entries = CITIES.get(key);
      if (!entries || (n === 1 && COMMON_WORDS.has(key))) continue;
      found.push(entries);
      i += n - 1;
      break;
    }
  }
  return found;
}

/** One zone when every entry agrees, else null (two places of different zones are not guessed between). */
function agreedZone(entries: CityEntry[]): string | null {
  const zones = new Set(entries.map((e) => e.zone));
  return zones.size === 1 ? ([...zones][0] ?? null) : null;
}

/**
 * The zone of a city, station or airport name ("München Hbf", "Genève", "Las Palmas de Gran
 * Canaria"), optionally in a country (a code or a name, "Deutschland", "ES", "United States").
 * In a one-zone country the country decides; in the others the city must be one this module
 * knows. Null when it does not say enough.
 */
export function zoneOfCity(city: string | null | undefined, country?: string | null): string | null {
  const code = country ? countryCodeOf(country) : null;
  if (country && !code) return null;
  const named = city ? citiesIn(city).flat() : [];
  if (code) {
    const inCountry = named.filter((e) => e.country === code);
    const byCity = agreedZone(inCountry);
    if (byCity) return byCity;
    return COUNTRY_ZONES[code] ?? (code === 'MX' ? 'America/Mexico_City' : null);
  }
  return agreedZone(named);
}

/** The zone of the airport with this IATA code (any case), or null when there is none. */
export function zoneOfAirport(iata: string | null | undefined): string | null {
  return iata ? (airportByCode(iata)?.timeZone ?? null) : null;
}

/** A region (state, province) of `code` written as a code or a name → its zone. */
function regionZone(code: string, region: string): string | null {
  const zones = REGION_ZONES[code];
  if (!zones) return null;
  const key = REGION_NAMES[code]?.[foldName(region)] ?? region.trim().toUpperCase();
  return zones[key] ?? null;
}

/** The IANA zone of a place, or null when its address does not say enough. */
export function zoneOfPlace(place: PlaceAddress): string | null {
  if (place.timeZone && isKnownTimeZone(place.timeZone.trim())) return place.timeZone.trim();
  const code = place.country ? countryCodeOf(place.country) : null;
  const region = place.region?.trim() ?? '';
  const city = place.locality?.trim() ?? '';
  if (code) {
    const byRegion = region ? regionZone(code, region) : null;
    if (byRegion) return byRegion;
    return zoneOfCity(city, code);
  }
  if (place.country && !code) return null;
  // No country: a US state or Canadian province with a city, or a known city alone.
  const byRegion = region && city ? (regionZone('US', region) ?? regionZone('CA', region)) : null;
  return byRegion ?? (city ? zoneOfCity(city) : null);
}

const AIRPORT_WORDS = /\b(?:airport|flughafen|a[ée]roport|aeropuerto|aeroporto|luchthaven|lufthavn|flygplats|terminal|intl|international)\b/i;

/**
 * The zone of a place written as one line of free text: an invite's LOCATION, a station, a
 * postal address ("Dock 52, 13755 Fiji Way, Marina del Rey, CA", "Sevilla Santa Justa",
 * "Frankfurt Airport (FRA)"). Reads, in order: an airport code (in parentheses, next to an
 * airport word, or alone), the country (last part), a region part ("CA", "NY 10003",
 * "NSW 2000", "ON M5V 3L9"), then the cities from the last
 * part to the first. Null when nothing there tells, or when the places named disagree.
 */
export function zoneOfLocation(text: string | null | undefined): string | null {
  const value = text?.trim() ?? '';
  if (!value || value.length > 500) return null;
  const airport =
    /\(([A-Z]{3})\)/.exec(value)?.[1] ??
    (/^[A-Z]{3}$/.test(value) ? value : null) ??
    (AIRPORT_WORDS.test(value) ? /\b([A-Z]{3})\b/.exec(value)?.[1] : null);
  const byAirport = airport ? zoneOfAirport(airport) : null;
  if (byAirport) return byAirport;
  const parts = value.split(/[,;\n]|\s[–—|]\s/).map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const code = countryOfLastPart(last, parts.slice(0, -1));
  const places = code ? parts.slice(0, -1) : parts;
  for (const part of [...places].reverse()) {
    const region = regionPart(part, code);
    if (region) return region;
  }
  const cities = [...places].reverse().flatMap((part) => citiesIn(part).flat());
  if (code) return agreedZone(cities.filter((e) => e.country === code)) ?? COUNTRY_ZONES[code] ?? null;
  return agreedZone(cities);
}

/**
 * The country a location's last part names, if any. Two capitals that are also a US state
 * ("CA", "DE", "IN") are the country only when a city of that country comes before them
 * ("Berlin, DE"); otherwise the state ("Marina del Rey, CA").
 */
function countryOfLastPart(last: string, before: string[]): string | null {
  if (/\d/.test(last)) return null;
  const code = countryCodeOf(last);
  if (!code || !KNOWN_COUNTRIES.has(code)) return null;
  if (/^[A-Z]{2}$/.test(last) && REGION_ZONES['US']?.[last]) {
    const named = before.flatMap((part) => citiesIn(part).flat());
    const regions = REGION_ZONES[code] ?? {};
    const hasRegion = before.some((part) => /^[A-Z]{2,3}\b/.test(part) && regions[part.slice(0, 3).trim()] !== undefined);
    return hasRegion || named.some((e) => e.country === code) ? code : null;
  }
  return code;
}

/** "CA", "NY 10003", "NSW 2000", "ON M5V 3L9", "California": the zone of that region, if it is one. */
function regionPart(part: string, country: string | null): string | null {
  const bare = country ? /^([A-Z]{2,3})(?:\s+[\dA-Z][\dA-Z\s-]*)?$/.exec(part)?.[1] : undefined;
  if (bare && country) {
    const zone = regionZone(country, bare);
    if (zone) return zone;
  }
  const us = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(part)?.[1];
  if (us && (!country || country === 'US')) return regionZone('US', us);
  const ca = /^([A-Z]{2})\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/.exec(part)?.[1];
  if (ca && (!country || country === 'CA')) return regionZone('CA', ca);
  const au = /^([A-Z]{2,3})\s+\d{4}$/.exec(part)?.[1] ?? /\s([A-Z]{2,3})\s+\d{4}$/.exec(part)?.[1];
  if (au && (!country || country === 'AU')) return regionZone('AU', au);
  const name = part.replace(/\d[\d\s-]*/g, '').trim();
  if (!name) return null;
  for (const code of country ? [country] : ['US', 'CA', 'AU']) {
    if (REGION_NAMES[code]?.[foldName(name)] === undefined) continue;
    // A state name alone ("New York", "Washington") is also a city: only a country makes it a state.
    if (!country && CITIES.has(foldName(name))) return null;
    return regionZone(code, name);
  }
  return null;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export type ResolvedTime = {
  start: Date;
  /** The place's zone when known (also when the offset was given). */
  timeZone: string | null;
  /** False when the zone was guessed: the event is then marked for review. */
  certain: boolean;
  /** The value carried no time of day. */
  dateOnly: boolean;
};

/**
 * Reads an ISO 8601 date-time from structured data. `fallbackTime` ("15:00") is used for a
 * date without a time (hotel check-in dates).
 */
export function resolveTime(value: string, zone: string | null, fallbackTime = '00:00'): ResolvedTime | null {
  const match = LOCAL_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, offset] = match;
  const dateOnly = h === undefined;
  const time = dateOnly ? `${fallbackTime}:00` : `${h}:${mi}:${s ?? '00'}`;
  const local = `${y}-${mo}-${d}T${time}`;
  if (offset) {
    const normalized = offset.toUpperCase() === 'Z' ? 'Z' : normalizeOffset(offset);
    const start = new Date(`${local}${normalized}`);
    return Number.isNaN(start.getTime()) ? null : { start, timeZone: zone, certain: true, dateOnly };
  }
  const start = fromZonedTime(local, zone ?? DEFAULT_TIME_ZONE);
  if (Number.isNaN(start.getTime())) return null;
  return { start, timeZone: zone, certain: zone !== null, dateOnly };
}

function normalizeOffset(offset: string): string {
  const digits = offset.slice(1).replace(':', '');
  return `${offset[0]}${digits.slice(0, 2)}:${(digits.slice(2) || '00').padEnd(2, '0')}`;
}

/** "2026-12-01 14:30" in `zone` (or as written when the zone is unknown), for descriptions. */
export function formatLocal(value: string, zone: string | null): string {
  const resolved = resolveTime(value, zone);
  if (!resolved) return value;
  if (!zone) return value.replace('T', ' ').replace(/:00(?=$|[Z+-])/, '');
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(resolved.start);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return resolved.dateOnly
    ? `${get('year')}-${get('month')}-${get('day')}`
    : `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')} (${zone})`;
}

/** The calendar date (YYYY-MM-DD) of a time value as written, for reservation keys. */
export function localDateOf(value: string): string | null {
  const match = LOCAL_TIME.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
