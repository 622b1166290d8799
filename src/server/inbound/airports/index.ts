/**
 * Airports by IATA code, from the generated ./table.ts: the zone a flight's local time is read
 * in, the country, and the name of airports with scheduled service. The table is parsed on first
 * use, once per process (or Worker isolate).
 */
import { AIRPORTS, ZONES } from './table';

export type Airport = { iata: string; timeZone: string; country: string; name: string | null };

let byCode: Map<string, Airport> | undefined;

function table(): Map<string, Airport> {
  if (byCode) return byCode;
  byCode = new Map();
  for (const line of AIRPORTS.split('\n')) {
    const [iata = '', zone = '', country = '', name = ''] = line.split('\t');
    const timeZone = ZONES[Number(zone)];
    if (timeZone) byCode.set(iata, { iata, timeZone, country, name: name || null });
  }
  return byCode;
}

/** The airport with this IATA code (any case), or null when there is none. */
export function airportByCode(code: string): Airport | null {
  const key = code.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(key) ? (table().get(key) ?? null) : null;
}
