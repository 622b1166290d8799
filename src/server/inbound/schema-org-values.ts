/**
 * Reading loosely shaped schema.org values (a property may be a string, an object with a name,
 * or an array of either) into plain text, places and time zones.
 */
import { airportByCode } from './airports';
import { htmlToPlainText, isObject, type JsonObject } from './html-structured-data';
import { zoneOfLocation, zoneOfPlace } from './place-time-zone';
import { normalizeDateTime } from './schema-org-dates';

/** Plain text, never markup: tags are dropped, entities decoded, control characters removed. */
export function cleanText(value: string): string {
  const plain = /[<&]/.test(value) ? htmlToPlainText(value) : value;
  return plain.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

export function obj(value: unknown): JsonObject | null {
  const one = first(value);
  return isObject(one) ? one : null;
}

/** A place given as an object, or as a bare name ("departureAirport": "LHR"). */
export function placeOf(value: unknown): JsonObject | null {
  const one = first(value);
  if (typeof one === 'string') return cleanText(one) ? { name: one } : null;
  return obj(one);
}

/**
 * An airport given as an object or as its bare IATA code ("departureAirport": "LHR"), its name
 * taken from the airport table when the email gives none.
 */
export function airportOf(value: unknown): JsonObject | null {
  const place = placeOf(value);
  if (!place) return null;
  const code = text(place['iataCode']) ?? (typeof first(value) === 'string' ? text(place['name']) : null);
  const airport = code ? airportByCode(code) : null;
  if (!airport) return place;
  const named = text(place['name']);
  return { ...place, iataCode: airport.iata, name: named && named.toUpperCase() !== airport.iata ? named : (airport.name ?? airport.iata) };
}

/**
 * A date-time property (ISO 8601 and the variants senders write, see ./schema-org-dates.ts),
 * or null when there is none or it is not a date.
 */
export function dateTime(value: unknown): string | null {
  const raw = text(value);
  return raw ? normalizeDateTime(raw) : null;
}

/** A property as text: strings and numbers as such, objects by their name. */
export function text(value: unknown): string | null {
  const one = first(value);
  if (typeof one === 'string') return cleanText(one) || null;
  if (typeof one === 'number' && Number.isFinite(one)) return String(one);
  if (isObject(one)) return text(one['name'] ?? one['@value'] ?? one['value']);
  return null;
}

/** All names of a property that may list several (underName, reservedTicket…). */
export function names(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => text(v)).filter((v): v is string => Boolean(v));
}

function addressOf(place: JsonObject | null): JsonObject | string | null {
  if (!place) return null;
  const address = first(place['address']);
  if (typeof address === 'string') return address;
  return isObject(address) ? address : null;
}

/** "Name, street, postcode city, country" for the location field. */
export function placeLabel(place: JsonObject | null, extra?: string | null): string | null {
  if (!place) return null;
  const name = text(place['name']);
  const address = addressOf(place);
  let addressText: string | null = null;
  if (typeof address === 'string') addressText = cleanText(address);
  else if (address) {
    const cityLine = [text(address['postalCode']), text(address['addressLocality'])].filter(Boolean).join(' ');
    addressText = [text(address['streetAddress']), cityLine, text(address['addressRegion']), text(address['addressCountry'])]
      .filter(Boolean)
      .join(', ');
  }
  const label = [extra ? `${name ?? ''} (${extra})`.trim() : name, addressText].filter(Boolean).join(', ');
  return label || null;
}

/** The city of a place (for titles like "London → New York"), else its name. */
export function cityOf(place: JsonObject | null): string | null {
  const address = addressOf(place);
  if (address && typeof address !== 'string') {
    const city = text(address['addressLocality']);
    if (city) return city;
  }
  return place ? text(place['name']) ?? text(place['iataCode']) : null;
}

/**
 * The place's time zone: its `timeZone`, else its airport's (by IATA code, ./airports), else its
 * address's (see place-time-zone.ts), else, for a place given without an address ("Köln Hbf",
 * "Hotel Seeblick, Seestrasse 4, Zürich"), the one its name tells.
 */
export function zoneOf(place: JsonObject | null): string | null {
  if (!place) return null;
  const zone = text(place['timeZone']);
  const explicit = zone ? zoneOfPlace({ timeZone: zone }) : null;
  if (explicit) return explicit;
  const iata = text(place['iataCode']);
  const airport = iata ? airportByCode(iata) : null;
  if (airport) return airport.timeZone;
  const address = addressOf(place);
  if (typeof address === 'string') return zoneOfLocation(cleanText(address));
  if (address) {
    return zoneOfPlace({
      country: text(address['addressCountry']),
      region: text(address['addressRegion']),
      locality: text(address['addressLocality']),
    });
  }
  return zoneOfLocation(text(place['name']));
}

/** Coordinates from `geo` (GeoCoordinates) or the place's own latitude/longitude. */
export function geoOf(place: JsonObject | null): { latitude: number; longitude: number } | null {
  if (!place) return null;
  const geo = obj(place['geo']) ?? place;
  const latitude = Number(first(geo['latitude']));
  const longitude = Number(first(geo['longitude']));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (geo['latitude'] === undefined || geo['longitude'] === undefined) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** "123.40 EUR" from a price and its currency (an Offer, a PriceSpecification or plain fields). */
export function priceOf(holder: JsonObject): string | null {
  for (const key of ['totalPrice', 'price']) {
    const raw = first(holder[key]);
    if (raw === undefined || raw === null) continue;
    if (isObject(raw)) {
      const amount = text(raw['price'] ?? raw['value']);
      const currency = text(raw['priceCurrency'] ?? raw['currency']);
      if (amount) return [amount, currency].filter(Boolean).join(' ');
      continue;
    }
    const amount = text(raw);
    if (amount) return [amount, text(holder['priceCurrency'])].filter(Boolean).join(' ');
  }
  return null;
}
