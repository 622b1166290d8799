/**
 * The one way an itinerary's versions move (docs/architecture.md "Versions"): every change bumps
 * `version`, which admins and guests who see private events are told; every change but one to
 * private events alone bumps `public_version` too, which every other browser is told and cached
 * by (../guests/visibility.ts). So a change to a private event reaches nobody it is hidden from,
 * not even as a new number.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { events, projects } from '../../../db/schema';

/** The SET clause, in SQL text, of a raw statement that changes what every browser sees. */
export const BUMP_VERSIONS_SQL = 'version = version + 1, public_version = public_version + 1';

/**
 * The columns that move, for a Drizzle `.set()`: `onlyPrivate` (SQL or a known answer) true when
 * the write touches private events alone, which leaves the public version as it is.
 */
export const bumpedVersions = (onlyPrivate: SQL | boolean = false) => ({
  version: sql`${projects.version} + 1`,
  publicVersion:
    typeof onlyPrivate === 'boolean'
      ? sql`${projects.publicVersion} + ${onlyPrivate ? 0 : 1}`
      : sql`${projects.publicVersion} + (CASE WHEN ${onlyPrivate} THEN 0 ELSE 1 END)`,
});

/** True in SQL while the event is a private one ('listed'). */
export const eventIsPrivate = (projectRowId: number, eventId: number) =>
  sql`coalesce((SELECT ${events.visibility} = 'listed' FROM ${events} WHERE ${events.id} = ${eventId} AND ${events.projectRowId} = ${projectRowId}), 0)`;

/**
 * Bumps the versions, in a batch right after the statement that changed something: SQLite's
 * changes() then tells whether that statement touched a row, so a miss (404) bumps nothing.
 * `onlyPrivate`: see `bumpedVersions`.
 */
export const bumpVersion = (db: Database, projectRowId: number, onlyPrivate: SQL | boolean = false) =>
  db
    .update(projects)
    .set({ ...bumpedVersions(onlyPrivate), updatedAt: new Date() })
    .where(and(eq(projects.id, projectRowId), sql`changes() > 0`));

/**
 * Bumps the versions before a change to one event, in the same batch, while the event is still as
 * it was: only when it exists, and the public version only unless the event was private and
 * stays so (`privateAfter`).
 */
export const bumpVersionForEvent = (db: Database, projectRowId: number, eventId: number, privateAfter: boolean) =>
  db
    .update(projects)
    .set({ ...bumpedVersions(privateAfter ? eventIsPrivate(projectRowId, eventId) : false), updatedAt: new Date() })
    .where(
      and(
        eq(projects.id, projectRowId),
        sql`EXISTS (SELECT 1 FROM ${events} WHERE ${events.id} = ${eventId} AND ${events.projectRowId} = ${projectRowId})`,
      ),
    );
