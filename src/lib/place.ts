/**
 * The main place of an itinerary, at city level, from its events' free-text locations. Only a
 * city ever comes out: a venue, a street or a house number never does. A location is read only
 * when it has a postal code to anchor on, the way postal addresses are written:
 * - "387 King St, Charleston, SC 29403": a part of a state and a code → the part before it;
 * - "28 Place des Vosges, 75003 Paris", "London SW1A 1AA": a code and a name → the name.
 * Anything else ("Hotel lobby", "Paris, France") names no city this can be sure of, and is skipped:
 * nothing is better than a venue shown as if it were a city.
 */

const CITY_MAX = 40;
/** US ZIP (+4), 4–6 digit codes (most of Europe, Australia…), UK and Canadian codes. */
const POSTAL_CODE = /\b(?:\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)\b/;
/** What stands beside a postal code when it is not the city: a state or province code. */
const REGION_CODE = /^(?:[A-Z]{1,3}|[A-Z]{2}-[A-Z]{2,3})?$/;

/** Words that make a name a street, not a city ("Mountain Rest Rd", "Rue de Rivoli"). */
const STREET = /(?:^(?:rue|via|calle|avenida|avenue|boulevard|chemin|place)\b|\b(?:st|street|rd|road|ave|avenue|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|sq|square|hwy|highway|pkwy|parkway|route|str|stra(?:ss|ß)e|platz|weg|gasse|allee)\.?$)/i;

/** A city name as shown: no digits, no brackets, no street, a sensible length; else undefined. */
function cleanCity(text: string | undefined): string | undefined {
  const city = text?.replace(/\s+/g, ' ').trim();
  if (!city || city.length > CITY_MAX || /[\d()[\]{}@#/\\]/.test(city) || !/^\p{L}/u.test(city) || STREET.test(city)) return undefined;
  return city;
}

/** The city a postal address names, or undefined when it names none this can be sure of. */
export function cityOfLocation(location: string | null | undefined): string | undefined {
  if (!location) return undefined;
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // A city is written after a street or a venue: a single part is a name, not an address.
  if (parts.length < 2) return undefined;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    if (!POSTAL_CODE.test(part)) continue;
    const rest = part.replace(POSTAL_CODE, ' ').replace(/\s+/g, ' ').trim();
    return REGION_CODE.test(rest) ? (i > 0 ? cleanCity(parts[i - 1]) : undefined) : cleanCity(rest);
  }
  return undefined;
}

/**
 * The city most events are in (the earliest event's first among equals), from the locations in
 * event order; null when none names a city.
 */
export function mainCity(locations: readonly (string | null | undefined)[]): string | null {
  const counts = new Map<string, { city: string; count: number; first: number }>();
  locations.forEach((location, index) => {
    const city = cityOfLocation(location);
    if (!city) return;
    const key = city.toLocaleLowerCase('en');
    const seen = counts.get(key);
    if (seen) seen.count++;
    else counts.set(key, { city, count: 1, first: index });
  });
  let best: { city: string; count: number; first: number } | undefined;
  for (const entry of counts.values()) {
    if (!best || entry.count > best.count || (entry.count === best.count && entry.first < best.first)) best = entry;
  }
  return best?.city ?? null;
}
