/**
 * The airport table forwarded flights are read with: generated from the installed airport-data-js
 * package (src/server/inbound/airports/generate.mjs), and looked up by IATA code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { airportByCode } from '@/server/inbound/airports';
import { airportTableText, moduleSource } from '@/server/inbound/airports/generate.mjs';

describe('the airport table', () => {
  it('is what the installed package gives (run `npm run airports` after updating it)', async () => {
    const table = readFileSync(new URL('../../src/server/inbound/airports/table.ts', import.meta.url), 'utf8');
    expect(table === moduleSource(await airportTableText())).toBe(true);
  });

  it('finds airports by code, in any case, with their zone, country and name', () => {
    expect(airportByCode('LIS')).toEqual({ iata: 'LIS', timeZone: 'Europe/Lisbon', country: 'PT', name: expect.stringMatching(/Lisbon/) });
    expect(airportByCode('nrt')?.timeZone).toBe('Asia/Tokyo');
    expect(airportByCode('JFK')?.timeZone).toBe('America/New_York');
    expect(airportByCode('LAX')?.timeZone).toBe('America/Los_Angeles');
    expect(airportByCode('DEN')?.timeZone).toBe('America/Denver');
    expect(airportByCode('PHX')?.timeZone).toBe('America/Phoenix');
    expect(airportByCode(' syd ')?.timeZone).toBe('Australia/Sydney');
  });

  it('knows no airport for codes that are not one', () => {
    expect(airportByCode('ZZ')).toBeNull();
    expect(airportByCode('LISB')).toBeNull();
    expect(airportByCode('L1S')).toBeNull();
  });
});
