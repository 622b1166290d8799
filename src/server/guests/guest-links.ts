/**
 * Personal invite links, the admin's side (docs/product.md#guests-and-private-events,
 * docs/security.md#personal-invite-links). A link is `/i/{token}`; only the token's hash is
 * kept (./invite-tokens.ts), so a link is shown once, when it is made. A new link or turning one
 * off stops the old one at once: the grants it made (identity 'link') end, with their calendar
 * feeds, as Exit ends a grant. Deleting a guest does the same, and leaves their travel and
 * answers under their name as rows only admins change.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/index';
import { calendarFeeds, guestGroupMembers, guestGroups, guests, projectGrants, rsvpAnswers, travelEntries, type Project } from '../../../db/schema';
import type { GuestList, MadeLink } from '../../lib/guest-list';
import { GUEST_LIST_MESSAGES as M } from '../../lib/messages';
import { config } from '../core/config';
import { revokeFeeds } from '../feeds/revoke-feeds';
import { notFound } from '../http/errors';
import { revokePushSubscriptions } from '../reminders/revoke-push';
import { noteInvitationSync } from '../invitations/invitation-sync';
import { bumpGuestVersions, findGuest, guestList } from './guest-list';
import { newInviteToken } from './invite-tokens';

/** The address of a personal link. */
export const inviteLink = (token: string) => new URL(`/i/${token}`, config().SITE_URL).href;

/** Statements that end what the guest's personal link opened: its grants and their feeds. */
function cutLinkGrants(db: Database, projectRowId: number, guestId: number) {
  const linkGrants = and(eq(projectGrants.projectRowId, projectRowId), eq(projectGrants.guestId, guestId), eq(projectGrants.identity, 'link'));
  return [
    revokeFeeds(db, projectRowId, inArray(calendarFeeds.sessionId, db.select({ id: projectGrants.sessionId }).from(projectGrants).where(linkGrants))),
    revokePushSubscriptions(db, projectRowId, (push) => and(eq(push.guestId, guestId), eq(push.identity, 'link'))),
    db.delete(projectGrants).where(linkGrants),
  ] as const;
}

/**
 * "Create links": a link for each chosen guest that has none (all of them without one when none
 * are chosen). Every chosen id must be a guest of this itinerary, or nothing is made. Each UPDATE
 * sets a hash only where there is none, on a guest of this itinerary, so two admins at once never
 * make two links for one guest. Returns the links, to be shown once.
 */
export async function makeLinks(handle: DatabaseHandle, project: Project, guestIds?: readonly number[]): Promise<MadeLink[]> {
  const mine = eq(guests.projectRowId, project.id);
  if (guestIds) {
    const chosen = [...new Set(guestIds)];
    const [{ found } = { found: 0 }] = await handle.db.select({ found: count() }).from(guests).where(and(mine, inArray(guests.id, chosen)));
    if (found !== chosen.length) throw notFound(M.unknownGuest);
  }
  const targets = await handle.db.select({ id: guests.id }).from(guests).where(and(mine, isNull(guests.inviteTokenHash), guestIds ? inArray(guests.id, [...guestIds]) : undefined));
  if (targets.length === 0) return [];
  const tokens = new Map(targets.map((t) => [t.id, newInviteToken()]));
  const now = new Date();
  await handle.write((db) => {
    const updates = [...tokens].map(([id, { hash }]) =>
      db
        .update(guests)
        .set({ inviteTokenHash: hash, inviteIssuedAt: now, firstOpenedAt: null, lastOpenedAt: null, updatedAt: now })
        .where(and(eq(guests.id, id), eq(guests.projectRowId, project.id), isNull(guests.inviteTokenHash))),
    );
    return db.batch([bumpGuestVersions(db, project.id, false), ...updates]);
  });
  return linksMade(handle, project.id, tokens);
}

/** The links of `tokens` whose hash is now the guest's (a guest another admin linked first is left out). */
async function linksMade(handle: DatabaseHandle, projectRowId: number, tokens: Map<number, { token: string; hash: string }>): Promise<MadeLink[]> {
  const ids = [...tokens.keys()];
  const [rows, groups] = await handle.db.batch([
    handle.db.select({ id: guests.id, name: guests.name, email: guests.email, hash: guests.inviteTokenHash }).from(guests).where(and(eq(guests.projectRowId, projectRowId), inArray(guests.id, ids))),
    handle.db
      .select({ guestId: guestGroupMembers.guestId, name: guestGroups.name })
      .from(guestGroupMembers)
      .innerJoin(guestGroups, eq(guestGroups.id, guestGroupMembers.groupId))
      .where(inArray(guestGroupMembers.guestId, ids)),
  ]);
  return rows
    .filter((row) => row.hash === tokens.get(row.id)?.hash)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => ({
      guestId: row.id,
      name: row.name,
      email: row.email,
      groups: groups.filter((g) => g.guestId === row.id).map((g) => g.name).sort(),
      link: inviteLink(tokens.get(row.id)?.token ?? ''),
    }));
}

/** "New link": a new token for the guest; the old link stops at once. */
export async function reissueLink(handle: DatabaseHandle, project: Project, guestId: number): Promise<MadeLink> {
  await findGuest(handle, project.id, guestId);
  const made = newInviteToken();
  const now = new Date();
  await handle.write((db) =>
    db.batch([
      ...cutLinkGrants(db, project.id, guestId),
      db
        .update(guests)
        .set({ inviteTokenHash: made.hash, inviteIssuedAt: now, firstOpenedAt: null, lastOpenedAt: null, updatedAt: now })
        .where(and(eq(guests.id, guestId), eq(guests.projectRowId, project.id))),
      bumpGuestVersions(db, project.id, true),
    ]),
  );
  const [link] = await linksMade(handle, project.id, new Map([[guestId, made]]));
  if (!link) return reissueLink(handle, project, guestId);
  return link;
}

/** "Turn off link": the guest has no link until a new one is made; the old one stops at once. */
export async function revokeLink(handle: DatabaseHandle, project: Project, guestId: number): Promise<GuestList> {
  await findGuest(handle, project.id, guestId);
  await handle.write((db) =>
    db.batch([
      ...cutLinkGrants(db, project.id, guestId),
      db
        .update(guests)
        .set({ inviteTokenHash: null, inviteIssuedAt: null, firstOpenedAt: null, lastOpenedAt: null, updatedAt: new Date() })
        .where(and(eq(guests.id, guestId), eq(guests.projectRowId, project.id))),
      bumpGuestVersions(db, project.id, true),
    ]),
  );
  return guestList(handle, project.id);
}

/**
 * Deletes a guest: their personal link stops (its grants and feeds end), browsers that picked
 * their name are no longer anyone, the reminders (devices, addresses) asked for as them end, and
 * their travel and answers stay under their name as rows only admins change (no browser holds the
 * name any more).
 */
export async function deleteGuest(handle: DatabaseHandle, project: Project, guestId: number): Promise<GuestList> {
  const guest = await findGuest(handle, project.id, guestId);
  const theirs = <T extends typeof travelEntries | typeof rsvpAnswers>(t: T) => and(eq(t.projectRowId, project.id), eq(t.guestKey, guest.guestKey));
  const adminManaged = { byAdmin: true, sessionId: null, heldUntil: null, heldForUserId: null };
  await handle.write((db) =>
    db.batch([
      ...cutLinkGrants(db, project.id, guestId),
      // Reminders asked for as them (a picked name too) end: they would widen to everyone's events.
      revokePushSubscriptions(db, project.id, (push) => eq(push.guestId, guestId)),
      db.update(projectGrants).set({ guestId: null, identity: null }).where(and(eq(projectGrants.projectRowId, project.id), eq(projectGrants.guestId, guestId))),
      db.update(travelEntries).set(adminManaged).where(theirs(travelEntries)),
      db.update(rsvpAnswers).set(adminManaged).where(theirs(rsvpAnswers)),
      db.delete(guests).where(and(eq(guests.id, guestId), eq(guests.projectRowId, project.id))),
      bumpGuestVersions(db, project.id, true),
      noteInvitationSync(db, project.id, Date.now()),
    ]),
  );
  return guestList(handle, project.id);
}

