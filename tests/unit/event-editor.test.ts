/** The event editor's pure rules: attendee chips, zoned date and time, the draft, the store. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addChips,
  attendeesFromChips,
  chipKinds,
  chipsFromAttendees,
  removeLastChip,
  takeTypedChips,
} from '../../src/lib/attendee-chips';
import { attendeesOf, parseAttendees } from '../../src/lib/attendees';
import { defaultEventDatetime, describeTimeZone, fromDatetimeLocal, toDatetimeLocal } from '../../src/lib/zoned-time';
import { bodyFromDraft, draftFromEvent, isFilled, sameBody, validateDraft } from '../../src/islands/itinerary/events/event-draft';
import {
  $eventEditor,
  closeEventEditor,
  keepEventEditorOpen,
  markEventEditorSaving,
  registerEventEditor,
  resetEventEditor,
  startCreatingEvent,
  startEditingEvent,
  type LeaveResult,
} from '../../src/stores/event-editor';
import type { EventView } from '../../src/lib/types';

describe('attendee chips', () => {
  it('become chips on a comma; the text after the last comma stays typed', () => {
    expect(takeTypedChips([], 'Ana')).toEqual({ chips: [], rest: 'Ana' });
    expect(takeTypedChips([], 'Ana,')).toEqual({ chips: ['Ana'], rest: '' });
    expect(takeTypedChips(['Ana'], 'Ben, Cy, Do')).toEqual({ chips: ['Ana', 'Ben', 'Cy'], rest: 'Do' });
    expect(takeTypedChips(['Ana'], ' , ,')).toEqual({ chips: ['Ana'], rest: '' });
  });

  it('ignore blanks and repeats in any case, and tidy spaces', () => {
    expect(addChips(['Ana'], 'ana')).toEqual(['Ana']);
    expect(addChips(['Ana'], '  Ben   Lee ')).toEqual(['Ana', 'Ben Lee']);
    expect(addChips(['Ana'], '   ')).toEqual(['Ana']);
    expect(addChips([], 'Cy, cy, CY, Di')).toEqual(['Cy', 'Di']);
  });

  it('lose the last one on Backspace', () => {
    expect(removeLastChip(['Ana', 'Ben'])).toEqual(['Ana']);
    expect(removeLastChip([])).toEqual([]);
  });

  it("keep 'Everyone' and 'Everyone except A, B' through a round trip", () => {
    for (const stored of ['Everyone', 'Everyone except Ana, Ben', 'Ana, Ben, Cy']) {
      const chips = chipsFromAttendees(stored);
      expect(attendeesFromChips(chips)).toBe(stored);
      expect(parseAttendees(attendeesFromChips(chips))).toEqual(parseAttendees(stored));
    }
    expect(chipsFromAttendees('Everyone except Ana, Ben')).toEqual(['Everyone except Ana', 'Ben']);
    expect(attendeesOf(attendeesFromChips(['Everyone except Ana', 'Ben']), ['Ana', 'Ben', 'Cy'])).toEqual(['Cy']);
    expect(chipsFromAttendees(null)).toEqual([]);
  });

  it('say which chips are excluded', () => {
    expect(chipKinds(['Everyone except Ana', 'Ben'])).toEqual(['except', 'excluded']);
    expect(chipKinds(['everyone'])).toEqual(['everyone']);
    expect(chipKinds(['Ana', 'Everyone except Ben'])).toEqual(['name', 'name']);
  });
});

describe('zoned date and time', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it('reads and writes datetime-local values in the itinerary zone', () => {
    expect(toDatetimeLocal('2026-07-04T23:30:00.000Z', 'America/New_York')).toBe('2026-07-04T19:30');
    expect(toDatetimeLocal('2026-01-15T23:30:00.000Z', 'America/New_York')).toBe('2026-01-15T18:30');
    expect(toDatetimeLocal('2026-07-04T23:30:00.000Z', 'Europe/Paris')).toBe('2026-07-05T01:30');
    expect(fromDatetimeLocal('2026-07-04T19:30', 'America/New_York')).toBe('2026-07-04T23:30:00.000Z');
    expect(fromDatetimeLocal('2026-01-15T18:30', 'America/New_York')).toBe('2026-01-15T23:30:00.000Z');
    expect(fromDatetimeLocal('2026-07-05T01:30', 'Europe/Paris')).toBe('2026-07-04T23:30:00.000Z');
    expect(fromDatetimeLocal('', 'Europe/Paris')).toBeNull();
    expect(fromDatetimeLocal('2026-07-05', 'Europe/Paris')).toBeNull();
    expect(toDatetimeLocal('not a date', 'Europe/Paris')).toBe('');
  });

  it('do not depend on the zone of the device, even across its daylight-saving change', () => {
    // 02:30 in New York on the night Paris skips from 02:00 to 03:00.
    const instant = '2026-03-29T06:30:00.000Z';
    for (const device of ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata']) {
      process.env.TZ = device;
      expect(toDatetimeLocal(instant, 'America/New_York'), device).toBe('2026-03-29T02:30');
      expect(fromDatetimeLocal('2026-03-29T02:30', 'America/New_York'), device).toBe(instant);
      expect(defaultEventDatetime(Date.parse('2026-03-07T17:00:00Z'), 'America/New_York'), device).toBe('2026-03-08T12:00');
    }
  });

  it('default a new event to tomorrow at 12:00 in the itinerary zone, across DST', () => {
    // New York, the day before clocks go forward (8 March 2026): noon EDT is 16:00 UTC.
    const ny = defaultEventDatetime(Date.parse('2026-03-07T17:00:00Z'), 'America/New_York');
    expect(ny).toBe('2026-03-08T12:00');
    expect(fromDatetimeLocal(ny, 'America/New_York')).toBe('2026-03-08T16:00:00.000Z');
    // Late evening in New York is already tomorrow in UTC: "tomorrow" is New York's.
    expect(defaultEventDatetime(Date.parse('2026-11-01T03:30:00Z'), 'America/New_York')).toBe('2026-11-01T12:00');
    // New York, the day before clocks go back (1 November 2026): noon EST is 17:00 UTC.
    const fall = defaultEventDatetime(Date.parse('2026-10-31T15:00:00Z'), 'America/New_York');
    expect(fall).toBe('2026-11-01T12:00');
    expect(fromDatetimeLocal(fall, 'America/New_York')).toBe('2026-11-01T17:00:00.000Z');
    // Paris just after midnight on the night of its change (29 March 2026): already the 29th.
    const paris = defaultEventDatetime(Date.parse('2026-03-28T23:30:00Z'), 'Europe/Paris');
    expect(paris).toBe('2026-03-30T12:00');
    expect(fromDatetimeLocal(paris, 'Europe/Paris')).toBe('2026-03-30T10:00:00.000Z');
    expect(fromDatetimeLocal(defaultEventDatetime(Date.parse('2026-03-28T10:00:00Z'), 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    // Month and year ends roll over.
    expect(defaultEventDatetime(Date.parse('2026-12-31T15:00:00Z'), 'Europe/Paris')).toBe('2027-01-01T12:00');
  });

  it('name the clock the field reads', () => {
    expect(describeTimeZone('America/New_York', Date.parse('2026-07-01T12:00:00Z'))).toBe('New York time (EDT)');
    expect(describeTimeZone('America/New_York', Date.parse('2026-01-01T12:00:00Z'))).toBe('New York time (EST)');
  });
});

describe('event draft', () => {
  const event: EventView = {
    id: 7,
    title: 'Dinner',
    description: null,
    datetime: '2026-07-04T23:30:00.000Z',
    endDatetime: null,
    location: 'Le Marais',
    latitude: 48.86,
    longitude: 2.36,
    attendees: 'Everyone except Ana, Ben',
    vibe: null,
    eventType: 'dining',
    privateNotes: 'Ref 12',
  };

  it('turns an event into a draft and back without changing it', () => {
    const draft = draftFromEvent(event, 'Europe/Paris', 0);
    expect(draft.datetime).toBe('2026-07-05T01:30');
    expect(draft.attendees).toEqual(['Everyone except Ana', 'Ben']);
    expect(bodyFromDraft(draft, 'Europe/Paris')).toEqual({
      title: 'Dinner',
      datetime: '2026-07-04T23:30:00.000Z',
      endDatetime: null,
      description: '',
      location: 'Le Marais',
      latitude: 48.86,
      longitude: 2.36,
      attendees: 'Everyone except Ana, Ben',
      vibe: '',
      eventType: 'dining',
      privateNotes: 'Ref 12',
      visibility: 'everyone',
    });
    expect(bodyFromDraft(draftFromEvent({ ...event, visibility: 'listed' }, 'Europe/Paris', 0), 'Europe/Paris').visibility).toBe('listed');
    expect(sameBody(draft, { ...draft }, 'Europe/Paris')).toBe(true);
    expect(sameBody(draft, { ...draft, visibility: 'listed' }, 'Europe/Paris')).toBe(false);
    expect(sameBody(draft, { ...draft, title: 'Lunch' }, 'Europe/Paris')).toBe(false);
  });

  it('counts typed attendee text and drops coordinates without a location', () => {
    const draft = { ...draftFromEvent(undefined, 'America/New_York', Date.parse('2026-03-07T17:00:00Z')), title: 'Hike' };
    expect(draft.datetime).toBe('2026-03-08T12:00');
    const body = bodyFromDraft({ ...draft, attendees: ['Ana'], pendingAttendee: 'ben', latitude: 1, longitude: 2 }, 'America/New_York');
    expect(body.attendees).toBe('Ana, ben');
    expect(body.latitude).toBeNull();
    expect(body.datetime).toBe('2026-03-08T16:00:00.000Z');
  });

  it('is checked with the server schema and its messages', () => {
    const draft = draftFromEvent(undefined, 'America/New_York', Date.now());
    expect(isFilled(draft)).toBe(false);
    const empty = validateDraft({ ...draft, datetime: '' }, 'America/New_York');
    expect(empty).toEqual({ ok: false, errors: { title: 'Please enter an event title.', datetime: 'Please choose a date and time.' } });
    const long = validateDraft({ ...draft, title: 'x'.repeat(201) }, 'America/New_York');
    expect(long.ok === false && long.errors.title).toBe('Event titles can be at most 200 characters.');
    const ok = validateDraft({ ...draft, title: '  Brunch ' }, 'America/New_York');
    expect(ok.ok && ok.input.title).toBe('Brunch');
  });
});

describe('event editor store', () => {
  afterEach(() => resetEventEditor());

  it('opens one editor at a time; an open one leaves first, like a click outside', () => {
    let answer: LeaveResult = 'closed';
    startEditingEvent(3);
    const unregister = registerEventEditor(() => answer);
    answer = 'blocked';
    startCreatingEvent();
    expect($eventEditor.get()).toEqual({ kind: 'editing', eventId: 3 });
    answer = 'closed';
    startCreatingEvent('bottom');
    expect($eventEditor.get()).toEqual({ kind: 'creating', at: 'bottom' });
    unregister();
  });

  it('waits for a save, then opens what was asked; a failed save drops the request', () => {
    startEditingEvent(3);
    registerEventEditor(() => {
      markEventEditorSaving();
      return 'saving';
    });
    startEditingEvent(4);
    expect($eventEditor.get()).toEqual({ kind: 'editing', eventId: 3 });
    closeEventEditor();
    expect($eventEditor.get()).toEqual({ kind: 'editing', eventId: 4 });

    registerEventEditor(() => {
      markEventEditorSaving();
      return 'saving';
    });
    startCreatingEvent();
    keepEventEditorOpen();
    expect($eventEditor.get()).toEqual({ kind: 'editing', eventId: 4 });
    closeEventEditor();
    expect($eventEditor.get()).toEqual({ kind: 'none' });
  });
});
