/**
 * The plain-text booking reader: flights, trains, coaches and hotel stays written in English,
 * German, French and Spanish, and the messages it must leave to the fallback (adverts, notes,
 * bookings it cannot read with certainty).
 */
import { describe, expect, it } from 'vitest';
import { extractEvents } from '../../src/server/inbound/extract';
import { htmlToText } from '../../src/server/inbound/html-text';
import { datesIn, timesIn } from '../../src/server/inbound/text/text-dates';
import { eventsOfText } from '../../src/server/inbound/text/text-bookings';
import type { EmailContent } from '../../src/server/inbound/types';

const read = (subject: string, text: string) => eventsOfText({ subject, text });
const iso = (d: Date | null) => d?.toISOString() ?? null;
const email = (subject: string, text: string): EmailContent => ({
  subject, text, date: null, from: null, html: null, calendars: [], messageId: '<t1@example.com>',
});

describe('dates and times', () => {
  it('reads the date formats of the four languages', () => {
    const one = (line: string, language: 'en' | 'de' | 'fr' | 'es' = 'en') => datesIn(line, language).map((d) => [d.year, d.month, d.day]);
    expect(one('Sat, 12 December 2026')).toEqual([[2026, 12, 12]]);
    expect(one('12 Dec 2026')).toEqual([[2026, 12, 12]]);
    expect(one('December 3, 2026')).toEqual([[2026, 12, 3]]);
    expect(one('Sa., 3. Dez. 2026', 'de')).toEqual([[2026, 12, 3]]);
    expect(one('03.12.2026', 'de')).toEqual([[2026, 12, 3]]);
    expect(one('1er décembre 2026', 'fr')).toEqual([[2026, 12, 1]]);
    expect(one('3 févr. 2027', 'fr')).toEqual([[2027, 2, 3]]);
    expect(one('3 de diciembre de 2026', 'es')).toEqual([[2026, 12, 3]]);
    expect(one('03/12/2026', 'es')).toEqual([[2026, 12, 3]]);
    expect(one('2026-12-03')).toEqual([[2026, 12, 3]]);
  });

  it('reads an English slash date only when it cannot be read two ways', () => {
    expect(datesIn('25/12/2026', 'en').map((d) => d.day)).toEqual([25]);
    expect(datesIn('12/25/2026', 'en').map((d) => d.day)).toEqual([25]);
    expect(datesIn('04/05/2026', 'en')).toEqual([]);
    expect(datesIn('31 Feb 2026', 'en')).toEqual([]);
  });

  it('places a date without a year after the sending date, and checks its weekday', () => {
    const sent = new Date('2026-11-20T10:00:00Z');
    const one = (line: string, language: 'en' | 'de' | 'fr' | 'es' = 'en', when: Date | null = sent) =>
      datesIn(line, language, when).map((d) => [d.year, d.month, d.day]);
    expect(one('Sat, 12 Dec · 07:05')).toEqual([[2026, 12, 12]]);
    expect(one('Sat, Jan 9')).toEqual([[2027, 1, 9]]);
    expect(one('Sa., 9. Jan.', 'de')).toEqual([[2027, 1, 9]]);
    expect(one('mer. 3 mars', 'fr')).toEqual([[2027, 3, 3]]);
    expect(one('Fri, 12 Dec')).toEqual([]);
    expect(one('Sat, 12 Dec', 'en', null)).toEqual([]);
    expect(one('12DEC26')).toEqual([[2026, 12, 12]]);
    expect(one('Sun, 12 Dec 27', 'en', null)).toEqual([[2027, 12, 12]]);
    expect(one('Sat, 12 Dec 10:05')).toEqual([[2026, 12, 12]]);
    expect(one('3 nights, 1 set of towels')).toEqual([]);
  });

  it('reads the time formats and skips durations', () => {
    const clock = (line: string) => timesIn(line).map((t) => `${t.hour}:${t.minute}`);
    expect(clock('07:05')).toEqual(['7:5']);
    expect(clock('7:05 PM')).toEqual(['19:5']);
    expect(clock('12:30 a.m.')).toEqual(['0:30']);
    expect(clock('à 07h05')).toEqual(['7:5']);
    expect(clock('um 7.05 Uhr')).toEqual(['7:5']);
    expect(clock('ab 15 Uhr')).toEqual(['15:0']);
    expect(clock('from 3 PM')).toEqual(['15:0']);
    expect(clock('Duration 2h05min')).toEqual([]);
    expect(clock('12.12.2026')).toEqual([]);
    expect(clock('25:10')).toEqual([]);
  });
});

describe('flights', () => {
  it('reads an outbound and a return, each in its departure airport zone', () => {
    const events = read('Your booking confirmation', [
      'Booking reference: X7K2LM',
      'Passenger: Jane Doe',
      '',
      'Outbound: Sat, 12 Dec 2026',
      'LH 1234 Frankfurt (FRA) 07:05 → Lisbon (LIS) 09:10',
      '',
      'Return: Sun, 20 Dec 2026',
      'LH 1235 Lisbon (LIS) 10:00 → Frankfurt (FRA) 13:55',
    ].join('\n'));
    expect(events.map((e) => [e.title, iso(e.start), e.timeZone, e.reservationKey])).toEqual([
      ['Flight LH1234 FRA → LIS', '2026-12-12T06:05:00.000Z', 'Europe/Berlin', 'flight:X7K2LM:LH1234:2026-12-12'],
      ['Flight LH1235 LIS → FRA', '2026-12-20T10:00:00.000Z', 'Europe/Lisbon', 'flight:X7K2LM:LH1235:2026-12-20'],
    ]);
    expect(events[0]?.description).toContain('(LIS), 2026-12-12 09:10 (Europe/Lisbon)');
    expect(events[0]?.privateNotes).toBe('Reservation number: X7K2LM\nBooked for: Jane Doe');
    expect(events.every((e) => e.eventType === 'flight' && !e.needsReview && !e.cancelled)).toBe(true);
  });

  it('reads a labelled block in German with the arrival the next day', () => {
    const [event, ...rest] = read('Ihre Buchungsbestätigung', [
      'Buchungsnummer: 4711ABC',
      'Flug: BA117',
      'Datum: Sa., 12. Dez. 2026',
      'Abflug: London Heathrow (LHR) 21:20',
      'Ankunft: New York (JFK) 00:10 +1',
    ].join('\n'));
    expect(rest).toEqual([]);
    expect(event?.title).toBe('Flight BA117 LHR → JFK');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T21:20:00.000Z');
    expect(event?.description).toContain('2026-12-13 00:10 (America/New_York)');
    expect(event?.reservationKey).toBe('flight:4711ABC:BA117:2026-12-12');
  });

  it('reads From/To lines with a numeric date and keys by title without a reference', () => {
    const [event] = read('Your flight is confirmed', [
      'Flight U2 8341',
      'From: London Gatwick (LGW) To: Lisbon (LIS)',
      'Departs: 12/12/2026 07:05',
      'Arrives: 12/12/2026 09:50',
    ].join('\n'));
    expect(event?.title).toBe('Flight U28341 LGW → LIS');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T07:05:00.000Z');
    expect(event?.reservationKey).toBe('flight::U28341:2026-12-12:Flight U28341 LGW → LIS');
  });

  it('reads a French itinerary with a connection as two legs', () => {
    const events = read('Confirmation de votre réservation', [
      'Référence de réservation : K9PQ2T',
      'Vol AF 1234 - 3 mars 2027',
      'Départ : Lyon (LYS) 06h50',
      'Arrivée : Paris (CDG) 08h00',
      'Vol AF 0084 - 3 mars 2027',
      'Départ : Paris (CDG) 10h30',
      'Arrivée : San Francisco (SFO) 12h55',
    ].join('\n'));
    expect(events.map((e) => [e.title, iso(e.start), e.timeZone])).toEqual([
      ['Flight AF1234 LYS → CDG', '2027-03-03T05:50:00.000Z', 'Europe/Paris'],
      ['Flight AF0084 CDG → SFO', '2027-03-03T09:30:00.000Z', 'Europe/Paris'],
    ]);
    expect(events[1]?.description).toContain('2027-03-03 12:55 (America/Los_Angeles)');
  });

  it('reads a Spanish confirmation with 12-hour times and a code pair', () => {
    const [event] = read('Confirmación de reserva', [
      'Localizador: ZX81QA',
      'Vuelo IB 3166 · 12 de diciembre de 2026',
      'MAD → BCN 7:05 PM - 8:25 PM',
    ].join('\n'));
    expect(event?.title).toBe('Flight IB3166 MAD → BCN');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T18:05:00.000Z');
    expect(event?.reservationKey).toBe('flight:ZX81QA:IB3166:2026-12-12');
  });

  it('finds the reference after a bare "Confirmation #" and French cancellation wording', () => {
    const [event] = read('Vol annulé', [
      'Confirmation #: GHJ7K2',
      'Votre réservation annulée.',
      'AF 1234 Lyon (LYS) -> Paris (CDG), 3 mars 2027, 06h50',
    ].join('\n'));
    expect(event?.reservationKey).toBe('flight:GHJ7K2:AF1234:2027-03-03');
    expect(event?.cancelled).toBe(true);
  });

  it('marks a cancelled flight so it updates the same row', () => {
    const [event] = read('Your booking has been cancelled', [
      'Booking reference: X7K2LM',
      'LH 1234 12 Dec 2026 Frankfurt (FRA) 07:05 → Lisbon (LIS) 09:10',
    ].join('\n'));
    expect(event?.cancelled).toBe(true);
    expect(event?.reservationKey).toBe('flight:X7K2LM:LH1234:2026-12-12');
  });

  it('ignores boarding times and booking dates', () => {
    const [event] = read('E-ticket confirmation', [
      'Booking date: 01 Nov 2026',
      'PNR: ABC123',
      'Flight: KL 1002',
      'Date: 12 Dec 2026',
      'Boarding: 06:25',
      'Departure: Amsterdam (AMS) 07:05',
      'Arrival: London Heathrow (LHR) 07:25',
    ].join('\n'));
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
    expect(event?.reservationKey).toBe('flight:ABC123:KL1002:2026-12-12');
  });

  it('counts a codeshare flight once', () => {
    const events = read('Booking confirmation', 'Booking reference: QW12ER\nLH 1234 operated by LX 5678\n12 Dec 2026 Zurich (ZRH) 07:05 → Frankfurt (FRA) 08:10');
    expect(events.map((e) => e.title)).toEqual(['Flight LH1234 ZRH → FRA']);
  });

  it('reads a long message quickly', () => {
    const filler = 'Lorem ipsum 12 dolor (ABC) sit 07 amet, LH 12 consectetur Dec 3 FRA - LIS 1:2\n'.repeat(1200);
    const started = performance.now();
    read('Booking confirmation', `${filler}Booking reference: X7K2LM`);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts a flight listed in a summary and in detail once', () => {
    const events = read('Booking confirmation', [
      'Booking reference: QW12ER',
      'Your trip: BA 117 LHR → JFK, 12 Dec 2026 11:20',
      '',
      'Flight BA 117',
      'Sat, 12 Dec 2026',
      'London Heathrow (LHR) 11:20',
      'New York (JFK) 14:10',
    ].join('\n'));
    expect(events.map((e) => e.title)).toEqual(['Flight BA117 LHR → JFK']);
  });
});

describe('flights in other shapes', () => {
  it('reads the rows of an HTML table once the HTML is text', () => {
    const html = `<table>
      <tr><th>Flight</th><th>Date</th><th>From</th><th>Departs</th><th>To</th><th>Arrives</th></tr>
      <tr><td>VY 8461</td><td>12/12/2026</td><td>BCN</td><td>07:05</td><td>LGW</td><td>08:40</td></tr>
      <tr><td>VY 8462</td><td>19/12/2026</td><td>LGW</td><td>09:25</td><td>BCN</td><td>12:50</td></tr>
    </table><p>Booking code: VY77QP</p>`;
    const events = read('Confirmación de tu reserva', htmlToText(html));
    expect(events.map((e) => [e.title, iso(e.start)])).toEqual([
      ['Flight VY8461 BCN → LGW', '2026-12-12T06:05:00.000Z'],
      ['Flight VY8462 LGW → BCN', '2026-12-19T09:25:00.000Z'],
    ]);
  });

  it('reads a quoted forward and ignores time-zone abbreviations and airport check-in', () => {
    const [event, ...rest] = read('Fwd: Your e-ticket', [
      '> Booking reference: LQ4T7Z',
      '> Flight: EI 155 (operated by Aer Lingus)',
      '> Date: 12 December 2026',
      '> Check-in closes 12 Dec 2026 06:25',
      '> Departure: 07:05 (GMT) Dublin (DUB)',
      '> Arrival: 08:30 (GMT) London Heathrow (LHR)',
    ].join('\n'));
    expect(rest).toEqual([]);
    expect(event?.title).toBe('Flight EI155 DUB → LHR');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T07:05:00.000Z');
    expect(event?.timeZone).toBe('Europe/Dublin');
  });

  it('reads a flight named by its number alone, once, also when its airline code is given too', () => {
    const events = read('Your flight confirmation', 'Confirmation #: K7TQ2P\n\nFlight 2210\nDenver (DEN) 8:45 AM → Seattle (SEA) 10:50 AM\nTue, Mar 9, 2027');
    expect(events.map((e) => [e.title, iso(e.start), e.timeZone, e.reservationKey])).toEqual([
      ['Flight 2210 DEN → SEA', '2027-03-09T15:45:00.000Z', 'America/Denver', 'flight:K7TQ2P:2210:2027-03-09'],
    ]);
    const both = read('Your flight confirmation', 'Confirmation #: K7TQ2P\nFlight 2210 (AS2210)\nDenver (DEN) 8:45 AM → Seattle (SEA) 10:50 AM\nTue, Mar 9, 2027');
    expect(both.map((e) => e.title)).toEqual(['Flight AS2210 DEN → SEA']);
  });

  it('does not take a baggage allowance for a flight number', () => {
    const events = read('Confirmation', 'Booking reference: K7TQ2P\nLH 1234 · 12 Dec 2026\nBaggage: one bag per flight 23 kg\nFrankfurt (FRA) 07:05 → Lisbon (LIS) 09:10');
    expect(events.map((e) => e.title)).toEqual(['Flight LH1234 FRA → LIS']);
  });
});

describe('dates without a year', () => {
  const sent = new Date('2026-11-20T10:00:00Z');
  const lines = ['Booking reference: X7K2LM', 'Sat, 12 Dec', 'LH 1234 Frankfurt (FRA) 07:05 → Lisbon (LIS) 09:10'];

  it('reads them in the year after the message was sent', () => {
    const [event] = eventsOfText({ subject: 'Your booking confirmation', text: lines.join('\n'), date: sent });
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
  });

  it('leaves them to review when the weekday disagrees or the sending date is unknown', () => {
    expect(eventsOfText({ subject: 'Your booking confirmation', text: lines.join('\n').replace('Sat', 'Sun'), date: sent })).toEqual([]);
    expect(eventsOfText({ subject: 'Your booking confirmation', text: lines.join('\n'), date: null })).toEqual([]);
  });
});

describe('airline and hotel shapes', () => {
  it('reads an itinerary with Depart/Arrive lines and a two-digit year', () => {
    const [event] = read('Travel Itinerary', [
      'Reservation: R9ZK2P',
      'Status: Confirmed',
      'Dublin - Barcelona El Prat',
      'FR 1234',
      'Sat, 12 Dec 26',
      'Depart DUB 06:25',
      'Arrive BCN 10:05',
      'Terms & Conditions apply. Baggage fees from €25.',
    ].join('\n'));
    expect([event?.title, iso(event?.start ?? null), event?.reservationKey]).toEqual(['Flight FR1234 DUB → BCN', '2026-12-12T06:25:00.000Z', 'flight:R9ZK2P:FR1234:2026-12-12']);
  });

  it('reads a stay whose address line has no label', () => {
    const events = read('Booking confirmation', [
      'Confirmation number: 4128837561',
      'Hotel Casa Gràcia',
      'Passeig de Gràcia 116, 08008 Barcelona, Spain',
      'Check-in Thursday, June 10, 2027 (15:00 - 23:00)',
      'Check-out Sunday, June 13, 2027 (until 11:00)',
      'Free cancellation until June 8, 2027 23:59',
    ].join('\n'));
    expect(events.map((e) => [e.title, iso(e.start), e.timeZone, e.cancelled])).toEqual([
      ['Check-in: Hotel Casa Gràcia', '2027-06-10T13:00:00.000Z', 'Europe/Madrid', false],
      ['Check-out: Hotel Casa Gràcia', '2027-06-13T09:00:00.000Z', 'Europe/Madrid', false],
    ]);
  });

  it('gives nothing for a receipt or a gate change without the whole flight', () => {
    expect(read('Your receipt', 'Order number: AB12345\nFlight LH 1234 FRA-LIS on 12 Dec 2026: €189.00\nTaxes and fees: €40.00')).toEqual([]);
    expect(read('Gate change', 'Booking reference: X7K2LM\nFlight LH 1234 now departs from gate B22 at 07:30 on 12 Dec 2026. Terminal 2. Seat 12A.')).toEqual([]);
  });

  it('gives nothing for a fare advert in German', () => {
    expect(read('Winterangebote', 'Frankfurt (FRA) → Lissabon (LIS) ab 89 €\nLH 1166 täglich um 07:05\nJetzt buchen für Reisen ab 12.12.2026.')).toEqual([]);
  });
});

describe('flights it leaves to review', () => {
  it('gives nothing for a flight without a time', () => {
    expect(read('Booking confirmation', 'Booking reference: X7K2LM\nLH 1234 Frankfurt (FRA) → Lisbon (LIS), 12 Dec 2026')).toEqual([]);
  });

  it('gives nothing when one of two legs cannot be read', () => {
    expect(read('Booking confirmation', [
      'Booking reference: X7K2LM',
      'LH 1234 12 Dec 2026 Frankfurt (FRA) 07:05 → Lisbon (LIS) 09:10',
      'LH 1235 Lisbon (LIS) → Frankfurt (FRA), return date to be confirmed',
    ].join('\n'))).toEqual([]);
  });

  it('gives nothing for an English date that reads two ways', () => {
    expect(read('Booking confirmation', 'Booking reference: X7K2LM\nFlight BA 117\n04/05/2027\nLondon (LHR) 11:20 → New York (JFK) 14:10')).toEqual([]);
  });

  it('gives nothing for codes that are no airports', () => {
    expect(read('Booking confirmation', 'Booking reference: X7K2LM\nFlight LH 1234 (QQQ) 07:05 → (ZZZ) 09:10 on 12 Dec 2026')).toEqual([]);
  });

  it('gives nothing for a newsletter with flight deals', () => {
    expect(read('Winter deals to Lisbon', [
      'Book now: FRA → LIS from €49, 12 Dec 2026 07:05',
      'LH 1234 Frankfurt (FRA) → Lisbon (LIS) - fares from €49',
      'Discover our offers. Unsubscribe',
    ].join('\n'))).toEqual([]);
  });

  it('gives nothing for legs in a message that confirms nothing', () => {
    expect(read('Timetable change ideas', 'LH 1234 12 Dec 2026 Frankfurt (FRA) 07:05 → Lisbon (LIS) 09:10')).toEqual([]);
  });
});

describe('trains and coaches', () => {
  it('reads a French TGV with stations after the times', () => {
    const [event] = read('Confirmation de réservation', [
      'Référence : QWERTY',
      'Train : TGV INOUI 6203',
      'Départ : 12/12/2026 à 07h05 - Paris Gare de Lyon',
      'Arrivée : 12/12/2026 à 10h21 - Marseille Saint-Charles',
    ].join('\n'));
    expect(event?.title).toBe('Train TGV INOUI 6203 Paris Gare de Lyon → Marseille Saint-Charles');
    expect(event?.location).toBe('Paris Gare de Lyon');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
    expect(event?.timeZone).toBe('Europe/Paris');
    expect(event?.reservationKey).toBe('train:QWERTY:TGV INOUI 6203:2026-12-12');
    expect(event?.eventType).toBe('train');
  });

  it('reads a German ICE with Von/Nach lines', () => {
    const [event] = read('Ihre Fahrkarte', [
      'Auftragsnummer: 123456789012',
      'Hinfahrt am 12.12.2026',
      'ICE 597',
      'Von: Frankfurt(Main)Hbf ab 07:05 Gleis 7',
      'Nach: München Hbf an 10:12',
    ].join('\n'));
    expect(event?.title).toBe('Train ICE 597 Frankfurt(Main)Hbf → München Hbf');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
    expect(event?.timeZone).toBe('Europe/Berlin');
    expect(event?.description).toContain('10:12');
  });

  it('reads a Spanish AVE with Origen/Destino', () => {
    const [event] = read('Confirmación de compra', [
      'Localizador: 4XK9PZ',
      'Tren: AVE 03071 - Fecha: 12/12/2026',
      'Origen: Madrid-Puerta de Atocha 07:05',
      'Destino: Barcelona-Sants 09:35',
    ].join('\n'));
    expect(event?.title).toBe('Train AVE 03071 Madrid-Puerta de Atocha → Barcelona-Sants');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
    expect(event?.reservationKey).toBe('train:4XK9PZ:AVE 03071:2026-12-12');
  });

  it('reads a timetable line with ab/an parts, keyed like the schema.org reader', () => {
    const [event] = read('Ihre Buchungsbestätigung (Auftrag QX7M2L)', 'Hinfahrt am 03.06.2027\nab 09:34 Berlin Hbf, an 13:38 München Hbf, ICE 599');
    expect(event?.title).toBe('Train ICE 599 Berlin Hbf → München Hbf');
    expect(iso(event?.start ?? null)).toBe('2027-06-03T07:34:00.000Z');
    expect(event?.reservationKey).toBe('train:QX7M2L:ICE 599:2027-06-03');
  });

  it('reads a train on one line with an arrow and German times', () => {
    const [event] = read('Ihre Buchungsbestätigung', 'Auftragsnummer: 5566778899\nSa., 12.12.2026\nICE 597 Frankfurt(Main)Hbf 7.05 Uhr → München Hbf 10.12 Uhr');
    expect(event?.title).toBe('Train ICE 597 Frankfurt(Main)Hbf → München Hbf');
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
  });

  it('reads a Eurostar in the zone of its departure station', () => {
    const [event] = read('Your Eurostar booking confirmation', [
      'Booking reference: EZXQ12',
      'Eurostar 9014 · Sat 12 Dec 2026',
      'London St Pancras Int\'l → Paris Gare du Nord',
      'Departs 08:01, arrives 11:20',
    ].join('\n'));
    expect(event?.title).toBe('Train Eurostar 9014 London St Pancras Int\'l → Paris Gare du Nord');
    expect(event).toMatchObject({ timeZone: 'Europe/London', needsReview: false });
    expect(iso(event?.start ?? null)).toBe('2026-12-12T08:01:00.000Z');
  });

  it('reads a FlixBus as a bus in its stop zone, and for review when the stop names no known place', () => {
    const [event] = read('Booking confirmation', [
      'Booking number: 3001234567',
      'FlixBus N123 - 12 Dec 2026',
      'From: Berlin Alexanderplatz 07:05',
      'To: Praha UAN Florenc 11:35',
    ].join('\n'));
    expect(event?.eventType).toBe('bus');
    expect(event?.title).toBe('Bus FlixBus N123 Berlin Alexanderplatz → Praha UAN Florenc');
    expect(event).toMatchObject({ timeZone: 'Europe/Berlin', needsReview: false });
    expect(iso(event?.start ?? null)).toBe('2026-12-12T06:05:00.000Z');
    const [unknown] = read('Booking confirmation', 'Booking number: 3001234567\nFlixBus N123 - 12 Dec 2026\nFrom: Kreuzung Nord 07:05\nTo: Raststätte Süd 11:35');
    expect(unknown).toMatchObject({ timeZone: null, needsReview: true });
    expect(unknown?.description).toContain('did not say which time zone');
  });

  it('reads a coach ticket with no number from its Abfahrt/Ankunft lines, with its line number', () => {
    const [event, ...rest] = read('Deine Fernbus-Buchung', [
      'Buchungsnummer: 4471 2290',
      'Reisedatum: 14.01.2027',
      'Abfahrt 06:40  München ZOB (Hackerbrücke)',
      'Ankunft 10:55  Nürnberg ZOB',
      'Linie 087',
    ].join('\n'));
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ eventType: 'bus', title: 'Bus 087 München ZOB (Hackerbrücke) → Nürnberg ZOB', timeZone: 'Europe/Berlin', needsReview: false });
    expect(iso(event?.start ?? null)).toBe('2027-01-14T05:40:00.000Z');
    expect(event?.reservationKey).toBe('bus:4471 2290:087:2027-01-14');
  });

  it('reads an overnight coach whose arrival is marked as the next day', () => {
    const [event] = read('Your coach ticket', 'Booking reference: CX-301\nFri 8 Jan 2027\nDeparts 22:15  Manchester Shudehill\nArrives 06:05 (+1 day)  London Victoria Coach Station');
    expect(event).toMatchObject({ eventType: 'bus', title: 'Bus Manchester Shudehill → London Victoria Coach Station', timeZone: 'Europe/London' });
    expect(iso(event?.start ?? null)).toBe('2027-01-08T22:15:00.000Z');
  });

  it('takes no departure line for a coach when the message speaks of no coach or names a flight', () => {
    expect(read('Your transfer', 'Booking reference: CX-301\nFri 8 Jan 2027\nDeparts 22:15  Manchester Shudehill\nArrives 23:05  Manchester Airport')).toEqual([]);
    const withFlight = read('Your trip with airport bus', 'Booking reference: CX-301\nFlight BA 1234 Fri 8 Jan 2027 MAN 07:00 → LHR 08:00\nBus: Departs 05:15  Manchester Shudehill\nArrives 05:45  Manchester Airport');
    expect(withFlight.map((e) => e.eventType)).toEqual(['flight']);
  });

  it('reads a train named by its number alone, in the zone of its departure station', () => {
    const [event] = read('Your trip confirmation', 'Reservation number: 7Q2K11\nMonday, November 8, 2027\nTrain 171  Boston South Station 6:30 AM → New York Penn Station 10:35 AM');
    expect(event).toMatchObject({ eventType: 'train', title: 'Train 171 Boston South Station → New York Penn Station', timeZone: 'America/New_York', needsReview: false });
    expect(iso(event?.start ?? null)).toBe('2027-11-08T11:30:00.000Z');
  });

  it('takes the one day a message names for a leg whose lines give none', () => {
    const [event] = read('Votre voyage', 'Votre voyage du 12 mars 2027 est confirmé.\n\nAller : TGV n° 6871\nLyon Part-Dieu 17h04 → Paris Gare de Lyon 19h00\n\nRéférence : QX7M2L');
    expect(event).toMatchObject({ title: 'Train TGV 6871 Lyon Part-Dieu → Paris Gare de Lyon', timeZone: 'Europe/Paris' });
    expect(iso(event?.start ?? null)).toBe('2027-03-12T16:04:00.000Z');
    // Two days named and none on the leg's lines: which one is not guessed.
    expect(read('Votre voyage', 'Votre voyage du 12 mars 2027 au 14 mars 2027 est confirmé.\n\nAller : TGV n° 6871\nLyon Part-Dieu 17h04 → Paris Gare de Lyon 19h00\n\nRéférence : QX7M2L')).toEqual([]);
  });

  it('marks a cancelled German train (storniert)', () => {
    const [event] = read('Ihre Buchung wurde storniert', [
      'Buchungsnummer: 998877',
      'ICE 597 am 12.12.2026',
      'Von: Frankfurt(Main)Hbf 07:05',
      'Nach: München Hbf 10:12',
    ].join('\n'));
    expect(event?.cancelled).toBe(true);
  });

  it('gives nothing for a train without a departure time', () => {
    expect(read('Ihre Fahrkarte', 'Buchungsnummer: 998877\nICE 597 am 12.12.2026\nVon: Frankfurt(Main)Hbf\nNach: München Hbf')).toEqual([]);
  });
});

describe('hotels', () => {
  it('reads an English stay with times, in the address zone', () => {
    const events = read('Booking confirmed', [
      'Confirmation number: 998877',
      'Hotel: Hotel Bairro Alto',
      'Address: Praça Luís de Camões 2, 1200-243 Lisboa, Portugal',
      'Check-in: Sat, 12 Dec 2026 (from 15:00)',
      'Check-out: Tue, 15 Dec 2026 (until 11:00)',
      'Guest name: Jane Doe',
    ].join('\n'));
    expect(events.map((e) => [e.title, iso(e.start), e.timeZone, e.reservationKey])).toEqual([
      ['Check-in: Hotel Bairro Alto', '2026-12-12T15:00:00.000Z', 'Europe/Lisbon', 'lodging:998877:checkin'],
      ['Check-out: Hotel Bairro Alto', '2026-12-15T11:00:00.000Z', 'Europe/Lisbon', 'lodging:998877:checkout'],
    ]);
    expect(events[0]?.location).toBe('Hotel Bairro Alto, Praça Luís de Camões 2, 1200-243 Lisboa, Portugal');
    expect(events[0]?.privateNotes).toContain('Booked for: Jane Doe');
  });

  it('reads a German stay with Anreise/Abreise and separate times', () => {
    const events = read('Buchungsbestätigung', [
      'Buchungsnummer: 55512',
      'Unterkunft: Hotel Adler',
      'Adresse: Marktplatz 1, 79098 Freiburg, Deutschland',
      'Anreise: Fr., 4. Juni 2027',
      'Abreise: So., 6. Juni 2027',
      'Check-in ab 14 Uhr',
      'Check-out bis 10:30 Uhr',
    ].join('\n'));
    expect(events.map((e) => iso(e.start))).toEqual(['2027-06-04T12:00:00.000Z', '2027-06-06T08:30:00.000Z']);
  });

  it('reads a French stay and says when the time is the usual one', () => {
    const events = read('Confirmation de réservation', [
      'Numéro de réservation : 2027-7788',
      'Hôtel : Hôtel des Arts',
      'Adresse : 5 rue Tholozé, 75018 Paris, France',
      'Arrivée : 3 mars 2027',
      'Départ : 5 mars 2027',
    ].join('\n'));
    expect(events.map((e) => iso(e.start))).toEqual(['2027-03-03T14:00:00.000Z', '2027-03-05T10:00:00.000Z']);
    expect(events[0]?.description).toContain('the time is the usual one');
    expect(events[0]?.reservationKey).toBe('lodging:2027-7788:checkin');
  });

  it('reads a Spanish stay (Entrada/Salida) and a cancellation', () => {
    const events = read('Tu reserva ha sido cancelada', [
      'Código de reserva: HX4411',
      'Alojamiento: Hostal Sol',
      'Dirección: Calle Mayor 3, 28013 Madrid, España',
      'Entrada: 12/12/2026 a partir de las 14:00',
      'Salida: 14/12/2026',
    ].join('\n'));
    expect(events.map((e) => [iso(e.start), e.cancelled])).toEqual([['2026-12-12T13:00:00.000Z', true], ['2026-12-14T10:00:00.000Z', true]]);
  });

  it('marks a stay with no address country for review', () => {
    const events = read('Booking confirmed', 'Booking reference: 123456\nHotel: Sea View Inn\nCheck-in: 12 Dec 2026\nCheck-out: 14 Dec 2026');
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.needsReview && e.timeZone === null)).toBe(true);
  });

  it('does not take free cancellation for a cancellation', () => {
    const events = read('Booking confirmed', [
      'Booking reference: 123456',
      'Hotel: Hotel Bairro Alto',
      'Address: Rua Garrett 1, Lisbon, Portugal',
      'Check-in: 12 Dec 2026',
      'Check-out: 14 Dec 2026',
      'Free cancellation until 10 Dec 2026.',
    ].join('\n'));
    expect(events.every((e) => !e.cancelled)).toBe(true);
  });

  it('gives nothing for half a stay or a check-out before the check-in', () => {
    expect(read('Booking', 'Booking reference: 123456\nHotel: X Hotel\nCheck-in: 12 Dec 2026')).toEqual([]);
    expect(read('Booking', 'Booking reference: 123456\nCheck-in: 14 Dec 2026\nCheck-out: 12 Dec 2026')).toEqual([]);
  });

  it('reads a header row of check-in and check-out, and the name from the prose', () => {
    const events = read('Your stay at Hotel Adler is confirmed', [
      'Reservation number: 7781',
      'Check-in Check-out',
      '12 Dec 2026 14 Dec 2026',
      '2 nights, 1 room',
      'Address: Marktplatz 1, 79098 Freiburg, Germany',
    ].join('\n'));
    expect(events.map((e) => [e.title, iso(e.start)])).toEqual([
      ['Check-in: Hotel Adler', '2026-12-12T14:00:00.000Z'],
      ['Check-out: Hotel Adler', '2026-12-14T10:00:00.000Z'],
    ]);
  });

  it('reads the hotel name and address from the prose, wrapped over lines, in the address zone', () => {
    const events = read('Reservierungsbestätigung', [
      'Guten Tag,',
      'wir freuen uns auf Ihren Aufenthalt in der Pension Alpenrose,',
      'Dorfstraße 12, 6020 Innsbruck.',
      '',
      'Buchungsnummer: AR-5521',
      'Anreise: 10.08.2027 ab 15:00 Uhr',
      'Abreise: 12.08.2027 bis 10:00 Uhr',
    ].join('\n'));
    expect(events.map((e) => [e.title, iso(e.start), e.timeZone, e.needsReview])).toEqual([
      ['Check-in: Pension Alpenrose', '2027-08-10T13:00:00.000Z', 'Europe/Vienna', false],
      ['Check-out: Pension Alpenrose', '2027-08-12T08:00:00.000Z', 'Europe/Vienna', false],
    ]);
    expect(events[0]?.location).toBe('Pension Alpenrose, Dorfstraße 12, 6020 Innsbruck');
  });

  it('keeps a name with "du" or "The" in it, up to the address, and stops the address at the prose', () => {
    const fr = read('Votre séjour', "Merci pour votre réservation à l'Hôtel du Vieux Port, 4 quai du Port, 13002 Marseille, à bientôt !\nRéférence : VP-3310\nArrivée : 02/05/2027\nDépart : 04/05/2027");
    expect(fr.map((e) => [e.title, e.location, e.timeZone])[0]).toEqual(['Check-in: Hôtel du Vieux Port', 'Hôtel du Vieux Port, 4 quai du Port, 13002 Marseille', 'Europe/Paris']);
    const en = read('Your booking', 'Thanks for choosing The Old Mill, 3 Water Lane, Cardiff CF10 1AA.\nBooking reference: OM-77\nCheck-in: 2 May 2027\nCheck-out: 4 May 2027');
    expect(en.map((e) => [e.title, e.timeZone])[0]).toEqual(['Check-in: The Old Mill', 'Europe/London']);
  });

  it('marks a stay whose address names no known place for review and says so, never reading it in the default zone silently', () => {
    const events = read('Your booking', 'Thank you for choosing The Nook, 4 Mill Lane, Smallbridge Hollow.\nBooking reference: NK-12\nCheck-in: 2 May 2027\nCheck-out: 4 May 2027');
    expect(events.map((e) => [e.title, e.timeZone, e.needsReview])).toEqual([['Check-in: The Nook', null, true], ['Check-out: The Nook', null, true]]);
    expect(events[0]?.description).toContain('did not say which time zone');
  });

  it('does not take a lower-case phrase for the hotel name', () => {
    const events = read('Your booking', 'Thank you for your stay at our hotel, 4 Mill Lane, Bath.\nBooking reference: NK-12\nCheck-in: 2 May 2027\nCheck-out: 4 May 2027');
    expect(events[0]?.title).toBe('Check-in: Accommodation');
  });

  it('takes Arrival and Departure for a stay only when the message is about one', () => {
    expect(read('Booking confirmed', 'Booking reference: 123456\nArrival: 12 Dec 2026\nDeparture: 14 Dec 2026\nTour: Old town walk')).toEqual([]);
    expect(read('Booking confirmed', 'Booking reference: 123456\nArrival: 12 Dec 2026\nDeparture: 14 Dec 2026\nRoom: Double, 2 guests')).toHaveLength(2);
  });

  it('reads a flight and a hotel of one package, without taking the flight for the stay', () => {
    const events = read('Your package booking confirmation', [
      'Booking reference: PK7788',
      'Flight BA 500 · 12 Dec 2026',
      'Departure: London Heathrow (LHR) 08:00',
      'Arrival: Lisbon (LIS) 10:45',
      '',
      'Hotel: Hotel Bairro Alto',
      'Address: Rua Garrett 1, Lisbon, Portugal',
      'Check-in: 12 Dec 2026',
      'Check-out: 15 Dec 2026',
    ].join('\n'));
    expect(events.map((e) => e.reservationKey)).toEqual(['flight:PK7788:BA500:2026-12-12', 'lodging:PK7788:checkin', 'lodging:PK7788:checkout']);
  });
});

describe('in the extraction pipeline', () => {
  it('runs after iCalendar and before the fallback', async () => {
    const events = await extractEvents(email('Booking confirmation', 'Booking reference: X7K2LM\nLH 1234 12 Dec 2026 Frankfurt (FRA) 07:05 → Lisbon (LIS) 09:10'));
    expect(events.map((e) => [e.title, e.needsReview])).toEqual([['Flight LH1234 FRA → LIS', false]]);
  });

  it('leaves a dated message without a booking to the fallback', async () => {
    const events = await extractEvents(email('Dinner', 'Dinner at our place on 12 December 2026 at 7:30 PM. Bring a dessert!'));
    expect(events.map((e) => [e.title, e.eventType, e.needsReview])).toEqual([['Dinner', 'other', true]]);
  });

  it('leaves an unsure booking to the fallback', async () => {
    const events = await extractEvents(email('Booking confirmation', 'Booking reference: X7K2LM\nLH 1234 Frankfurt (FRA) → Lisbon (LIS), 12 Dec 2026'));
    expect(events.map((e) => [e.eventType, e.needsReview, e.reservationKey])).toEqual([['other', true, 'email:t1@example.com']]);
  });
});
