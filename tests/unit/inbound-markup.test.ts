/**
 * schema.org markup as senders really write it: hand-glued JSON-LD, sloppy dates, microdata
 * that HTML's implied end tags would tear apart, and what is (and is not) a booking.
 */
import { describe, expect, it } from 'vitest';
import { extractStructuredEvents } from '../../src/server/inbound/extract';
import { readStructuredData } from '../../src/server/inbound/html-structured-data';
import { parseLenientJson } from '../../src/server/inbound/lenient-json';
import { normalizeDateTime } from '../../src/server/inbound/schema-org-dates';
import type { EmailContent } from '../../src/server/inbound/types';

function eventsOf(html: string) {
  const content: EmailContent = { subject: 'Booking', date: null, from: null, text: '', html, calendars: [], messageId: null };
  return extractStructuredEvents(content);
}

/** A JSON-LD script with the text exactly as given (no re-serialising). */
const script = (json: string) => `<html><body><script type="application/ld+json">${json}</script></body></html>`;

const restaurantJson = (name: string, start = '2027-05-22T20:00:00+02:00') =>
  `{"@context":"http://schema.org","@type":"FoodEstablishmentReservation","reservationNumber":"R-${name}","startTime":"${start}",` +
  `"reservationFor":{"@type":"FoodEstablishment","name":"${name}","address":{"addressLocality":"Lyon","addressCountry":"FR"}}}`;

describe('lenient JSON-LD', () => {
  it('reads a block with trailing commas', () => {
    const events = eventsOf(script(restaurantJson('Bouchon').replace('"FR"}}}', '"FR",},},}')));
    expect(events.map((e) => e.title)).toEqual(['Reservation at Bouchon']);
  });

  it('reads objects written one after the other without a comma', () => {
    const events = eventsOf(script(`${restaurantJson('Alpha')}\n${restaurantJson('Beta')}`));
    expect(events.map((e) => e.title)).toEqual(['Reservation at Alpha', 'Reservation at Beta']);
  });

  it('reads a missing comma between two members', () => {
    const json = restaurantJson('Gamma').replace(',"startTime"', ' "startTime"');
    expect(eventsOf(script(json))[0]?.title).toBe('Reservation at Gamma');
  });

  it('reads raw line breaks and tabs inside strings', () => {
    const json = restaurantJson('Le\n\tComptoir');
    expect(eventsOf(script(json))[0]?.title).toBe('Reservation at Le Comptoir');
  });

  it('reads unescaped ampersands, escaped ones and entities in names', () => {
    const json = restaurantJson('B&B \\& Co &amp; Sons');
    expect(eventsOf(script(json))[0]?.title).toBe('Reservation at B&B & Co & Sons');
  });

  it('reads an entity-encoded block that also holds a raw ampersand', () => {
    const encoded = restaurantJson('Fish & Chips').replaceAll('"', '&quot;');
    expect(eventsOf(script(encoded))[0]?.title).toBe('Reservation at Fish & Chips');
  });

  it('reads quotes left unescaped inside a string', () => {
    const json = restaurantJson('The "Grand" Café');
    expect(eventsOf(script(json))[0]?.title).toBe('Reservation at The "Grand" Café');
  });

  it('reads single-quoted JSON and comments', () => {
    const json = `// booking\n${restaurantJson('Delta').replaceAll('"', "'")} /* end */`;
    expect(eventsOf(script(json))[0]?.title).toBe('Reservation at Delta');
  });

  it('reads JSON wrapped in an HTML comment or CDATA', () => {
    expect(eventsOf(script(`<!-- ${restaurantJson('Epsilon')} -->`))[0]?.title).toBe('Reservation at Epsilon');
    expect(eventsOf(script(`//<![CDATA[\n${restaurantJson('Zeta')}\n//]]>`))[0]?.title).toBe('Reservation at Zeta');
  });

  it('reads every block of the message and every node of a @graph', () => {
    const graph = `{"@context":"https://schema.org","@graph":[${restaurantJson('Eta')},{"@type":"Organization","name":"Acme"},${restaurantJson('Theta')}]}`;
    const html = `${script(restaurantJson('Iota'))}${script(graph)}`;
    expect(eventsOf(html).map((e) => e.title)).toEqual(['Reservation at Iota', 'Reservation at Eta', 'Reservation at Theta']);
  });

  it('resolves @id references inside a @graph', () => {
    const graph = `{"@graph":[{"@id":"#venue","@type":"FoodEstablishment","name":"Kappa"},` +
      `{"@type":"FoodEstablishmentReservation","reservationNumber":"K1","startTime":"2027-05-22T20:00:00+02:00","reservationFor":{"@id":"#venue"}}]}`;
    expect(eventsOf(script(graph))[0]?.title).toBe('Reservation at Kappa');
  });

  it('ignores empty and whitespace-only scripts next to a good one', () => {
    const html = `<script type="application/ld+json"></script><script type="application/ld+json">  \n </script>${script(restaurantJson('Lambda'))}`;
    expect(readStructuredData(html)).toHaveLength(1);
    expect(eventsOf(html).map((e) => e.title)).toEqual(['Reservation at Lambda']);
  });

  it('gives up on text that is not JSON at all instead of inventing values', () => {
    expect(parseLenientJson('{ not json')).toBeUndefined();
    expect(parseLenientJson('Booking confirmed!')).toBeUndefined();
    expect(parseLenientJson('')).toBeUndefined();
    expect(eventsOf(script('{"@type": "FoodEstablishmentReservation", "startTime": '))).toEqual([]);
  });

  it('leaves valid JSON exactly as it is', () => {
    const value = { a: 'x, }', b: ['// not a comment', "it's"], c: { d: 'line "quoted"' } };
    expect(parseLenientJson(JSON.stringify(value))).toEqual(value);
  });
});

describe('dates as senders write them', () => {
  it.each([
    ['2027-02-03T14:30:00+01:00', '2027-02-03T14:30:00+01:00'],
    ['2027-02-03T14:30:00+0:00', '2027-02-03T14:30:00+00:00'],
    ['2027-02-03T14:30:00+1:00', '2027-02-03T14:30:00+01:00'],
    ['2027-02-03T14:30:00.000+0100', '2027-02-03T14:30:00+01:00'],
    ['2027-02-03T14:30:00-05', '2027-02-03T14:30:00-05:00'],
    ['2027-02-03 14:30', '2027-02-03T14:30:00'],
    ['2027-02-03T14:30 UTC', '2027-02-03T14:30:00Z'],
    ['02-02-2018 18:35', '2018-02-02T18:35:00'],
    ['03.02.2027 14h30', '2027-02-03T14:30:00'],
    ['31-12-2027', '2027-12-31'],
    ['12/31/2027 2:30 PM', '2027-12-31T14:30:00'],
    ['20270203T143000Z', '2027-02-03T14:30:00Z'],
    ['2027-02-03', '2027-02-03'],
    ['2027-02-03T14:30:00+01:00[Europe/Paris]', '2027-02-03T14:30:00+01:00'],
  ])('%s → %s', (raw, iso) => {
    expect(normalizeDateTime(raw)).toBe(iso);
  });

  it.each(['TBA', '', '2027-02-30', '2027-13-01', '2027-02-03T25:00', '2027-02-03T14:61', '04/05/2027', '12345', '2027-02-03T14:30+15:00', '13:00 PM 01-01-2027', 'Gate 12-14-2027'])(
    'refuses %j',
    (raw) => {
      expect(normalizeDateTime(raw)).toBeNull();
    },
  );

  it('reads a flight with a +0:00 offset and a day-first arrival', () => {
    const flight = `{"@type":"FlightReservation","reservationNumber":"ZZ1","reservationFor":{"@type":"Flight","flightNumber":"123",
      "airline":{"@type":"Airline","iataCode":"XY"},"departureAirport":{"@type":"Airport","iataCode":"LIS"},"departureTime":"2027-03-01T09:00:00+0:00",
      "arrivalAirport":{"@type":"Airport","iataCode":"MAD"},"arrivalTime":"01-03-2027 11:45"}}`;
    const [event] = eventsOf(script(flight));
    expect(event?.start?.toISOString()).toBe('2027-03-01T09:00:00.000Z');
    expect(event?.description).toContain('2027-03-01 11:45 (Europe/Madrid)');
  });

  it('keeps a reservation whose date is garbage, without a date and marked for review', () => {
    const [event] = eventsOf(script(restaurantJson('Mu', 'to be confirmed')));
    expect(event).toMatchObject({ title: 'Reservation at Mu', start: null, needsReview: true });
  });

  it('does not take 30 February for 2 March', () => {
    const [event] = eventsOf(script(restaurantJson('Nu', '2027-02-30T20:00:00+01:00')));
    expect(event?.start).toBeNull();
    expect(event?.needsReview).toBe(true);
  });
});
