/**
 * An event's optional end and where a new event starts (docs/product.md#events): the schema's
 * rule, the editor's draft, how the end reads on cards and in the calendar, and the default date.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_READER_FORMAT as US } from '../../src/lib/reader-format';
import { bodyFromDraft, draftFromEvent, offeredEnd, validateDraft, withStart } from '../../src/islands/itinerary/events/event-draft';
import { shortTime } from '../../src/islands/itinerary/calendar/calendar-days';
import { calendarLayout, lastDayOf } from '../../src/lib/calendar-mode';
import { eventTimes, formatEventTimes } from '../../src/lib/display';
import { MESSAGES } from '../../src/lib/messages';
import { eventInputSchema } from '../../src/lib/schemas';
import type { EventView } from '../../src/lib/types';
import { defaultEventDatetime, fromDatetimeLocal } from '../../src/lib/zoned-time';

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const NY = 'America/New_York';
const at = (local: string, zone = NY) => fromDatetimeLocal(local, zone) ?? 'invalid';
const view = (datetime: string, endDatetime: string | null): EventView => ({
  id: 1,
  title: 'Party',
  description: null,
  datetime,
  endDatetime,
  location: null,
  latitude: null,
  longitude: null,
  attendees: null,
  vibe: null,
  eventType: null,
});

describe('the end rule', () => {
  const start = '2027-06-14T23:00:00.000Z';
  const check = (endDatetime: unknown) => eventInputSchema.safeParse({ title: 'Party', datetime: start, endDatetime });

  it('accepts no end, and an end after the start, on the same day or a later one', () => {
    for (const none of [undefined, null, '']) expect(check(none).success).toBe(true);
    expect(check('2027-06-15T02:30:00.000Z').success).toBe(true);
    expect(check('2027-06-18T15:00:00.000Z').success).toBe(true);
  });

  it('refuses an end at or before the start, with a message under the end field', () => {
    for (const end of [start, '2027-06-14T22:59:00.000Z']) {
      const parsed = check(end);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([[['endDatetime'], MESSAGES.eventEndBeforeStart]]);
    }
  });

  it('refuses an end that is not a date and time with its own message', () => {
    for (const end of ['tomorrow', '2027-06-15T02:30', 42]) {
      const parsed = check(end);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.eventEndInvalid);
    }
  });
});

describe('the editor’s end', () => {
  it('is offered an hour after the start, in the itinerary’s clock, across a daylight-saving change', () => {
    const draft = { ...draftFromEvent(undefined, NY, 0), datetime: '2026-06-14T19:00' };
    expect(offeredEnd(draft, NY)).toBe('2026-06-14T20:00');
    // 01:30 on the night New York goes from 02:00 to 03:00: an hour later reads 03:30.
    expect(offeredEnd({ ...draft, datetime: '2026-03-08T01:30' }, NY)).toBe('2026-03-08T03:30');
    expect(offeredEnd({ ...draft, datetime: '' }, NY)).toBe('');
  });

  it('moves with a new start so the event keeps its length', () => {
    const draft = { ...draftFromEvent(undefined, NY, 0), datetime: '2026-06-14T19:00', endDatetime: '2026-06-14T22:30' };
    expect(withStart(draft, '2026-06-20T21:00', NY)).toEqual({ datetime: '2026-06-20T21:00', endDatetime: '2026-06-21T00:30' });
    expect(withStart({ ...draft, endDatetime: '' }, '2026-06-20T21:00', NY)).toEqual({ datetime: '2026-06-20T21:00', endDatetime: '' });
    expect(withStart(draft, '', NY)).toEqual({ datetime: '', endDatetime: '2026-06-14T22:30' });
  });

  it('reads an event’s end, sends it as an instant, and checks it with the server’s rule', () => {
    const draft = draftFromEvent(view('2027-06-14T23:00:00.000Z', '2027-06-15T02:30:00.000Z'), NY, 0);
    expect(draft.endDatetime).toBe('2027-06-14T22:30');
    expect(bodyFromDraft(draft, NY).endDatetime).toBe('2027-06-15T02:30:00.000Z');
    expect(bodyFromDraft({ ...draft, endDatetime: ' ' }, NY).endDatetime).toBeNull();
    expect(validateDraft({ ...draft, endDatetime: '2027-06-14T18:00' }, NY)).toEqual({ ok: false, errors: { endDatetime: MESSAGES.eventEndBeforeStart } });
    expect(validateDraft({ ...draft, endDatetime: '2027-02-30T18:00' }, NY)).toEqual({ ok: false, errors: { endDatetime: MESSAGES.eventEndInvalid } });
    const ok = validateDraft(draft, NY);
    expect(ok.ok && ok.input.endDatetime).toBe('2027-06-15T02:30:00.000Z');
  });
});

describe('how an end reads', () => {
  it('on the same day, on a later day, across a daylight-saving change, and without one', () => {
    expect(formatEventTimes(view(at('2027-06-14T19:00'), at('2027-06-14T22:30')), NY, US)).toBe('7:00 PM – 10:30 PM EDT');
    expect(formatEventTimes(view(at('2027-06-14T19:00'), at('2027-06-15T02:30')), NY, US)).toBe('7:00 PM – Tue, Jun 15, 2:30 AM EDT');
    expect(formatEventTimes(view(at('2027-11-07T00:00'), at('2027-11-07T02:00')), NY, US)).toBe('12:00 AM EDT – 2:00 AM EST');
    expect(formatEventTimes(view(at('2027-06-14T19:00'), null), NY, US)).toBe('7:00 PM EDT');
    expect(eventTimes(view(at('2027-06-14T19:00'), at('2027-06-17T11:00')), NY, US)).toEqual({
      start: '7:00 PM',
      zone: 'EDT',
      end: '11:00 AM',
      endDay: 'Thu, Jun 17',
      endZone: null,
    });
  });

  it('in the itinerary’s zone whatever the device’s', () => {
    for (const device of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = device;
      // 23:30 to 00:30 in Lisbon is one day in UTC but two in Lisbon.
      const late = view(at('2027-01-10T23:30', 'Europe/Lisbon'), at('2027-01-11T00:30', 'Europe/Lisbon'));
      expect(formatEventTimes(late, 'Europe/Lisbon', US), device).toBe('11:30 PM – Mon, Jan 11, 12:30 AM GMT+0');
    }
  });

  it('in the calendar, where an end before 6 AM keeps the event on the day it starts', () => {
    const party = view(at('2027-06-14T19:00'), at('2027-06-15T02:30'));
    const stay = view(at('2027-06-14T15:00'), at('2027-06-17T11:00'));
    expect(shortTime(party, NY, US)).toBe('7:00 PM – Tue 2:30 AM');
    expect(shortTime(view(at('2027-06-14T19:00'), at('2027-06-14T22:30')), NY, US)).toBe('7:00 PM – 10:30 PM');
    expect(lastDayOf(party, NY)).toBe('2027-06-14');
    expect(lastDayOf(stay, NY)).toBe('2027-06-17');
    expect(lastDayOf(view(at('2027-06-14T19:00'), null), NY)).toBe('2027-06-14');
    // A two-night stay alone is shown over the days it lasts (and one either side), not as one day.
    const twoNights = calendarLayout([view(at('2027-06-14T15:00'), at('2027-06-16T11:00'))], NY, 0);
    expect([twoNights.mode, twoNights.start, twoNights.end]).toEqual(['range', '2027-06-13', '2027-06-18']);
    expect(calendarLayout([party], NY, 0).mode).toBe('single');
    const week = calendarLayout([stay], NY, 0);
    expect(week.mode).toBe('weekly');
    expect(week.end > '2027-06-17').toBe(true);
  });
});

describe('a new event’s date', () => {
  const now = Date.parse('2026-03-01T17:00:00Z');

  it('is the day after the last event, at its time of day, whatever order the events come in', () => {
    const starts = [at('2026-06-14T19:30'), at('2026-06-16T09:15'), at('2026-06-15T20:00')];
    expect(defaultEventDatetime(now, NY, starts)).toBe('2026-06-17T09:15');
  });

  it('counts days in the itinerary’s zone, on any device', () => {
    // 22:00 in New York on 14 June is already 15 June in UTC and in Tokyo.
    const starts = [at('2026-06-14T22:00')];
    for (const device of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = device;
      expect(defaultEventDatetime(now, NY, starts), device).toBe('2026-06-15T22:00');
    }
  });

  it('keeps the clock time across a daylight-saving change, and across month and year ends', () => {
    // 7 March 2026 19:00 EST; the next day New York is on EDT: still 19:00 there.
    const spring = defaultEventDatetime(now, NY, [at('2026-03-07T19:00')]);
    expect(spring).toBe('2026-03-08T19:00');
    expect(fromDatetimeLocal(spring, NY)).toBe('2026-03-08T23:00:00.000Z');
    // 02:30 the day before the change: the next day has no 02:30, which the editor reads as 03:30.
    const skipped = defaultEventDatetime(now, NY, [at('2026-03-07T02:30')]);
    expect(skipped).toBe('2026-03-08T02:30');
    expect(fromDatetimeLocal(skipped, NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(defaultEventDatetime(now, NY, [at('2026-12-31T20:00')])).toBe('2027-01-01T20:00');
  });

  it('is tomorrow at 12:00 when the itinerary has no events yet', () => {
    expect(defaultEventDatetime(now, NY, [])).toBe('2026-03-02T12:00');
    expect(defaultEventDatetime(now, NY, ['not a date'])).toBe('2026-03-02T12:00');
  });

  it('is where a new draft starts', () => {
    expect(draftFromEvent(undefined, NY, now, [at('2026-06-14T19:30')]).datetime).toBe('2026-06-15T19:30');
  });
});
