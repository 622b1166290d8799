/**
 * Calendar invitations' rules: which iTIP messages a guest is owed, and the messages themselves as
 * two independent iCalendar parsers (ical.js and node-ical) read them.
 */
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  invitationFingerprint,
  invitationIcs,
  invitationSteps,
  invitationUid,
  type InvitationEvent,
  type InvitationParties,
} from '../../src/server/invitations/invitation-rules';

const SITE = 'https://itinerary.example';
const NOW = Date.UTC(2031, 5, 1, 12);
const HOUR = 3_600_000;
const dinner: InvitationEvent = {
  eventId: 7,
  title: 'Welcome dinner; “Casa”, 2nd floor',
  start: NOW + 48 * HOUR,
  end: NOW + 51 * HOUR,
  location: 'Casa do Alentejo, Lisbon',
  description: 'Smart casual.\nTables from 19:00.',
  url: `${SITE}/project/abc123#event-7`,
};
const parties: InvitationParties = {
  organizer: { name: 'Lisbon Weekend', email: 'no-reply@itinerary.example' },
  attendee: 'ana@example.test',
  siteUrl: SITE,
  siteName: 'Itinerary',
  stamp: new Date(NOW),
};
const sentOf = (event: InvitationEvent, sequence: number, cancelled = false) => ({
  eventId: event.eventId,
  fingerprint: invitationFingerprint(event),
  sequence,
  cancelled,
  start: event.start,
  last: event,
});

describe('which invitations a guest is owed', () => {
  it('sends a REQUEST at SEQUENCE 0 for an upcoming event the guest attends, and nothing again while it is unchanged', () => {
    expect(invitationSteps([dinner], [], NOW)).toEqual([{ method: 'REQUEST', event: dinner, sequence: 0, fingerprint: invitationFingerprint(dinner) }]);
    expect(invitationSteps([dinner], [sentOf(dinner, 0)], NOW)).toEqual([]);
  });

  it('raises SEQUENCE by one for each change the invitation shows', () => {
    const moved = { ...dinner, start: dinner.start + HOUR, end: dinner.end + HOUR };
    expect(invitationSteps([moved], [sentOf(dinner, 3)], NOW)).toMatchObject([{ method: 'REQUEST', sequence: 4, event: moved }]);
    const renamed = { ...dinner, title: 'Dinner' };
    expect(invitationSteps([renamed], [sentOf(dinner, 0)], NOW)).toMatchObject([{ method: 'REQUEST', sequence: 1 }]);
  });

  it('cancels an event that was deleted or that the guest left, once, with what was last sent', () => {
    expect(invitationSteps([], [sentOf(dinner, 2)], NOW)).toEqual([{ method: 'CANCEL', event: dinner, sequence: 3, fingerprint: invitationFingerprint(dinner) }]);
    expect(invitationSteps([], [sentOf(dinner, 3, true)], NOW)).toEqual([]);
  });

  it('invites again, at a higher SEQUENCE, when a cancelled event is the guest’s again', () => {
    expect(invitationSteps([dinner], [sentOf(dinner, 3, true)], NOW)).toMatchObject([{ method: 'REQUEST', sequence: 4 }]);
  });

  it('says nothing about an event that has started or gone by', () => {
    const started = { ...dinner, start: NOW - HOUR, end: NOW + HOUR };
    expect(invitationSteps([started], [], NOW)).toEqual([]);
    expect(invitationSteps([], [sentOf(started, 0)], NOW)).toEqual([]);
  });
});

function parseBoth(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  const second = Object.values(nodeIcal.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { calendar, vevent: vevent!, event: new ICAL.Event(vevent!), second };
}

describe('an invitation as calendars read it', () => {
  it('is a METHOD:REQUEST with the stable UID, SEQUENCE, organiser, attendee, time, place and text', () => {
    const text = invitationIcs({ method: 'REQUEST', event: dinner, sequence: 2 }, parties);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => line.length <= 75 || /[^\x00-\x7f]/.test(line))).toBe(true);
    const { calendar, vevent, event, second } = parseBoth(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(invitationUid(7, SITE));
    expect(event.sequence).toBe(2);
    expect(event.summary).toBe(dinner.title);
    expect(event.location).toBe(dinner.location);
    expect(event.description).toBe(dinner.description);
    expect(event.startDate.toJSDate().getTime()).toBe(dinner.start);
    expect(event.endDate.toJSDate().getTime()).toBe(dinner.end);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // A URI scheme is case-insensitive: MAILTO: and mailto: are the same.
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:no-reply@itinerary.example');
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:ana@example.test');
    // The second parser agrees.
    expect(second).toHaveLength(1);
    expect(second[0]?.uid).toBe(invitationUid(7, SITE));
    expect(Number(second[0]?.sequence)).toBe(2);
    expect(second[0]?.summary).toBe(dinner.title);
    expect(second[0]?.start.getTime()).toBe(dinner.start);
  });

  it('is a METHOD:CANCEL with STATUS:CANCELLED for the same UID', () => {
    const text = invitationIcs({ method: 'CANCEL', event: dinner, sequence: 3 }, parties);
    const { calendar, vevent, event, second } = parseBoth(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(invitationUid(7, SITE));
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(second[0]?.uid).toBe(invitationUid(7, SITE));
    expect(second[0]?.status).toBe('CANCELLED');
  });

  it('differs from the calendar feed’s UID, so a guest with both keeps them apart', () => {
    expect(invitationUid(7, SITE)).not.toBe(`event-7@itinerary.example`);
  });
});
