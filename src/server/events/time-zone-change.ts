/**
 * What an itinerary's events do when its time zone changes (docs/time-zones.md). An event is
 * stored as a UTC instant and an optional later end (db/schema.ts); an event without an end gets
 * its calendar end from its start, and an all-day date arrives as midnight, so moving those
 * instants moves everything.
 *
 * By default events keep their clock times: 19:00 in the old zone becomes 19:00 in the new one,
 * so the stored instant moves. With keepTimes 'moment' nothing moves and the clock times change.
 * The moves are written by one statement in the same batch (one transaction) as the zone itself,
 * and computed from the zone and events as stored inside the write lock; the zone's UPDATE is
 * guarded on the version read with them, so a change in between (an event added by another
 * process) makes the save try again rather than leave an event behind.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/index';
import { events, projects } from '../../../db/schema';
import { keepWallClock } from '../../lib/zoned-time';

/** [event id, new start in ms, new end in ms or null] */
export type EventMove = readonly [id: number, datetime: number, endDatetime: number | null];

type StoredTimes = { id: number; datetime: Date; endDatetime: Date | null };

/**
 * An event's end keeps its clock time like its start. Where a daylight-saving change would put
 * the moved end at or before the moved start (both inside a repeated hour), the event keeps its
 * length instead, so an end is always after its start.
 */
function movedEnd(event: StoredTimes, start: number, from: string, to: string): number | null {
  if (!event.endDatetime) return null;
  const end = keepWallClock(event.endDatetime, from, to).getTime();
  return end > start ? end : start + (event.endDatetime.getTime() - event.datetime.getTime());
}

/** The events whose start or end changes when they keep their clock times from `from` to `to`. */
export function clockTimeMoves(list: readonly StoredTimes[], from: string, to: string): EventMove[] {
  const moves: EventMove[] = [];
  for (const event of list) {
    const start = keepWallClock(event.datetime, from, to).getTime();
    const end = movedEnd(event, start, from, to);
    if (start !== event.datetime.getTime() || end !== (event.endDatetime?.getTime() ?? null)) moves.push([event.id, start, end]);
  }
  return moves;
}

export type ClockShift = {
  /** The itinerary's version when the zone and events were read: the save is guarded on it. */
  version: number;
  moves: EventMove[];
};

/**
 * Reads the stored zone, version and events (one batch, so one consistent read) and works out
 * the moves to `to`. Null when the itinerary is gone.
 */
export async function readClockShift(handle: DatabaseHandle, projectRowId: number, to: string): Promise<ClockShift | null> {
  const [rows, list] = await handle.db.batch([
    handle.db
      .select({ version: projects.version, timeZone: projects.timeZone })
      .from(projects)
      .where(eq(projects.id, projectRowId)),
    handle.db.select({ id: events.id, datetime: events.datetime, endDatetime: events.endDatetime }).from(events).where(eq(events.projectRowId, projectRowId)),
  ]);
  const stored = rows[0];
  if (!stored) return null;
  return { version: stored.version, moves: clockTimeMoves(list, stored.timeZone, to) };
}

/**
 * Writes the moves: one UPDATE whatever their number (the moves travel as one JSON parameter).
 * It must come in the batch right after the itinerary's own UPDATE: SQLite's changes() then says
 * whether that UPDATE changed the row, and when it was refused no event moves.
 */
export function moveEventsStatement(db: Database, projectRowId: number, moves: readonly EventMove[], now: Date) {
  const list = JSON.stringify(moves);
  const moved = (path: '$[1]' | '$[2]') =>
    sql`(SELECT json_extract(m.value, ${path}) FROM json_each(${list}) m WHERE json_extract(m.value, '$[0]') = ${events}.id)`;
  return db.run(sql`UPDATE ${events}
    SET datetime = ${moved('$[1]')},
      end_datetime = ${moved('$[2]')},
      updated_at = ${now.getTime()}
    WHERE project_id = ${projectRowId}
      AND id IN (SELECT json_extract(value, '$[0]') FROM json_each(${list}))
      AND changes() = 1`);
}
