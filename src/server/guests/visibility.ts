/**
 * Which events a browser may see, decided once for every reader (docs/product.md#private-events,
 * docs/security.md#private-events): the page in every tab, the itinerary JSON, the live stream,
 * calendar feeds, previews, counts. An event for everyone reaches every grant; a private event
 * ('listed') reaches admins, and browsers whose identity came from the personal link of a guest
 * its attendees name (./event-audience rule over the guest list, names compared by their
 * look-alike key). The shared code and a picked name never reach one: a picked name is a claim
 * anyone in the group can make.
 *
 * What a browser sees is its `Sight`: the version it is told (the public version while it sees no
 * private event, so a change to private events alone never shows in what it gets, not even as a
 * new number) and a key naming its set of private events, which every cache of what it gets is
 * kept under. Every browser that sees no private event shares one key.
 */
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, guestGroupMembers, guestGroups, guests, type GuestIdentity } from '../../../db/schema';
import { eventAudience, type AudienceGroup } from '../../lib/event-audience';
import type { Role } from '../../lib/types';
import { sha256 } from '../core/crypto';
import { notFound } from '../http/errors';
import { guestNameKey } from './guest-names';

/** Who is asking: an `Access` (../access/access.ts), or the parts of one a reader has. */
export type Viewer = {
  projectRowId: number;
  version: number;
  publicVersion: number;
  role: Role;
  guestId: number | null;
  identity: GuestIdentity | null;
};

export type Sight = {
  /** The version this browser is told, watches and is cached by. */
  version: number;
  /** Every event (an admin's sight). */
  all: boolean;
  /** The private events it may see besides the public ones, by id, ascending. */
  privateIds: readonly number[];
  /** Names what it sees within a version: 'all', 'public', or its set of private events hashed. */
  key: string;
};

/** The sight of every browser that sees no private event. */
export const publicSight = (publicVersion: number): Sight => ({ version: publicVersion, all: false, privateIds: [], key: 'public' });

/** An admin sees every event and is told every version. */
const adminSight = (version: number): Sight => ({ version, all: true, privateIds: [], key: 'all' });

/** Whether a browser with this sight may see the event. */
export const canSee = (sight: Sight, event: { id: number; visibility?: string | undefined }) =>
  sight.all || event.visibility !== 'listed' || sight.privateIds.includes(event.id);

/** The events of `list` a browser with this sight may see, in their order. */
export const visibleEvents = <E extends { id: number; visibility?: string | undefined }>(sight: Sight, list: readonly E[]): E[] =>
  sight.all ? [...list] : list.filter((event) => canSee(sight, event));

/**
 * The browser's sight, or 404 as for an event that does not exist when `eventId` is an event of
 * the itinerary it may not see: what reads or writes one event (its RSVPs, its .ics) ask first.
 */
export async function sightOfEvent(handle: DatabaseHandle, viewer: Viewer, eventId: number): Promise<Sight> {
  const sight = await viewerSight(handle, viewer);
  if (sight.all) return sight;
  const [event] = await handle.db
    .select({ id: events.id, visibility: events.visibility })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.projectRowId, viewer.projectRowId)));
  if (event && !canSee(sight, event)) throw notFound('This event does not exist.');
  return sight;
}

/** True for a browser that might see a private event: a grant identified by a guest's personal link. */
const mayBeListed = (viewer: Viewer): viewer is Viewer & { guestId: number } =>
  viewer.role === 'viewer' && viewer.identity === 'link' && viewer.guestId !== null;

/** The sight of a browser that is not identified by a personal link: an admin's, or the public one. */
const unlistedSight = (viewer: Viewer): Sight => (viewer.role === 'admin' ? adminSight(viewer.version) : publicSight(viewer.publicVersion));

/**
 * The sights of link-identified guests this process worked out, by itinerary, guest and version:
 * what a guest sees follows from the itinerary's events and guest list, and every change to
 * either moves `version`, so a sight is the same for as long as the version is. Hundreds of
 * guests opening their links cost one read each per version, not one per request, and the Node
 * server answers their cached pages without the app.
 */
const SIGHTS_MAX = 2000;
const sights = new Map<string, Sight>();
const sightKey = (viewer: Viewer & { guestId: number }) => `${viewer.projectRowId}:${viewer.guestId}:${viewer.version}`;

/**
 * What `viewer` may see when that takes no read (an admin; a browser not identified by a personal
 * link, which sees no private event; a link-identified guest whose sight at this version this
 * process knows), else undefined.
 */
export const sightWithoutReading = (viewer: Viewer): Sight | undefined => (mayBeListed(viewer) ? sights.get(sightKey(viewer)) : unlistedSight(viewer));

/** What `viewer` may see of its itinerary now: one batch of reads for a link-identified guest (once per version), none otherwise. */
export async function viewerSight(handle: DatabaseHandle, viewer: Viewer): Promise<Sight> {
  if (!mayBeListed(viewer)) return unlistedSight(viewer);
  const key = sightKey(viewer);
  const known = sights.get(key);
  if (known) return known;
  const own = await privateEventsOf(handle, viewer.projectRowId, viewer.guestId);
  const sight = own.length === 0 ? publicSight(viewer.publicVersion) : { version: viewer.version, all: false, privateIds: own, key: `p${sha256(own.join(','), 'base64url').slice(0, 22)}` };
  if (sights.size >= SIGHTS_MAX) sights.delete(sights.keys().next().value ?? '');
  sights.set(key, sight);
  return sight;
}

/** The itinerary's private events, their attendees, its guests and its groups with their members. */
async function readAudiences(handle: DatabaseHandle, projectRowId: number) {
  const [listed, guestRows, memberRows] = await handle.db.batch([
    handle.db.select({ id: events.id, attendees: events.attendees }).from(events).where(and(eq(events.projectRowId, projectRowId), eq(events.visibility, 'listed'))),
    handle.db.select({ id: guests.id, name: guests.name }).from(guests).where(eq(guests.projectRowId, projectRowId)),
    handle.db
      .select({ group: guestGroups.id, name: guestGroups.name, guestId: guestGroupMembers.guestId })
      .from(guestGroups)
      .leftJoin(guestGroupMembers, eq(guestGroupMembers.groupId, guestGroups.id))
      .where(eq(guestGroups.projectRowId, projectRowId)),
  ]);
  const groups = new Map<number, AudienceGroup & { memberIds: number[] }>();
  for (const row of memberRows) {
    const group = groups.get(row.group) ?? { name: row.name, memberIds: [] };
    if (row.guestId !== null) group.memberIds.push(row.guestId);
    groups.set(row.group, group);
  }
  return { listed, guests: guestRows, groups: [...groups.values()] };
}

/**
 * Each private event's audience, by event id: the guests (id and name) it reaches. Admins see
 * it on the event's card; empty for an itinerary without private events.
 */
export async function privateAudiences(handle: DatabaseHandle, projectRowId: number): Promise<Map<number, { id: number; name: string }[]>> {
  const { listed, guests: guestRows, groups } = await readAudiences(handle, projectRowId);
  const out = new Map<number, { id: number; name: string }[]>();
  for (const event of listed) {
    const audience = eventAudience(event.attendees, guestRows, groups, guestNameKey);
    out.set(event.id, guestRows.filter((g) => audience.has(g.id)));
  }
  return out;
}

/**
 * Whether guest `guestId` goes to an event with this attendees text, as the guest list reads it:
 * by their name (any look-alike spelling) or a group of theirs, "Everyone except …" alike. What
 * reminders, alerts and invitations call a guest's own events.
 */
export async function guestAttendance(handle: DatabaseHandle, projectRowId: number, guestId: number): Promise<(attendees: string | null) => boolean> {
  const { guests: guestRows, groups } = await readAudiences(handle, projectRowId);
  return (attendees) => eventAudience(attendees, guestRows, groups, guestNameKey).has(guestId);
}

/** The ids of the private events whose audience the guest is in, ascending. */
async function privateEventsOf(handle: DatabaseHandle, projectRowId: number, guestId: number): Promise<number[]> {
  const audiences = await privateAudiences(handle, projectRowId);
  return [...audiences]
    .filter(([, audience]) => audience.some((guest) => guest.id === guestId))
    .map(([eventId]) => eventId)
    .sort((a, b) => a - b);
}
