/**
 * Who a guest's browser is on an itinerary's guest list (docs/product.md#who-a-guest-is), and how
 * it says so (`project_grants.identity`):
 * - `link`: it opened that guest's personal invite link (`/i/{token}`, ./invite-links.ts), the only
 *   identity private events trust;
 * - `picked`: after the shared access code it picked the name from the list ("Who are you?"), an
 *   unverified claim: one browser per name, never a name whose personal link has been opened.
 * An identity owns its name for travel and RSVP writes (./guest-writes.ts `nameFreeFor`).
 * Admins are never identified: they see and write everything already.
 */
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { guests, projectGrants, projects, type GuestIdentity } from '../../../db/schema';
import { IDENTITY_MESSAGES } from '../../lib/messages';
import type { Access } from '../access/access';
import { revokeGrant } from '../access/access';
import { revokePushSubscriptions } from '../reminders/revoke-push';
import { badRequest, HttpError } from '../http/errors';
import { whoFormSchema } from '../../lib/identity-schemas';
import { firstIssueMessage } from '../../lib/schemas';
import { nameFreeFor } from './guest-writes';

/** The name a browser is viewing as, and how it came by it. */
export type ViewerIdentity = { guestId: number; name: string; identity: GuestIdentity };

/** The guest a grant names, or null (no identity, or its guest was deleted). */
export async function identityOf(
  handle: DatabaseHandle,
  access: Pick<Access, 'projectRowId' | 'guestId' | 'identity' | 'role'>,
): Promise<ViewerIdentity | null> {
  if (access.guestId === null || access.identity === null || access.role !== 'viewer') return null;
  const guest = await handle.db.query.guests.findFirst({
    where: and(eq(guests.id, access.guestId), eq(guests.projectRowId, access.projectRowId)),
    columns: { id: true, name: true },
  });
  return guest ? { guestId: guest.id, name: guest.name, identity: access.identity } : null;
}

/** Whether the itinerary has a guest list (a new shared-code browser is then asked who it is). */
export async function hasGuestList(handle: DatabaseHandle, projectRowId: number): Promise<boolean> {
  const row = await handle.db.query.guests.findFirst({ where: eq(guests.projectRowId, projectRowId), columns: { id: true } });
  return Boolean(row);
}

/**
 * SQL for a query that joins a grant to its itinerary: 1 when the browser is owed "Who are you?"
 * (docs/product.md#who-a-guest-is): a viewer in by the shared code, on no name, that has not
 * answered it yet, while the shared code is on and the itinerary has a guest list; else 0. A grant
 * made before the guest list existed is asked too, on its next visit. The access reads of the
 * itinerary page carry it (../pages/page-cache.ts), so the cached page's path reads nothing more;
 * the guest list is looked for only while the rest holds, which stops once it has answered.
 */
export const owesWhoAsk = sql<number>`CASE WHEN ${projectGrants.role} = 'viewer' AND ${projectGrants.identity} IS NULL
  AND ${projectGrants.whoAskedAt} IS NULL AND ${projects.sharedCodeOn} = 1
  THEN EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.projectRowId} = ${projects.id}) ELSE 0 END`;

/** "Who are you?" answered (a name picked or skipped): this browser is not asked again. */
async function rememberAnswered(handle: DatabaseHandle, projectRowId: number, sessionId: string) {
  await handle.write((db) =>
    db
      .update(projectGrants)
      .set({ whoAskedAt: new Date() })
      .where(and(eq(projectGrants.sessionId, sessionId), eq(projectGrants.projectRowId, projectRowId))),
  );
}

/**
 * Where a browser goes after the shared code let it in: "Who are you?" when the code made its
 * grant just now on an itinerary with a guest list, else the itinerary (which sends a browser
 * still owed the question there too: `owesWhoAsk`).
 */
export async function pathAfterCode(handle: DatabaseHandle, project: { id: number; projectId: string }, newGrant: boolean): Promise<string> {
  return newGrant && (await hasGuestList(handle, project.id)) ? whoPagePath(project.projectId) : `/project/${encodeURIComponent(project.projectId)}`;
}

/** The "Who are you?" page of an itinerary (src/pages/project/[projectId]/who.astro). */
export const whoPagePath = (projectId: string) => `/project/${encodeURIComponent(projectId)}/who`;

/** SQL: no other browser holds guest `guestId` by its link or a pick. */
const noOtherBrowserIs = (projectRowId: number, guestId: number | SQL, sessionId: string) =>
  sql`NOT EXISTS (SELECT 1 FROM ${projectGrants} other WHERE other.project_id = ${projectRowId}
    AND other.guest_id = ${guestId} AND other.session_id <> ${sessionId})`;

/**
 * The names this browser may pick, in the list's order: not yet opened by personal link, not
 * picked by another browser, and not written under by another browser (docs/product.md#whose-name-is-whose).
 */
export async function pickableGuests(handle: DatabaseHandle, projectRowId: number, sessionId: string): Promise<{ id: number; name: string }[]> {
  const writer = { sessionId, role: 'viewer' as const, client: '' };
  return handle.db
    .select({ id: guests.id, name: guests.name })
    .from(guests)
    .where(
      and(
        eq(guests.projectRowId, projectRowId),
        isNull(guests.firstOpenedAt),
        noOtherBrowserIs(projectRowId, sql`${guests.id}`, sessionId),
        nameFreeFor(projectRowId, sql`${guests.guestKey}`, writer),
      ),
    )
    .orderBy(asc(sql`${guests.name} collate nocase`), asc(guests.id));
}

const nameInUse = () => new HttpError(409, IDENTITY_MESSAGES.nameInUse, 'NAME_IN_USE');

/**
 * "Who are you?": this viewer browser (shared code, no personal link) is now guest `guestId`.
 * One guarded statement, so two browsers picking one name at once cannot both have it.
 */
export async function pickName(handle: DatabaseHandle, access: Pick<Access, 'projectRowId' | 'role' | 'identity'>, sessionId: string, guestId: number) {
  if (access.role !== 'viewer' || access.identity === 'link') {
    throw new HttpError(403, 'Your name on this itinerary is already set.', 'FORBIDDEN');
  }
  const { projectRowId } = access;
  const [guest] = await handle.db
    .select({ key: guests.guestKey })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.projectRowId, projectRowId)));
  if (!guest) throw new HttpError(404, 'That name is not on the guest list.', 'NOT_FOUND');
  const writer = { sessionId, role: 'viewer' as const, client: '' };
  const picked = await handle.write((db) =>
    db
      .update(projectGrants)
      .set({ guestId, identity: 'picked', whoAskedAt: new Date() })
      .where(
        and(
          eq(projectGrants.sessionId, sessionId),
          eq(projectGrants.projectRowId, projectRowId),
          eq(projectGrants.role, 'viewer'),
          sql`(${projectGrants.identity} IS NULL OR ${projectGrants.identity} = 'picked')`,
          sql`EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.id} = ${guestId} AND ${guests.firstOpenedAt} IS NULL)`,
          noOtherBrowserIs(projectRowId, guestId, sessionId),
          nameFreeFor(projectRowId, guest.key, writer),
        ),
      )
      .returning({ guestId: projectGrants.guestId }),
  );
  if (picked.length === 0) throw nameInUse();
}

/**
 * "Not you?": a grant made by a personal link ends (the browser is back at the access page: the
 * link was someone else's); a picked name is cleared, with the reminders (devices and addresses)
 * this browser asked for as that guest, and the viewer grant of the shared code stays.
 * Returns what happened, for where the browser goes next.
 */
export async function dropIdentity(handle: DatabaseHandle, access: Pick<Access, 'projectRowId' | 'identity' | 'role'>, sessionId: string): Promise<'ended' | 'cleared' | 'none'> {
  if (access.role !== 'viewer' || access.identity === null) return 'none';
  if (access.identity === 'link') {
    await revokeGrant(handle, sessionId, access.projectRowId);
    return 'ended';
  }
  // The reminders this browser asked for as that guest were that guest's events: they go too.
  await handle.write((db) =>
    db.batch([
      db
        .update(projectGrants)
        .set({ guestId: null, identity: null })
        .where(and(eq(projectGrants.sessionId, sessionId), eq(projectGrants.projectRowId, access.projectRowId), ne(projectGrants.identity, 'link'))),
      revokePushSubscriptions(db, access.projectRowId, (push) => and(eq(push.sessionId, sessionId), eq(push.identity, 'picked'))),
    ]),
  );
  return 'cleared';
}

/**
 * "Who are you?" posted (docs/product.md#who-a-guest-is): a skip is remembered (the browser keeps
 * its grant as it is and is not asked again); a name is picked as `pickName` says. Throws a 400
 * for a form that is neither, and pickName's refusals.
 */
export async function answerWho(handle: DatabaseHandle, access: Access, sessionId: string, form: URLSearchParams): Promise<void> {
  const parsed = whoFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  if ('guestId' in parsed.data) await pickName(handle, access, sessionId, Number(parsed.data.guestId));
  else await rememberAnswered(handle, access.projectRowId, sessionId);
}
