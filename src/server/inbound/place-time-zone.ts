/**
 * Times in confirmation emails. A time with an offset is exact. A local time without one is read in the place's zone
 * when the email says where the place is (a `timeZone`, or its address country and, in countries
 * that span several zones, its region or city). Otherwise it is read in DEFAULT_TIME_ZONE and
 * the event is marked for review: a guess is never passed off as a fact.
 */
import { fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from '../../lib/limits';

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

/*
 * Countries that keep one civil time everywhere (or nearly: Spain's Canaries and Portugal's
 * Azores are islands whose addresses name their own region, handled below). Keyed by ISO 3166
 * alpha-2. This is the list of countries travel emails are commonly about, not the world: an
 * address in a country missing here is marked for review rather than guessed.
 */
const COUNTRY_ZONES: Record<string, string> = {
  GB: 'Europe/London', IE: 'Europe/Dublin', IS: 'Atlantic/Reykjavik', FR: 'Europe/Paris',
  DE: 'Europe/Berlin', ES: 'Europe/Madrid', PT: 'Europe/Lisbon', IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', LU: 'Europe/Luxembourg', CH: 'Europe/Zurich',
  AT: 'Europe/Vienna', DK: 'Europe/Copenhagen', SE: 'Europe/Stockholm', NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki', PL: 'Europe/Warsaw', CZ: 'Europe/Prague', SK: 'Europe/Bratislava',
  HU: 'Europe/Budapest', SI: 'Europe/Ljubljana', HR: 'Europe/Zagreb', GR: 'Europe/Athens',
  RO: 'Europe/Bucharest', BG: 'Europe/Sofia', TR: 'Europe/Istanbul', MT: 'Europe/Malta',
  CY: 'Asia/Nicosia', EE: 'Europe/Tallinn', LV: 'Europe/Riga', LT: 'Europe/Vilnius',
  MC: 'Europe/Monaco', JP: 'Asia/Tokyo', KR: 'Asia/Seoul', CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong', TW: 'Asia/Taipei', SG: 'Asia/Singapore', TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh', MY: 'Asia/Kuala_Lumpur', PH: 'Asia/Manila', IN: 'Asia/Kolkata',
  AE: 'Asia/Dubai', QA: 'Asia/Qatar', IL: 'Asia/Jerusalem', JO: 'Asia/Amman', EG: 'Africa/Cairo',
  MA: 'Africa/Casablanca', ZA: 'Africa/Johannesburg', KE: 'Africa/Nairobi', NZ: 'Pacific/Auckland',
  AR: 'America/Argentina/Buenos_Aires', CO: 'America/Bogota', PE: 'America/Lima',
  CR: 'America/Costa_Rica', PR: 'America/Puerto_Rico', JM: 'America/Jamaica',
};

/** Names an address may use instead of the code (English and the local name). */
const COUNTRY_NAMES: Record<string, string> = {
  'united kingdom': 'GB', uk: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB',
  ireland: 'IE', iceland: 'IS', france: 'FR', germany: 'DE', deutschland: 'DE', spain: 'ES',
  españa: 'ES', espana: 'ES', portugal: 'PT', italy: 'IT', italia: 'IT', netherlands: 'NL',
  nederland: 'NL', belgium: 'BE', belgique: 'BE', switzerland: 'CH', schweiz: 'CH', suisse: 'CH',
  austria: 'AT', österreich: 'AT', denmark: 'DK', sweden: 'SE', norway: 'NO', finland: 'FI',
  poland: 'PL', 'czech republic': 'CZ', czechia: 'CZ', hungary: 'HU', greece: 'GR',
  turkey: 'TR', türkiye: 'TR', japan: 'JP', 日本: 'JP', 'south korea': 'KR', korea: 'KR',
  china: 'CN', 'hong kong': 'HK', taiwan: 'TW', singapore: 'SG', thailand: 'TH', vietnam: 'VN',
  india: 'IN', 'united arab emirates': 'AE', uae: 'AE', israel: 'IL', egypt: 'EG',
  morocco: 'MA', 'south africa': 'ZA', 'new zealand': 'NZ', argentina: 'AR', colombia: 'CO',
  peru: 'PE', 'united states': 'US', 'united states of america': 'US', usa: 'US',
  canada: 'CA', australia: 'AU', mexico: 'MX', méxico: 'MX', brazil: 'BR', brasil: 'BR',
};

/*
 * Countries spanning several zones: the region (US state, Canadian province, Australian state)
 * decides. States split between zones take the zone of most of their people.
 */
const REGION_ZONES: Record<string, Record<string, string>> = {
  US: {
    ...Object.fromEntries(
      ['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV'].map((s) => [s, 'America/New_York']),
    ),
    ...Object.fromEntries(
      ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'].map((s) => [s, 'America/Chicago']),
    ),
    ...Object.fromEntries(['CO', 'ID', 'MT', 'NM', 'UT', 'WY'].map((s) => [s, 'America/Denver'])),
    AZ: 'America/Phoenix',
    ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((s) => [s, 'America/Los_Angeles'])),
    AK: 'America/Anchorage',
    HI: 'Pacific/Honolulu',
  },
  CA: {
    BC: 'America/Vancouver', AB: 'America/Edmonton', SK: 'America/Regina', MB: 'America/Winnipeg',
    ON: 'America/Toronto', QC: 'America/Toronto', NB: 'America/Halifax', NS: 'America/Halifax',
    PE: 'America/Halifax', NL: 'America/St_Johns', YT: 'America/Whitehorse',
  },
  AU: {
    NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne',
    QLD: 'Australia/Brisbane', SA: 'Australia/Adelaide', WA: 'Australia/Perth',
    TAS: 'Australia/Hobart', NT: 'Australia/Darwin',
  },
  ES: { 'CANARY ISLANDS': 'Atlantic/Canary', 'ISLAS CANARIAS': 'Atlantic/Canary' },
  PT: { AZORES: 'Atlantic/Azores', AÇORES: 'Atlantic/Azores' },
};

/** Full state and province names an address may spell out. */
const REGION_NAMES: Record<string, string> = {
  california: 'CA', 'new york': 'NY', texas: 'TX', florida: 'FL', illinois: 'IL',
  washington: 'WA', nevada: 'NV', oregon: 'OR', colorado: 'CO', arizona: 'AZ', hawaii: 'HI',
  massachusetts: 'MA', 'british columbia': 'BC', ontario: 'ON', quebec: 'QC', québec: 'QC',
  alberta: 'AB', 'new south wales': 'NSW', victoria: 'VIC', queensland: 'QLD',
};

/**
 * The largest cities of the multi-zone countries, for addresses without a region
 * (a city name alone is enough there; elsewhere the country already decides).
 */
const CITY_ZONES: Record<string, string> = {
  'new york': 'America/New_York', boston: 'America/New_York', miami: 'America/New_York',
  'washington': 'America/New_York', atlanta: 'America/New_York', chicago: 'America/Chicago',
  houston: 'America/Chicago', dallas: 'America/Chicago', austin: 'America/Chicago',
  'new orleans': 'America/Chicago', denver: 'America/Denver', phoenix: 'America/Phoenix',
  'los angeles': 'America/Los_Angeles', 'san francisco': 'America/Los_Angeles',
  seattle: 'America/Los_Angeles', 'las vegas': 'America/Los_Angeles',
  'san diego': 'America/Los_Angeles', honolulu: 'Pacific/Honolulu', toronto: 'America/Toronto',
  montreal: 'America/Toronto', montréal: 'America/Toronto', vancouver: 'America/Vancouver',
  sydney: 'Australia/Sydney', melbourne: 'Australia/Melbourne', brisbane: 'Australia/Brisbane',
  perth: 'Australia/Perth', 'mexico city': 'America/Mexico_City', cancún: 'America/Cancun',
  cancun: 'America/Cancun', 'são paulo': 'America/Sao_Paulo', 'sao paulo': 'America/Sao_Paulo',
  'rio de janeiro': 'America/Sao_Paulo',
};

export type PlaceAddress = {
  timeZone?: string | null;
  country?: string | null;
  region?: string | null;
  locality?: string | null;
};

function countryCode(country: string): string | null {
  const value = country.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(value) && value.toUpperCase() === 'USA') return 'US';
  return COUNTRY_NAMES[value.toLowerCase()] ?? null;
}

/** The IANA zone of a place, or null when its address does not say enough. */
export function zoneOfPlace(place: PlaceAddress): string | null {
  if (place.timeZone && isKnownTimeZone(place.timeZone.trim())) return place.timeZone.trim();
  const code = place.country ? countryCode(place.country) : null;
  const region = place.region?.trim() ?? '';
  const regionKey = (REGION_NAMES[region.toLowerCase()] ?? region).toUpperCase();
  const city = place.locality?.trim().toLowerCase() ?? '';
  if (code) {
    const byRegion = REGION_ZONES[code]?.[regionKey];
    if (byRegion) return byRegion;
    const single = COUNTRY_ZONES[code];
    if (single) return single;
    if (code === 'MX') return CITY_ZONES[city] ?? 'America/Mexico_City';
    if (code === 'BR') return CITY_ZONES[city] ?? null;
    // US, CA, AU without a known region: a big city still tells.
    return CITY_ZONES[city] ?? null;
  }
  // No country: a US-style two-letter state with a known city, or a famous city alone.
  if (regionKey && REGION_ZONES['US']?.[regionKey] && city) return REGION_ZONES['US'][regionKey] ?? null;
  return CITY_ZONES[city] ?? null;
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
