/**
 * IANA time zones for the itinerary's time-zone setting (a Paris trip reads in Paris
 * time). The browser's and the server's own list (`Intl.supportedValuesOf`) is the source, so a
 * zone offered here is one both can format.
 */
import { DEFAULT_TIME_ZONE, TIME_ZONE_NAME_MAX } from './limits';

let cached: string[] | null = null;

/** Every zone this runtime knows, sorted, always including UTC and the default. */
export function listTimeZones(): string[] {
  if (cached) return cached;
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  cached = [...new Set([...zones, 'UTC', DEFAULT_TIME_ZONE])].sort();
  return cached;
}

const IANA_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
let zoneSpellings: Map<string, string> | undefined;

/**
 * A valid IANA time zone name, spelled the way the tz database spells it when Intl lists it
 * ('europe/paris' → 'Europe/Paris'), else as given ('Asia/Kolkata' stays, although ICU may list
 * it as Asia/Calcutta), or null when it is not a zone. The panel and the server share it.
 */
export function canonicalTimeZone(raw: string): string | null {
  const value = raw.trim();
  // Intl also takes offsets such as '+01:00'; the itinerary wants a named zone.
  if (value.length > TIME_ZONE_NAME_MAX || !IANA_ZONE_NAME.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return null;
  }
  zoneSpellings ??= new Map(listTimeZones().map((z) => [z.toLowerCase(), z]));
  return zoneSpellings.get(value.toLowerCase()) ?? value;
}

/** e.g. "GMT+2", "GMT-4" at `at`. */
export function zoneOffset(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The zone this browser's clock is set to (a new itinerary starts in it), if it names one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
