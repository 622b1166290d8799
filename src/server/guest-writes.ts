/**
 * What guests' own writes (travel, RSVP answers) share: who writes, the hourly allowances, the
 * refusal on example itineraries, and the rule that a name belongs to the first browser that
 * wrote under it (docs/product.md#whose-name-is-whose).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { projects, rsvpAnswers, travelEntries, type Project } from '../../db/schema';
import { GUEST_WRITES_PER_HOUR, GUEST_WRITES_PER_HOUR_PER_PROJECT } from '../lib/limits';
import type { Role } from '../lib/types';
import { ACCESS_MESSAGES, requireProjectGrant } from './access';
import { takeAllowance } from './allowance';
import { HttpError } from './errors';
import { holdsNameFrom } from './name-holds';

/** The browser writing, and what it may do: admins write under any name and edit anything. */
export type Writer = { sessionId: string; role: Role };

/** Example itineraries are shared by every visitor: nobody adds to them. Then both allowances. */
export async function admitGuestWrite(handle: DatabaseHandle, project: Project, writer: Writer) {
  if (project.isExample) throw new HttpError(403, ACCESS_MESSAGES.exampleReadOnly, 'FORBIDDEN');
  await takeAllowance(handle, `guest-writes:session:${writer.sessionId}`, GUEST_WRITES_PER_HOUR, 'You have made a lot of changes in the last hour.');
  await takeAllowance(handle, `guest-writes:project:${project.id}`, GUEST_WRITES_PER_HOUR_PER_PROJECT, 'This itinerary has had a lot of changes in the last hour.');
}

/**
 * SQL: true when no other browser holds the name `key` on this itinerary, that is when no travel
 * entry or answer under it was written by another session, live or ended within NAME_HOLD_MS
 * (./name-holds.ts), an admin writing for someone aside. Always true for an admin.
 */
export function nameFreeFor(projectRowId: number, key: string, writer: Writer, now = Date.now()): SQL {
  if (writer.role === 'admin') return sql`1`;
  const heldBy = (table: typeof travelEntries | typeof rsvpAnswers) => sql`EXISTS (SELECT 1 FROM ${table}
    WHERE ${table.projectId} = ${projectRowId} AND ${table.guestKey} = ${key} AND ${holdsNameFrom(table, writer.sessionId, now)})`;
  return sql`NOT ${heldBy(travelEntries)} AND NOT ${heldBy(rsvpAnswers)}`;
}

/** True when another browser holds the name (to say why a guarded write changed nothing). */
export async function nameHeldByOther(handle: DatabaseHandle, projectRowId: number, key: string, writer: Writer) {
  const [row] = await handle.db
    .select({ free: sql<number>`(${nameFreeFor(projectRowId, key, writer)})` })
    .from(projects)
    .where(eq(projects.id, projectRowId));
  return row ? !row.free : false;
}

export const nameTaken = (name: string) =>
  new HttpError(
    403,
    `“${name}” already has plans added from another browser. Choose your own name, or ask the organiser to make this change.`,
    'NAME_TAKEN',
  );

/** The itinerary and the writing browser of a travel or RSVP write: any grant may write (guests their own). */
export async function requireWriter(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
): Promise<{ project: Project; writer: Writer }> {
  const { project, role } = await requireProjectGrant(handle, sessionId, projectId);
  // A grant exists only for a session, so there is one here.
  return { project, writer: { sessionId: sessionId ?? '', role } };
}
