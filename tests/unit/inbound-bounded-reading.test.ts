/**
 * The bounds on reading a forwarded invite (docs/security.md, "Reading forwarded invites"): a
 * rule with an impossible value is refused before it is expanded, the work per rule stops at the
 * window whatever the rule matches, a calendar is read up to a number of VEVENTs, and paced work
 * lets the event loop run between slices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_VEVENTS_MAX, eventsOfCalendar } from '@/server/inbound/ics-events';
import { expandRule, isReadableRule, RECURRENCE_MAX, STEPS_MAX } from '@/server/inbound/ics-recurrence';
import { ruleParts } from '@/server/inbound/ics-time';
import { runAtOnce, runPaced, type Steps } from '@/server/core/pacing';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

afterEach(() => {
  vi.restoreAllMocks();
});

/** How many days the expansion computes (each period's day is one Date.UTC call or a few). */
function daysComputed(rule: string, start: string, from: string): { walls: number[]; calls: number } {
  const spy = vi.spyOn(Date, 'UTC');
  const walls = expandRule(rule, wall(start), wall(from));
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  return { walls, calls };
}

describe('rules with values no calendar has', () => {
  it('are refused up front', () => {
    for (const rule of [
      'FREQ=DAILY;BYMONTH=13',
      'FREQ=DAILY;BYMONTH=0',
      'FREQ=YEARLY;BYMONTH=-1',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=MONTHLY;BYMONTHDAY=0',
      'FREQ=WEEKLY;BYDAY=9ZZ',
      'FREQ=MONTHLY;BYDAY=60MO',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;INTERVAL=two',
      'FREQ=DAILY;COUNT=0',
      'FREQ=DAILY;UNTIL=someday',
    ]) {
      expect(isReadableRule(ruleParts(rule)), rule).toBe(false);
    }
  });

  it('accept every value a calendar can have', () => {
    for (const rule of [
      'FREQ=DAILY',
      'FREQ=DAILY;BYMONTH=1,12',
      'FREQ=MONTHLY;BYMONTHDAY=-31,1,31',
      'FREQ=MONTHLY;BYDAY=-1FR,2MO',
      'FREQ=YEARLY;BYDAY=53SU,-53MO;BYMONTH=6',
      'FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=MO,WE',
      'FREQ=DAILY;UNTIL=20270604T235959Z',
      'FREQ=DAILY;UNTIL=20270604',
    ]) {
      expect(isReadableRule(ruleParts(rule)), rule).toBe(true);
    }
  });

  it('give the first occurrence only, without stepping through days', () => {
    const { walls, calls } = daysComputed('FREQ=DAILY;BYMONTH=13', '2027-02-01T09:00:00', '2027-01-01T00:00:00');
    expect(walls.map(iso)).toEqual(['2027-02-01T09:00:00']);
    expect(calls).toBeLessThan(5);
  });
});

describe('the work per rule', () => {
  it('stops at the end of the window when no period matches a day', () => {
    // February never has a 30th: a valid rule that matches nothing, looked at for about a year.
    const { walls, calls } = daysComputed('FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30;COUNT=5', '2027-01-15T09:00:00', '2027-01-01T00:00:00');
    expect(walls).toEqual([]);
    expect(calls).toBeLessThan(40);
    const daily = daysComputed('FREQ=DAILY;BYDAY=MO;BYMONTH=2;BYMONTHDAY=30', '2027-01-15T09:00:00', '2027-01-01T00:00:00');
    expect(daily.calls).toBeLessThan(400);
  });

  it('skips the periods before the window when no COUNT needs them, so an old series still reaches today', () => {
    const { walls, calls } = daysComputed('FREQ=DAILY', '1990-03-01T08:00:00', '2027-05-31T12:00:00');
    expect(walls).toHaveLength(RECURRENCE_MAX);
    expect(iso(walls[0]!)).toBe('2027-06-01T08:00:00');
    expect(calls).toBeLessThan(100);
  });

  it('looks at a bounded number of periods when a COUNT makes it start at the first', () => {
    const { walls, calls } = daysComputed('FREQ=DAILY;BYDAY=MO;COUNT=100000', '1990-03-01T08:00:00', '2027-05-31T12:00:00');
    expect(walls).toEqual([]);
    expect(calls).toBeLessThanOrEqual(STEPS_MAX * 2);
  });
});

describe('a calendar of thousands of events', () => {
  it('is read up to its first VEVENTs', () => {
    const vevents = Array.from({ length: CALENDAR_VEVENTS_MAX + 100 }, (_, i) =>
      ['BEGIN:VEVENT', `UID:e-${i}@example.com`, 'DTSTAMP:20270101T000000Z', 'DTSTART:20270201T090000Z', 'RRULE:FREQ=DAILY;BYMONTH=13', `SUMMARY:Event ${i}`, 'END:VEVENT'].join('\r\n'),
    );
    const events = eventsOfCalendar(['BEGIN:VCALENDAR', 'VERSION:2.0', ...vevents, 'END:VCALENDAR'].join('\r\n'));
    expect(events).toHaveLength(CALENDAR_VEVENTS_MAX);
    expect(events.at(-1)?.title).toBe(`Event ${CALENDAR_VEVENTS_MAX - 1}`);
  });
});

describe('paced work', () => {
  const busy = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Work that holds the thread.
    }
  };
  let stepsSincePause = 0;
  function* steps(count: number, ms: number): Steps<number> {
    for (let i = 0; i < count; i++) {
      busy(ms);
      stepsSincePause++;
      yield;
    }
    return count;
  }

  it('lets the event loop run whenever a slice has passed, and gives the same result as running at once', async () => {
    // Each step holds the thread for at least 2 ms, so a 10 ms slice ends after 5 steps at most.
    const stretches: number[] = [];
    stepsSincePause = 0;
    const pause = vi.fn(async () => {
      stretches.push(stepsSincePause);
      stepsSincePause = 0;
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(await runPaced(steps(30, 2), 10, pause)).toBe(30);
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...stretches)).toBeLessThanOrEqual(5);
    expect(runAtOnce(steps(30, 0))).toBe(30);
  });

  it('does not pause work shorter than a slice', async () => {
    const pause = vi.fn(async () => {});
    expect(await runPaced(steps(5, 0), 50, pause)).toBe(5);
    expect(pause).not.toHaveBeenCalled();
  });
});
