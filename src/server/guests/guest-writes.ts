/**
 * What guests' own writes (travel, RSVP answers) share: who writes, the allowances, the refusal
 * on example itineraries, and the rule that a name belongs to the first browser that wrote under
 * it, or to the browsers that are that listed guest (docs/product.md#whose-name-is-whose). The allowances are in docs/security.md#guests-writes.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { guests, projectGrants, projects, rsvpAnswers, travelEntries, type Project } from '../../../db/schema';
import {
  DAY_MS,
  GUEST_NEW_NAMES_PER_CLIENT_PER_DAY,
  GUEST_WRITES_PER_HOUR,
  GUEST_WRITES_PER_HOUR_PER_CLIENT,
  GUEST_WRITES_PER_HOUR_PER_PROJECT,
} from '../../lib/limits';
import { ACCESS_MESSAGES } from '../../lib/messages';
import type { Role } from '../../lib/types';
import { requireProjectGrant } from '../access/access';
import { reserveAllowance, returnAllowance, takeAllowance, type AllowanceReservation } from '../limits/allowance';
import { HttpError } from '../http/errors';
import { holdsNameFrom } from './name-holds';

/**
 * The browser writing, and what it may do: admins write under any name and edit anything.
 * `client` is its address as rate limits count it (../http/client-address.ts).
 */
export type Writer = { sessionId: string; role: Role; client: string };

/** Lets a write say which name it writes under, before it writes (see guestWrite). */
export type NameClaim = (key: string) => Promise<void>;

/**
 * Runs one guest write (`write`) under the allowances, in this order:
 * - example itineraries are shared by every visitor: nobody adds to them;
 * - admins are never held by the guests' allowances;
 * - the browser's and the client address's hourly allowances: every attempt counts, so a script
 *   spends its own allowance, whatever it sends and however many sessions it starts;
 * - the itinerary's hourly allowance and, through `claim`, the client's daily allowance of new
 *   names: a use of each is reserved before the write (so parallel writes cannot pass them) and
 *   given back when the write is refused, so only writes that succeed spend them. Failing writes
 *   from one client therefore cannot stop everyone else's.
 * `write` calls `claim(key)` with the name's key before it writes under a name; a name this
 * browser already writes under is not new.
 */
export async function guestWrite<T>(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  write: (claim: NameClaim) => Promise<T>,
): Promise<T> {
  if (project.isExample) throw new HttpError(403, ACCESS_MESSAGES.exampleReadOnly, 'FORBIDDEN');
  if (writer.role === 'admin') return write(async () => undefined);
  await takeAllowance(handle, `guest-writes:session:${writer.sessionId}`, GUEST_WRITES_PER_HOUR, 'You have made a lot of changes in the last hour.');
  await takeAllowance(
    handle,
    `guest-writes:client:${writer.client}`,
    GUEST_WRITES_PER_HOUR_PER_CLIENT,
    'A lot of changes have come from your connection in the last hour.',
  );
  const reserved: AllowanceReservation[] = [
    await reserveAllowance(handle, `guest-writes:project:${project.id}`, GUEST_WRITES_PER_HOUR_PER_PROJECT, 'This itinerary has had a lot of changes in the last hour.'),
  ];
  const claim: NameClaim = async (key) => {
    if (await writesUnder(handle, project.id, key, writer)) return;
    reserved.push(
      await reserveAllowance(
        handle,
        `guest-names:${project.id}:${writer.client}`,
        GUEST_NEW_NAMES_PER_CLIENT_PER_DAY,
        'You have added plans for a lot of different names today. Please ask the organiser to add the others.',
        DAY_MS,
      ),
    );
  };
  try {
    return await write(claim);
  } catch (error) {
    // A refused write changed nothing: it gives back what it reserved. (A server error may have
    // written, so it keeps them.)
    if (error instanceof HttpError && error.status < 500) {
      for (const reservation of reserved) await returnAllowance(handle, reservation);
    }
    throw error;
  }
}

/** True when this browser already has travel or an answer under the name `key` on this itinerary. */
async function writesUnder(handle: DatabaseHandle, projectRowId: number, key: string, writer: Writer) {
  const own = (table: typeof travelEntries | typeof rsvpAnswers) =>
    handle.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.projectRowId, projectRowId), eq(table.guestKey, key), eq(table.sessionId, writer.sessionId)))
      .limit(1);
  const [travel, answers] = await handle.db.batch([own(travelEntries), own(rsvpAnswers)]);
  return travel.length > 0 || answers.length > 0;
}

/**
 * SQL: true when no other browser holds the name `key` (a value, or a column) on this itinerary,
 * that is when no travel entry or answer under it was written by another session, live or ended
 * within NAME_HOLD_MS (./name-holds.ts), an admin writing for someone aside, and no other browser
 * is the listed guest of that name (their personal link or a picked name: ./identity.ts). Always
 * true for an admin, and for a browser that is that listed guest itself.
 */
export function nameFreeFor(projectRowId: number, key: string | SQL, writer: Writer, now = Date.now()): SQL {
  if (writer.role === 'admin') return sql`1`;
  const heldBy = (table: typeof travelEntries | typeof rsvpAnswers) => sql`EXISTS (SELECT 1 FROM ${table}
    WHERE ${table.projectRowId} = ${projectRowId} AND ${table.guestKey} = ${key} AND ${holdsNameFrom(table, writer.sessionId, now)})`;
  const someoneElse = isListedGuest(projectRowId, key, sql`identified.session_id <> ${writer.sessionId}`);
  return sql`(${isListedGuest(projectRowId, key, sql`identified.session_id = ${writer.sessionId}`)}
    OR (NOT ${heldBy(travelEntries)} AND NOT ${heldBy(rsvpAnswers)} AND NOT ${someoneElse}))`;
}

/**
 * SQL: true when a browser whose grant `session` picks (a condition on `identified.session_id`)
 * is the listed guest whose name has the key `key` on this itinerary, by personal link or a
 * picked name (./identity.ts). Such a browser writes under that name whoever wrote before it.
 */
export function isListedGuest(projectRowId: number | SQL, key: string | SQL, session: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${projectGrants} identified JOIN ${guests} listed ON listed.id = identified.guest_id
    WHERE identified.project_id = ${projectRowId} AND listed.guest_key = ${key} AND ${session})`;
}

/**
 * Whether another browser holds the name (to say why a guarded write changed nothing): `listed`
 * when another browser is that listed guest (their personal link or a picked name), `written`
 * when another browser wrote under it, else false.
 */
export async function nameHeldByOther(handle: DatabaseHandle, projectRowId: number, key: string, writer: Writer): Promise<NameHolder | false> {
  const [row] = await handle.db
    .select({
      free: sql<number>`(${nameFreeFor(projectRowId, key, writer)})`,
      listed: sql<number>`(${isListedGuest(projectRowId, key, sql`identified.session_id <> ${writer.sessionId}`)})`,
    })
    .from(projects)
    .where(eq(projects.id, projectRowId));
  if (!row || row.free) return false;
  return row.listed ? 'listed' : 'written';
}

/** Who holds a name another browser may not write under: a listed guest's browser, or a browser that wrote under it. */
export type NameHolder = 'listed' | 'written';

export const nameTaken = (name: string, holder: NameHolder = 'written') =>
  new HttpError(
    403,
    holder === 'listed'
      ? `“${name}” is on the guest list, and another browser is ${name}. If that’s you, open your personal invite link; otherwise choose your own name.`
      : `“${name}” already has plans added from another browser. Choose your own name, or ask the organiser to make this change.`,
    'NAME_TAKEN',
  );

/**
 * The itinerary and the writing browser of a travel or RSVP write: any grant may write (guests
 * their own). `client` is the request's address (clientAddress in ../http/http.ts).
 */
export async function requireWriter(
  handle: DatabaseHandle,
  sessionId: string | undefined,
  projectId: string,
  client: string,
): Promise<{ project: Project; writer: Writer }> {
  const { project, role } = await requireProjectGrant(handle, sessionId, projectId);
  // A grant exists only for a session, so there is one here.
  return { project, writer: { sessionId: sessionId ?? '', role, client } };
}
