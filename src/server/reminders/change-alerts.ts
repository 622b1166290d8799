/**
 * Change alerts (docs/reminders.md#change-alerts): an event a guest hears about is added,
 * cancelled, moved or gets a new place. Each change to an event of an itinerary with subscribed
 * devices leaves one `event-change` message in the outbox, due ALERT_COALESCE_MS later, holding the
 * event as it was; more edits meanwhile join it (no second message while one waits), so a run of
 * edits makes one alert. When it is due (./change-alert-kind.ts) the event as it is then is
 * compared with that snapshot, and each device that hears about the event gets a push saying
 * what changed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/index';

/** Edits within this long of the first make one alert. */
export const ALERT_COALESCE_MS = 10 * 60_000;

/** The event as an alert compares it: what a guest is told about. */
const SNAPSHOT = sql`json_object('title', title, 'startsAt', datetime, 'location', location, 'attendees', attendees, 'visibility', visibility)`;

/**
 * A statement for the batch that changes event `eventId` (before the change, so it reads the
 * event as it was; `created` for an event just added, which had no before): it adds the event's
 * change message unless one is already waiting and not yet taken, and only on an itinerary with
 * subscribed devices.
 */
export function noteEventChange(db: Database, projectRowId: number, eventId: number | SQL, now: number, created = false) {
  // The outbox recipient of the event's change messages, `event:{id}` (bound numbers arrive as
  // reals: cast, so the text is event:67 rather than event:67.0).
  const id = sql`CAST(${eventId} AS INTEGER)`;
  const recipient = sql`'event:' || ${id}`;
  const ofThisItinerary = sql`FROM events WHERE id = ${eventId} AND project_id = ${projectRowId}`;
  const before = created ? sql`NULL` : sql`(SELECT ${SNAPSHOT} ${ofThisItinerary})`;
  return db.run(sql`
    INSERT INTO outbox_messages (project_id, kind, recipient, dedupe_key, payload, due_at)
    SELECT ${projectRowId}, 'event-change', ${recipient}, 'event-change:' || ${id} || ':' || CAST(${now} AS INTEGER),
      json_object('eventId', ${id}, 'before', json(${before})), ${now + ALERT_COALESCE_MS}
    WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE project_id = ${projectRowId})
      AND EXISTS (SELECT 1 ${ofThisItinerary})
      AND NOT EXISTS (
        SELECT 1 FROM outbox_messages
        WHERE recipient = ${recipient} AND kind = 'event-change' AND state = 'pending' AND (lease_until IS NULL OR lease_until <= ${now})
      )`);
}
