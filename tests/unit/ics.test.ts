/**
 * The iCalendar text of a feed and of a single event's file, parsed back the way calendar apps
 * would: with ical.js, and checked again by a second, independent parser (node-ical).
 */
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  calendarEtag,
  eventUid,
  fileSlug,
  generateFeedSecret,
  matchesEtag,
  type FeedEvent,
} from '../../src/server/feeds/calendar-feeds';
import { eventIcsUrl, feedLinks, webcalUrl } from '../../src/lib/calendar-links';

const SITE = 'https://trips.example.com';
const generatedAt = new Date('2027-05-01T12:00:00Z');
const options = { siteUrl: SITE, siteName: 'Itinerary', kind: 'feed' as const, generatedAt };
const project = {
  projectId: 'abcd2345',
  name: 'Girls weekend',
  customTitle: 'Paris, Mes Amies; Été 🎉',
  timeZone: 'Europe/Paris',
  // Never written to a calendar: the builder must not pick these up.
  accessCode: 'QWE234',
  adminCode: 'ZXCV5678',
};
const created = new Date('2027-01-02T10:00:00Z');
const edited = new Date('2027-03-04T05:06:07Z');

function event(overrides: Partial<FeedEvent> & { id: number; title: string; privateNotes?: string }) {
  return {
    description: null,
    datetime: new Date('2027-06-14T18:00:00Z'),
    endDatetime: null,
    location: null,
    latitude: null,
    longitude: null,
    attendees: null,
    vibe: null,
    createdAt: created,
    updatedAt: edited,
    ...overrides,
  };
}

const parisDinner = fromZonedTime('2027-06-15T19:30:00', 'Europe/Paris');
const EVENTS = [
  event({
    id: 11,
    title: 'Welcome drinks',
    description: 'Rooftop bar, first round on Sophie.\nDress warm: it gets windy.',
    location: 'Le Perchoir, 14 Rue Crespin du Gast, 75011 Paris',
    latitude: 48.8659,
    longitude: 2.3789,
    attendees: 'Everyone',
    vibe: 'Smart casual',
  }),
  event({
    id: 12,
    title: 'Spa morning',
    datetime: new Date('2027-06-15T08:00:00Z'),
    location: 'Spa Nuxe, 32 Rue Montorgueil',
    attendees: 'Everyone except Ana',
    privateNotes: 'Booking ref SPA-4471, paid €240 deposit',
  }),
  event({
    id: 13,
    title: 'Dinner at Le Train Bleu',
    datetime: parisDinner,
    location: 'Le Train Bleu, Place Louis-Armand, 75012 Paris',
    attendees: 'Ana, Ben',
    privateNotes: 'Table under Sophie L., confirmation TB-99812',
  }),
  event({ id: 14, title: 'Pack and check out', datetime: new Date('2027-06-16T09:00:00Z'), attendees: 'Ben, Chloe' }),
];

/**
 * ical.js hands back X- properties raw; RFC 5545 §3.8.8.2 makes their default type TEXT, so the
 * writer escapes them and a client unescapes them like this.
 */
const unescapeText = (value: unknown) =>
  String(value).replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, events: vevents.map((v) => new ICAL.Event(v)) };
}

describe('buildCalendar', () => {
  const text = buildCalendar(project, EVENTS, options);
  const { calendar, vevents, events } = parse(text);

  it('holds every event, named after the itinerary, refreshed hourly', () => {
    expect(vevents).toHaveLength(4);
    expect(events.map((e) => e.summary)).toEqual(EVENTS.map((e) => e.title));
    // A title with a comma, a semicolon and non-ASCII letters survives the round trip.
    expect(text).toContain('\r\nX-WR-CALNAME:Paris\\, Mes Amies\\; Été 🎉\r\n');
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('Paris, Mes Amies; Été 🎉');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    // Calendar properties come before the first component (RFC 5545 §3.4).
    expect(text.indexOf('X-WR-TIMEZONE:')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(text).toMatch(/\r\n/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('writes every start as the UTC instant it is, with a one-hour default length', () => {
    for (const [i, parsed] of events.entries()) {
      const source = EVENTS[i]!;
      expect(parsed.startDate.zone.tzid).toBe('UTC');
      expect(parsed.startDate.toJSDate().getTime()).toBe(source.datetime.getTime());
      expect(parsed.endDate.toJSDate().getTime() - source.datetime.getTime()).toBe(60 * 60 * 1000);
    }
    // 19:30 in Paris in summer (UTC+2) is 17:30 UTC.
    expect(text).toContain('DTSTART:20270615T173000Z');
  });

  it('gives each event a UID that stays the same across builds and edits', () => {
    const again = parse(buildCalendar(project, EVENTS.map((e) => ({ ...e, title: `${e.title}!`, updatedAt: new Date() })), options));
    expect(again.events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(events.map((e) => e.uid)).toEqual([11, 12, 13, 14].map((id) => `event-${id}@trips.example.com`));
    expect(eventUid(11, SITE)).toBe('event-11@trips.example.com');
  });

  it('stamps DTSTAMP with the time the copy was made, LAST-MODIFIED with the last edit, and raises SEQUENCE with it', () => {
    const first = vevents[0]!;
    expect((first.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate()).toEqual(generatedAt);
    expect((first.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate()).toEqual(edited);
    const later = parse(buildCalendar(project, [{ ...EVENTS[0]!, updatedAt: new Date(edited.getTime() + 60_000) }], options));
    expect(later.events[0]!.sequence).toBeGreaterThan(events[0]!.sequence);
    // Without a time given, the copy is stamped now.
    const before = Date.now();
    const now = parse(buildCalendar(project, EVENTS, { ...options, generatedAt: undefined }));
    const stamp = (now.vevents[0]!.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime();
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('keeps the ETag while only DTSTAMP moves, and changes it with anything a subscriber sees', () => {
    const copyLater = buildCalendar(project, EVENTS, { ...options, generatedAt: new Date(generatedAt.getTime() + 3_600_000) });
    expect(copyLater).not.toBe(text);
    expect(calendarEtag(copyLater, 'feed-1:')).toBe(calendarEtag(text, 'feed-1:'));
    const renamed = buildCalendar(project, EVENTS.map((e, i) => (i === 0 ? { ...e, title: 'Sunset drinks' } : e)), options);
    expect(calendarEtag(renamed, 'feed-1:')).not.toBe(calendarEtag(text, 'feed-1:'));
    expect(calendarEtag(text, 'feed-2:')).not.toBe(calendarEtag(text, 'feed-1:'));
  });

  it('ends every line with CRLF, the last one too, and names no METHOD (no ORGANIZER needed)', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).not.toMatch(/^METHOD:/m);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
  });

  it('reads the same in a second, independent parser', () => {
    const second = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(second.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    for (const [i, other] of second.entries()) {
      const mine = events[i]!;
      expect(String(other.summary)).toBe(mine.summary);
      expect(other.start.getTime()).toBe(mine.startDate.toJSDate().getTime());
      expect(other.end?.getTime()).toBe(mine.endDate.toJSDate().getTime());
      expect(other.dtstamp.getTime()).toBe(generatedAt.getTime());
      expect(other.location ? String(other.location) : null).toBe(mine.location);
      expect(other.description ? String(other.description) : null).toBe(mine.description);
    }
  });

  it('describes the event with its vibe and people, and locates it', () => {
    const [drinks, spa, dinner, packing] = events;
    expect(drinks!.description).toBe(
      'Rooftop bar, first round on Sophie.\nDress warm: it gets windy.\n\nVibe & Style: Smart casual\n\nPeople: Everyone',
    );
    expect(drinks!.location).toBe('Le Perchoir, 14 Rue Crespin du Gast, 75011 Paris');
    expect(vevents[0]!.getFirstPropertyValue('geo')).toEqual([48.8659, 2.3789]);
    expect(spa!.description).toBe('People: Everyone except Ana');
    expect(vevents[1]!.getFirstPropertyValue('geo')).toBeNull();
    expect(dinner!.description).toBe('People: Ana, Ben');
    expect(packing!.location).toBeNull();
    expect(vevents[3]!.getFirstPropertyValue('location')).toBeNull();
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe(`${SITE}/project/abcd2345`);
  });

  it('never writes private notes or codes', () => {
    expect(text).not.toMatch(/SPA-4471|TB-99812|deposit|confirmation/i);
    expect(text).not.toContain(project.accessCode);
    expect(text).not.toContain(project.adminCode);
  });
});

describe('person feeds', () => {
  it('hold only the events that person attends, whatever the case of the name', () => {
    const ana = parse(buildCalendar(project, EVENTS, { ...options, person: 'ana' }));
    expect(ana.events.map((e) => e.summary)).toEqual(['Welcome drinks', 'Dinner at Le Train Bleu']);
    const chloe = parse(buildCalendar(project, EVENTS, { ...options, person: 'Chloe' }));
    expect(chloe.events.map((e) => e.summary)).toEqual(['Welcome drinks', 'Spa morning', 'Pack and check out']);
    expect(unescapeText(chloe.calendar.getFirstPropertyValue('x-wr-calname'))).toBe('Paris, Mes Amies; Été 🎉 (Chloe)');
    // A person's event keeps the UID it has in the whole feed.
    expect(chloe.events[0]!.uid).toBe('event-11@trips.example.com');
  });

  it('give a person named on no event the events for everyone, and stay valid when empty', () => {
    const zoe = parse(buildCalendar(project, EVENTS, { ...options, person: 'Zoë' }));
    expect(zoe.events.map((e) => e.summary)).toEqual(['Welcome drinks', 'Spa morning']);
    const empty = parse(buildCalendar(project, [], options));
    expect(empty.vevents).toHaveLength(0);
    expect(empty.calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
  });
});

describe('single event files', () => {
  it('hold one event without a subscription name or refresh interval', () => {
    const text = buildCalendar(project, [EVENTS[2]!], { ...options, kind: 'event' });
    const { calendar, events } = parse(text);
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe('event-13@trips.example.com');
    expect(events[0]!.startDate.toJSDate()).toEqual(parisDinner);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
    expect(calendar.getFirstPropertyValue('refresh-interval')).toBeNull();
    expect(text).not.toContain('TB-99812');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const second = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(second).toHaveLength(1);
    expect(second[0]!.uid).toBe('event-13@trips.example.com');
    expect(second[0]!.start.getTime()).toBe(parisDinner.getTime());
    expect(String(second[0]!.summary)).toBe('Dinner at Le Train Bleu');
  });
});

describe('events with an end', () => {
  // 19:00 in Paris until 02:30 the next morning, and a three-night stay.
  const party = event({
    id: 21,
    title: 'Birthday party',
    datetime: fromZonedTime('2027-06-15T19:00:00', 'Europe/Paris'),
    endDatetime: fromZonedTime('2027-06-16T02:30:00', 'Europe/Paris'),
  });
  const stay = event({
    id: 22,
    title: 'Villa',
    datetime: fromZonedTime('2027-06-14T16:00:00', 'Europe/Paris'),
    endDatetime: fromZonedTime('2027-06-17T11:00:00', 'Europe/Paris'),
  });
  const open = event({ id: 23, title: 'Brunch', datetime: fromZonedTime('2027-06-16T11:00:00', 'Europe/Paris') });

  it('end at their own end in feeds and in downloads, in both parsers; one without an end lasts an hour', () => {
    for (const kind of ['feed', 'event'] as const) {
      const text = buildCalendar(project, [party, stay, open], { ...options, kind });
      expect(text).toContain('DTEND:20270616T003000Z');
      expect(text).toContain('DTEND:20270617T090000Z');
      expect(text).toContain('DTEND:20270616T100000Z');
      const first = parse(text).events.map((e) => e.endDate.toJSDate().getTime());
      const second = Object.values(nodeIcal.sync.parseICS(text))
        .filter((c): c is VEvent => c?.type === 'VEVENT')
        .map((e) => e.end?.getTime());
      const expected = [party.endDatetime!.getTime(), stay.endDatetime!.getTime(), open.datetime.getTime() + 60 * 60 * 1000];
      expect(first).toEqual(expected);
      expect(second).toEqual(expected);
    }
  });
});

describe('feed links and helpers', () => {
  it('make 256-bit secrets of unpadded base32, different every time', () => {
    const a = generateFeedSecret();
    expect(a).toMatch(/^[a-z2-7]{52}$/);
    expect(generateFeedSecret()).not.toBe(a);
  });

  it('build https, webcal and Google links for a secret', () => {
    const links = feedLinks(SITE, 'abc', null);
    expect(links).toEqual({
      person: null,
      url: 'https://trips.example.com/calendar/abc.ics',
      webcalUrl: 'webcal://trips.example.com/calendar/abc.ics',
      googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://trips.example.com/calendar/abc.ics')}`,
    });
    expect(webcalUrl('http://127.0.0.1:4321/calendar/x.ics')).toBe('webcal://127.0.0.1:4321/calendar/x.ics');
    expect(eventIcsUrl('abcd2345', 12)).toBe('/api/projects/abcd2345/events/12/ics');
  });

  it('make ASCII file names', () => {
    expect(fileSlug('Paris, Mes Amies; Été 🎉')).toBe('paris-mes-amies-ete');
    expect(fileSlug('🎉🎉')).toBe('itinerary');
    expect(fileSlug('x'.repeat(100))).toHaveLength(60);
  });

  it('match If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(null, '"b"')).toBe(false);
  });
});
