/**
 * extractEvents: time zones of places and invites, hostile HTML kept as
 * plain text, limits, deduplication, and the order structured → AI → fallback.
 */
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_EVENTS_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '../../src/lib/limits';
import { extractEvents } from '../../src/server/inbound/extract';
import { findFirstDate } from '../../src/server/inbound/fallback-event';
import { resolveTime, zoneOfPlace } from '../../src/server/inbound/place-time-zone';
import type { EmailContent, ExtractedEvent } from '../../src/server/inbound/types';

function email(parts: Partial<EmailContent>): EmailContent {
  return { subject: 'Booking', date: null, from: null, text: '', html: null, calendars: [], messageId: '<m1@example.com>', ...parts };
}

// "</" is written "<\/" inside the script, as a sender must for the HTML to stay well formed.
const jsonLd = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data).replaceAll('</', '<\\/')}</script></head><body></body></html>`;

const restaurant = (name: string, extra: Record<string, unknown> = {}) => ({
  '@context': 'http://schema.org',
  '@type': 'FoodEstablishmentReservation',
  reservationNumber: 'R1',
  startTime: '2027-05-22T20:00:00+02:00',
  reservationFor: { '@type': 'FoodEstablishment', name, address: { addressLocality: 'Lyon', addressCountry: 'FR' } },
  ...extra,
});

describe('time zones', () => {
  it('keeps an explicit offset exactly', () => {
    expect(resolveTime('2027-03-14T11:05:00-07:00', null)?.start.toISOString()).toBe('2027-03-14T18:05:00.000Z');
    expect(resolveTime('2027-03-14T11:05:00Z', 'Asia/Tokyo')?.start.toISOString()).toBe('2027-03-14T11:05:00.000Z');
    expect(resolveTime('2027-03-14T11:05+0530', null)?.start.toISOString()).toBe('2027-03-14T05:35:00.000Z');
  });

  it("reads a local time in the place's zone, daylight saving included", () => {
    // Paris: CET (+1) in January, CEST (+2) in July.
    expect(resolveTime('2027-01-15T20:00:00', 'Europe/Paris')?.start.toISOString()).toBe('2027-01-15T19:00:00.000Z');
    expect(resolveTime('2027-07-15T20:00:00', 'Europe/Paris')?.start.toISOString()).toBe('2027-07-15T18:00:00.000Z');
    // Los Angeles the day after the US spring change (2027-03-14).
    expect(resolveTime('2027-03-15T09:00', 'America/Los_Angeles')?.start.toISOString()).toBe('2027-03-15T16:00:00.000Z');
    expect(resolveTime('2027-05-26T09:00:00', 'Asia/Tokyo')?.start.toISOString()).toBe('2027-05-26T00:00:00.000Z');
  });

  it('marks a local time without a known place as uncertain, read in the default zone', () => {
    const resolved = resolveTime('2027-01-15T20:00:00', null);
    expect(resolved?.certain).toBe(false);
    expect(resolved?.start.toISOString()).toBe('2027-01-16T01:00:00.000Z');
    expect(resolveTime('not a date', null)).toBeNull();
  });

  it('derives the zone from a timeZone, a country, a US state or a big city, and refuses to guess otherwise', () => {
    expect(zoneOfPlace({ timeZone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(zoneOfPlace({ timeZone: 'Not/AZone', country: 'JP' })).toBe('Asia/Tokyo');
    expect(zoneOfPlace({ country: 'Deutschland' })).toBe('Europe/Berlin');
    expect(zoneOfPlace({ country: 'US', region: 'WA' })).toBe('America/Los_Angeles');
    expect(zoneOfPlace({ country: 'United States', region: 'Illinois' })).toBe('America/Chicago');
    expect(zoneOfPlace({ country: 'US', locality: 'Denver' })).toBe('America/Denver');
    expect(zoneOfPlace({ country: 'AU', region: 'WA' })).toBe('Australia/Perth');
    expect(zoneOfPlace({ country: 'ES', region: 'Canary Islands' })).toBe('Atlantic/Canary');
    // A multi-zone country without region or known city, or an unknown country: no guess.
    expect(zoneOfPlace({ country: 'US', locality: 'Springfield' })).toBeNull();
    expect(zoneOfPlace({ country: 'Atlantis' })).toBeNull();
    expect(zoneOfPlace({})).toBeNull();
  });

  it('reads the zone of a one-line address', async () => {
    const at = (address: string) => ({ ...restaurant('X', { startTime: '2027-01-15T20:00:00' }), reservationFor: { '@type': 'FoodEstablishment', name: 'X', address } });
    const cases: [string, string | null][] = [
      ['42 E 20th St, New York, NY 10003, USA', 'America/New_York'],
      ['2100 Silver Lake Blvd, Los Angeles, CA 90039', 'America/Los_Angeles'],
      ['Passeig de Gràcia 116, 08008 Barcelona, Spain', 'Europe/Madrid'],
      ['1 Main St, Springfield', null],
    ];
    for (const [address, zone] of cases) {
      const [event] = await extractEvents(email({ html: jsonLd(at(address)) }));
      expect([address, event?.timeZone, event?.needsReview]).toEqual([address, zone, zone === null]);
    }
  });

  it('gives a reservation without a known zone a review mark, and one with a zone none', async () => {
    const html = jsonLd([
      restaurant('Known', { reservationNumber: 'A', startTime: '2027-05-22T20:00:00' }),
      { ...restaurant('Unknown', { reservationNumber: 'B', startTime: '2027-05-22T20:00:00' }), reservationFor: { '@type': 'FoodEstablishment', name: 'Unknown' } },
    ]);
    const [known, unknown] = await extractEvents(email({ html }));
    expect(known?.start?.toISOString()).toBe('2027-05-22T18:00:00.000Z');
    expect(known?.needsReview).toBe(false);
    expect(unknown?.needsReview).toBe(true);
    expect(unknown?.timeZone).toBeNull();
  });
});

describe('iCalendar', () => {
  const calendar = (lines: string[], method = 'REQUEST') =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', `METHOD:${method}`, ...lines, 'END:VCALENDAR'].join('\r\n');
  const vevent = (lines: string[]) => ['BEGIN:VEVENT', 'UID:u-1@example.com', 'SUMMARY:Tour', ...lines, 'END:VEVENT'];

  it('reads UTC, IANA, Windows and VTIMEZONE-located TZIDs', async () => {
    const cases: [string[], string, string | null][] = [
      [vevent(['DTSTART:20270110T180000Z']), '2027-01-10T18:00:00.000Z', null],
      [vevent(['DTSTART;TZID=Europe/Rome:20270710T090000']), '2027-07-10T07:00:00.000Z', 'Europe/Rome'],
      [vevent(['DTSTART;TZID="W. Europe Standard Time":20270110T090000']), '2027-01-10T08:00:00.000Z', 'Europe/Berlin'],
      [
        ['BEGIN:VTIMEZONE', 'TZID:Custom Lisbon', 'X-LIC-LOCATION:Europe/Lisbon', 'END:VTIMEZONE', ...vevent(['DTSTART;TZID=Custom Lisbon:20270710T090000'])],
        '2027-07-10T08:00:00.000Z',
        'Europe/Lisbon',
      ],
      [vevent(['DTSTART;TZID=/mozilla.org/20050126_1/Asia/Tokyo:20270110T090000']), '2027-01-10T00:00:00.000Z', 'Asia/Tokyo'],
    ];
    for (const [lines, start, zone] of cases) {
      const [event] = await extractEvents(email({ calendars: [calendar(lines)] }));
      expect(event?.start?.toISOString()).toBe(start);
      expect(event?.timeZone).toBe(zone);
      expect(event?.needsReview).toBe(false);
    }
  });

  it('marks a floating time and an unknown TZID for review', async () => {
    for (const line of ['DTSTART:20270110T180000', 'DTSTART;TZID=Somewhere Odd:20270110T180000']) {
      const [event] = await extractEvents(email({ calendars: [calendar(vevent([line]))] }));
      expect(event?.needsReview).toBe(true);
      expect(event?.start?.toISOString()).toBe('2027-01-10T23:00:00.000Z');
    }
  });

  it('unfolds lines, unescapes text, reads GEO, UID and cancellations', async () => {
    const ics = calendar(
      ['BEGIN:VEVENT', 'UID:abc-1', 'SUMMARY:Wine tasting\\, cellar', ' door', 'DTSTART;VALUE=DATE:20270612', 'GEO:44.8378;-0.5792', 'STATUS:CANCELLED', 'LOCATION:Bordeaux', 'END:VEVENT'],
      'PUBLISH',
    );
    const [event] = await extractEvents(email({ calendars: [ics] }));
    expect(event).toMatchObject({ title: 'Wine tasting, cellardoor', location: 'Bordeaux', latitude: 44.8378, longitude: -0.5792, reservationKey: 'ics:abc-1', cancelled: true, needsReview: false });
    expect(event?.start?.toISOString()).toBe('2027-06-12T04:00:00.000Z');
    const [cancel] = await extractEvents(email({ calendars: [calendar(vevent(['DTSTART:20270110T180000Z']), 'CANCEL')] }));
    expect(cancel?.cancelled).toBe(true);
  });

  it('expands a recurring event and lets a moved occurrence replace the one it moves', async () => {
    const ics = calendar([
      ...vevent(['DTSTART:20270110T180000Z', 'RRULE:FREQ=WEEKLY;COUNT=3']),
      ...vevent(['RECURRENCE-ID:20270117T180000Z', 'DTSTART:20270118T180000Z']),
    ]);
    const events = await extractEvents(email({ calendars: [ics] }));
    expect(events.map((e) => [e.reservationKey, e.start?.toISOString()])).toEqual([
      ['ics:u-1@example.com:20270110T180000Z', '2027-01-10T18:00:00.000Z'],
      ['ics:u-1@example.com:20270124T180000Z', '2027-01-24T18:00:00.000Z'],
      ['ics:u-1@example.com:20270117T180000Z', '2027-01-18T18:00:00.000Z'],
    ]);
  });

  it('reads an invite sent as the body text', async () => {
    const [event] = await extractEvents(email({ text: calendar(vevent(['DTSTART:20270110T180000Z'])) }));
    expect(event?.title).toBe('Tour');
    expect(event?.needsReview).toBe(false);
  });
});

describe('hostile HTML', () => {
  it('keeps script tags in names as plain text, never markup', async () => {
    const html = jsonLd(restaurant('<script>alert(1)</script><img src=x onerror=alert(2)>Bistro <b>Chez</b> &amp; Co'));
    const [event] = await extractEvents(email({ html }));
    expect(event?.title).toBe('Reservation at Bistro Chez & Co');
    expect(event?.location).toBe('Bistro Chez & Co, Lyon, FR');
    for (const field of [event?.title, event?.location, event?.description, event?.privateNotes]) {
      expect(field ?? '').not.toMatch(/[<>]/);
    }
  });

  it('takes microdata text without the scripts inside it', async () => {
    const html = `<div itemscope itemtype="http://schema.org/EventReservation"><meta itemprop="reservationNumber" content="T9">
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Event"><span itemprop="name">Jazz <script>document.cookie</script>Night<style>b{}</style></span>
      <time itemprop="startDate" datetime="2027-02-01T20:00:00-05:00">Feb 1</time></div>
      <div itemprop="underName" itemscope itemtype="http://schema.org/Person"><span itemprop="name">&lt;img src=x onerror=alert(1)&gt;Eve</span></div></div>`;
    const [event] = await extractEvents(email({ html }));
    expect(event?.title).toBe('Jazz Night');
    expect(event?.privateNotes).toContain('Booked for: Eve');
    expect(event?.privateNotes).not.toMatch(/[<>]/);
  });

  it('clips long names and caps the number of events', async () => {
    const many = Array.from({ length: 500 }, (_, i) => restaurant(`${'N'.repeat(1000)} ${i}`, { reservationNumber: `R${i}` }));
    const events = await extractEvents(email({ html: jsonLd(many) }));
    expect(events).toHaveLength(EMAIL_EVENTS_MAX);
    expect(events.every((e) => e.title.length <= EVENT_TITLE_MAX && (e.location?.length ?? 0) <= EVENT_LOCATION_MAX)).toBe(true);
  });

  it('reads JSON-LD whose text the mailer entity-encoded', async () => {
    const encoded = JSON.stringify(restaurant('Bouchon')).replaceAll('"', '&quot;');
    const [event] = await extractEvents(email({ html: `<script type="application/ld+json">${encoded}</script>` }));
    expect(event?.title).toBe('Reservation at Bouchon');
  });

  it('finds JSON-LD inside a microdata wrapper', async () => {
    const html = `<div itemscope itemtype="http://schema.org/EmailMessage"><meta itemprop="description" content="Booking">${jsonLd(restaurant('Bouchon'))}</div>`;
    const events = await extractEvents(email({ html }));
    expect(events.map((e) => e.title)).toEqual(['Reservation at Bouchon']);
  });

  it('lists a hotel without a check-out date by its check-in only', async () => {
    const lodging = { '@type': 'LodgingReservation', reservationNumber: 'H1', checkinTime: '2027-05-21T15:00:00+02:00', reservationFor: { '@type': 'Hotel', name: 'Alma' } };
    const events = await extractEvents(email({ html: jsonLd(lodging) }));
    expect(events.map((e) => e.title)).toEqual(['Check-in: Alma']);
  });

  it('ignores broken JSON-LD and non-reservation types', async () => {
    const html = `<script type="application/ld+json">{ not json</script><script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>`;
    const [event] = await extractEvents(email({ html, subject: 'Fwd: Acme newsletter' }));
    expect(event).toMatchObject({ title: 'Acme newsletter', needsReview: true });
  });
});

describe('order and deduplication', () => {
  const aiEvent: ExtractedEvent = {
    title: 'From the AI', description: null, start: new Date('2027-01-01T12:00:00Z'), timeZone: null, location: null, latitude: null, longitude: null,
    eventType: 'other', reservationKey: null, privateNotes: null, needsReview: true, cancelled: false, journey: null,
  };

  it('does not ask the AI when the email carries structured data', async () => {
    const ai = vi.fn(async () => [aiEvent]);
    const events = await extractEvents(email({ html: jsonLd(restaurant('Bouchon')) }), { ai });
    expect(ai).not.toHaveBeenCalled();
    expect(events[0]?.title).toBe('Reservation at Bouchon');
  });

  it('uses the AI for unstructured mail, and the fallback when it finds nothing or fails', async () => {
    const content = email({ subject: 'Fwd: Picnic', text: 'Picnic on June 5, 2027 at 1:00 PM' });
    expect(await extractEvents(content, { ai: async () => [aiEvent] })).toEqual([aiEvent]);
    const [empty] = await extractEvents(content, { ai: async () => [] });
    expect(empty).toMatchObject({ title: 'Picnic', needsReview: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [failed] = await extractEvents(content, { ai: async () => { throw new Error('503 from provider'); } });
    expect(failed).toMatchObject({ title: 'Picnic', needsReview: true, eventType: 'other' });
    expect(failed?.start?.toISOString()).toBe('2027-06-05T17:00:00.000Z');
    expect(warn).toHaveBeenCalled();
  });

  it('lists the same reservation once, however many times the email repeats it', async () => {
    const microdata = `<div itemscope itemtype="http://schema.org/FoodEstablishmentReservation"><meta itemprop="reservationNumber" content="R1">
      <meta itemprop="startTime" content="2027-05-22T20:00:00+02:00"><div itemprop="reservationFor" itemscope itemtype="http://schema.org/FoodEstablishment"><meta itemprop="name" content="Bouchon"></div></div>`;
    const html = `${jsonLd([restaurant('Bouchon'), restaurant('Bouchon')])}${microdata}`;
    const events = await extractEvents(email({ html }));
    expect(events).toHaveLength(1);
    expect(events[0]?.reservationKey).toBe('restaurant:R1:2027-05-22');
  });

  it('prefers schema.org over an invite attached to the same email', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:Dinner\r\nDTSTART:20270522T180000Z\r\nEND:VEVENT\r\nEND:VCALENDAR';
    const events = await extractEvents(email({ html: jsonLd(restaurant('Bouchon')), calendars: [ics] }));
    expect(events.map((e) => e.title)).toEqual(['Reservation at Bouchon']);
  });
});

describe('fallback dates', () => {
  it.each([
    ['Meet on 2027-04-03 at the dock', '2027-04-03T04:00:00.000Z'],
    ['Arrive 2027-04-03T18:30 sharp', '2027-04-03T22:30:00.000Z'],
    ['See you December 24, 2026 at 6:30 PM', '2026-12-24T23:30:00.000Z'],
    ['Booked for 5 Jan 2027, 19:45', '2027-01-06T00:45:00.000Z'],
    ['Am 3. Juni 2027 um 19:30 Uhr', '2027-06-03T23:30:00.000Z'],
    ['Le 1er décembre 2026 à 20h00', '2026-12-02T01:00:00.000Z'],
    ['El 10 de junio de 2027', '2027-06-10T04:00:00.000Z'],
    ['Party of 4 on March 3, 2027 2 guests', '2027-03-03T05:00:00.000Z'],
  ])('%s', (text, iso) => {
    expect(findFirstDate(text)?.toISOString()).toBe(iso);
  });

  it('finds no date where there is none', () => {
    expect(findFirstDate('Door code 7319, room 12:30 is not a date')).toBeNull();
  });
});
