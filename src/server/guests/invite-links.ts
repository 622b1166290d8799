/**
 * Opening a personal invite link, `/i/{token}` (docs/product.md#who-a-guest-is,
 * docs/security.md#personal-invite-links): the token is shape-checked, then looked up by its hash
 * (./invite-tokens.ts). A guest's token gives this browser a viewer grant that is that guest
 * (`identity` 'link') and records when the link was first and last opened. A wrong, revoked or
 * unknown token is one and the same refusal, counted against the client like a wrong access code
 * (`countWrongLink` in ../access/access.ts), and a locked-out client is refused before any lookup.
 *
 * An admin's browser that opens a guest's link stays the admin it is and is not that guest: its
 * grant is left alone and the link is not marked opened, so an organiser can try a link without
 * taking the guest's name or making the list say the guest has opened it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { guests, projectGrants, projects, sessions } from '../../../db/schema';
import { IDENTITY_MESSAGES } from '../../lib/messages';
import { countWrongLink, findGrant, refuseLockedOutGuesser } from '../access/access';
import type { SessionLifetime } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { inviteTokenHash, isInviteTokenShape } from './invite-tokens';

/** The one answer to every token that opens nothing. */
export const linkNotWorking = () => new HttpError(404, IDENTITY_MESSAGES.linkNotWorking, 'NOT_FOUND');

/** The guest a token is the link of, with the itinerary's public id; undefined when none. */
async function guestByToken(handle: DatabaseHandle, token: string) {
  if (!isInviteTokenShape(token)) return undefined;
  const [row] = await handle.db
    .select({ guestId: guests.id, projectRowId: projects.id, projectId: projects.projectId, isExample: projects.isExample })
    .from(guests)
    .innerJoin(projects, eq(projects.id, guests.projectRowId))
    .where(eq(guests.inviteTokenHash, inviteTokenHash(token)))
    .limit(1);
  return row;
}

/**
 * Opens the link `token` for this browser: its itinerary's public id, or the refusal (404 for a
 * token that opens nothing, 429 while the client is locked out).
 */
export async function openInviteLink(
  handle: DatabaseHandle,
  input: { token: string; client: string; ensureSession: (lifetime: SessionLifetime) => Promise<string> },
  now = Date.now(),
): Promise<{ projectId: string }> {
  await refuseLockedOutGuesser(handle, input.client, now);
  const found = await guestByToken(handle, input.token);
  if (!found) {
    await countWrongLink(handle, input.client, now);
    throw linkNotWorking();
  }
  const sessionId = await input.ensureSession(found.isExample ? 'short' : 'full');
  const grant = await findGrant(handle, sessionId, found.projectRowId);
  if (grant?.role === 'admin') return { projectId: found.projectId };
  const hash = inviteTokenHash(input.token);
  const opened = new Date(now);
  // Every statement holds only while the token is still the guest's: one revoked or replaced
  // between the lookup and here makes no grant and is answered like any link that opens nothing.
  const stillValid = sql`EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.id} = ${found.guestId} AND ${guests.inviteTokenHash} = ${hash})`;
  const [granted] = await handle.write((db) =>
    db.batch([
      // An admin stays an admin, and not this guest (see above).
      db.run(sql`INSERT INTO ${projectGrants} (session_id, project_id, role, guest_id, identity)
        SELECT ${sessionId}, ${found.projectRowId}, 'viewer', ${found.guestId}, 'link' WHERE ${stillValid}
        ON CONFLICT (session_id, project_id) DO UPDATE SET guest_id = excluded.guest_id, identity = 'link'
        WHERE ${projectGrants.role} <> 'admin'`),
      // The link is stronger than a picked name: a browser that picked this guest's name is not them any more.
      db
        .update(projectGrants)
        .set({ guestId: null, identity: null })
        .where(and(eq(projectGrants.guestId, found.guestId), eq(projectGrants.identity, 'picked'), stillValid)),
      db
        .update(guests)
        .set({ firstOpenedAt: sql`coalesce(${guests.firstOpenedAt}, ${opened.getTime()})`, lastOpenedAt: opened })
        .where(and(eq(guests.id, found.guestId), eq(guests.inviteTokenHash, hash))),
      db.update(sessions).set({ currentProjectId: found.projectRowId }).where(and(eq(sessions.id, sessionId), stillValid)),
    ]),
  );
  if (granted.rowsAffected === 0) throw linkNotWorking();
  return { projectId: found.projectId };
}
