/**
 * Events of an itinerary. Every change bumps the project's versions in the same batch, which is
 * what open pages watch for live updates; a change to a private event that stays private leaves
 * the public version as it is (../projects/versions.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, type Project } from '../../../db/schema';
import { FREE_EVENT_LIMIT } from '../../lib/limits';
import type { EventInput } from '../../lib/schemas';
import type { Role } from '../../lib/types';
import { HttpError, notFound } from '../http/errors';
import { toEventView } from '../projects/projects';
import { bumpVersion, bumpVersionForEvent } from '../projects/versions';
import { noteEventChange } from '../reminders/change-alerts';


function eventValues(input: EventInput) {
  return {
    title: input.title,
    datetime: new Date(input.datetime),
    endDatetime: input.endDatetime ? new Date(input.endDatetime) : null,
    description: input.description || null,
    location: input.location || null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    attendees: input.attendees || null,
    vibe: input.vibe || null,
    eventType: input.eventType || null,
    privateNotes: input.privateNotes || null,
    visibility: input.visibility ?? 'everyone',
  };
}

/**
 * The SQL condition of the free plan's event limit, for an INSERT … SELECT … WHERE: true on a
 * paid itinerary. Also used when an unclaimed event is sent to an itinerary.
 */
export const underFreeEventLimit = (project: Pick<Project, 'id' | 'isPaid'>) =>
  project.isPaid
    ? sql`1`
    : sql`(SELECT count(*) FROM ${events} WHERE ${events.projectRowId} = ${project.id}) < ${FREE_EVENT_LIMIT}`;

export const trialLimitReached = () =>
  new HttpError(
    403,
    `Free itineraries can have up to ${FREE_EVENT_LIMIT} events. Upgrade for unlimited events.`,
    'TRIAL_LIMIT_REACHED',
  );

/**
 * Adds an event. On an unpaid itinerary the free limit is checked inside the INSERT itself
 * (INSERT … SELECT … WHERE count < limit), so two requests at once cannot both slip past it.
 */
export async function createEvent(handle: DatabaseHandle, project: Project, input: EventInput, role: Role) {
  const v = eventValues(input);
  const underLimit = underFreeEventLimit(project);
  const [inserted, , rows] = await handle.write((db) =>
    db.batch([
      db.run(sql`INSERT INTO ${events}
        (project_id, title, datetime, end_datetime, description, location, latitude, longitude, attendees, vibe, event_type, private_notes, visibility)
        SELECT ${project.id}, ${v.title}, ${v.datetime.getTime()}, ${v.endDatetime?.getTime() ?? null}, ${v.description}, ${v.location}, ${v.latitude},
          ${v.longitude}, ${v.attendees}, ${v.vibe}, ${v.eventType}, ${v.privateNotes}, ${v.visibility}
        WHERE ${underLimit}`),
      bumpVersion(db, project.id, v.visibility === 'listed'),
      db.select().from(events).where(sql`${events.id} = last_insert_rowid()`),
    ]),
  );
  if (inserted.rowsAffected === 0) {
    throw trialLimitReached();
  }
  const row = rows[0];
  if (!row) throw new Error('Event was not created');
  // Subscribed guests hear about a new event (docs/reminders.md#change-alerts).
  await handle.write((db) => noteEventChange(db, project.id, row.id, Date.now(), true));
  return toEventView(row, role);
}

export async function updateEvent(
  handle: DatabaseHandle,
  project: Project,
  eventId: number,
  input: EventInput,
  role: Role,
) {
  const values = eventValues(input);
  const [, , updated] = await handle.write((db) =>
    db.batch([
      // Before the change, while the event is as it was: private before and after moves only `version`.
      bumpVersionForEvent(db, project.id, eventId, values.visibility === 'listed'),
      // Reads the event as it was: what a change alert compares with (docs/reminders.md#change-alerts).
      noteEventChange(db, project.id, eventId, Date.now()),
      db
        .update(events)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(events.id, eventId), eq(events.projectRowId, project.id)))
        .returning(),
    ]),
  );
  const row = updated[0];
  if (!row) throw notFound('This event does not exist.');
  return toEventView(row, role);
}

export async function deleteEvent(handle: DatabaseHandle, project: Project, eventId: number) {
  const [, , deleted] = await handle.write((db) =>
    db.batch([
      bumpVersionForEvent(db, project.id, eventId, true),
      noteEventChange(db, project.id, eventId, Date.now()),
      db
        .delete(events)
        .where(and(eq(events.id, eventId), eq(events.projectRowId, project.id)))
        .returning({ id: events.id }),
    ]),
  );
  if (deleted.length === 0) throw notFound('This event does not exist.');
}

export function parseEventId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('This event does not exist.');
  return id;
}
