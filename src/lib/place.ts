/**
 * The main place of an itinerary, at city level, from its events' free-text locations. Only a
 * place that is surely a city ever comes out: a venue, a room, a street, a gate code or a house
 * number never does, and when unsure nothing does. A location is read only when it is written the
 * way postal addresses are, with a postal code to anchor on, at the start or end of its part:
 * - "387 King St, Charleston, SC 29403": a street, then a city, then a state and a code → the city;
 * - "18 Rue de Dunkerque, 75010 Paris", "10 Downing St, London SW1A 2AA": a code and a name → the
 *   name. A 4-digit code (which a room or a house number looks just like) counts only after a
 *   street; a 5-digit, UK or Canadian code counts on its own ("Hall, 75001 Paris").
 * Anything else ("Hotel lobby", "Paris, France", "Chez Marcel, 2031", "Room 1418, Hotel Lux, gate
 * code 4471 then knock") names no city this can be sure of, and is skipped: nothing is better than
 * a venue shown as if it were a city.
 */

const CITY_MAX = 40;
/** At most this many words: "Saint-Martin-de-Ré" and "Newcastle upon Tyne" are cities, sentences are not. */
const CITY_MAX_WORDS = 4;
/** US ZIP (+4), 4–6 digit codes (most of Europe, Australia…; Portugal's 1100-053), UK and Canadian codes. */
const POSTAL_CODE = '(?:\\d{4,6}(?:-\\d{3,4})?|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d)';
/** A code that a room number or a house number cannot be mistaken for. */
const DISTINCT_CODE = /^(?:\d{5,6}(?:-\d{4})?|\d{4}-\d{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/;
/** A part that is a code and a name, in either order, or a code alone. */
const CODE_FIRST = new RegExp(`^(${POSTAL_CODE})(?:\\s+(.+))?$`);
const CODE_LAST = new RegExp(`^(.+?)\\s+(${POSTAL_CODE})$`);
/** What stands beside a postal code when it is not the city: a state or province code. */
const REGION_CODE = /^(?:[A-Z]{1,3}|[A-Z]{2}-[A-Z]{2,3})$/;

/** Words that make a name a street, not a city ("Mountain Rest Rd", "Rue de Rivoli"). */
const STREET = /(?:^(?:rue|via|calle|avenida|avenue|boulevard|chemin|place)\b|\b(?:st|street|rd|road|ave|avenue|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|sq|square|hwy|highway|pkwy|parkway|route|str|stra(?:ss|ß)e|platz|weg|gasse|allee)\.?$)/i;
/** A street with its house number, written either way round ("387 King St", "Unter den Linden 77"). */
const HOUSE_NUMBER = /^\d{1,5}[a-z]?\s+\p{L}|\p{L}\s+\d{1,5}[a-z]?$/iu;
/** Words of venues, rooms, directions and placeholders (TBD), which no city this shows is named with. */
const NOT_A_CITY =
  /\b(?:room|rm|suite|apt|apartment|unit|flat|floor|fl|level|building|bldg|block|wing|tower|hotel|hostel|inn|motel|resort|chez|restaurant|bistro|brasserie|bar|pub|cafe|club|hall|lobby|reception|gate|code|door|entrance|knock|ring|buzz|bell|then|terminal|platform|box|c\/o|care of|tbd|tba|tbc)\b/iu;

const looksLikeStreet = (part: string) => HOUSE_NUMBER.test(part) || STREET.test(part);

/** A city name as shown: letters and a few words, no street, no venue; else undefined. */
function cleanCity(text: string | undefined): string | undefined {
  const city = text?.replace(/\s+/g, ' ').trim();
  if (!city || city.length > CITY_MAX || city.split(' ').length > CITY_MAX_WORDS) return undefined;
  if (/[\d()[\]{}@#/\\:;!?&+*=<>"]/.test(city) || !/^\p{L}/u.test(city) || STREET.test(city) || NOT_A_CITY.test(city)) return undefined;
  return city;
}

/** The city a postal address names, or undefined when it names none this can be sure of. */
export function cityOfLocation(location: string | null | undefined): string | undefined {
  if (!location) return undefined;
  const parts = location
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // A city is written after a street or a venue: a single part is a name, not an address.
  if (parts.length < 2) return undefined;
  const streetBefore = (i: number) => parts.slice(0, i).some(looksLikeStreet);
  for (let i = parts.length - 1; i >= 1; i--) {
    const part = parts[i]!;
    if (!new RegExp(`\\b${POSTAL_CODE}\\b`).test(part)) continue;
    // The last part with a code decides: shaped like an address's last lines, or nothing.
    const first = CODE_FIRST.exec(part);
    const last = first ? null : CODE_LAST.exec(part);
    const code = first?.[1] ?? last?.[2];
    const beside = first ? first[2] : last?.[1];
    if (!code || !beside) return undefined; // a code in the middle of words, or standing alone
    if (REGION_CODE.test(beside)) {
      // "Charleston, SC 29403": the city is the part before, after a street.
      return i >= 2 && streetBefore(i - 1) ? cleanCity(parts[i - 1]) : undefined;
    }
    if (!DISTINCT_CODE.test(code) && !streetBefore(i)) return undefined;
    // The letters of a Dutch code after it ("1118 CP Schiphol"), a state or province after the
    // city ("Sydney NSW 2000", "00186 Roma RM").
    const name = beside.replace(first ? /^[A-Z]{2}\s+/ : /$^/, '').replace(/\s+[A-Z]{2,3}$/, '');
    return cleanCity(name);
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
