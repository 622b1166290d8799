/**
 * Which events a push subscription hears about (docs/reminders.md#whose-events): what its browser
 * could see when it subscribed, through the one visibility rule (../guests/visibility.ts: a private
 * event only for a guest on its list who came by their personal link), narrowed to the guest it is
 * (a picked name or a personal link: the events that guest attends, by name or by a group of
 * theirs), or else to the people it filtered to, or else all of them. Read for planning and again when each message is sent, so an
 * event moved, cancelled or taken off a guest's list sends nothing.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, projects, type PushSubscriptionRow } from '../../../db/schema';
import { filterEventsByPeople } from '../../lib/attendees';
import { guestAttendance, viewerSight, visibleEvents } from '../guests/visibility';

export type ReminderEvent = { id: number; title: string; startsAt: number; location: string | null };

/** An event as a subscription hears about it, with what a calendar invitation also shows. */
export type HeardEvent = ReminderEvent & { endsAt: number | null; description: string | null };

export type ReminderItinerary = { id: number; projectId: string; name: string; timeZone: string };

/** The organiser's reminder defaults, as a select reads them (docs/reminders.md#when). */
export const reminderDefaultsColumns = {
  digest: projects.remindersDigest,
  digestAt: projects.remindersDigestAt,
  before: projects.remindersBefore,
  beforeMinutes: projects.remindersBeforeMinutes,
};

/** The itinerary of a subscription, as reminders name it, with its reminder defaults. */
export async function reminderItinerary(handle: DatabaseHandle, projectRowId: number) {
  const [row] = await handle.db
    .select({
      id: projects.id,
      projectId: projects.projectId,
      name: projects.name,
      timeZone: projects.timeZone,
      version: projects.version,
      publicVersion: projects.publicVersion,
      reminders: reminderDefaultsColumns,
    })
    .from(projects)
    .where(eq(projects.id, projectRowId));
  return row;
}

/** The events starting after `from` and up to `until` that `subscription` hears about, by start. */
export async function eventsFor(
  handle: DatabaseHandle,
  subscription: Pick<PushSubscriptionRow, 'projectRowId' | 'guestId' | 'identity' | 'people'>,
  itinerary: { version: number; publicVersion: number },
  from: number,
  until: number,
): Promise<HeardEvent[]> {
  const rows = await handle.db
    .select({
      id: events.id,
      title: events.title,
      datetime: events.datetime,
      endDatetime: events.endDatetime,
      description: events.description,
      location: events.location,
      attendees: events.attendees,
      visibility: events.visibility,
    })
    .from(events)
    .where(and(eq(events.projectRowId, subscription.projectRowId), gt(events.datetime, new Date(from)), lte(events.datetime, new Date(until))))
    .orderBy(events.datetime, events.id);
  const sight = await viewerSight(handle, {
    projectRowId: subscription.projectRowId,
    version: itinerary.version,
    publicVersion: itinerary.publicVersion,
    role: 'viewer',
    guestId: subscription.guestId,
    identity: subscription.identity,
  });
  let seen = visibleEvents(sight, rows);
  if (subscription.guestId !== null && subscription.identity !== null) {
    const goes = await guestAttendance(handle, subscription.projectRowId, subscription.guestId);
    seen = seen.filter((event) => goes(event.attendees));
  } else if (subscription.people) seen = filterEventsByPeople(seen, JSON.parse(subscription.people) as string[]);
  return seen.map((event) => ({
    id: event.id,
    title: event.title,
    startsAt: event.datetime.getTime(),
    location: event.location,
    endsAt: event.endDatetime?.getTime() ?? null,
    description: event.description,
  }));
}
