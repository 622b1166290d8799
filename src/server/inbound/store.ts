/**
 * Storing what extraction found: each event becomes an unclaimed event of the user.
 * The same reservation forwarded twice, or an update of it, carries the same reservationKey, so
 * it updates the user's existing row (unique index on user_id + reservation_key) instead of
 * adding one; a cancellation marks that row cancelled and keeps what was known about it. Events
 * without a key are always new rows.
 *
 * Lengths are clipped to what the event editor accepts (src/lib/schemas.ts), whatever
 * the extractor returned, so a stored row can always be edited and assigned.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/index';
import { unclaimedEvents } from '../../../db/schema';
import { readJourney, type Journey } from '../../lib/journey';
import { EMAIL_EVENTS_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_PRIVATE_NOTES_MAX, EVENT_TITLE_MAX, EVENT_TYPE_MAX } from '../../lib/limits';
import type { ExtractedEvent } from './types';

const KEY_MAX = 300;
const MESSAGE_ID_MAX = 300;

function clip(value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function coordinate(value: number | null, limit: number): number | null {
  return value !== null && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function validDate(value: Date | null): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

/**
 * When the event ends: the email's own end, else a leg's arrival; only an instant after the
 * start is kept (an event's end is after its start: docs/product.md#events).
 */
function endOf(event: ExtractedEvent, start: Date | null, journey: Journey | null): Date | null {
  const end = validDate(event.end ?? null) ?? validDate(journey?.to.time ? new Date(journey.to.time) : null);
  return start && end && end.getTime() > start.getTime() ? end : null;
}

/** The row to write for one extracted event. */
function toRow(userId: string, event: ExtractedEvent, sourceMessageId: string | null, now: Date) {
  const latitude = coordinate(event.latitude, 90);
  const longitude = coordinate(event.longitude, 180);
  const hasPoint = latitude !== null && longitude !== null;
  // Read back as it will be read from storage: clipped, and nothing malformed stored.
  const journey = readJourney(event.journey);
  const start = validDate(event.start);
  return {
    userId,
    title: clip(event.title, EVENT_TITLE_MAX) ?? 'Forwarded booking',
    description: clip(event.description, EVENT_DESCRIPTION_MAX),
    datetime: start,
    endDatetime: endOf(event, start, journey),
    location: clip(event.location, EVENT_LOCATION_MAX),
    latitude: hasPoint ? latitude : null,
    longitude: hasPoint ? longitude : null,
    eventType: clip(event.eventType, EVENT_TYPE_MAX),
    privateNotes: clip(event.privateNotes, EVENT_PRIVATE_NOTES_MAX),
    needsReview: event.needsReview,
    cancelled: event.cancelled,
    reservationKey: clip(event.reservationKey, KEY_MAX),
    sourceMessageId: clip(sourceMessageId, MESSAGE_ID_MAX),
    journey: journey ? JSON.stringify(journey) : null,
    createdAt: now,
    updatedAt: now,
  };
}

export type StoreResult = { inserted: number; updated: number };

/**
 * Upserts the events of one message for one user, in one batch under the write lock. On a key
 * that already exists: an update replaces the details it carries (a null keeps the old value: an
 * update email often repeats only what changed; so does a journey: a new one replaces the old); a
 * cancellation sets `cancelled` and leaves the rest as it was.
 */
export async function storeExtractedEvents(
  handle: DatabaseHandle,
  userId: string,
  events: ExtractedEvent[],
  sourceMessageId: string | null,
): Promise<StoreResult> {
  const now = new Date();
  const rows = events.slice(0, EMAIL_EVENTS_MAX).map((event) => toRow(userId, event, sourceMessageId, now));
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, ${column})`);
  const unlessCancelled = (column: string) => sql.raw(`CASE WHEN excluded.cancelled THEN ${column} ELSE excluded.${column} END`);
  const unlessCancelledKeep = (column: string) =>
    sql.raw(`CASE WHEN excluded.cancelled THEN ${column} ELSE coalesce(excluded.${column}, ${column}) END`);
  const upsert = (db: Database, row: (typeof rows)[number]) =>
    db
      .insert(unclaimedEvents)
      .values(row)
      .onConflictDoUpdate({
        target: [unclaimedEvents.userId, unclaimedEvents.reservationKey],
        set: {
          title: unlessCancelled('title'),
          description: unlessCancelledKeep('description'),
          datetime: unlessCancelledKeep('datetime'),
          // An update's end goes with its start: a new start without an end drops the old end.
          endDatetime: sql.raw(
            'CASE WHEN excluded.cancelled OR excluded.datetime IS NULL THEN end_datetime ELSE excluded.end_datetime END',
          ),
          location: unlessCancelledKeep('location'),
          latitude: sql.raw(
            'CASE WHEN excluded.cancelled OR excluded.location IS NULL THEN latitude ELSE excluded.latitude END',
          ),
          longitude: sql.raw(
            'CASE WHEN excluded.cancelled OR excluded.location IS NULL THEN longitude ELSE excluded.longitude END',
          ),
          journey: unlessCancelledKeep('journey'),
          eventType: keep('event_type'),
          privateNotes: keep('private_notes'),
          needsReview: sql.raw('CASE WHEN excluded.cancelled THEN needs_review ELSE excluded.needs_review END'),
          cancelled: sql.raw('excluded.cancelled'),
          sourceMessageId: sql.raw('excluded.source_message_id'),
          updatedAt: now,
        },
      })
      .returning({ createdAt: unclaimedEvents.createdAt, updatedAt: unclaimedEvents.updatedAt, id: unclaimedEvents.id });
  const results = await handle.write(async (db) => {
    const [first, ...rest] = rows.map((row) => upsert(db, row));
    return first ? db.batch([first, ...rest]) : [];
  });
  let inserted = 0;
  let updated = 0;
  for (const [row] of results) {
    if (!row) continue;
    // A fresh insert keeps createdAt === now; an update keeps the original createdAt.
    if (row.createdAt.getTime() === now.getTime()) inserted += 1;
    else updated += 1;
  }
  return { inserted, updated };
}
