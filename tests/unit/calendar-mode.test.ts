import { DEFAULT_READER_FORMAT } from '../../src/lib/reader-format';
import { describe, expect, it } from 'vitest';
import { fromZonedTime } from 'date-fns-tz';
import {
  addDays,
  calendarLayout,
  daysBetween,
  daysOf,
  formatRangeLabel,
  initialPageIndex,
  weekdayOf,
} from '../../src/lib/calendar-mode';

const NY = 'America/New_York';
/** An event at a wall-clock time in a zone, as the API hands it over (a UTC instant). */
const at = (local: string, zone = NY) => ({ datetime: fromZonedTime(local, zone).toISOString() });

describe('calendar layout: no events', () => {
  it('shows the current week, Sunday to Saturday, in the itinerary zone', () => {
    // Wednesday 2027-06-16 10:00 in New York.
    const layout = calendarLayout([], NY, fromZonedTime('2027-06-16T10:00', NY));
    expect(layout).toMatchObject({ mode: 'weekly', start: '2027-06-13', end: '2027-06-20', dayMaxEvents: 2 });
    expect(layout.label).toBe('June 13 – 19, 2027');
    expect(layout.pages).toEqual([{ start: '2027-06-13', end: '2027-06-20', label: 'June 13 – 19, 2027' }]);
  });

  it('finds "today" in the zone, not in UTC', () => {
    // Saturday 2027-06-19 23:30 in New York is already Sunday the 20th in UTC.
    const now = fromZonedTime('2027-06-19T23:30', NY);
    expect(now.toISOString()).toBe('2027-06-20T03:30:00.000Z');
    expect(calendarLayout([], NY, now)).toMatchObject({ start: '2027-06-13', end: '2027-06-20' });
    // The same instant in UTC would be the next week.
    expect(calendarLayout([], 'UTC', now)).toMatchObject({ start: '2027-06-20', end: '2027-06-27' });
  });

  it('takes a number of milliseconds for now', () => {
    const now = fromZonedTime('2027-06-16T10:00', NY).getTime();
    expect(calendarLayout([], NY, now).start).toBe('2027-06-13');
  });
});

describe('calendar layout: one day', () => {
  it('is single-day mode with up to 10 events per cell', () => {
    const layout = calendarLayout([at('2027-06-14T09:00'), at('2027-06-14T18:00'), at('2027-06-14T12:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'single', start: '2027-06-14', end: '2027-06-15', dayMaxEvents: 10 });
    expect(layout.label).toBe('Monday, June 14, 2027');
    expect(layout.pages).toHaveLength(1);
  });

  it('puts a 23:30 New York event on its New York day, though it is the next day in UTC', () => {
    const late = at('2027-06-14T23:30');
    expect(late.datetime).toBe('2027-06-15T03:30:00.000Z');
    const layout = calendarLayout([late, at('2027-06-14T08:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'single', start: '2027-06-14', end: '2027-06-15' });
  });

  it('reads the same instants as two days in another zone', () => {
    const events = [at('2027-06-14T23:30'), at('2027-06-14T08:00')];
    // In Paris the late one is 05:30 on the 15th: two days, so range mode.
    expect(calendarLayout(events, 'Europe/Paris', 0)).toMatchObject({ mode: 'range', start: '2027-06-13', end: '2027-06-17' });
  });
});

describe('calendar layout: short spans', () => {
  it('pads a two-day span with a day either side', () => {
    const layout = calendarLayout([at('2027-06-14T09:00'), at('2027-06-15T20:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'range', start: '2027-06-13', end: '2027-06-17', dayMaxEvents: 2 });
    expect(layout.label).toBe('June 13 – 16, 2027');
    expect(daysOf(layout)).toEqual(['2027-06-13', '2027-06-14', '2027-06-15', '2027-06-16']);
  });

  it('pads a three-day span (first to last day 2 days apart), in any event order', () => {
    const layout = calendarLayout([at('2027-06-16T09:00'), at('2027-06-14T09:00'), at('2027-06-15T09:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'range', start: '2027-06-13', end: '2027-06-18' });
    expect(layout.label).toBe('June 13 – 17, 2027');
  });

  it('labels a range crossing a month', () => {
    const layout = calendarLayout([at('2027-06-30T09:00'), at('2027-07-01T09:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'range', start: '2027-06-29', end: '2027-07-03' });
    expect(layout.label).toBe('June 29 – July 2, 2027');
  });

  it('labels a range crossing a year', () => {
    const layout = calendarLayout([at('2026-12-31T20:00'), at('2027-01-01T11:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'range', start: '2026-12-30', end: '2027-01-03' });
    expect(layout.label).toBe('December 30, 2026 – January 2, 2027');
  });

  it('counts calendar days across the spring daylight-saving change', () => {
    // Clocks go forward at 02:00 on Sunday 2027-03-14 in New York: 23:30 Saturday to 00:30
    // Monday is only 24 hours, but the days are two calendar days apart.
    const layout = calendarLayout([at('2027-03-13T23:30'), at('2027-03-15T00:30')], NY, 0);
    expect(layout).toMatchObject({ mode: 'range', start: '2027-03-12', end: '2027-03-17' });
  });

  it('counts calendar days across the autumn daylight-saving change', () => {
    // Clocks go back at 02:00 on Sunday 2027-11-07: 00:15 Saturday to 23:45 Monday is 72½ hours,
    // more than three days of 24 hours, yet the days are only two calendar days apart.
    const layout = calendarLayout([at('2027-11-06T00:15'), at('2027-11-08T23:45')], NY, 0);
    expect(layout).toMatchObject({ mode: 'range', start: '2027-11-05', end: '2027-11-10' });
    expect(daysOf(layout)).toHaveLength(5);
  });
});

describe('calendar layout: longer spans', () => {
  it('shows whole Sunday-to-Saturday weeks covering the events', () => {
    // Thursday June 3 to Tuesday June 8: two weeks, May 30 to June 12.
    const layout = calendarLayout([at('2027-06-03T09:00'), at('2027-06-08T09:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'weekly', start: '2027-05-30', end: '2027-06-13', dayMaxEvents: 2 });
    expect(layout.label).toBe('May 30 – June 12, 2027');
    expect(weekdayOf(layout.start)).toBe(0);
    expect(weekdayOf(addDays(layout.end, -1))).toBe(6);
    expect(layout.pages).toEqual([{ start: '2027-05-30', end: '2027-06-13', label: 'May 30 – June 12, 2027' }]);
  });

  it('uses one week when a three-day gap sits inside it', () => {
    const layout = calendarLayout([at('2027-06-01T09:00'), at('2027-06-04T09:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'weekly', start: '2027-05-30', end: '2027-06-06' });
    expect(layout.label).toBe('May 30 – June 5, 2027');
  });

  it('starts on the Sunday when the first event is on a Sunday and ends on a Saturday', () => {
    const layout = calendarLayout([at('2027-06-13T09:00'), at('2027-06-19T22:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'weekly', start: '2027-06-13', end: '2027-06-20' });
  });

  it('covers weeks across a year boundary in the itinerary zone', () => {
    // 23:30 on Dec 27 in New York is Dec 28 in UTC; the week still starts Sunday Dec 27.
    const layout = calendarLayout([at('2026-12-27T23:30'), at('2027-01-02T10:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'weekly', start: '2026-12-27', end: '2027-01-03' });
    expect(layout.label).toBe('December 27, 2026 – January 2, 2027');
  });

  it('keeps whole weeks across daylight-saving changes', () => {
    const layout = calendarLayout([at('2027-03-10T09:00'), at('2027-03-16T09:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'weekly', start: '2027-03-07', end: '2027-03-21' });
    expect(daysOf(layout)).toHaveLength(14);
    expect(new Set(daysOf(layout)).size).toBe(14);
  });

  it('shows up to six weeks whole', () => {
    const layout = calendarLayout([at('2027-06-06T09:00'), at('2027-07-17T09:00')], NY, 0);
    expect(layout).toMatchObject({ start: '2027-06-06', end: '2027-07-18' });
    expect(layout.pages).toHaveLength(1);
  });

  it('pages longer grids four weeks at a time, leaving out pages without events', () => {
    const layout = calendarLayout([at('2027-01-05T09:00'), at('2027-01-20T09:00'), at('2027-06-10T09:00')], NY, 0);
    expect(layout).toMatchObject({ mode: 'weekly', start: '2027-01-03', end: '2027-06-13' });
    expect(layout.label).toBe('January 3 – June 12, 2027');
    expect(layout.pages).toEqual([
      { start: '2027-01-03', end: '2027-01-31', label: 'January 3 – 30, 2027' },
      { start: '2027-05-23', end: '2027-06-13', label: 'May 23 – June 12, 2027' },
    ]);
  });
});

describe('initial page', () => {
  const pages = [
    { start: '2027-01-03', end: '2027-01-31', label: '' },
    { start: '2027-05-23', end: '2027-06-13', label: '' },
  ];
  it('opens on the page holding today or the next events', () => {
    expect(initialPageIndex(pages, '2026-12-01')).toBe(0);
    expect(initialPageIndex(pages, '2027-01-30')).toBe(0);
    expect(initialPageIndex(pages, '2027-01-31')).toBe(1);
    expect(initialPageIndex(pages, '2027-03-01')).toBe(1);
  });
  it('opens on the last page when everything is past', () => {
    expect(initialPageIndex(pages, '2027-07-01')).toBe(1);
    expect(initialPageIndex([], '2027-07-01')).toBe(0);
  });
});

describe('day arithmetic', () => {
  it('steps over month, year and daylight-saving boundaries by calendar day', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDays('2027-11-07', 1)).toBe('2027-11-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('labels one day, one month, two months and two years', () => {
    expect(formatRangeLabel('2027-06-14', '2027-06-15', DEFAULT_READER_FORMAT)).toBe('Monday, June 14, 2027');
    expect(formatRangeLabel('2027-06-13', '2027-06-17', DEFAULT_READER_FORMAT)).toBe('June 13 – 16, 2027');
    expect(formatRangeLabel('2027-05-30', '2027-06-06', DEFAULT_READER_FORMAT)).toBe('May 30 – June 5, 2027');
    expect(formatRangeLabel('2026-12-30', '2027-01-03', DEFAULT_READER_FORMAT)).toBe('December 30, 2026 – January 2, 2027');
  });

  it('labels in the reader’s date order', () => {
    expect(formatRangeLabel('2027-06-14', '2027-06-15', 'dmy-24h')).toBe('Monday, 14 June 2027');
    expect(formatRangeLabel('2027-05-30', '2027-06-06', 'dmy-24h')).toBe('30 May – 5 June 2027');
    expect(formatRangeLabel('2027-06-13', '2027-06-17', 'ymd-24h')).toBe('2027 June 13 – 16');
    expect(calendarLayout([], NY, fromZonedTime('2027-06-16T10:00', NY), 'dmy-24h').label).toBe('13 – 19 June 2027');
  });
});
