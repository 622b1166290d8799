/** Subscriptions of a channel, a guest's (or everyone's when `guestId` is left out). */
const countOf = (rows: { guestId: number | null; channel: 'push' | 'email'; count: number }[], channel: 'push' | 'email', guestId?: number) =>
  rows.filter((r) => r.channel === channel && (guestId === undefined || r.guestId === guestId)).reduce((sum, r) => sum + Number(r.count), 0);

/**
 * The organiser's guest list (docs/product.md#guests-and-private-events): names with their
 * look-alike key (one guest per key), optional emails, group tags. Admins only: the routes
 * require an admin grant, and nothing here reaches a viewer's answer. The limits GUESTS_MAX and
 * GUEST_GROUPS_MAX are checked inside each INSERT, so parallel requests cannot pass them.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/index';
import {
  eventRsvpSettings,
  events,
  guestGroupMembers,
  guestGroups,
  guests,
  projects,
  pushSubscriptions,
  rsvpAnswers,
  travelEntries,
  type Project,
} from '../../../db/schema';
import { masterNames, parseAttendees } from '../../lib/attendees';
import { parsePastedNames, type GuestList, type GuestsAdded } from '../../lib/guest-list';
import type { GuestGroupInput, GuestUpdateInput } from '../../lib/guest-list-schemas';
import { GUEST_GROUPS_MAX, GUEST_NAME_MAX, GUESTS_MAX } from '../../lib/limits';
import { GUEST_LIST_MESSAGES as M } from '../../lib/messages';
import { HttpError, badRequest, notFound } from '../http/errors';
import { deliverable } from '../reminders/push-subscriptions';
import { guestNameKey } from './guest-names';
import { bumpedVersions } from '../projects/versions';
import { noteInvitationSync } from '../invitations/invitation-sync';

/**
 * Bumps the itinerary's version, and with `seen` its public version too (a change a viewer's page
 * shows: names on events, travel, answers). The list alone changes what admins see only.
 */
export const bumpGuestVersions = (db: Database, projectRowId: number, seen: boolean) =>
  db
    .update(projects)
    .set({ ...bumpedVersions(!seen), updatedAt: new Date() })
    .where(eq(projects.id, projectRowId));

/** The whole list, as the Guests card shows it. */
export async function guestList(handle: DatabaseHandle, projectRowId: number): Promise<GuestList> {
  const db = handle.db;
  const [guestRows, groupRows, members, asking, answers, devices] = await db.batch([
    db.select().from(guests).where(eq(guests.projectRowId, projectRowId)).orderBy(asc(guests.name), asc(guests.id)),
    db.select({ id: guestGroups.id, name: guestGroups.name }).from(guestGroups).where(eq(guestGroups.projectRowId, projectRowId)).orderBy(asc(guestGroups.name)),
    db
      .select({ groupId: guestGroupMembers.groupId, guestId: guestGroupMembers.guestId })
      .from(guestGroupMembers)
      .innerJoin(guests, eq(guests.id, guestGroupMembers.guestId))
      .where(eq(guests.projectRowId, projectRowId)),
    db
      .select({ id: events.id, title: events.title })
      .from(eventRsvpSettings)
      .innerJoin(events, eq(events.id, eventRsvpSettings.eventId))
      .where(and(eq(eventRsvpSettings.projectRowId, projectRowId), eq(eventRsvpSettings.asks, true)))
      .orderBy(asc(events.datetime)),
    db
      .select({ eventId: rsvpAnswers.eventId, guestKey: rsvpAnswers.guestKey, status: rsvpAnswers.status })
      .from(rsvpAnswers)
      .where(eq(rsvpAnswers.projectRowId, projectRowId)),
    // Counts only: a device's endpoint and keys, and an address, never leave the server.
    db
      .select({ guestId: pushSubscriptions.guestId, channel: pushSubscriptions.channel, count: sql<number>`count(*)` })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.projectRowId, projectRowId), deliverable()))
      .groupBy(pushSubscriptions.guestId, pushSubscriptions.channel),
  ]);
  const asked = new Set(asking.map((e) => e.id));
  return {
    guests: guestRows.map((g) => ({
      id: g.id,
      name: g.name,
      email: g.email,
      groupIds: members.filter((m) => m.guestId === g.id).map((m) => m.groupId),
      link: g.inviteTokenHash && g.inviteIssuedAt
        ? { issuedAt: g.inviteIssuedAt.getTime(), firstOpenedAt: g.firstOpenedAt?.getTime() ?? null, lastOpenedAt: g.lastOpenedAt?.getTime() ?? null }
        : null,
      answers: answers.filter((a) => a.guestKey === g.guestKey && asked.has(a.eventId)).map((a) => ({ eventId: a.eventId, status: a.status })),
      reminderDevices: countOf(devices, 'push', g.id),
      reminderEmails: countOf(devices, 'email', g.id),
    })),
    groups: groupRows,
    rsvpEvents: asking,
    reminderDevices: countOf(devices, 'push'),
    reminderEmails: countOf(devices, 'email'),
  };
}

/**
 * Adds names (pasted: one a line or comma separated). Repeats and look-alikes fold into one;
 * a name already on the list (by its key) is counted as there; a name too long, or past
 * GUESTS_MAX, is refused. Each INSERT checks the count itself, in one batch.
 */
export async function addGuests(handle: DatabaseHandle, project: Project, text: string): Promise<GuestsAdded> {
  const { names, repeats, tooLong } = parsePastedNames(text, guestNameKey);
  if (names.length === 0 && tooLong.length === 0) throw badRequest(M.namesRequired);
  if (names.length > GUESTS_MAX) throw badRequest(M.tooManyPasted);
  return insertNames(handle, project, names, repeats, tooLong);
}

/** "Add the names already used": names on events' attendees, travel and RSVP answers. */
export async function addUsedNames(handle: DatabaseHandle, project: Project): Promise<GuestsAdded> {
  const db = handle.db;
  const [eventRows, travelNames, answerNames] = await db.batch([
    db.select({ attendees: events.attendees }).from(events).where(eq(events.projectRowId, project.id)).orderBy(asc(events.datetime)),
    db.selectDistinct({ name: travelEntries.guestName }).from(travelEntries).where(eq(travelEntries.projectRowId, project.id)),
    db.selectDistinct({ name: rsvpAnswers.guestName }).from(rsvpAnswers).where(eq(rsvpAnswers.projectRowId, project.id)),
  ]);
  const used = [...masterNames(eventRows), ...travelNames.map((r) => r.name), ...answerNames.map((r) => r.name)];
  const { names, tooLong } = parsePastedNames(used.join('\n'), guestNameKey);
  return insertNames(handle, project, names.slice(0, GUESTS_MAX), 0, tooLong);
}

async function insertNames(handle: DatabaseHandle, project: Project, names: string[], repeats: number, tooLong: string[]): Promise<GuestsAdded> {
  const keyed = names.map((name) => ({ name, key: guestNameKey(name) }));
  const results = keyed.length === 0 ? [] : await handle.write(async (db) => {
    const inserts = keyed.map(({ name, key }) =>
      db.run(sql`INSERT INTO ${guests} (project_id, name, guest_key)
        SELECT ${project.id}, ${name}, ${key}
        WHERE (SELECT count(*) FROM ${guests} WHERE ${guests.projectRowId} = ${project.id}) < ${GUESTS_MAX}
          AND NOT EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.projectRowId} = ${project.id} AND ${guests.guestKey} = ${key})`),
    );
    const [first, ...rest] = inserts;
    if (!first) return [];
    const done = await db.batch([first, ...rest, bumpGuestVersions(db, project.id, false)]);
    return done.slice(0, inserts.length);
  });
  const added: string[] = [];
  const notAdded: typeof keyed = [];
  keyed.forEach((entry, i) => (results[i]?.rowsAffected ? added.push(entry.name) : notAdded.push(entry)));
  // A name not added is either on the list already (its key is there) or past the limit.
  const present = notAdded.length
    ? new Set(
        (await handle.db
          .select({ key: guests.guestKey })
          .from(guests)
          .where(and(eq(guests.projectRowId, project.id), inArray(guests.guestKey, notAdded.map((n) => n.key))))).map((r) => r.key),
      )
    : new Set<string>();
  const refused = [...tooLong, ...notAdded.filter((n) => !present.has(n.key)).map((n) => n.name)];
  return { added, already: repeats + present.size, refused, list: await guestList(handle, project.id) };
}

export function parseGuestId(raw: string | undefined, message: string = M.unknownGuest): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(message);
  return id;
}

export async function findGuest(handle: DatabaseHandle, projectRowId: number, guestId: number) {
  const [guest] = await handle.db.select().from(guests).where(and(eq(guests.id, guestId), eq(guests.projectRowId, projectRowId)));
  if (!guest) throw notFound(M.unknownGuest);
  return guest;
}

/**
 * An attendees text with each name of the key `fromKey` replaced by the names `by(name)` gives
 * (none named twice, by their look-alike key), or null when it does not name that key. An
 * exception stays one: `Everyone except Ana` stays `Everyone except …`.
 */
export function replaceInAttendees(attendees: string | null, fromKey: string, by: (name: string) => readonly string[]): string | null {
  const rule = parseAttendees(attendees);
  if (rule.kind === 'everyone' || !rule.names.some((n) => guestNameKey(n) === fromKey)) return null;
  const seen = new Set<string>();
  const names = rule.names
    .flatMap((n) => (guestNameKey(n) === fromKey ? by(n) : [n]))
    .filter((n) => {
      const key = guestNameKey(n);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
  return rule.kind === 'except' ? `Everyone except ${names}` : names;
}

/** An attendees text with the person `fromKey` spelt `to`, or null when it does not name them. */
export const renameInAttendees = (attendees: string | null, fromKey: string, to: string): string | null =>
  replaceInAttendees(attendees, fromKey, () => [to]);

/**
 * Changes a guest: the name (and with it every event's attendees text, travel entries and RSVP
 * answers under the old name, in the same batch), the email, the groups. A name another guest
 * has (or a look-alike of it) is refused. An answer the new name already gave to the same event
 * is kept, and the old name's answer to that event stays under the old name.
 */
export async function updateGuest(handle: DatabaseHandle, project: Project, guestId: number, input: GuestUpdateInput): Promise<GuestList> {
  const guest = await findGuest(handle, project.id, guestId);
  const statements: ((db: Database) => Promise<unknown>)[] = [];
  let seen = false;
  const mine = and(eq(guests.id, guestId), eq(guests.projectRowId, project.id));
  if (input.name !== undefined) {
    const name = input.name;
    if (name.length > GUEST_NAME_MAX) throw badRequest(M.nameTooLong);
    const key = guestNameKey(name);
    if (key !== guest.guestKey) {
      const [other] = await handle.db.select({ id: guests.id }).from(guests).where(and(eq(guests.projectRowId, project.id), eq(guests.guestKey, key)));
      if (other) throw new HttpError(409, M.nameOnList, 'DUPLICATE');
    }
    const eventRows = await handle.db.select({ id: events.id, attendees: events.attendees }).from(events).where(eq(events.projectRowId, project.id));
    // Each later statement runs only when the rename landed (the guest now has the new name).
    const renamed = sql`EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.id} = ${guestId} AND ${guests.name} = ${name} AND ${guests.guestKey} = ${key})`;
    statements.push((db: Database) =>
      db
        .update(guests)
        .set({ name, guestKey: key, updatedAt: new Date() })
        .where(and(mine, eq(guests.guestKey, guest.guestKey), sql`NOT EXISTS (SELECT 1 FROM ${guests} g2 WHERE g2.project_id = ${project.id} AND g2.guest_key = ${key} AND g2.id <> ${guestId})`)),
    );
    for (const event of eventRows) {
      const next = renameInAttendees(event.attendees, guest.guestKey, name);
      if (next === null || next === event.attendees) continue;
      statements.push((db: Database) =>
        db.update(events).set({ attendees: next, updatedAt: new Date() }).where(and(eq(events.id, event.id), eq(events.attendees, event.attendees ?? ''), renamed)),
      );
    }
    statements.push(
      (db: Database) => db.update(travelEntries).set({ guestName: name, guestKey: key }).where(and(eq(travelEntries.projectRowId, project.id), eq(travelEntries.guestKey, guest.guestKey), renamed)),
      (db: Database) =>
        db.run(sql`UPDATE OR IGNORE ${rsvpAnswers} SET guest_name = ${name}, guest_key = ${key}
          WHERE ${rsvpAnswers.projectRowId} = ${project.id} AND ${rsvpAnswers.guestKey} = ${guest.guestKey} AND ${renamed}`),
    );
    seen = true;
  }
  if (input.email !== undefined) {
    const email = input.email ? input.email.toLowerCase() : null;
    statements.push((db: Database) => db.update(guests).set({ email, updatedAt: new Date() }).where(mine));
  }
  if (input.groupIds !== undefined) {
    const ids = [...new Set(input.groupIds)];
    statements.push((db: Database) => db.delete(guestGroupMembers).where(eq(guestGroupMembers.guestId, guestId)));
    if (ids.length > 0) {
      statements.push((db: Database) =>
        db.run(sql`INSERT INTO ${guestGroupMembers} (group_id, guest_id)
          SELECT ${guestGroups.id}, ${guestId} FROM ${guestGroups}
          WHERE ${guestGroups.projectRowId} = ${project.id} AND ${inArray(guestGroups.id, ids)}
            AND EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.id} = ${guestId} AND ${guests.projectRowId} = ${project.id})`),
      );
    }
  }
  await handle.write((db) => {
    const built = statements.map((s) => s(db));
    // drizzle's batch takes its statements as a tuple
    // Who attends what may change: calendar invitations are worked out again (docs/reminders.md#calendar-invitations).
    return db.batch([bumpGuestVersions(db, project.id, seen), noteInvitationSync(db, project.id, Date.now()), ...(built as never[])]);
  });
  const after = await findGuest(handle, project.id, guestId);
  if (input.name !== undefined && after.guestKey !== guestNameKey(input.name)) throw new HttpError(409, M.nameOnList, 'DUPLICATE');
  return guestList(handle, project.id);
}

export async function createGroup(handle: DatabaseHandle, project: Project, input: GuestGroupInput): Promise<GuestList> {
  const key = guestNameKey(input.name);
  const [inserted] = await handle.write((db) =>
    db.batch([
      db.run(sql`INSERT INTO ${guestGroups} (project_id, name, group_key)
        SELECT ${project.id}, ${input.name}, ${key}
        WHERE (SELECT count(*) FROM ${guestGroups} WHERE ${guestGroups.projectRowId} = ${project.id}) < ${GUEST_GROUPS_MAX}
          AND NOT EXISTS (SELECT 1 FROM ${guestGroups} WHERE ${guestGroups.projectRowId} = ${project.id} AND ${guestGroups.groupKey} = ${key})`),
      bumpGuestVersions(db, project.id, false),
    ]),
  );
  if (inserted.rowsAffected === 0) {
    const [same] = await handle.db.select({ id: guestGroups.id }).from(guestGroups).where(and(eq(guestGroups.projectRowId, project.id), eq(guestGroups.groupKey, key)));
    throw same ? new HttpError(409, M.groupExists, 'DUPLICATE') : new HttpError(409, M.groupsFull, 'LIMIT_REACHED');
  }
  return guestList(handle, project.id);
}

type GroupRow = typeof guestGroups.$inferSelect;

/**
 * The statements that rewrite events' attendees text naming the group `group` (`by` gives the
 * names that replace its name), each only while the event's text is as read and `landed` (SQL:
 * the group's own change went through) holds, and whether any of them changes an event everyone
 * may see (then the public version moves; changes to private events alone leave it).
 */
async function groupNameOnEvents(db: Database, project: Project, group: GroupRow, by: (name: string) => readonly string[], landed: SQL) {
  const rows = await db
    .select({ id: events.id, attendees: events.attendees, visibility: events.visibility })
    .from(events)
    .where(eq(events.projectRowId, project.id));
  const changes = rows.flatMap((event) => {
    const next = replaceInAttendees(event.attendees, group.groupKey, by);
    return next === null || next === event.attendees ? [] : [{ event, next }];
  });
  return {
    statements: changes.map(({ event, next }) =>
      db
        .update(events)
        .set({ attendees: next, updatedAt: new Date() })
        .where(and(eq(events.id, event.id), eq(events.attendees, event.attendees ?? ''), landed)),
    ),
    seen: changes.some(({ event }) => event.visibility !== 'listed'),
  };
}

/** True when a guest's name has this look-alike key: a name in attendees text then also stands for that guest. */
async function guestHasKey(db: Database, projectRowId: number, key: string) {
  const [row] = await db.select({ id: guests.id }).from(guests).where(and(eq(guests.projectRowId, projectRowId), eq(guests.guestKey, key)));
  return row !== undefined;
}

async function findGroup(db: Database, projectRowId: number, groupId: number): Promise<GroupRow> {
  const [group] = await db.select().from(guestGroups).where(and(eq(guestGroups.id, groupId), eq(guestGroups.projectRowId, projectRowId)));
  if (!group) throw notFound(M.unknownGroup);
  return group;
}

/**
 * Renames a group, and with it, in the same batch, every event's attendees text that names it
 * (`Family, Bo` and `Everyone except Family` alike), so each event stays for the same guests.
 * Where a guest has the group's old name too, the text keeps that name and adds the new one.
 * Another group's name (or a look-alike) is refused.
 */
export async function renameGroup(handle: DatabaseHandle, project: Project, groupId: number, input: GuestGroupInput): Promise<GuestList> {
  const key = guestNameKey(input.name);
  const renamed = await handle.write(async (db) => {
    const group = await findGroup(db, project.id, groupId);
    const keepOld = key !== group.groupKey && (await guestHasKey(db, project.id, group.groupKey));
    const landed = sql`EXISTS (SELECT 1 FROM ${guestGroups} WHERE ${guestGroups.id} = ${groupId} AND ${guestGroups.name} = ${input.name} AND ${guestGroups.groupKey} = ${key})`;
    const onEvents = await groupNameOnEvents(db, project, group, (old) => (keepOld ? [old, input.name] : [input.name]), landed);
    const [updated] = await db.batch([
      db
        .update(guestGroups)
        .set({ name: input.name, groupKey: key })
        .where(
          and(
            eq(guestGroups.id, groupId),
            eq(guestGroups.projectRowId, project.id),
            sql`NOT EXISTS (SELECT 1 FROM ${guestGroups} g2 WHERE g2.project_id = ${project.id} AND g2.group_key = ${key} AND g2.id <> ${groupId})`,
          ),
        )
        .returning({ id: guestGroups.id }),
      bumpGuestVersions(db, project.id, onEvents.seen),
      noteInvitationSync(db, project.id, Date.now()),
      ...onEvents.statements,
    ]);
    return updated.length > 0;
  });
  if (!renamed) throw new HttpError(409, M.groupExists, 'DUPLICATE');
  return guestList(handle, project.id);
}

/**
 * Deletes a group (its guests stay, out of it), and, in the same batch, every event's attendees
 * text that names it names its members instead, so each event stays for the same guests
 * (`Everyone except Family` becomes `Everyone except Ana, Bo`). A group without members reached
 * nobody, and its name is left as it is (it still reaches nobody); where a guest has the group's
 * name, the name stays for that guest.
 */
export async function deleteGroup(handle: DatabaseHandle, project: Project, groupId: number): Promise<GuestList> {
  await handle.write(async (db) => {
    const group = await findGroup(db, project.id, groupId);
    const members = await db
      .select({ name: guests.name })
      .from(guestGroupMembers)
      .innerJoin(guests, eq(guests.id, guestGroupMembers.guestId))
      .where(and(eq(guestGroupMembers.groupId, groupId), eq(guests.projectRowId, project.id)))
      .orderBy(asc(guests.name));
    const names = members.map((m) => m.name);
    const keepName = names.length === 0 || (await guestHasKey(db, project.id, group.groupKey));
    const landed = sql`NOT EXISTS (SELECT 1 FROM ${guestGroups} WHERE ${guestGroups.id} = ${groupId})`;
    const onEvents = await groupNameOnEvents(db, project, group, (old) => (keepName ? [old, ...names] : names), landed);
    await db.batch([
      db.delete(guestGroups).where(and(eq(guestGroups.id, groupId), eq(guestGroups.projectRowId, project.id))),
      bumpGuestVersions(db, project.id, onEvents.seen),
      noteInvitationSync(db, project.id, Date.now()),
      ...onEvents.statements,
    ]);
  });
  return guestList(handle, project.id);
}
