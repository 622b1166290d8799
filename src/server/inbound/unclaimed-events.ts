/**
 * Events parsed from forwarded confirmation emails, waiting in the dashboard's Unclaimed Events
 * tab until their owner sends them to an itinerary. A user only ever sees and touches their own rows:
 * another user's id answers like an unknown one (404).
 */
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, unclaimedEvents, type User } from '../../../db/schema';
import { readJourney } from '../../lib/journey';
import { MESSAGES } from '../../lib/messages';
import type { AssignUnclaimedEventInput, UnclaimedEventUpdate } from '../../lib/schemas';
import type { EventView, UnclaimedEventView } from '../../lib/types';
import { HttpError, badRequest, notFound, unknownItinerary } from '../http/errors';
import { trialLimitReached, underFreeEventLimit } from '../events/events';
import { bumpVersion } from '../projects/versions';
import { findOwnedProject } from '../projects/my-projects';
import { toEventView } from '../projects/projects';

type UnclaimedEvent = typeof unclaimedEvents.$inferSelect;

const noSuchEvent = () => notFound('This event does not exist.');

export function toUnclaimedEventView(row: UnclaimedEvent): UnclaimedEventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    datetime: row.datetime ? row.datetime.toISOString() : null,
    location: row.location,
    journey: readJourney(row.journey),
    attendees: row.attendees,
    vibe: row.vibe,
    eventType: row.eventType,
    needsReview: row.needsReview,
    cancelled: row.cancelled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function parseUnclaimedEventId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw noSuchEvent();
  return id;
}

const ownRow = (user: Pick<User, 'id'>, id: number) => and(eq(unclaimedEvents.id, id), eq(unclaimedEvents.userId, user.id));

/** GET /api/unclaimed-events: newest first. */
export async function listUnclaimedEvents(handle: DatabaseHandle, user: Pick<User, 'id'>): Promise<UnclaimedEventView[]> {
  const rows = await handle.db
    .select()
    .from(unclaimedEvents)
    .where(eq(unclaimedEvents.userId, user.id))
    .orderBy(desc(unclaimedEvents.createdAt), desc(unclaimedEvents.id));
  return rows.map(toUnclaimedEventView);
}

/**
 * PUT /api/unclaimed-events/{id}: only the fields sent change (fields save on blur one
 * at a time). An empty text clears its field; a date can be replaced but never cleared. A new
 * location drops the old coordinates, which belonged to the old place. A new date or location
 * drops the journey too: the confirmation's leg no longer describes the event the user edited; a
 * new date drops the email's end with it.
 */
export async function updateUnclaimedEvent(
  handle: DatabaseHandle,
  user: Pick<User, 'id'>,
  id: number,
  input: UnclaimedEventUpdate,
): Promise<UnclaimedEventView> {
  const set: Record<string, unknown> = { updatedAt: new Date() };
  if (input.title !== undefined) set.title = input.title;
  const unchanged: SQL[] = [];
  if (input.datetime !== undefined) {
    const datetime = new Date(input.datetime);
    set.datetime = datetime;
    const sameDate = sql`${unclaimedEvents.datetime} IS ${datetime.getTime()}`;
    // The email's end belonged to its start: a new date drops it.
    set.endDatetime = sql`CASE WHEN ${sameDate} THEN ${unclaimedEvents.endDatetime} ELSE NULL END`;
    unchanged.push(sameDate);
  }
  for (const field of ['description', 'attendees', 'vibe', 'eventType'] as const) {
    const value = input[field];
    if (value !== undefined) set[field] = value || null;
  }
  if (input.location !== undefined) {
    const location = input.location || null;
    set.location = location;
    const samePlace = sql`${unclaimedEvents.location} IS ${location}`;
    set.latitude = sql`CASE WHEN ${samePlace} THEN ${unclaimedEvents.latitude} ELSE NULL END`;
    set.longitude = sql`CASE WHEN ${samePlace} THEN ${unclaimedEvents.longitude} ELSE NULL END`;
    unchanged.push(samePlace);
  }
  if (unchanged.length > 0) set.journey = sql`CASE WHEN ${and(...unchanged)} THEN ${unclaimedEvents.journey} ELSE NULL END`;
  const [row] = await handle.write((db) => db.update(unclaimedEvents).set(set).where(ownRow(user, id)).returning());
  if (!row) throw noSuchEvent();
  return toUnclaimedEventView(row);
}

/** DELETE /api/unclaimed-events/{id}. */
export async function deleteUnclaimedEvent(handle: DatabaseHandle, user: Pick<User, 'id'>, id: number): Promise<void> {
  const deleted = await handle.write((db) =>
    db.delete(unclaimedEvents).where(ownRow(user, id)).returning({ id: unclaimedEvents.id }),
  );
  if (deleted.length === 0) throw noSuchEvent();
}

/**
 * POST /api/unclaimed-events/{id}/assign { projectId }: moves the event into one of the user's
 * own itineraries, under the same free limit as adding an event there (403 TRIAL_LIMIT_REACHED).
 *
 * The copy and the removal are one transaction (a batch): an INSERT … SELECT from the unclaimed
 * row, guarded by the free limit; then the DELETE of that row, only if the INSERT added one
 * (SQLite's changes()); then the version bump, only if the DELETE removed one. Either both
 * happen or neither: a failure loses nothing, and of two assigns at once (serialised by the
 * write lock and SQLite's single writer) the second finds no row to copy.
 */
export async function assignUnclaimedEvent(
  handle: DatabaseHandle,
  user: Pick<User, 'id'>,
  id: number,
  { projectId }: AssignUnclaimedEventInput,
): Promise<{ success: true; event: EventView }> {
  const project = await findOwnedProject(handle, user, projectId);
  if (!project || project.isExample) throw unknownItinerary();
  const [inserted, removed, , rows] = await handle.write((db) =>
    db.batch([
      db.run(sql`INSERT INTO ${events}
        (project_id, title, datetime, end_datetime, description, location, latitude, longitude, attendees, vibe, event_type, private_notes)
        SELECT ${project.id}, u.title, u.datetime, CASE WHEN u.end_datetime > u.datetime THEN u.end_datetime END, u.description, u.location, u.latitude, u.longitude, u.attendees,
          u.vibe, u.event_type, u.private_notes
        FROM ${unclaimedEvents} u
        WHERE u.id = ${id} AND u.user_id = ${user.id} AND u.datetime IS NOT NULL AND ${underFreeEventLimit(project)}`),
      db.delete(unclaimedEvents).where(and(ownRow(user, id), sql`changes() > 0`)).returning({ id: unclaimedEvents.id }),
      bumpVersion(db, project.id),
      db.select().from(events).where(sql`${events.id} = last_insert_rowid() AND ${events.projectRowId} = ${project.id}`),
    ]),
  );
  const row = rows[0];
  if (inserted.rowsAffected === 1 && removed.length === 1 && row) {
    return { success: true, event: toEventView(row, 'admin') };
  }
  // Nothing moved: say why, from the row as it is now.
  const current = await handle.db.query.unclaimedEvents.findFirst({ where: ownRow(user, id) });
  if (!current) throw noSuchEvent();
  if (!current.datetime) throw badRequest(MESSAGES.unclaimedNeedsDate);
  if (inserted.rowsAffected === 0) throw trialLimitReached();
  throw new HttpError(409, 'This event changed meanwhile. Please try again.');
}
