/**
 * Ending calendar feeds with the grant that made them (docs/security.md#calendar-feeds-live-as-long-as-their-grant):
 * the one statement Exit, new codes and demotion each run in their own batch. Its own module, so
 * access code can end feeds without importing the feeds' service, which builds on access.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { calendarFeeds } from '../../../db/schema';

/** Switches off for good the live feeds of one itinerary that also match `where`. */
export function revokeFeeds(db: Database, projectRowId: number, ...where: (SQL | undefined)[]) {
  return db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.projectRowId, projectRowId), isNull(calendarFeeds.revokedAt), ...where));
}
