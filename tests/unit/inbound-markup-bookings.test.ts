/**
 * Microdata as templates write it, what counts as a booking (and what is only a form or an
 * offer), multi-leg reservations, and the zone a floating time is read in.
 */
import { describe, expect, it } from 'vitest';
import { extractStructuredEvents } from '../../src/server/inbound/extract';
import { readStructuredData } from '../../src/server/inbound/html-structured-data';
import type { EmailContent } from '../../src/server/inbound/types';

function eventsOf(html: string) {
  const content: EmailContent = { subject: 'Booking', date: null, from: null, text: '', html, calendars: [], messageId: null };
  return extractStructuredEvents(content);
}

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replaceAll('</', '<\\/')}</script>`;
const S = 'http://schema.org/';

describe('microdata', () => {
  it('keeps the parts of an item written in a <p> inside it, as its author nested them', () => {
    const html = `<p itemscope itemtype="${S}FoodEstablishmentReservation">Your table
      <div itemprop="reservationFor" itemscope itemtype="${S}FoodEstablishment"><span itemprop="name">Chez Paul</span></div>
      <meta itemprop="reservationNumber" content="P1"><meta itemprop="startTime" content="2027-05-22T20:00:00+02:00"></p>`;
    const [item] = readStructuredData(html);
    expect(item).toMatchObject({ reservationNumber: 'P1', startTime: '2027-05-22T20:00:00+02:00', reservationFor: { name: 'Chez Paul' } });
    expect(eventsOf(html).map((e) => e.title)).toEqual(['Reservation at Chez Paul']);
  });

  it('keeps a block item inside a <p> item, but ends the paragraph where the author started a new one', () => {
    const html = `<div><p itemscope itemtype="${S}Event"><span itemprop="name">Opening</span><table><tr><td><meta itemprop="startDate" content="2027-06-01T19:00:00+01:00"></td></tr></table>
      <p itemscope itemtype="${S}Event"><span itemprop="name">Closing</span><meta itemprop="startDate" content="2027-06-09T19:00:00+01:00"></div>`;
    const items = readStructuredData(html);
    expect(items).toEqual([
      { '@type': `${S}Event`, name: 'Opening', startDate: '2027-06-01T19:00:00+01:00' },
      { '@type': `${S}Event`, name: 'Closing', startDate: '2027-06-09T19:00:00+01:00' },
    ]);
  });

  it('nests an item in a <p> inside a <div> item as a browser does', () => {
    const html = `<div itemscope itemtype="${S}EventReservation"><p>Ticket for <div itemprop="reservationFor" itemscope itemtype="${S}Event">
      <span itemprop="name">Quartet</span><time itemprop="startDate" datetime="2027-02-01T20:00:00-05:00">Feb 1</time></div></p>
      <meta itemprop="reservationNumber" content="Q1"></div>`;
    expect(readStructuredData(html)).toEqual([
      { '@type': `${S}EventReservation`, reservationFor: { '@type': `${S}Event`, name: 'Quartet', startDate: '2027-02-01T20:00:00-05:00' }, reservationNumber: 'Q1' },
    ]);
  });

  it('reads microdata inline in running text', () => {
    const html = `<p itemscope itemtype="${S}TrainReservation">Booking <b itemprop="reservationNumber">TR9</b>: train
      <span itemprop="reservationFor" itemscope itemtype="${S}TrainTrip"><span itemprop="trainNumber">IC 2021</span> from
      <span itemprop="departureStation" itemscope itemtype="${S}TrainStation"><span itemprop="name">Köln Hbf</span><span itemprop="address" itemscope itemtype="${S}PostalAddress"><meta itemprop="addressCountry" content="DE"></span></span>
      at <time itemprop="departureTime" datetime="2027-06-03T08:15">8:15</time></span>.</p>`;
    const [event] = eventsOf(html);
    expect(event).toMatchObject({ title: 'Train IC 2021 Köln Hbf', reservationKey: 'train:TR9:IC 2021:2027-06-03', timeZone: 'Europe/Berlin', needsReview: false });
    expect(event?.start?.toISOString()).toBe('2027-06-03T06:15:00.000Z');
  });

  it('reads nested itemprop objects several levels deep', () => {
    const html = `<div itemscope itemtype="${S}LodgingReservation"><meta itemprop="reservationNumber" content="H7">
      <div itemprop="reservationFor" itemscope itemtype="${S}Hotel"><span itemprop="name">Hotel Aurora</span>
        <div itemprop="address" itemscope itemtype="${S}PostalAddress"><span itemprop="addressLocality">Oslo</span><span itemprop="addressCountry">Norway</span></div></div>
      <time itemprop="checkinTime" datetime="2027-08-01T15:00">1 Aug</time></div>`;
    const [checkin] = eventsOf(html);
    expect(checkin).toMatchObject({ title: 'Check-in: Hotel Aurora', timeZone: 'Europe/Oslo', needsReview: false });
    expect(checkin?.start?.toISOString()).toBe('2027-08-01T13:00:00.000Z');
  });

  it('reads a station or pick-up place given only by its name in the zone the name tells', () => {
    const train = { '@type': 'TrainTrip', trainNumber: 'ICE 14', departureStation: { '@type': 'TrainStation', name: 'Köln Hbf' }, arrivalStation: { name: 'Bruxelles-Midi' }, departureTime: '2027-06-05T10:43' };
    const [leg] = eventsOf(jsonLd({ '@type': 'TrainReservation', reservationNumber: 'T7', reservationFor: train }));
    expect(leg).toMatchObject({ timeZone: 'Europe/Berlin', needsReview: false });
    expect(leg?.start?.toISOString()).toBe('2027-06-05T08:43:00.000Z');
    const taxi = { '@type': 'TaxiReservation', reservationNumber: 'X1', pickupTime: '2027-10-03T05:45', pickupLocation: { name: 'Hotel Seeblick, Seestrasse 4, Zürich' }, reservationFor: { '@type': 'TaxiService', provider: { name: 'Limmat Limousines' } } };
    const [ride] = eventsOf(jsonLd(taxi));
    expect(ride).toMatchObject({ timeZone: 'Europe/Zurich', needsReview: false });
    expect(ride?.start?.toISOString()).toBe('2027-10-03T03:45:00.000Z');
  });

  it('leaves a place whose name tells no zone for review', () => {
    const train = { '@type': 'TrainTrip', trainNumber: 'R 3', departureStation: { name: 'Central Station' }, arrivalStation: { name: 'Harbour' }, departureTime: '2027-06-05T10:43' };
    const [leg] = eventsOf(jsonLd({ '@type': 'TrainReservation', reservationNumber: 'T8', reservationFor: train }));
    expect(leg).toMatchObject({ timeZone: null, needsReview: true });
  });

  it('takes content, datetime, href, src and value attributes as the values', () => {
    const html = `<div itemscope itemtype="${S}Thing"><span itemprop="a" content="from content">text</span>
      <span itemprop="b" datetime="2027-01-02T03:04">Jan 2</span><time itemprop="c" datetime="2027-01-02">Saturday</time><time itemprop="d">2027-01-03</time>
      <link itemprop="url" href="https://example.com/b"><a itemprop="e" href="https://example.com/x">Visible name</a><a itemprop="url" href="https://example.com/y">site</a>
      <img itemprop="image" src="https://example.com/i.png"><data itemprop="f" value="42">forty-two</data><meta itemprop="g" content=""></div>`;
    expect(readStructuredData(html)[0]).toEqual({
      '@type': `${S}Thing`, a: 'from content', b: '2027-01-02T03:04', c: '2027-01-02', d: '2027-01-03',
      url: ['https://example.com/b', 'https://example.com/y'], e: 'Visible name', image: 'https://example.com/i.png', f: '42', g: '',
    });
  });

  it('follows itemref and reads an itemtype whose itemscope was left out', () => {
    const html = `<div itemscope itemtype="${S}FoodEstablishmentReservation" itemref="when"><meta itemprop="reservationNumber" content="F2">
      <div itemprop="reservationFor" itemtype="${S}Restaurant"><span itemprop="name">Osteria</span></div></div>
      <p id="when"><meta itemprop="startTime" content="2027-04-04T13:00:00+02:00"></p>`;
    expect(readStructuredData(html)[0]).toMatchObject({ reservationNumber: 'F2', startTime: '2027-04-04T13:00:00+02:00', reservationFor: { name: 'Osteria' } });
    expect(eventsOf(html).map((e) => e.title)).toEqual(['Reservation at Osteria']);
  });

  it('ends a <p> item left open at its parent\'s end or at the end of the message', () => {
    const html = `<div><p itemscope itemtype="${S}Event"><span itemprop="name">A</span><div><meta itemprop="startDate" content="2027-06-01"></div></div>
      <span itemprop="name">outside</span><p itemscope itemtype="${S}Event"><span itemprop="name">B</span><div><meta itemprop="startDate" content="2027-06-02"></div>`;
    expect(readStructuredData(html)).toEqual([
      { '@type': `${S}Event`, name: 'A', startDate: '2027-06-01' },
      { '@type': `${S}Event`, name: 'B', startDate: '2027-06-02' },
    ]);
  });

  it('lets a <p> that is not an item end where a browser ends it', () => {
    const html = `<div itemscope itemtype="${S}Thing"><p itemprop="name">Hotel<div itemprop="telephone">123</div></p></div>`;
    expect(readStructuredData(html)).toEqual([{ '@type': `${S}Thing`, name: 'Hotel', telephone: '123' }]);
  });

  it('lists an item nested without itemprop as an item of its own', () => {
    const html = `<div itemscope itemtype="${S}EmailMessage"><meta itemprop="description" content="Your booking">
      <div itemscope itemtype="${S}FoodEstablishmentReservation"><meta itemprop="startTime" content="2027-04-04T13:00:00+02:00">
      <div itemprop="reservationFor" itemscope itemtype="${S}Restaurant"><meta itemprop="name" content="Trattoria"></div></div></div>`;
    expect(readStructuredData(html).map((i) => i['@type'])).toEqual([`${S}EmailMessage`, `${S}FoodEstablishmentReservation`]);
    expect(eventsOf(html).map((e) => e.title)).toEqual(['Reservation at Trattoria']);
  });
});

const flight = (number: string, from: string, to: string, departure: string, arrival: string) => ({
  '@type': 'Flight',
  flightNumber: number,
  airline: { '@type': 'Airline', name: 'Example Air', iataCode: 'EX' },
  departureAirport: { '@type': 'Airport', iataCode: from },
  arrivalAirport: { '@type': 'Airport', iataCode: to },
  departureTime: departure,
  arrivalTime: arrival,
});

describe('what counts as a booking', () => {
  it.each([
    ['FlightReservation', { reservationFor: flight('1', 'LHR', 'CDG', '2027-03-01T08:00', '2027-03-01T10:15') }, 'flight'],
    ['TrainReservation', { reservationFor: { '@type': 'TrainTrip', trainNumber: 'ICE 1', departureStation: 'Berlin Hbf', departureTime: '2027-03-01T08:00:00+01:00' } }, 'train'],
    ['BusReservation', { reservationFor: { '@type': 'BusTrip', busNumber: 'N1', departureBusStop: 'Lyon Perrache', departureTime: '2027-03-01T08:00:00+01:00' } }, 'bus'],
    ['BoatReservation', { reservationFor: { '@type': 'BoatTrip', name: 'Ferry', departureBoatTerminal: 'Piraeus', departureTime: '2027-03-01T08:00:00+02:00' } }, 'boat'],
    ['LodgingReservation', { checkinTime: '2027-03-01T15:00:00+01:00', reservationFor: { '@type': 'Hotel', name: 'Inn' } }, 'lodging'],
    ['FoodEstablishmentReservation', { startTime: '2027-03-01T20:00:00+01:00', reservationFor: { '@type': 'Restaurant', name: 'Bistro' } }, 'restaurant'],
    ['EventReservation', { reservationFor: { '@type': 'MusicEvent', name: 'Gig', startDate: '2027-03-01T20:00:00+01:00' } }, 'event'],
    ['RentalCarReservation', { pickupTime: '2027-03-01T09:00:00+01:00', pickupLocation: { name: 'Desk' }, reservationFor: { '@type': 'Car', name: 'Compact' } }, 'car'],
    ['TaxiReservation', { pickupTime: '2027-03-01T09:00:00+01:00', pickupLocation: { name: 'Hotel lobby' } }, 'taxi'],
  ])('reads a %s', (type, fields, eventType) => {
    const events = eventsOf(jsonLd({ '@context': 'https://schema.org', '@type': type, reservationNumber: 'N1', ...fields }));
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]?.eventType).toBe(eventType);
    expect(events[0]?.start).not.toBeNull();
  });

  it('reads a plain Reservation by what it is for', () => {
    const events = eventsOf(jsonLd({ '@type': 'Reservation', reservationNumber: 'G1', reservationFor: flight('9', 'AMS', 'OSL', '2027-03-01T08:00', '2027-03-01T10:00') }));
    expect(events.map((e) => [e.eventType, e.title])).toEqual([['flight', 'Flight EX9 AMS → OSL']]);
  });

  it('reads a bare Event with a start date, cancelled when its status says so', () => {
    const events = eventsOf(jsonLd([
      { '@type': 'TheaterEvent', name: 'Hamlet', startDate: '2027-09-10T19:30:00+01:00', location: { '@type': 'Place', name: 'Globe' } },
      { '@type': 'Event', name: 'Talk', startDate: '2027-09-11T10:00:00+01:00', eventStatus: 'https://schema.org/EventCancelled' },
    ]));
    expect(events.map((e) => [e.title, e.eventType, e.cancelled])).toEqual([['Hamlet', 'event', false], ['Talk', 'event', true]]);
  });

  it('does not read a bare Event without a real start date', () => {
    expect(eventsOf(jsonLd({ '@type': 'Event', name: 'Someday', startDate: 'TBA' }))).toEqual([]);
    expect(eventsOf(jsonLd({ '@type': 'Event', name: 'Undated' }))).toEqual([]);
  });

  it('does not read events listed by a venue or a sale as bookings', () => {
    const venue = { '@type': 'Place', name: 'Arena', event: { '@type': 'Event', name: 'Next week', startDate: '2027-09-10T19:30:00+01:00' } };
    const sale = { '@type': 'SaleEvent', name: 'Black Friday', startDate: '2027-11-26T00:00:00Z' };
    expect(eventsOf(jsonLd([venue, sale]))).toEqual([]);
  });

  it('reads no event from a ReserveAction, its result or a potentialAction', () => {
    const lodging = { '@type': 'LodgingReservation', checkinTime: '2027-03-01T15:00:00+01:00', reservationFor: { '@type': 'Hotel', name: 'Template Inn' } };
    const hotel = { '@type': 'Hotel', name: 'Seaside', potentialAction: { '@type': 'ReserveAction', result: lodging } };
    const action = { '@type': 'ReserveAction', target: 'https://example.com/book', result: lodging };
    const wrapped = { '@type': 'EmailMessage', potentialAction: [lodging] };
    expect(eventsOf(jsonLd([hotel, action, wrapped]))).toEqual([]);
  });

  it('reads no event from a Product, a Place or an Offer alone', () => {
    const product = { '@type': 'Product', name: 'City pass', offers: { '@type': 'Offer', price: '30', validFrom: '2027-03-01T00:00:00Z' } };
    const place = { '@type': 'Restaurant', name: 'Bistro', address: { addressLocality: 'Lyon', addressCountry: 'FR' } };
    const offer = { '@type': 'Offer', itemOffered: { '@type': 'EventReservation', reservationFor: { '@type': 'Event', name: 'Gig', startDate: '2027-03-01T20:00:00Z' } } };
    expect(eventsOf(jsonLd([product, place, offer]))).toEqual([]);
  });

  it('reads no event from a reservation that says neither when nor what', () => {
    expect(eventsOf(jsonLd({ '@type': 'FlightReservation', reservationNumber: 'EMPTY' }))).toEqual([]);
  });

  it('reads the reservations of a ReservationPackage', () => {
    const pkg = { '@type': 'ReservationPackage', reservationNumber: 'PK1', subReservation: [
      { '@type': 'LodgingReservation', reservationNumber: 'PK1', checkinTime: '2027-03-01T15:00:00+01:00', reservationFor: { '@type': 'Hotel', name: 'Pkg Hotel' } },
      { '@type': 'FoodEstablishmentReservation', reservationNumber: 'PK1', startTime: '2027-03-01T20:00:00+01:00', reservationFor: { '@type': 'Restaurant', name: 'Pkg Dinner' } },
    ] };
    expect(eventsOf(jsonLd(pkg)).map((e) => e.title)).toEqual(['Check-in: Pkg Hotel', 'Reservation at Pkg Dinner']);
  });

  it('does not list the event of a reservation a second time as a bare event', () => {
    const gig = { '@type': 'MusicEvent', name: 'Gig', startDate: '2027-03-01T20:00:00+01:00' };
    const events = eventsOf(jsonLd([{ '@type': 'EventReservation', reservationNumber: 'G7', reservationFor: gig }, gig]));
    expect(events.map((e) => e.reservationKey)).toEqual(['event:G7:2027-03-01']);
  });

  it('keeps a taxi booking whose time is missing, for review', () => {
    const [taxi] = eventsOf(jsonLd({ '@type': 'TaxiReservation', reservationNumber: 'TX1', pickupLocation: { name: 'Hotel lobby' } }));
    expect(taxi).toMatchObject({ title: 'Taxi pick-up', start: null, needsReview: true, location: 'Hotel lobby' });
  });

  it('still reads a booking in an Order next to its offers', () => {
    const order = { '@type': 'Order', acceptedOffer: { '@type': 'Offer', price: '10' }, orderedItem: { '@type': 'FoodEstablishmentReservation', startTime: '2027-03-01T20:00:00+01:00', reservationFor: { '@type': 'Restaurant', name: 'Ordered' } } };
    expect(eventsOf(jsonLd(order)).map((e) => e.title)).toEqual(['Reservation at Ordered']);
  });
});

describe('multi-leg reservations', () => {
  it('gives one event per flight of a reservationFor list, each with its own key', () => {
    const events = eventsOf(jsonLd({
      '@type': 'FlightReservation', reservationNumber: 'ML1',
      reservationFor: [flight('10', 'LHR', 'FRA', '2027-03-01T07:00', '2027-03-01T09:40'), flight('20', 'FRA', 'NRT', '2027-03-01T11:30', '2027-03-02T06:45')],
    }));
    expect(events.map((e) => e.reservationKey)).toEqual(['flight:ML1:EX10:2027-03-01', 'flight:ML1:EX20:2027-03-01']);
  });

  it('keeps number-less train legs of one day apart by their stations', () => {
    const leg = (from: string, time: string) => ({ '@type': 'TrainTrip', departureStation: { name: from, address: { addressLocality: from, addressCountry: 'CH' } }, departureTime: time });
    const events = eventsOf(jsonLd({ '@type': 'TrainReservation', reservationNumber: 'T2', reservationFor: [leg('Zürich', '2027-03-01T08:00'), leg('Chur', '2027-03-01T10:00')] }));
    expect(events.map((e) => e.reservationKey)).toEqual(['train:T2:Zürich:2027-03-01', 'train:T2:Chur:2027-03-01']);
    expect(events.map((e) => e.start?.toISOString())).toEqual(['2027-03-01T07:00:00.000Z', '2027-03-01T09:00:00.000Z']);
  });

  it('lists a leg the markup repeats once', () => {
    const leg = flight('10', 'LHR', 'FRA', '2027-03-01T07:00', '2027-03-01T09:40');
    const events = eventsOf(jsonLd({ '@type': 'FlightReservation', reservationNumber: 'ML2', reservationFor: [leg, leg] }));
    expect(events.map((e) => e.reservationKey)).toEqual(['flight:ML2:EX10:2027-03-01']);
  });

  it('keeps two events of one evening in one reservation apart', () => {
    const event = (name: string, time: string) => ({ '@type': 'Event', name, startDate: time });
    const events = eventsOf(jsonLd({ '@type': 'EventReservation', reservationNumber: 'E2', reservationFor: [event('Early show', '2027-03-01T18:00:00Z'), event('Late show', '2027-03-01T21:00:00Z')] }));
    expect(events.map((e) => e.reservationKey)).toEqual(['event:E2:2027-03-01', 'event:E2:2027-03-01:2']);
  });
});

describe('the zone of a floating time', () => {
  it('reads a flight in its departure airport zone and its arrival in the arrival zone', () => {
    const [event] = eventsOf(jsonLd({ '@type': 'FlightReservation', reservationNumber: 'Z1', reservationFor: flight('7', 'SFO', 'NRT', '2027-03-14T11:05', '2027-03-15T14:25') }));
    expect(event).toMatchObject({ timeZone: 'America/Los_Angeles', needsReview: false, location: 'San Francisco International Airport (SFO)' });
    expect(event?.start?.toISOString()).toBe('2027-03-14T18:05:00.000Z');
    expect(event?.description).toContain('Arrives at Narita International Airport (NRT), 2027-03-15 14:25 (Asia/Tokyo).');
  });

  it('reads airports given as bare IATA codes', () => {
    const bare = { ...flight('8', 'LHR', 'JFK', '2027-07-01T10:00', '2027-07-01T13:00'), departureAirport: 'LHR', arrivalAirport: 'jfk' };
    const [event] = eventsOf(jsonLd({ '@type': 'FlightReservation', reservationNumber: 'Z2', reservationFor: bare }));
    expect(event).toMatchObject({ timeZone: 'Europe/London', location: 'London Heathrow Airport (LHR)' });
    expect(event?.start?.toISOString()).toBe('2027-07-01T09:00:00.000Z');
    expect(event?.description).toContain('2027-07-01 13:00 (America/New_York)');
  });

  it('prefers a zone the email states over the airport table', () => {
    const stated = { ...flight('9', 'LHR', 'JFK', '2027-07-01T10:00', '2027-07-01T13:00'), departureAirport: { iataCode: 'LHR', timeZone: 'Europe/Dublin' } };
    const [event] = eventsOf(jsonLd({ '@type': 'FlightReservation', reservationNumber: 'Z3', reservationFor: stated }));
    expect(event?.timeZone).toBe('Europe/Dublin');
  });

  it('marks a flight from an unknown airport code for review instead of guessing', () => {
    const [event] = eventsOf(jsonLd({ '@type': 'FlightReservation', reservationNumber: 'Z4', reservationFor: flight('1', 'XXX', 'LHR', '2027-07-01T10:00', '2027-07-01T13:00') }));
    expect(event).toMatchObject({ timeZone: null, needsReview: true });
  });

  it('reads a bus in its stop zone and a ferry in its terminal zone', () => {
    const [bus] = eventsOf(jsonLd({ '@type': 'BusReservation', reservationNumber: 'B1', reservationFor: { '@type': 'BusTrip', busNumber: 'N5', departureBusStop: { name: 'Lisboa Oriente', address: { addressCountry: 'PT' } }, departureTime: '2027-07-01T10:00' } }));
    expect(bus?.start?.toISOString()).toBe('2027-07-01T09:00:00.000Z');
    const [boat] = eventsOf(jsonLd({ '@type': 'BoatReservation', reservationNumber: 'F1', reservationFor: { '@type': 'BoatTrip', name: 'Delos', departureBoatTerminal: { name: 'Piraeus', address: 'Akti Miaouli 10, Piraeus, Greece' }, departureTime: '2027-07-01T07:30' } }));
    expect(boat).toMatchObject({ timeZone: 'Europe/Athens', needsReview: false });
    expect(boat?.start?.toISOString()).toBe('2027-07-01T04:30:00.000Z');
  });

  it('reads a hotel check-in date in its address zone at the usual hour', () => {
    const [checkin] = eventsOf(jsonLd({ '@type': 'LodgingReservation', reservationNumber: 'L1', checkinDate: '01-08-2027', reservationFor: { '@type': 'Hotel', name: 'Roma Inn', address: { addressLocality: 'Rome', addressCountry: 'IT' } } }));
    expect(checkin).toMatchObject({ timeZone: 'Europe/Rome', needsReview: false });
    expect(checkin?.start?.toISOString()).toBe('2027-08-01T13:00:00.000Z');
  });
});

describe('hostile microdata', () => {
  it('reads an item repeating one property tens of thousands of times in linear time', () => {
    const html = `<p itemscope itemtype="${S}Thing">${'<div itemprop="a">1</div>'.repeat(30_000)}</p>`;
    const started = performance.now();
    const [item] = readStructuredData(html);
    expect(performance.now() - started).toBeLessThan(3000);
    expect((item?.['a'] as unknown[]).length).toBe(30_000);
  });

  it('follows only so many itemrefs in one message', () => {
    const items = Array.from({ length: 200 }, () => `<div itemscope itemtype="${S}Thing" itemref="shared"></div>`).join('');
    const found = readStructuredData(`${items}<p id="shared"><meta itemprop="name" content="Shared"></p>`);
    expect(found).toHaveLength(200);
    expect(found.filter((i) => i['name'] === 'Shared')).toHaveLength(50);
  });
});
