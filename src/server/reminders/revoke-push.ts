/**
 * Push subscriptions end with what let the browser in (docs/reminders.md#privacy): Exit and "Not
 * you?" (the grant, or the subscriptions made as a picked name), "Sign everyone out" (every
 * guest's), a personal link made anew or turned off (that guest's link grants). A statement to put
 * in the batch that ends the grants; pending messages to a deleted subscription send nothing
 * (./push-kind.ts).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { pushSubscriptions } from '../../../db/schema';

export function revokePushSubscriptions(db: Database, projectRowId: number, which: (columns: typeof pushSubscriptions) => SQL | undefined) {
  return db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.projectRowId, projectRowId), which(pushSubscriptions)));
}
