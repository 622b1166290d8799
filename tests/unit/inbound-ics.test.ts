/**
 * iCalendar invites, one rule per test, each with a minimal calendar written here: dates, zones
 * (IANA, Windows, VTIMEZONE rules, floating times placed by LOCATION), types, journey legs,
 * cancellations and recurring invites.
 */
import { describe, expect, it } from 'vitest';
import { eventsOfCalendar } from '@/server/inbound/ics-events';
import { isKnownTimeZone } from '@/server/inbound/place-time-zone';
import { CITIES, COUNTRY_ZONES, REGION_ZONES } from '@/server/inbound/place-names';
import { WINDOWS_ZONES, zoneOfWindowsName } from '@/server/inbound/windows-zones';

const calendar = (lines: string[], head: string[] = ['METHOD:REQUEST']) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...head, ...lines, 'END:VCALENDAR'].join('\r\n');
const vevent = (lines: string[], summary = 'Tour') => ['BEGIN:VEVENT', 'UID:u-1@example.com', `SUMMARY:${summary}`, ...lines, 'END:VEVENT'];
const one = (lines: string[], summary?: string, head?: string[]) => {
  const events = eventsOfCalendar(calendar(vevent(lines, summary), head));
  expect(events).toHaveLength(1);
  return events[0]!;
};

describe('all-day dates', () => {
  it('stay dates: midnight of that date where unclaimed events are shown, whatever the TZID or place', () => {
    for (const line of ['DTSTART;VALUE=DATE:20270612', 'DTSTART:20270612', 'DTSTART;VALUE=DATE;TZID=Asia/Tokyo:20270612']) {
      const event = one([line, 'LOCATION:Shinjuku, Tokyo, Japan']);
      expect(event.start?.toISOString()).toBe('2027-06-12T04:00:00.000Z');
      expect(event.timeZone).toBeNull();
      expect(event.needsReview).toBe(false);
      expect(event.description).toContain('All day on 2027-06-12.');
    }
  });

  it('say when a stay ends and when several days end', () => {
    const stay = one(['DTSTART;VALUE=DATE:20270612', 'DTEND;VALUE=DATE:20270615'], 'Hotel Adlon');
    expect(stay.eventType).toBe('lodging');
    expect(stay.description).toContain('Check-out 2027-06-15.');
    const festival = one(['DTSTART;VALUE=DATE:20270612', 'DTEND;VALUE=DATE:20270615'], 'Festival');
    expect(festival.description).toContain('Until 2027-06-14.');
    const single = one(['DTSTART;VALUE=DATE:20270612', 'DTEND;VALUE=DATE:20270613'], 'Festival');
    expect(single.description).not.toContain('Until');
  });
});

describe('zones', () => {
  it('reads a floating time in the zone of the LOCATION', () => {
    const event = one(['DTSTART:20270710T090000', 'LOCATION:Kurfürstenstraße 62\\, 10785 Berlin\\, Deutschland']);
    expect(event.start?.toISOString()).toBe('2027-07-10T07:00:00.000Z');
    expect(event.timeZone).toBe('Europe/Berlin');
    expect(event.needsReview).toBe(false);
  });

  it('reads a floating time at an airport in the airport zone', () => {
    const event = one(['DTSTART:20270110T090000', 'LOCATION:Denver International Airport (DEN)']);
    expect(event.start?.toISOString()).toBe('2027-01-10T16:00:00.000Z');
    expect(event.timeZone).toBe('America/Denver');
  });

  it("reads a floating flight in its summary's departure airport zone", () => {
    const event = one(['DTSTART:20270110T070500'], 'LH 123 FRA 07:05 → LIS 09:10');
    expect(event.start?.toISOString()).toBe('2027-01-10T06:05:00.000Z');
    expect(event.eventType).toBe('flight');
    expect(event.description).toContain('Arrives at LIS 09:10.');
  });

  it("falls back to the calendar's X-WR-TIMEZONE", () => {
    const event = one(['DTSTART:20270110T090000'], 'Tour', ['X-WR-TIMEZONE:Asia/Tokyo']);
    expect(event.start?.toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(event.needsReview).toBe(false);
  });

  it('marks a floating time for review when the place says nothing', () => {
    const event = one(['DTSTART:20270110T090000', 'LOCATION:Meeting room 4']);
    expect(event.needsReview).toBe(true);
    expect(event.timeZone).toBeNull();
    expect(event.description).toContain('did not say which time zone');
  });

  it('gives a UTC time the zone of its place for display, without moving it', () => {
    const event = one(['DTSTART:20270110T090000Z', 'LOCATION:Tokyo, Japan']);
    expect(event.start?.toISOString()).toBe('2027-01-10T09:00:00.000Z');
    expect(event.timeZone).toBe('Asia/Tokyo');
  });

  it('understands Windows zone names', () => {
    const cases: [string, string, string][] = [
      ['Pacific Standard Time', '2027-07-10T16:00:00.000Z', 'America/Los_Angeles'],
      ['Tokyo Standard Time', '2027-07-10T00:00:00.000Z', 'Asia/Tokyo'],
      ['GMT Standard Time', '2027-07-10T08:00:00.000Z', 'Europe/London'],
      ['AUS Eastern Standard Time', '2027-07-09T23:00:00.000Z', 'Australia/Sydney'],
      ['E. South America Standard Time', '2027-07-10T12:00:00.000Z', 'America/Sao_Paulo'],
      ['india standard time', '2027-07-10T03:30:00.000Z', 'Asia/Kolkata'],
    ];
    for (const [tzid, start, zone] of cases) {
      const event = one([`DTSTART;TZID="${tzid}":20270710T090000`]);
      expect([event.start?.toISOString(), event.timeZone, event.needsReview]).toEqual([start, zone, false]);
    }
  });

  it('has a Windows table of zones this runtime knows, and place tables too', () => {
    expect(Object.keys(WINDOWS_ZONES).length).toBeGreaterThan(130);
    const zones = [
      ...Object.values(WINDOWS_ZONES),
      ...Object.values(COUNTRY_ZONES),
      ...Object.values(REGION_ZONES).flatMap((r) => Object.values(r)),
      ...[...CITIES.values()].flat().map((e) => e.zone),
    ];
    expect(zones.filter((z) => !isKnownTimeZone(z))).toEqual([]);
    expect(zoneOfWindowsName('Nowhere Standard Time')).toBeNull();
  });

  it('reads a custom TZID by the rules of its VTIMEZONE, summer and winter', () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE', 'TZID:My Office Zone',
      'BEGIN:STANDARD', 'DTSTART:16010101T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3', 'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const summer = eventsOfCalendar(calendar([...vtimezone, ...vevent(['DTSTART;TZID=My Office Zone:20270710T090000'])]))[0];
    expect(summer?.start?.toISOString()).toBe('2027-07-10T07:00:00.000Z');
    expect(summer?.needsReview).toBe(false);
    const winter = eventsOfCalendar(calendar([...vtimezone, ...vevent(['DTSTART;TZID=My Office Zone:20270110T090000'])]))[0];
    expect(winter?.start?.toISOString()).toBe('2027-01-10T08:00:00.000Z');
    // The last Sunday of March 2027 is the 28th: the day before is still winter time.
    const before = eventsOfCalendar(calendar([...vtimezone, ...vevent(['DTSTART;TZID=My Office Zone:20270327T090000'])]))[0];
    expect(before?.start?.toISOString()).toBe('2027-03-27T08:00:00.000Z');
  });

  it("names the zone of an Outlook display-name TZID from its cities, when the clock agrees", () => {
    const tzid = '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna';
    const vtimezone = ['BEGIN:VTIMEZONE', `TZID:${tzid}`, 'BEGIN:STANDARD', 'DTSTART:16010101T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10', 'END:STANDARD', 'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3', 'END:DAYLIGHT', 'END:VTIMEZONE'];
    const [event] = eventsOfCalendar(calendar([...vtimezone, ...vevent([`DTSTART;TZID="${tzid}":20270710T090000`])]));
    expect(event?.start?.toISOString()).toBe('2027-07-10T07:00:00.000Z');
    expect(event?.timeZone).toBe('Europe/Amsterdam');
  });

  it('trusts the invite definition over the name when they disagree, and shows no zone then', () => {
    const vtimezone = ['BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0300', 'TZOFFSETTO:+0300', 'END:STANDARD', 'END:VTIMEZONE'];
    const [event] = eventsOfCalendar(calendar([...vtimezone, ...vevent(['DTSTART;TZID=Europe/Paris:20270110T090000'])]));
    expect(event?.start?.toISOString()).toBe('2027-01-10T06:00:00.000Z');
    expect(event?.timeZone).toBeNull();
  });

  it('marks an unknown TZID without a definition for review, or places it by LOCATION', () => {
    expect(one(['DTSTART;TZID=Somewhere Odd:20270110T090000']).needsReview).toBe(true);
    const placed = one(['DTSTART;TZID=Somewhere Odd:20270110T090000', 'LOCATION:Lisboa\\, Portugal']);
    expect([placed.start?.toISOString(), placed.needsReview]).toEqual(['2027-01-10T09:00:00.000Z', false]);
  });
});

describe('event types', () => {
  const typeOf = (lines: string[], summary = 'Booking') => one(['DTSTART:20270110T090000Z', ...lines], summary).eventType;

  it('reads the summary in several languages', () => {
    expect(typeOf([], 'Flug nach Lissabon')).toBe('flight');
    expect(typeOf([], 'Vuelo IB 3170')).toBe('flight');
    expect(typeOf([], 'ICE 597 München – Berlin')).toBe('train');
    expect(typeOf([], 'Train to Paris')).toBe('train');
    expect(typeOf([], 'Hotel Adlon Kempinski')).toBe('lodging');
    expect(typeOf([], 'Séjour à Nice')).toBe('lodging');
    expect(typeOf([], 'Mietwagen Sixt')).toBe('car');
    expect(typeOf([], 'Dinner at Noma')).toBe('restaurant');
    expect(typeOf([], 'Cena en Botín')).toBe('restaurant');
    expect(typeOf([], 'FlixBus to Prague')).toBe('bus');
    expect(typeOf([], 'Ferry Piraeus – Naxos')).toBe('boat');
    expect(typeOf([], 'Airport transfer')).toBe('taxi');
  });

  it('reads a party size as a table booking, unless the summary names something else', () => {
    expect(typeOf([], 'Reservation at Kōgen – party of 2')).toBe('restaurant');
    expect(typeOf([], 'Réservation Chez Léon, table pour 4')).toBe('restaurant');
    expect(typeOf([], 'Bei Mario – 6 Gedecke')).toBe('restaurant');
    expect(typeOf([], 'Hotel Adlon – party of 2')).toBe('lodging');
    expect(typeOf([], 'Boat tour, party of 4')).toBe('boat');
    expect(typeOf([], 'Birthday party of the year')).toBe('event');
  });

  it('prefers X- properties and CATEGORIES to the summary', () => {
    expect(typeOf(['X-RESERVATION-TYPE:http://schema.org/FlightReservation'], 'Trip to Lisbon')).toBe('flight');
    expect(typeOf(['CATEGORIES:Travel,Train'], 'Trip to Lyon')).toBe('train');
    expect(typeOf(['CATEGORIES:Hotel'], 'Dinner plans')).toBe('lodging');
  });

  it('uses the location only for unmistakable places', () => {
    expect(typeOf(['LOCATION:Frankfurt Airport (FRA)'], 'Trip')).toBe('flight');
    expect(typeOf(['LOCATION:München Hbf'], 'Trip')).toBe('train');
    expect(typeOf(['LOCATION:Hotel Adlon\\, Berlin'], 'Trip')).toBe('lodging');
    expect(typeOf(['LOCATION:Tsukiji Station Exit 1'], 'Breakfast walk')).toBe('event');
  });

  it('is an event when nothing says more', () => {
    expect(typeOf([], 'Sunset sail')).toBe('event');
    expect(typeOf([], 'Team offsite')).toBe('event');
    // Capitals that look like a train category are not one without a number.
    expect(typeOf([], 'ICE hockey final')).toBe('event');
  });
});

describe('journeys listed in the description', () => {
  it('gives one flight per leg, each in its departure airport zone, with the arrival', () => {
    const events = eventsOfCalendar(calendar(vevent([
      'DTSTART:20270612T070500',
      'DESCRIPTION:Booking ABC123\\nLH 123 FRA 07:05 → LIS 09:10\\nTP 1234 LIS 18:00 → JFK 20:35',
    ], 'Trip to New York')));
    expect(events.map((e) => [e.title, e.start?.toISOString(), e.timeZone, e.eventType, e.reservationKey])).toEqual([
      ['Flight LH 123 FRA → LIS', '2027-06-12T05:05:00.000Z', 'Europe/Berlin', 'flight', 'ics:u-1@example.com'],
      ['Flight TP 1234 LIS → JFK', '2027-06-12T17:00:00.000Z', 'Europe/Lisbon', 'flight', 'ics:u-1@example.com:leg2'],
    ]);
    expect(events[1]?.description).toContain('Arrives at JFK, 2027-06-12 20:35 (America/New_York).');
    expect(events[0]?.privateNotes).toContain('Booking ABC123');
    expect(events.every((e) => !e.needsReview)).toBe(true);
  });

  it('gives one train per leg, rolling to the next day, stations placed by city', () => {
    const events = eventsOfCalendar(calendar(vevent([
      'DTSTART;TZID=Europe/Berlin:20270612T220000',
      'DESCRIPTION:NJ 470 München Hbf 22:00 – Zürich HB 06:10 +1\\nEC 151 Zürich HB 07:33 – Milano Centrale 10:50',
    ], 'Reise nach Mailand')));
    expect(events.map((e) => [e.title, e.start?.toISOString(), e.timeZone, e.eventType])).toEqual([
      ['NJ 470 München Hbf → Zürich HB', '2027-06-12T20:00:00.000Z', 'Europe/Berlin', 'train'],
      ['EC 151 Zürich HB → Milano Centrale', '2027-06-13T05:33:00.000Z', 'Europe/Zurich', 'train'],
    ]);
  });

  it('reads dates written on the lines', () => {
    const events = eventsOfCalendar(calendar(vevent([
      'DTSTART;TZID=Europe/Madrid:20270612T083000',
      'DESCRIPTION:12.06.2027 AVE 3063 Madrid Puerta de Atocha 08:30 - Barcelona Sants 11:20\\n2027-06-20 AVE 3112 Barcelona Sants 17:00 - Madrid Puerta de Atocha 19:30',
    ], 'Madrid – Barcelona')));
    expect(events.map((e) => e.start?.toISOString())).toEqual(['2027-06-12T06:30:00.000Z', '2027-06-20T15:00:00.000Z']);
  });

  it('reads legs written with departure and arrival words, in several languages', () => {
    const times = (description: string) =>
      eventsOfCalendar(calendar(vevent(['DTSTART;TZID=Europe/Berlin:20270917T081800', `DESCRIPTION:${description}`], 'Reise')))
        .map((e) => [e.title, e.start?.toISOString(), e.eventType]);
    expect(times('Auftrag 5520190\\nICE 101: ab Köln Hbf 08:18\\, an Frankfurt(Main)Hbf 09:22\\nICE 271: ab Frankfurt(Main)Hbf 09:50\\, an Basel SBB 12:51')).toEqual([
      ['ICE 101 Köln Hbf → Frankfurt(Main)Hbf', '2027-09-17T06:18:00.000Z', 'train'],
      ['ICE 271 Frankfurt(Main)Hbf → Basel SBB', '2027-09-17T07:50:00.000Z', 'train'],
    ]);
    expect(times('TGV 9577 : départ Paris Est 08:18\\, arrivée Stuttgart Hbf 11:08\\nICE 513 : départ 11:51 Stuttgart Hbf\\, arrivée 14:06 München Hbf').map((e) => e[1])).toEqual([
      '2027-09-17T06:18:00.000Z', '2027-09-17T09:51:00.000Z',
    ]);
    expect(times('AVE 3063: salida Zaragoza 08:18\\; llegada Barcelona Sants 09:50\\nAVE 3112: salida Barcelona Sants 12:00\\; llegada Girona 12:40').map((e) => e[1])).toEqual([
      '2027-09-17T06:18:00.000Z', '2027-09-17T10:00:00.000Z',
    ]);
    expect(times('LH 123: dep FRA 08:18, arr LIS 10:10\\nTP 1234: dep LIS 18:00, arr JFK 20:35').map((e) => e[0])).toEqual([
      'Flight LH 123 FRA → LIS', 'Flight TP 1234 LIS → JFK',
    ]);
    // Words without a service, or a service without times, are no legs.
    expect(times('Room 101: dep 08:18, arr 09:10\\nShuttle: ab Hotel 09:00\\, an Messe 09:30')).toHaveLength(1);
  });

  it('skips a numbered label before each leg, also when the description is folded mid-word', () => {
    const source = calendar(vevent([
      'DTSTART;TZID=Europe/Paris:20270702T075500',
      'DESCRIPTION:Booking PMK22Q\\n\\nLeg 1: TGV 9577 Paris Est 07:55 → Stuttgart',
      '  Hbf 11:08\\nLeg 2: ICE 513 Stuttgart Hbf 11:51 → München Hbf 14:06\\n\\nC',
      ' oach 14\\, seats 71-72',
    ], 'Train journey Paris → München'));
    expect(eventsOfCalendar(source).map((e) => [e.title, e.start?.toISOString(), e.timeZone])).toEqual([
      ['TGV 9577 Paris Est → Stuttgart Hbf', '2027-07-02T05:55:00.000Z', 'Europe/Paris'],
      ['ICE 513 Stuttgart Hbf → München Hbf', '2027-07-02T09:51:00.000Z', 'Europe/Berlin'],
    ]);
  });

  it('marks a leg from a station it cannot place, in an invite without a zone, for review', () => {
    const events = eventsOfCalendar(calendar(vevent([
      'DTSTART:20270612T080000',
      'DESCRIPTION:RE 1 Kleindorf 08:00 → Grossdorf 09:00\\nRE 2 Grossdorf 09:30 → Mitteldorf 10:00',
    ], 'Ausflug')));
    expect(events.map((e) => e.needsReview)).toEqual([true, true]);
  });

  it('keeps one event when the description lists one leg or none, and ignores look-alike lines', () => {
    const single = eventsOfCalendar(calendar(vevent(['DTSTART:20270612T070500Z', 'DESCRIPTION:LH 123 FRA 07:05 → LIS 09:10'], 'Trip')));
    expect(single).toHaveLength(1);
    expect(single[0]?.eventType).toBe('flight');
    const notLegs = eventsOfCalendar(calendar(vevent([
      'DTSTART:20270612T070500Z',
      'DESCRIPTION:Room 101 from 07:05 to 09:10\\nCall +49 30 1234 between 9:00 - 17:00\\nXX 99 ABC 07:05 → DEF 09:10',
    ], 'Workshop')));
    expect(notLegs.map((e) => e.title)).toEqual(['Workshop']);
  });
});

describe('cancellations', () => {
  const base = ['DTSTART:20270110T180000Z'];

  it('come from METHOD:CANCEL, STATUS:CANCELLED or a summary prefix, in several languages', () => {
    expect(one(base, 'Tour', ['METHOD:CANCEL']).cancelled).toBe(true);
    expect(one([...base, 'STATUS:CANCELLED']).cancelled).toBe(true);
    for (const prefix of ['Cancelled', 'Canceled', 'Abgesagt', 'Annulé', 'Cancelado']) {
      const event = one(base, `${prefix}: Sunset sail`);
      expect([event.cancelled, event.title]).toEqual([true, 'Sunset sail']);
    }
  });

  it('keep the key of the invite they cancel', () => {
    const invite = one(base, 'Dinner at Noma');
    const cancel = one(base, 'Canceled: Dinner at Noma', ['METHOD:CANCEL']);
    expect(cancel.reservationKey).toBe(invite.reservationKey);
    expect(cancel.eventType).toBe('restaurant');
  });

  it('are not read into an ordinary invite', () => {
    const event = one([...base, 'STATUS:CONFIRMED'], 'Cancellation policy briefing');
    expect(event.cancelled).toBe(false);
    expect(one(base, 'Tour: cancelled dates discussed').cancelled).toBe(false);
  });

  it('cancel every leg of a journey with the keys the journey had', () => {
    const lines = ['DTSTART:20270612T070500', 'DESCRIPTION:LH 123 FRA 07:05 → LIS 09:10\\nTP 1234 LIS 18:00 → JFK 20:35'];
    const booked = eventsOfCalendar(calendar(vevent(lines, 'Trip')));
    const cancelled = eventsOfCalendar(calendar(vevent([...lines, 'STATUS:CANCELLED'], 'Trip'), ['METHOD:CANCEL']));
    expect(cancelled.map((e) => e.reservationKey)).toEqual(booked.map((e) => e.reservationKey));
    expect(cancelled.every((e) => e.cancelled)).toBe(true);
  });
});

describe('recurring invites', () => {
  const starts = (lines: string[], head?: string[]) =>
    eventsOfCalendar(calendar(vevent(lines), head)).map((e) => e.start?.toISOString());

  it('expand daily with COUNT, keyed by occurrence', () => {
    const events = eventsOfCalendar(calendar(vevent(['DTSTART:20270610T070000Z', 'RRULE:FREQ=DAILY;COUNT=3'])));
    expect(events.map((e) => e.reservationKey)).toEqual([
      'ics:u-1@example.com:20270610T070000Z', 'ics:u-1@example.com:20270611T070000Z', 'ics:u-1@example.com:20270612T070000Z',
    ]);
  });

  it('keep the wall-clock time across a daylight-saving change', () => {
    expect(starts(['DTSTART;TZID=Europe/Berlin:20270322T090000', 'RRULE:FREQ=WEEKLY;COUNT=2'])).toEqual([
      '2027-03-22T08:00:00.000Z', '2027-03-29T07:00:00.000Z',
    ]);
  });

  it('honour EXDATE and UNTIL', () => {
    expect(starts([
      'DTSTART;TZID=Europe/Paris:20270601T100000', 'RRULE:FREQ=DAILY;UNTIL=20270604T235959Z', 'EXDATE;TZID=Europe/Paris:20270602T100000,20270603T100000',
    ])).toEqual(['2027-06-01T08:00:00.000Z', '2027-06-04T08:00:00.000Z']);
  });

  it('read weekly BYDAY and monthly ordinal BYDAY', () => {
    expect(starts(['DTSTART:20270607T180000Z', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4'])).toEqual([
      '2027-06-07T18:00:00.000Z', '2027-06-09T18:00:00.000Z', '2027-06-14T18:00:00.000Z', '2027-06-16T18:00:00.000Z',
    ]);
    expect(starts(['DTSTART:20270101T180000Z', 'RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3'])).toEqual([
      '2027-01-29T18:00:00.000Z', '2027-02-26T18:00:00.000Z', '2027-03-26T18:00:00.000Z',
    ]);
  });

  it('stay within a bounded window: at most 30, within a year of when the invite was sent', () => {
    const endless = starts(['DTSTAMP:20270101T000000Z', 'DTSTART:20270102T090000Z', 'RRULE:FREQ=DAILY']);
    expect(endless).toHaveLength(30);
    const bimonthly = starts(['DTSTAMP:20270101T000000Z', 'DTSTART:20270102T090000Z', 'RRULE:FREQ=MONTHLY;INTERVAL=2']);
    expect(bimonthly).toHaveLength(7);
    expect(bimonthly.at(-1)).toBe('2028-01-02T09:00:00.000Z');
    expect(starts(['DTSTAMP:20270101T000000Z', 'DTSTART:20270102T090000Z', 'RRULE:FREQ=YEARLY'])).toEqual(['2027-01-02T09:00:00.000Z', '2028-01-02T09:00:00.000Z']);
    // A series that began long before the invite was sent starts at the invite.
    const old = starts(['DTSTAMP:20270601T120000Z', 'DTSTART:20200101T090000Z', 'RRULE:FREQ=YEARLY;COUNT=100']);
    expect(old).toEqual(['2028-01-01T09:00:00.000Z']);
  });

  it('cancel a whole series with the keys of its occurrences', () => {
    const lines = ['DTSTART:20270610T070000Z', 'RRULE:FREQ=DAILY;COUNT=2'];
    const booked = eventsOfCalendar(calendar(vevent(lines)));
    const cancelled = eventsOfCalendar(calendar(vevent(lines), ['METHOD:CANCEL']));
    expect(cancelled.map((e) => [e.reservationKey, e.cancelled])).toEqual(booked.map((e) => [e.reservationKey, true]));
  });

  it('key a moved occurrence like the one it replaces, also when its RECURRENCE-ID has a TZID', () => {
    const events = eventsOfCalendar(calendar([
      ...vevent(['DTSTART:20270610T070000Z', 'RRULE:FREQ=DAILY;COUNT=2']),
      ...vevent(['RECURRENCE-ID;TZID=Europe/Berlin:20270611T090000', 'DTSTART:20270611T100000Z']),
    ]));
    expect(events.map((e) => [e.reservationKey, e.start?.toISOString()])).toEqual([
      ['ics:u-1@example.com:20270610T070000Z', '2027-06-10T07:00:00.000Z'],
      ['ics:u-1@example.com:20270611T070000Z', '2027-06-11T10:00:00.000Z'],
    ]);
  });

  it('gives the first occurrence only for a rule it does not read', () => {
    expect(starts(['DTSTART:20270610T070000Z', 'RRULE:FREQ=HOURLY;COUNT=5'])).toEqual(['2027-06-10T07:00:00.000Z']);
  });
});
