/**
 * What a guest's browser has written on an itinerary: whether it has written anything (the page
 * the server renders for it then shows its own answers and travel, and is cached for it alone:
 * docs/security.md "Page cache keys") and the name it wrote under last (the forms open with it).
 * A row is a browser's own when its session wrote it, as `ownership` in ../travel/travel.ts reads it.
 */
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { rsvpAnswers, travelEntries } from '../../../db/schema';

type GuestRows = typeof travelEntries | typeof rsvpAnswers;

/**
 * SQL: true when the session `sessionId` has written travel or an answer on the itinerary whose
 * row id is `projectRowId` (values, or columns and placeholders of a prepared statement).
 */
export function writesOn(projectRowId: SQLWrapper | number, sessionId: SQLWrapper | string): SQL {
  const wrote = (t: GuestRows) => sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.projectRowId} = ${projectRowId} AND ${t.sessionId} = ${sessionId})`;
  return sql`(${wrote(travelEntries)} OR ${wrote(rsvpAnswers)})`;
}

/** The name the session last wrote travel or an answer under on the itinerary, or undefined. */
export async function lastNameWritten(handle: DatabaseHandle, projectRowId: number, sessionId: string): Promise<string | undefined> {
  const latest = (t: GuestRows) =>
    handle.db
      .select({ name: t.guestName, at: t.updatedAt })
      .from(t)
      .where(and(eq(t.projectRowId, projectRowId), eq(t.sessionId, sessionId)))
      .orderBy(desc(t.updatedAt), desc(t.id))
      .limit(1);
  const [[travel], [answer]] = await handle.db.batch([latest(travelEntries), latest(rsvpAnswers)]);
  if (!travel || !answer) return (travel ?? answer)?.name;
  return answer.at >= travel.at ? answer.name : travel.name;
}
