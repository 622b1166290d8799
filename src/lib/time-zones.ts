/**
 * IANA time zones for the itinerary's time-zone setting (issue 4: a Paris trip reads in Paris
 * time). The browser's and the server's own list (`Intl.supportedValuesOf`) is the source, so a
 * zone offered here is one both can format.
 */
import { DEFAULT_TIME_ZONE } from './limits';

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

/** The zone's canonical spelling when `name` is a known zone (any letter case), else null. */
export function findTimeZone(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  return listTimeZones().find((zone) => zone.toLowerCase() === wanted) ?? null;
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
