/**
 * Calendar feeds: a subscribable iCalendar feed of an itinerary, whole or for one
 * person, and single events as .ics downloads.
 *
 * The feed URL carries its own 256-bit secret (never the access code), so a calendar app can
 * fetch it without a session. A feed belongs to the grant that made it and answers only while
 * that grant lives (docs/security.md#calendar-feeds-live-as-long-as-their-grant); organisers
 * also revoke every secret of an itinerary at once. Events are
 * written in UTC, which every client converts correctly; X-WR-TIMEZONE names the itinerary's
 * zone for clients that display in it. Private notes and codes are never written.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import ical, { escape as escapeIcalText } from 'ical-generator';
import type { DatabaseHandle } from '../../../db/index';
import { canSee, viewerSight, visibleEvents, type Sight } from '../guests/visibility';
import { calendarFeeds, events, projectGrants, projects, sessions, travelEntries, type Event, type Project, type TravelEntry } from '../../../db/schema';
import { masterNames, attends, parseAttendees } from '../../lib/attendees';
import { guestNameKey } from '../guests/guest-names';
import { feedLinks, type CalendarFeedLinks } from '../../lib/calendar-links';
import { displayTitle } from '../../lib/display';
import { EVENT_DEFAULT_DURATION_MS } from '../../lib/limits';
import { OTHER_END } from '../../lib/guest-travel';
import { randomToken, sha256 } from '../core/crypto';
import { config } from '../core/config';
import type { Role } from '../../lib/types';
import { HttpError, badRequest, notFound } from '../http/errors';

/** How often subscribed calendars should refetch (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 60 * 60;
/** SEQUENCE counts seconds from here, so it grows with every edit and fits in 32 bits. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
const FEED_SECRET_BYTES = 32;
/** 32 bytes in unpadded lower-case base32. */
const FEED_SECRET_PATTERN = /^[a-z2-7]{52}$/;

export type FeedProject = Pick<Project, 'projectId' | 'name' | 'customTitle' | 'timeZone'>;
/** Only the fields a calendar may show: privateNotes is deliberately not among them. */
export type FeedEvent = Pick<
  Event,
  | 'id'
  | 'title'
  | 'description'
  | 'datetime'
  | 'endDatetime'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'attendees'
  | 'vibe'
  | 'createdAt'
  | 'updatedAt'
>;
/** A guest's arrival or departure as a person's feed shows it: never the note or the seats. */
type FeedTravel = Pick<
  TravelEntry,
  'id' | 'guestName' | 'kind' | 'localTime' | 'timeZone' | 'instant' | 'place' | 'placeCode' | 'transportNumber' | 'fromPlace' | 'createdAt' | 'updatedAt'
>;
/** A travel entry is a moment: calendars get half an hour. */
const TRAVEL_FEED_DURATION_MS = 30 * 60 * 1000;

export type CalendarBuildOptions = {
  siteUrl: string;
  siteName: string;
  /** 'feed': a subscription with a name and refresh interval; 'event': one downloaded event. */
  kind: 'feed' | 'event';
  /** A person feed holds only the events this person attends. */
  person?: string | null;
  /** A person feed's own arrivals and departures (the person's only; others are ignored). */
  travel?: readonly FeedTravel[];
  /** When this copy is made: every DTSTAMP (RFC 5545: when the object was created). Default now. */
  generatedAt?: Date;
};

export function generateFeedSecret(): string {
  return randomToken(FEED_SECRET_BYTES);
}

/** Stable across builds and edits, so a changed event updates in place instead of duplicating. */
export function eventUid(eventId: number, siteUrl: string): string {
  return `event-${eventId}@${new URL(siteUrl).hostname}`;
}

function travelUid(entryId: number, siteUrl: string): string {
  return `travel-${entryId}@${new URL(siteUrl).hostname}`;
}

function travelSummary(entry: FeedTravel): string {
  const where = entry.placeCode ?? entry.place;
  const what = entry.kind === 'arrival' ? `Arrive at ${where}` : `Leave from ${where}`;
  return entry.transportNumber ? `${what} (${entry.transportNumber})` : what;
}

function describeTravel(entry: FeedTravel): string {
  return [
    `${entry.kind === 'arrival' ? 'Arrival' : 'Departure'}: ${entry.localTime.replace('T', ' ')} ${entry.timeZone} time`,
    entry.transportNumber ? `Flight or train: ${entry.transportNumber}` : null,
    entry.fromPlace ? `${OTHER_END[entry.kind].feed}: ${entry.fromPlace}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function itineraryUrl(projectId: string, siteUrl: string): string {
  return new URL(`/project/${encodeURIComponent(projectId)}`, siteUrl).href;
}

/** An ASCII file name: "Paris, Mes Amies" → "paris-mes-amies". */
export function fileSlug(text: string, fallback = 'itinerary'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

function peopleText(attendees: string | null): string {
  const rule = parseAttendees(attendees);
  if (rule.kind === 'list') return rule.names.join(', ');
  if (rule.kind === 'except' && rule.names.length > 0) return `Everyone except ${rule.names.join(', ')}`;
  return 'Everyone';
}

function describeEvent(event: FeedEvent): string {
  return [
    event.description?.trim(),
    event.vibe?.trim() ? `Vibe & Style: ${event.vibe.trim()}` : null,
    `People: ${peopleText(event.attendees)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function locationOf(event: FeedEvent) {
  const title = event.location?.trim();
  const geo =
    event.latitude !== null && event.longitude !== null
      ? { lat: event.latitude, lon: event.longitude }
      : undefined;
  if (title) return geo ? { title, geo } : { title };
  return geo ? { geo } : null;
}

/** DTEND: the event's own end, or an hour after its start when it has none. */
export function calendarEnd(event: Pick<FeedEvent, 'datetime' | 'endDatetime'>): Date {
  return event.endDatetime ?? new Date(event.datetime.getTime() + EVENT_DEFAULT_DURATION_MS);
}

function calendarName(project: FeedProject, person: string | null | undefined): string {
  const title = displayTitle(project);
  return person ? `${title} (${person})` : title;
}

/** The iCalendar text for these events; a person feed keeps only the events that person attends. */
export function buildCalendar(
  project: FeedProject,
  eventList: readonly FeedEvent[],
  options: CalendarBuildOptions,
): string {
  const person = options.person ?? null;
  // No METHOD: that is for scheduling messages (iTIP), where PUBLISH would also need an ORGANIZER
  // on every event. A feed or a downloaded event is a plain calendar.
  const cal = ical({ prodId: { company: options.siteName, product: 'Itinerary', language: 'EN' } });
  const generatedAt = options.generatedAt ?? new Date();
  /** When a calendar item was made and last changed: a later change has a higher SEQUENCE. */
  const revision = (row: { createdAt: Date; updatedAt: Date }) => ({
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    stamp: generatedAt,
    lastModified: row.updatedAt,
    created: row.createdAt,
  });
  if (options.kind === 'feed') {
    // ical-generator writes NAME/X-WR-CALNAME verbatim; titles may hold commas or semicolons.
    cal.name(escapeIcalText(calendarName(project, person), false));
    cal.ttl(FEED_REFRESH_SECONDS);
  }
  const url = itineraryUrl(project.projectId, options.siteUrl);
  const chosen = person ? eventList.filter((e) => attends(e.attendees, person)) : eventList;
  for (const event of chosen) {
    cal.createEvent({
      id: eventUid(event.id, options.siteUrl),
      ...revision(event),
      start: event.datetime,
      end: calendarEnd(event),
      summary: event.title,
      description: describeEvent(event),
      location: locationOf(event),
      url,
    });
  }
  const ownTravel = person ? (options.travel ?? []).filter((t) => guestNameKey(t.guestName) === guestNameKey(person)) : [];
  for (const entry of ownTravel) {
    cal.createEvent({
      id: travelUid(entry.id, options.siteUrl),
      ...revision(entry),
      start: entry.instant,
      end: new Date(entry.instant.getTime() + TRAVEL_FEED_DURATION_MS),
      summary: travelSummary(entry),
      description: describeTravel(entry),
      location: { title: entry.place },
      url,
    });
  }
  // Every line of an iCalendar object ends with CRLF, the last one too (RFC 5545 §3.1).
  const text = `${cal.toString().replace(/(\r\n)?$/, '')}\r\n`;
  if (options.kind !== 'feed') return text;
  // Not cal.timezone(): that writes local times with a TZID and no VTIMEZONE. Not cal.x(): that
  // puts the property after the events, where RFC 5545 allows no calendar property.
  const zoneLine = `X-WR-TIMEZONE:${escapeIcalText(project.timeZone, false)}`;
  return text.replace(/\r\n(?=BEGIN:VEVENT|END:VCALENDAR)/, () => `\r\n${zoneLine}\r\n`);
}

/**
 * The ETag of a calendar's text: everything but the DTSTAMP lines, which change with every
 * copy; the rest changes exactly when a subscriber would see a difference.
 */
export function calendarEtag(text: string, salt: string): string {
  const stable = text.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, '');
  return `"${sha256(salt + stable, 'base64url').slice(0, 32)}"`;
}

const samePerson = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : a.toLowerCase() === b.toLowerCase();

/** The name as the itinerary spells it, or 400 when nobody of that name is on it. */
async function resolvePerson(handle: DatabaseHandle, project: Project, requested: string | null | undefined, byAdmin: boolean) {
  const wanted = requested?.trim().replace(/\s+/g, ' ');
  if (!wanted) return null;
  // A guest's names come from the events every guest sees: a private event's never answer a guest.
  const rows = await handle.db
    .select({ attendees: events.attendees })
    .from(events)
    .where(and(eq(events.projectRowId, project.id), byAdmin ? undefined : eq(events.visibility, 'everyone')));
  // The itinerary's names, then those only guests' travel uses (a name a guest typed in), where
  // the asker may see that travel.
  const travelNames =
    project.guestsSeeTravel || byAdmin
      ? await handle.db
          .selectDistinct({ name: travelEntries.guestName })
          .from(travelEntries)
          .where(eq(travelEntries.projectRowId, project.id))
      : [];
  const match = [...masterNames(rows), ...travelNames.map((t) => t.name)].find((name) => samePerson(name, wanted));
  if (!match) {
    throw badRequest(`No one called “${wanted}” is on this itinerary. Please choose a name from the list.`);
  }
  return match;
}

/** The grant a feed is asked with: the browser's session and its role on the itinerary. */
export type FeedGrant = { sessionId: string; role: Role };

/**
 * This grant's active feed for (itinerary, person), created on first request. A feed belongs to
 * the grant that made it (its session, with its role): every browser, and so every admin, gets
 * feeds of its own, and a feed lives only as long as that grant
 * (docs/security.md#calendar-feeds-live-as-long-as-their-grant). One batch (one transaction, one
 * round trip) inserts the feed only while the grant is there and no active feed of this grant
 * names the same person, then reads the grant's feed for that person: two requests at once get
 * the same feed, a feed cannot be made for a grant that ended in between, and a burst of requests
 * never holds the database's write lock across round trips.
 */
export async function ensureCalendarFeed(
  handle: DatabaseHandle,
  project: Project,
  requestedPerson: string | null | undefined,
  grant: FeedGrant,
): Promise<{ feed: CalendarFeedLinks; created: boolean }> {
  const byAdmin = grant.role === 'admin';
  const admin = byAdmin ? 1 : 0;
  const person = await resolvePerson(handle, project, requestedPerson, byAdmin);
  const fresh = generateFeedSecret();
  // The same person whatever the case of the name (SQLite's lower() folds ASCII letters).
  const samePersonSql = person === null ? sql`${calendarFeeds.person} IS NULL` : sql`lower(${calendarFeeds.person}) = lower(${person})`;
  const grantsFeed = and(
    eq(calendarFeeds.projectRowId, project.id),
    eq(calendarFeeds.sessionId, grant.sessionId),
    eq(calendarFeeds.createdByAdmin, byAdmin),
    isNull(calendarFeeds.revokedAt),
    samePersonSql,
  );
  const [inserted, found] = await handle.write((db) =>
    db.batch([
      db.run(sql`INSERT INTO ${calendarFeeds} (project_id, secret, person, session_id, created_by_admin)
        SELECT ${project.id}, ${fresh}, ${person}, ${grant.sessionId}, ${admin}
        WHERE EXISTS (SELECT 1 FROM ${projectGrants} WHERE session_id = ${grant.sessionId} AND project_id = ${project.id} AND (role = 'admin' OR ${admin} = 0))
          AND NOT EXISTS (SELECT 1 FROM ${calendarFeeds} WHERE ${grantsFeed})`),
      db.select({ secret: calendarFeeds.secret }).from(calendarFeeds).where(grantsFeed).orderBy(asc(calendarFeeds.id)).limit(1),
    ]),
  );
  const secret = found[0]?.secret ?? null;
  // The grant ended while the feed was being made: as for any request without a grant.
  if (secret === null) throw new HttpError(401, 'Please enter the access code to view this itinerary.', 'UNAUTHORIZED');
  return { feed: feedLinks(config().SITE_URL, secret, person), created: inserted.rowsAffected === 1 };
}

/** Turns off every feed of the itinerary; the next request for a feed gets a new secret. */
export async function revokeCalendarFeeds(handle: DatabaseHandle, project: Project): Promise<number> {
  const revoked = await handle.write((db) =>
    db
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.projectRowId, project.id), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id }),
  );
  return revoked.length;
}

const loadEvents = (handle: DatabaseHandle, projectRowId: number) =>
  handle.db.query.events.findMany({
    where: eq(events.projectRowId, projectRowId),
    orderBy: [asc(events.datetime), asc(events.id)],
  });

/**
 * Which of a person's arrivals and departures a feed may carry, by the settings in force when it
 * is read: all of them in an admin's feed or while guests see each other's travel; with sharing
 * off, a guest's feed carries only what the guest's own browser wrote, as the arrivals board does.
 */
function feedTravelScope(feed: { createdByAdmin: boolean }, guestsSeeTravel: boolean): 'all' | 'own' {
  return feed.createdByAdmin || guestsSeeTravel ? 'all' : 'own';
}

/** A person's travel; with `writtenBy`, only what that browser session wrote. */
const loadTravel = (handle: DatabaseHandle, projectRowId: number, person: string, writtenBy: string | undefined) =>
  handle.db
    .select()
    .from(travelEntries)
    .where(
      and(
        eq(travelEntries.projectRowId, projectRowId),
        eq(travelEntries.guestKey, guestNameKey(person)),
        writtenBy === undefined ? undefined : eq(travelEntries.sessionId, writtenBy),
      ),
    )
    .orderBy(asc(travelEntries.instant), asc(travelEntries.id));

export type IcsDocument = { body: string; filename: string };

/**
 * The active feed behind a secret, while the grant that made it lives: its session holds a grant
 * for the itinerary, of at least the role the feed was made with, and has not expired.
 */
async function liveFeed(handle: DatabaseHandle, secret: string, now: Date) {
  const [row] = await handle.db
    .select({ feed: calendarFeeds, role: projectGrants.role, guestId: projectGrants.guestId, identity: projectGrants.identity })
    .from(calendarFeeds)
    .innerJoin(
      projectGrants,
      and(eq(projectGrants.sessionId, calendarFeeds.sessionId), eq(projectGrants.projectRowId, calendarFeeds.projectRowId)),
    )
    .innerJoin(sessions, and(eq(sessions.id, calendarFeeds.sessionId), gt(sessions.expiresAt, now)))
    .where(and(eq(calendarFeeds.secret, secret), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  if (!row || !grantStillCovers(row.feed, row.role)) return undefined;
  return row;
}

/** An admin's feed needs the admin grant still; a guest's feed any grant (a guest may become admin). */
function grantStillCovers(feed: { createdByAdmin: boolean }, role: Role): boolean {
  return !feed.createdByAdmin || role === 'admin';
}

/** The feed behind a secret, or 404 when it is unknown, revoked or its grant has ended. */
export async function renderCalendarFeed(
  handle: DatabaseHandle,
  secret: string,
  now = new Date(),
): Promise<IcsDocument & { etag: string }> {
  const missing = notFound('This calendar feed does not exist or has been turned off.');
  if (!FEED_SECRET_PATTERN.test(secret)) throw missing;
  const live = await liveFeed(handle, secret, now);
  if (!live) throw missing;
  const { feed } = live;
  const project = await handle.db.query.projects.findFirst({ where: eq(projects.id, feed.projectRowId) });
  if (!project) throw missing;
  const { SITE_URL, SITE_NAME } = config();
  const scope = feedTravelScope(feed, project.guestsSeeTravel);
  // The events the grant that made the feed may see now (../guests/visibility.ts): an admin's feed
  // all, the feed of a guest identified by a personal link that guest's private events too, any
  // other feed the public ones.
  const sight = await viewerSight(handle, {
    projectRowId: project.id,
    version: project.version,
    publicVersion: project.publicVersion,
    role: feed.createdByAdmin ? 'admin' : 'viewer',
    guestId: live.guestId,
    identity: live.identity,
  });
  const [eventRows, travel] = await Promise.all([
    loadEvents(handle, project.id).then((rows) => visibleEvents(sight, rows)),
    feed.person ? loadTravel(handle, project.id, feed.person, scope === 'own' ? (feed.sessionId ?? '') : undefined) : Promise.resolve([]),
  ]);
  const body = buildCalendar(project, eventRows, {
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    kind: 'feed',
    person: feed.person,
    travel,
  });
  const etag = calendarEtag(body, `${feed.id}:${sight.version}:`);
  const name = feed.person ? `${displayTitle(project)} ${feed.person}` : displayTitle(project);
  return { body, filename: `${fileSlug(name)}.ics`, etag };
}

/** One event of the itinerary as an .ics file; 404 when the event is not in this itinerary or not one this browser may see. */
export async function renderEventIcs(
  handle: DatabaseHandle,
  project: Project,
  eventIdParam: string | undefined,
  sight: Sight,
): Promise<IcsDocument> {
  const missing = notFound('This event does not exist.');
  if (!eventIdParam || !/^[1-9]\d{0,15}$/.test(eventIdParam)) throw missing;
  const event = await handle.db.query.events.findFirst({
    where: and(eq(events.id, Number(eventIdParam)), eq(events.projectRowId, project.id)),
  });
  if (!event || !canSee(sight, event)) throw missing;
  const { SITE_URL, SITE_NAME } = config();
  const body = buildCalendar(project, [event], { siteUrl: SITE_URL, siteName: SITE_NAME, kind: 'event' });
  return { body, filename: `${fileSlug(event.title, 'event')}.ics` };
}

/** True when the request's If-None-Match names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}
