/**
 * What an itinerary's events do when its time zone changes (docs/time-zones.md). An event is
 * stored as one UTC instant (db/schema.ts); its end in the calendar feed is worked out from its
 * start, and an all-day date arrives as midnight, so moving that one instant moves everything.
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

/** [event id, new instant in ms] */
export type EventMove = readonly [id: number, datetime: number];

/** The events whose instant changes when they keep their clock times from `from` to `to`. */
export function clockTimeMoves(list: readonly { id: number; datetime: Date }[], from: string, to: string): EventMove[] {
  const moves: EventMove[] = [];
  for (const event of list) {
    const moved = keepWallClock(event.datetime, from, to).getTime();
    if (moved !== event.datetime.getTime()) moves.push([event.id, moved]);
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
    handle.db.select({ id: events.id, datetime: events.datetime }).from(events).where(eq(events.projectRowId, projectRowId)),
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
  return db.run(sql`UPDATE ${events}
    SET datetime = (SELECT json_extract(m.value, '$[1]') FROM json_each(${list}) m WHERE json_extract(m.value, '$[0]') = ${events}.id),
      updated_at = ${now.getTime()}
    WHERE project_id = ${projectRowId}
      AND id IN (SELECT json_extract(value, '$[0]') FROM json_each(${list}))
      AND changes() = 1`);
}
