import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_FORMAT as US } from '../../src/lib/reader-format';
import {
  creatorLine,
  dayKey,
  displayTitle,
  formatDateRange,
  formatEventDate,
  formatEventTime,
  formatEventTimes,
  formatLongDate,
  formatMediumDate,
  formatMonthDay,
  formatShortDate,
  formatWallTime,
  mapsSearchUrl,
  splitEvents,
} from '../../src/lib/display';
import { contrastRatio, readableTextColor } from '../../src/lib/contrast';

describe('times in the itinerary zone', () => {
  it('shows America/New_York by default, with daylight saving', () => {
    expect(formatEventTime('2027-06-14T23:30:00.000Z', null, US)).toBe('7:30 PM EDT');
    expect(formatEventTime('2027-01-14T23:30:00.000Z', null, US)).toBe('6:30 PM EST');
    expect(formatEventDate('2027-06-15T02:00:00.000Z', null, US)).toBe('Monday, June 14, 2027');
    expect(dayKey('2027-06-15T02:00:00.000Z')).toBe('2027-06-14');
  });

  it('uses the itinerary zone when it has one', () => {
    expect(formatEventTime('2027-06-14T17:00:00.000Z', 'Europe/Paris', US)).toBe('7:00 PM GMT+2');
    expect(dayKey('2027-06-14T23:30:00.000Z', 'Europe/Paris')).toBe('2027-06-15');
  });
});

describe('date ranges in the itinerary zone', () => {
  it('joins the two ends, and says one day once', () => {
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-16T23:00:00Z', null, US)).toBe('June 14 – 16, 2027');
    expect(formatDateRange('2027-06-30T15:00:00Z', '2027-07-02T23:00:00Z', null, US)).toBe('June 30 – July 2, 2027');
    expect(formatDateRange('2027-12-30T15:00:00Z', '2028-01-02T23:00:00Z', null, US)).toBe('December 30, 2027 – January 2, 2028');
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-14T23:00:00Z', null, US)).toBe('June 14, 2027');
  });

  it('reads the days in the zone, not in UTC', () => {
    // 02:00 UTC on the 15th is still the 14th in New York, and already the 15th in Paris.
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-15T02:00:00Z', null, US)).toBe('June 14, 2027');
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-15T02:00:00Z', 'Europe/Paris', US)).toBe('June 14 – 15, 2027');
  });
});

describe('dates and times in the reader’s format', () => {
  const at = '2027-06-14T23:30:00.000Z'; // Monday 7:30 PM in New York

  it('writes a 24-hour clock and keeps the itinerary’s zone name', () => {
    expect(formatEventTime(at, null, 'dmy-24h')).toBe('19:30 EDT');
    expect(formatEventTime(at, null, 'ymd-24h')).toBe('19:30 EDT');
    expect(formatEventTime('2027-06-15T04:05:00.000Z', null, 'dmy-24h')).toBe('00:05 EDT');
    expect(formatEventTime(at, null, 'dmy-12h')).toBe('7:30 PM EDT');
    expect(formatEventTime('2027-06-14T17:00:00.000Z', 'Europe/Paris', 'dmy-24h')).toBe('19:00 GMT+2');
  });

  it('writes dates day first, year first or month first, in English words', () => {
    expect(formatEventDate(at, null, 'dmy-24h')).toBe('Monday, 14 June 2027');
    expect(formatEventDate(at, null, 'ymd-24h')).toBe('Monday, 2027 June 14');
    expect(formatLongDate(at, null, 'dmy-12h')).toBe('14 June 2027');
    expect(formatMediumDate(at, null, 'dmy-24h')).toBe('14 Jun 2027');
    expect(formatMediumDate(at, null, 'ymd-12h')).toBe('2027 Jun 14');
    expect(formatShortDate(at, null, 'dmy-24h')).toBe('Mon, 14 Jun');
    // Without a year, year-first readers put the month first.
    expect(formatShortDate(at, null, 'ymd-24h')).toBe('Mon, Jun 14');
    expect(formatMonthDay(at, null, 'dmy-24h')).toBe('14 Jun');
  });

  it('writes ranges in the reader’s order', () => {
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-16T23:00:00Z', null, 'dmy-24h')).toBe('14 – 16 June 2027');
    expect(formatDateRange('2027-06-30T15:00:00Z', '2027-07-02T23:00:00Z', null, 'dmy-24h')).toBe('30 June – 2 July 2027');
    expect(formatDateRange('2027-12-30T15:00:00Z', '2028-01-02T23:00:00Z', null, 'dmy-24h')).toBe('30 December 2027 – 2 January 2028');
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-16T23:00:00Z', null, 'ymd-24h')).toBe('2027 June 14 – 16');
    expect(formatDateRange('2027-06-30T15:00:00Z', '2027-07-02T23:00:00Z', null, 'ymd-24h')).toBe('2027 June 30 – July 2');
    expect(formatDateRange('2027-06-14T15:00:00Z', '2027-06-14T23:00:00Z', null, 'dmy-24h')).toBe('14 June 2027');
  });

  it('writes an event’s times on the reader’s clock, the end’s day in the reader’s order', () => {
    const event = { datetime: at, endDatetime: '2027-06-15T06:30:00.000Z' };
    expect(formatEventTimes(event, null, 'dmy-24h')).toBe('19:30 – Tue, 15 Jun, 02:30 EDT');
    expect(formatEventTimes(event, null, US)).toBe('7:30 PM – Tue, Jun 15, 2:30 AM EDT');
  });

  it('writes a wall-clock time on either clock', () => {
    expect(formatWallTime('14:05', US)).toBe('2:05 PM');
    expect(formatWallTime('00:30', US)).toBe('12:30 AM');
    expect(formatWallTime('12:00', US)).toBe('12:00 PM');
    expect(formatWallTime('14:05', 'dmy-24h')).toBe('14:05');
    expect(formatWallTime('07:05', 'ymd-24h')).toBe('07:05');
  });
});

describe('itinerary display rules', () => {
  it('shows by-line unless hidden, empty or Anonymous', () => {
    expect(creatorLine({ ownerName: 'Maya', showCreatorName: true })).toBe('by Maya');
    expect(creatorLine({ ownerName: 'Maya', showCreatorName: false })).toBeNull();
    expect(creatorLine({ ownerName: 'Anonymous', showCreatorName: true })).toBeNull();
    expect(creatorLine({ ownerName: null, showCreatorName: true })).toBeNull();
  });

  it('uses the custom title when set', () => {
    expect(displayTitle({ name: 'Trip', customTitle: '  ' })).toBe('Trip');
    expect(displayTitle({ name: 'Trip', customTitle: 'Our Trip 🎉' })).toBe('Our Trip 🎉');
  });

  it('splits upcoming ascending and past descending', () => {
    const now = Date.parse('2027-01-10T00:00:00Z');
    const e = (id: number, iso: string) => ({ id, datetime: iso });
    const { upcoming, past } = splitEvents(
      [e(1, '2027-01-12T00:00:00Z'), e(2, '2027-01-05T00:00:00Z'), e(3, '2027-01-11T00:00:00Z'), e(4, '2027-01-08T00:00:00Z')],
      now,
    );
    expect(upcoming.map((x) => x.id)).toEqual([3, 1]);
    expect(past.map((x) => x.id)).toEqual([4, 2]);
  });

  it('keeps an event under way with the upcoming ones until its end', () => {
    const now = Date.parse('2027-01-10T20:00:00Z');
    const e = (id: number, datetime: string, endDatetime: string | null = null) => ({ id, datetime, endDatetime });
    const { upcoming, past } = splitEvents(
      [
        e(1, '2027-01-10T22:00:00Z'),
        e(2, '2027-01-10T19:00:00Z', '2027-01-10T23:00:00Z'),
        e(3, '2027-01-10T18:00:00Z', '2027-01-10T19:30:00Z'),
        e(4, '2027-01-10T19:45:00Z'),
        e(5, '2027-01-10T17:00:00Z', '2027-01-10T20:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((x) => x.id)).toEqual([2, 1]);
    expect(past.map((x) => x.id)).toEqual([4, 3, 5]);
  });

  it('builds maps search links from the location text', () => {
    expect(mapsSearchUrl('Café de Flore, Paris')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20de%20Flore%2C%20Paris',
    );
  });
});

describe('contrast', () => {
  it('puts white on dark colours and dark text on light ones (4.5 rule)', () => {
    expect(readableTextColor('#9333ea')).toBe('#ffffff');
    expect(readableTextColor('#f9a8d4')).toBe('#1f1633');
    expect(readableTextColor('#10b981')).toBe('#1f1633'); // 2.5:1 against white
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});
