/**
 * Calendar invitations (docs/reminders.md "Calendar invitations"): one iTIP message (RFC 5546) per
 * event a guest attends, sent by email, so the guest's calendar adds the event and later updates
 * or removes it in place. The rules here are pure: what an invitation says, its UID and SEQUENCE,
 * and which messages a guest is owed given what they were sent before.
 *
 * - The UID is the event's and stays the same for its whole life, so every later message updates
 *   the same calendar entry. It differs from the calendar feeds' UID: a guest who also subscribed
 *   to a feed keeps two separate entries instead of two sources fighting over one.
 * - SEQUENCE starts at 0 and grows by one with each message about that event to that guest
 *   (a calendar ignores a message whose SEQUENCE is not above the one it has).
 * - A REQUEST goes out when the guest first attends an upcoming event, and again when what the
 *   invitation shows changes (title, time, place, description); a CANCEL when the event is
 *   deleted or the guest is no longer on it. Nothing is sent about an event that has started.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sha256 } from '../core/crypto';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

/** What an invitation shows of an event: never a private note, a code or another guest's address. */
export type InvitationEvent = {
  eventId: number;
  title: string;
  start: number;
  end: number;
  location: string | null;
  description: string | null;
  /** The itinerary's page, at the event. */
  url: string;
};

/** The event's calendar identity in every invitation about it. */
export function invitationUid(eventId: number, siteUrl: string): string {
  return `invitation-${eventId}@${new URL(siteUrl).hostname}`;
}

/** Changes exactly when the invitation would show something different. */
export function invitationFingerprint(event: InvitationEvent): string {
  return sha256(JSON.stringify([event.title, event.start, event.end, event.location ?? '', event.description ?? '', event.url]), 'base64url').slice(0, 32);
}

/** What was last sent to one guest about one event (`calendar_invitations`). */
export type SentInvitation = {
  eventId: number;
  fingerprint: string;
  sequence: number;
  cancelled: boolean;
  /** When the event started, as last sent: a CANCEL is not sent for an event gone by. */
  start: number;
};

export type InvitationStep = { method: InvitationMethod; event: InvitationEvent; sequence: number; fingerprint: string };

/**
 * The messages a guest is owed: `wanted` are the events they attend now (as they are now), `sent`
 * what they were sent before. A cancelled event is answered with its last sent content.
 */
export function invitationSteps(
  wanted: readonly InvitationEvent[],
  sent: readonly (SentInvitation & { last: InvitationEvent })[],
  now: number,
): InvitationStep[] {
  const before = new Map(sent.map((row) => [row.eventId, row]));
  const steps: InvitationStep[] = [];
  const still = new Set<number>();
  for (const event of wanted) {
    still.add(event.eventId);
    if (event.start <= now) continue;
    const fingerprint = invitationFingerprint(event);
    const last = before.get(event.eventId);
    if (!last) steps.push({ method: 'REQUEST', event, sequence: 0, fingerprint });
    else if (last.cancelled || last.fingerprint !== fingerprint) steps.push({ method: 'REQUEST', event, sequence: last.sequence + 1, fingerprint });
  }
  for (const row of sent) {
    if (still.has(row.eventId) || row.cancelled || row.start <= now) continue;
    steps.push({ method: 'CANCEL', event: row.last, sequence: row.sequence + 1, fingerprint: row.fingerprint });
  }
  return steps;
}

export type InvitationParties = {
  /** The itinerary's name, shown as the organiser, with the address the email is sent from. */
  organizer: { name: string; email: string };
  /** The guest's confirmed address. */
  attendee: string;
  siteUrl: string;
  siteName: string;
  /** DTSTAMP: when this message is made. */
  stamp: Date;
};

/** The iCalendar text of one iTIP message, each line ending in CRLF. */
export function invitationIcs(step: Pick<InvitationStep, 'method' | 'event' | 'sequence'>, parties: InvitationParties): string {
  const { event } = step;
  const cal = ical({
    prodId: { company: parties.siteName, product: 'Itinerary', language: 'EN' },
    method: step.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  cal.createEvent({
    id: invitationUid(event.eventId, parties.siteUrl),
    sequence: step.sequence,
    stamp: parties.stamp,
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    status: step.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: parties.organizer,
    attendees: [{ email: parties.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: false }],
  });
  return `${cal.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
