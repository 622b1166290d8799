/**
 * The email around a calendar invitation: the subject names the event and its time in the
 * itinerary's zone, the body says when and where, and a cancellation links to the itinerary
 * rather than to an event that is gone.
 */
import { describe, expect, it } from 'vitest';
import { invitationMail } from '../../src/server/invitations/invitation-kind';
import { invitationEventOf } from '../../src/server/invitations/invitations';

const itinerary = { name: 'Lisbon Weekend', timeZone: 'Europe/Lisbon' };
// Sat 14 Jun 2031, 19:00 in Lisbon (summer time, UTC+1).
const start = Date.UTC(2031, 5, 14, 18);
const dinner = invitationEventOf(
  { id: 7, title: 'Dinner', startsAt: start, endsAt: null, location: 'Casa do Alentejo', description: null },
  'abc123',
  'https://itinerary.example/',
);

describe('an invitation email', () => {
  it('names the event and its time in the itinerary zone, and ends an event without an end an hour later', () => {
    expect(dinner).toMatchObject({ end: start + 3_600_000, url: 'https://itinerary.example/project/abc123#event-7' });
    const mail = invitationMail({ subscriptionId: 1, method: 'REQUEST', sequence: 0, event: dinner }, itinerary);
    expect(mail.subject).toBe('Invitation: Dinner · Sat, Jun 14, 7:00 PM');
    expect(mail.lines).toEqual([
      'When: Sat, Jun 14, 7:00 PM to Sat, Jun 14, 8:00 PM',
      'Where: Casa do Alentejo',
      expect.stringContaining('Part of Lisbon Weekend.'),
    ]);
    expect(mail.link).toBe(dinner.url);
  });

  it('says Cancelled and links to the itinerary itself', () => {
    const mail = invitationMail({ subscriptionId: 1, method: 'CANCEL', sequence: 3, event: { ...dinner, location: null } }, itinerary);
    expect(mail.subject).toBe('Cancelled: Dinner · Sat, Jun 14, 7:00 PM');
    expect(mail.lines).toHaveLength(2);
    expect(mail.lines[1]).toContain('is off for you');
    expect(mail.link).toBe('https://itinerary.example/project/abc123');
  });
});
