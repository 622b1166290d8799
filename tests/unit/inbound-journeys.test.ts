/**
 * A leg's two ends (its journey) as each email reader keeps them: schema.org reservations, an
 * invite's legs, plain-text flights and trains; how a stored journey is read back; and how the
 * store keeps it when the same booking is forwarded again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { unclaimedEvents, users } from '../../db/schema';
import { readJourney, type Journey } from '../../src/lib/journey';
import { extractStructuredEvents } from '../../src/server/inbound/extract';
import { eventsOfCalendar } from '../../src/server/inbound/ics-events';
import { storeExtractedEvents } from '../../src/server/inbound/store';
import { eventsOfText } from '../../src/server/inbound/text/text-bookings';
import type { EmailContent, ExtractedEvent } from '../../src/server/inbound/types';
import { toUnclaimedEventView } from '../../src/server/inbound/unclaimed-events';
import { tempDatabase } from '../support/temp-db';

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const markup = (data: unknown) => {
  const content: EmailContent = { subject: 'Booking', date: null, from: null, text: '', html: jsonLd(data), calendars: [], messageId: null };
  return extractStructuredEvents(content);
};
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:PUBLISH', 'BEGIN:VEVENT', 'UID:trip-1@example.com', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
const instant = (local: string) => new Date(local).toISOString();

describe('schema.org reservations', () => {
  const flight = (arrivalTime: string) => ({
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'TPX1',
    reservationFor: {
      '@type': 'Flight',
      flightNumber: '203',
      airline: { '@type': 'Airline', name: 'Atlântica', iataCode: 'TP' },
      departureAirport: { '@type': 'Airport', name: 'Lisbon Humberto Delgado', iataCode: 'LIS' },
      departureTime: '2027-06-01T22:40:00',
      arrivalAirport: 'JFK',
      arrivalTime,
    },
  });

  it('keeps a flight arriving the next day in another zone, each end read in its airport\'s zone', () => {
    const [event] = markup(flight('2027-06-02T01:05:00'));
    expect(event?.start?.toISOString()).toBe(instant('2027-06-01T22:40:00+01:00'));
    expect(event?.journey).toEqual({
      mode: 'flight',
      number: 'TP203',
      from: { place: 'Lisbon Humberto Delgado (LIS)', code: 'LIS', timeZone: 'Europe/Lisbon', time: '2027-06-01T21:40:00.000Z' },
      to: { place: expect.stringContaining('(JFK)'), code: 'JFK', timeZone: 'America/New_York', time: '2027-06-02T05:05:00.000Z' },
    });
    // The journey's ends are the event's own: the departure is its start and its location.
    expect(event?.journey?.from.place).toBe(event?.location);
  });

  it('gives an end written with a date only no time', () => {
    const [event] = markup(flight('2027-06-02'));
    expect(event?.journey?.to).toMatchObject({ code: 'JFK', time: null });
  });

  it('keeps a train\'s stations without codes, and gives other bookings no journey', () => {
    const train = {
      '@type': 'TrainReservation',
      reservationNumber: 'R1',
      reservationFor: {
        '@type': 'TrainTrip',
        trainNumber: 'ICE 14',
        departureStation: { '@type': 'TrainStation', name: 'Köln Hbf' },
        departureTime: '2027-06-05T10:43:00+02:00',
        arrivalStation: { '@type': 'TrainStation', name: 'Bruxelles-Midi' },
        arrivalTime: '2027-06-05T12:35:00+02:00',
      },
    };
    const hotel = {
      '@type': 'LodgingReservation',
      reservationNumber: 'H1',
      checkinTime: '2027-06-05T15:00:00+02:00',
      checkoutTime: '2027-06-07T11:00:00+02:00',
      reservationFor: { '@type': 'Hotel', name: 'Alma', address: 'Rue Neuve 1, Bruxelles, Belgium' },
    };
    const [trip, checkin, checkout] = markup([train, hotel]);
    expect(trip?.journey).toEqual({
      mode: 'train',
      number: 'ICE 14',
      from: { place: 'Köln Hbf', code: null, timeZone: 'Europe/Berlin', time: '2027-06-05T08:43:00.000Z' },
      to: { place: 'Bruxelles-Midi', code: null, timeZone: 'Europe/Brussels', time: '2027-06-05T10:35:00.000Z' },
    });
    expect([checkin?.eventType, checkin?.journey, checkout?.journey]).toEqual(['lodging', null, null]);
  });
});

describe('invites', () => {
  it('keeps each leg of a DESCRIPTION, a night train arriving the next day in another zone', () => {
    const events = eventsOfCalendar(calendar(
      'SUMMARY:Vienna → Bern',
      'DTSTART;TZID=Europe/Vienna:20270612T194000',
      'DESCRIPTION:Booking NJX1\\nNJ 466 Wien Hbf 19:40 → Zürich HB 06:15 +1\\nIC 719 Zürich HB 07:02 → Bern 08:00',
    ));
    expect(events.map((e) => e.journey)).toEqual([
      {
        mode: 'train',
        number: 'NJ 466',
        from: { place: 'Wien Hbf', code: null, timeZone: 'Europe/Vienna', time: instant('2027-06-12T19:40:00+02:00') },
        to: { place: 'Zürich HB', code: null, timeZone: 'Europe/Zurich', time: instant('2027-06-13T06:15:00+02:00') },
      },
      {
        mode: 'train',
        number: 'IC 719',
        from: { place: 'Zürich HB', code: null, timeZone: 'Europe/Zurich', time: instant('2027-06-13T07:02:00+02:00') },
        to: { place: 'Bern', code: null, timeZone: 'Europe/Zurich', time: instant('2027-06-13T08:00:00+02:00') },
      },
    ]);
    expect(events[0]?.start?.toISOString()).toBe(events[0]?.journey?.from.time);
  });

  it('keeps the one leg a SUMMARY writes, and gives a flight invite that writes none no journey', () => {
    const [leg] = eventsOfCalendar(calendar('SUMMARY:LH 123 FRA 07:05 → LIS 09:10', 'DTSTART;TZID=Europe/Berlin:20270412T070500'));
    expect(leg?.journey).toMatchObject({
      mode: 'flight',
      number: 'LH123',
      from: { code: 'FRA', timeZone: 'Europe/Berlin', time: instant('2027-04-12T07:05:00+02:00') },
      to: { code: 'LIS', timeZone: 'Europe/Lisbon', time: instant('2027-04-12T09:10:00+01:00') },
    });
    const [plain] = eventsOfCalendar(calendar(
      'SUMMARY:Flight TP 1351 Lisbon (LIS) → Paris (CDG)',
      'DTSTART:20270312T063000Z',
      'DTEND:20270312T095500Z',
      'LOCATION:Lisbon Humberto Delgado Airport (LIS)',
    ));
    expect(plain?.eventType).toBe('flight');
    expect(plain?.journey).toBeNull();
  });
});

describe('plain text', () => {
  it('keeps a flight\'s airports, zones and times', () => {
    const [event] = eventsOfText({
      subject: 'Booking confirmation QX4T7B',
      text: [
        'Booking reference: QX4T7B',
        'Flight SL 482   Dublin (DUB) → Edinburgh (EDI)',
        'Departs: Thu 18 Mar 2027 06:50',
        'Arrives: Thu 18 Mar 2027 08:05',
      ].join('\n'),
    });
    expect(event?.journey).toEqual({
      mode: 'flight',
      number: 'SL482',
      from: { place: expect.stringContaining('(DUB)'), code: 'DUB', timeZone: 'Europe/Dublin', time: '2027-03-18T06:50:00.000Z' },
      to: { place: expect.stringContaining('(EDI)'), code: 'EDI', timeZone: 'Europe/London', time: '2027-03-18T08:05:00.000Z' },
    });
  });

  it('gives an arrival the message does not time no time', () => {
    const [event] = eventsOfText({
      subject: 'Your booking is confirmed',
      text: 'Your flight SL 219 Bristol (BRS) → Faro (FAO) on 2 April 2027 at 09:40 is confirmed.\nBooking reference: ZP3K8D',
    });
    expect(event?.journey).toMatchObject({ from: { code: 'BRS', time: instant('2027-04-02T09:40:00+01:00') }, to: { code: 'FAO', time: null } });
  });

  it('puts a night train\'s arrival on the next day, in its station\'s zone', () => {
    const [event] = eventsOfText({
      subject: 'Your ticket',
      text: ['Booking reference: NJ-88213', 'Sat 12 Jun 2027', 'NJ 466', 'From: Wien Hbf 19:40', 'To: Zürich HB 06:15'].join('\n'),
    });
    expect(event?.journey).toEqual({
      mode: 'train',
      number: 'NJ 466',
      from: { place: 'Wien Hbf', code: null, timeZone: 'Europe/Vienna', time: instant('2027-06-12T19:40:00+02:00') },
      to: { place: 'Zürich HB', code: null, timeZone: 'Europe/Zurich', time: instant('2027-06-13T06:15:00+02:00') },
    });
  });
});

describe('readJourney', () => {
  const good: Journey = {
    mode: 'train',
    number: 'ICE 14',
    from: { place: 'Köln Hbf', code: null, timeZone: 'Europe/Berlin', time: '2027-06-05T08:43:00.000Z' },
    to: { place: 'Bruxelles-Midi', code: null, timeZone: 'Europe/Brussels', time: null },
  };

  it('reads a stored journey back as it was written', () => {
    expect(readJourney(JSON.stringify(good))).toEqual(good);
    expect(readJourney(good)).toEqual(good);
  });

  it('is no journey when the JSON is broken, not an object, or lacks a mode or an end\'s place', () => {
    for (const raw of [null, undefined, '', '{"mode":', 'null', '42', '[]', JSON.stringify([good])]) expect(readJourney(raw)).toBeNull();
    expect(readJourney({ ...good, mode: 'rocket' })).toBeNull();
    expect(readJourney({ ...good, to: undefined })).toBeNull();
    expect(readJourney({ ...good, from: { ...good.from, place: '   ' } })).toBeNull();
    expect(readJourney({ ...good, from: 'Köln Hbf' })).toBeNull();
  });

  it('drops a malformed part instead of the journey: a bad code, a time that is no date, text past its length', () => {
    const odd = readJourney({
      ...good,
      number: 7,
      from: { place: `  ${'K'.repeat(300)}  `, code: 'lis; drop', timeZone: 5, time: 'yesterday' },
    });
    expect(odd).toEqual({ ...good, number: null, from: { place: 'K'.repeat(200), code: null, timeZone: null, time: null } });
    expect(readJourney({ ...good, to: { ...good.to, time: '2027-06-05T12:35:00+02:00' } })?.to.time).toBe('2027-06-05T10:35:00.000Z');
  });
});

describe('storing', () => {
  let handle: DatabaseHandle;
  const userId = crypto.randomUUID();
  const journey = (time: string | null): Journey => ({ ...structuredClone(leg), to: { ...leg.to, time } });
  const leg: Journey = {
    mode: 'flight',
    number: 'TP203',
    from: { place: 'Lisbon (LIS)', code: 'LIS', timeZone: 'Europe/Lisbon', time: '2027-06-01T21:40:00.000Z' },
    to: { place: 'New York JFK (JFK)', code: 'JFK', timeZone: 'America/New_York', time: '2027-06-02T05:05:00.000Z' },
  };
  const event = (overrides: Partial<ExtractedEvent>): ExtractedEvent => ({
    title: 'Flight TP203 Lisbon → New York', description: null, start: new Date('2027-06-01T21:40:00Z'), timeZone: 'Europe/Lisbon',
    location: 'Lisbon (LIS)', latitude: null, longitude: null, eventType: 'flight', reservationKey: 'flight:TPX1:TP203:2027-06-01',
    privateNotes: null, needsReview: false, cancelled: false, journey: leg, ...overrides,
  });
  const stored = async () => {
    const rows = await handle.db.select().from(unclaimedEvents).where(eq(unclaimedEvents.userId, userId));
    expect(rows).toHaveLength(1);
    return toUnclaimedEventView(rows[0]!).journey;
  };

  beforeAll(async () => {
    handle = await tempDatabase();
    await handle.write((db) => db.insert(users).values({ id: userId, email: 'journeys@example.com' }));
  });
  afterAll(() => handle.client.close());

  it('writes the journey, replaces it with a re-sent one, keeps it when an update or a cancellation brings none or another', async () => {
    await storeExtractedEvents(handle, userId, [event({})], null);
    expect(await stored()).toEqual(leg);
    // A delayed arrival, re-sent under the same booking: the new journey replaces the old.
    await storeExtractedEvents(handle, userId, [event({ journey: journey('2027-06-02T06:30:00.000Z') })], null);
    expect((await stored())?.to.time).toBe('2027-06-02T06:30:00.000Z');
    await storeExtractedEvents(handle, userId, [event({ journey: null })], null);
    expect((await stored())?.to.time).toBe('2027-06-02T06:30:00.000Z');
    await storeExtractedEvents(handle, userId, [event({ cancelled: true, journey: journey(null) })], null);
    expect((await stored())?.to.time).toBe('2027-06-02T06:30:00.000Z');
  });
});
