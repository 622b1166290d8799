import { $t as events, B as displayTitle, Cn as gt, Ht as masterNames, On as isNull, Qn as sql, Rt as attends, Ut as parseAttendees, Yt as calendarFeeds, _n as asc, an as projects, cn as sessions, ft as OTHER_END, in as projectGrants, jt as sha256, kt as randomToken, un as travelEntries, xn as eq, xr as config, yn as and } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, o as badRequest, p as guestNameKey, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { n as feedLinks } from "./calendar-links_CerVQI8n.mjs";
import ical, { escape } from "ical-generator";
// src/server/feeds/calendar-feeds.ts
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
/** How often subscribed calendars should refetch (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
var FEED_REFRESH_SECONDS = 3600;
/** SEQUENCE counts seconds from here, so it grows with every edit and fits in 32 bits. */
var SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
var FEED_SECRET_BYTES = 32;
/** 32 bytes in unpadded lower-case base32. */
var FEED_SECRET_PATTERN = /^[a-z2-7]{52}$/;
/** A travel entry is a moment: calendars get half an hour. */
var TRAVEL_FEED_DURATION_MS = 18e5;
function generateFeedSecret() {
	return randomToken(FEED_SECRET_BYTES);
}
/** Stable across builds and edits, so a changed event updates in place instead of duplicating. */
function eventUid(eventId, siteUrl) {
	return `event-${eventId}@${new URL(siteUrl).hostname}`;
}
function travelUid(entryId, siteUrl) {
	return `travel-${entryId}@${new URL(siteUrl).hostname}`;
}
function travelSummary(entry) {
	const where = entry.placeCode ?? entry.place;
	const what = entry.kind === "arrival" ? `Arrive at ${where}` : `Leave from ${where}`;
	return entry.transportNumber ? `${what} (${entry.transportNumber})` : what;
}
function describeTravel(entry) {
	return [
		`${entry.kind === "arrival" ? "Arrival" : "Departure"}: ${entry.localTime.replace("T", " ")} ${entry.timeZone} time`,
		entry.transportNumber ? `Flight or train: ${entry.transportNumber}` : null,
		entry.fromPlace ? `${OTHER_END[entry.kind].feed}: ${entry.fromPlace}` : null
	].filter(Boolean).join("\n");
}
function itineraryUrl(projectId, siteUrl) {
	return new URL(`/project/${encodeURIComponent(projectId)}`, siteUrl).href;
}
/** An ASCII file name: "Paris, Mes Amies" → "paris-mes-amies". */
function fileSlug(text, fallback = "itinerary") {
	return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 60).replace(/^-+|-+$/g, "") || fallback;
}
function peopleText(attendees) {
	const rule = parseAttendees(attendees);
	if (rule.kind === "list") return rule.names.join(", ");
	if (rule.kind === "except" && rule.names.length > 0) return `Everyone except ${rule.names.join(", ")}`;
	return "Everyone";
}
function describeEvent(event) {
	return [
		event.description?.trim(),
		event.vibe?.trim() ? `Vibe & Style: ${event.vibe.trim()}` : null,
		`People: ${peopleText(event.attendees)}`
	].filter(Boolean).join("\n\n");
}
function locationOf(event) {
	const title = event.location?.trim();
	const geo = event.latitude !== null && event.longitude !== null ? {
		lat: event.latitude,
		lon: event.longitude
	} : void 0;
	if (title) return geo ? {
		title,
		geo
	} : { title };
	return geo ? { geo } : null;
}
/** DTEND: the event's own end, or an hour after its start when it has none. */
function calendarEnd(event) {
	return event.endDatetime ?? new Date(event.datetime.getTime() + 36e5);
}
function calendarName(project, person) {
	const title = displayTitle(project);
	return person ? `${title} (${person})` : title;
}
/** The iCalendar text for these events; a person feed keeps only the events that person attends. */
function buildCalendar(project, eventList, options) {
	const person = options.person ?? null;
	const cal = ical({ prodId: {
		company: options.siteName,
		product: "Itinerary",
		language: "EN"
	} });
	const generatedAt = options.generatedAt ?? /* @__PURE__ */ new Date();
	/** When a calendar item was made and last changed: a later change has a higher SEQUENCE. */
	const revision = (row) => ({
		sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1e3)),
		stamp: generatedAt,
		lastModified: row.updatedAt,
		created: row.createdAt
	});
	if (options.kind === "feed") {
		cal.name(escape(calendarName(project, person), false));
		cal.ttl(FEED_REFRESH_SECONDS);
	}
	const url = itineraryUrl(project.projectId, options.siteUrl);
	const chosen = person ? eventList.filter((e) => attends(e.attendees, person)) : eventList;
	for (const event of chosen) cal.createEvent({
		id: eventUid(event.id, options.siteUrl),
		...revision(event),
		start: event.datetime,
		end: calendarEnd(event),
		summary: event.title,
		description: describeEvent(event),
		location: locationOf(event),
		url
	});
	const ownTravel = person ? (options.travel ?? []).filter((t) => guestNameKey(t.guestName) === guestNameKey(person)) : [];
	for (const entry of ownTravel) cal.createEvent({
		id: travelUid(entry.id, options.siteUrl),
		...revision(entry),
		start: entry.instant,
		end: new Date(entry.instant.getTime() + TRAVEL_FEED_DURATION_MS),
		summary: travelSummary(entry),
		description: describeTravel(entry),
		location: { title: entry.place },
		url
	});
	const text = `${cal.toString().replace(/(\r\n)?$/, "")}\r\n`;
	if (options.kind !== "feed") return text;
	const zoneLine = `X-WR-TIMEZONE:${escape(project.timeZone, false)}`;
	return text.replace(/\r\n(?=BEGIN:VEVENT|END:VCALENDAR)/, () => `\r\n${zoneLine}\r\n`);
}
/**
* The ETag of a calendar's text: everything but the DTSTAMP lines, which change with every
* copy; the rest changes exactly when a subscriber would see a difference.
*/
function calendarEtag(text, salt) {
	const stable = text.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, "");
	return `"${sha256(salt + stable, "base64url").slice(0, 32)}"`;
}
var samePerson = (a, b) => a === null || b === null ? a === b : a.toLowerCase() === b.toLowerCase();
/** The name as the itinerary spells it, or 400 when nobody of that name is on it. */
async function resolvePerson(handle, project, requested, byAdmin) {
	const wanted = requested?.trim().replace(/\s+/g, " ");
	if (!wanted) return null;
	const rows = await handle.db.select({ attendees: events.attendees }).from(events).where(eq(events.projectRowId, project.id));
	const travelNames = project.guestsSeeTravel || byAdmin ? await handle.db.selectDistinct({ name: travelEntries.guestName }).from(travelEntries).where(eq(travelEntries.projectRowId, project.id)) : [];
	const match = [...masterNames(rows), ...travelNames.map((t) => t.name)].find((name) => samePerson(name, wanted));
	if (!match) throw badRequest(`No one called “${wanted}” is on this itinerary. Please choose a name from the list.`);
	return match;
}
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
async function ensureCalendarFeed(handle, project, requestedPerson, grant) {
	const byAdmin = grant.role === "admin";
	const admin = byAdmin ? 1 : 0;
	const person = await resolvePerson(handle, project, requestedPerson, byAdmin);
	const fresh = generateFeedSecret();
	const samePersonSql = person === null ? sql`${calendarFeeds.person} IS NULL` : sql`lower(${calendarFeeds.person}) = lower(${person})`;
	const grantsFeed = and(eq(calendarFeeds.projectRowId, project.id), eq(calendarFeeds.sessionId, grant.sessionId), eq(calendarFeeds.createdByAdmin, byAdmin), isNull(calendarFeeds.revokedAt), samePersonSql);
	const [inserted, found] = await handle.write((db) => db.batch([db.run(sql`INSERT INTO ${calendarFeeds} (project_id, secret, person, session_id, created_by_admin)
        SELECT ${project.id}, ${fresh}, ${person}, ${grant.sessionId}, ${admin}
        WHERE EXISTS (SELECT 1 FROM ${projectGrants} WHERE session_id = ${grant.sessionId} AND project_id = ${project.id} AND (role = 'admin' OR ${admin} = 0))
          AND NOT EXISTS (SELECT 1 FROM ${calendarFeeds} WHERE ${grantsFeed})`), db.select({ secret: calendarFeeds.secret }).from(calendarFeeds).where(grantsFeed).orderBy(asc(calendarFeeds.id)).limit(1)]));
	const secret = found[0]?.secret ?? null;
	if (secret === null) throw new HttpError(401, "Please enter the access code to view this itinerary.", "UNAUTHORIZED");
	return {
		feed: feedLinks(config().SITE_URL, secret, person),
		created: inserted.rowsAffected === 1
	};
}
/** Turns off every feed of the itinerary; the next request for a feed gets a new secret. */
async function revokeCalendarFeeds(handle, project) {
	return (await handle.write((db) => db.update(calendarFeeds).set({ revokedAt: /* @__PURE__ */ new Date() }).where(and(eq(calendarFeeds.projectRowId, project.id), isNull(calendarFeeds.revokedAt))).returning({ id: calendarFeeds.id }))).length;
}
var loadEvents = (handle, projectRowId) => handle.db.query.events.findMany({
	where: eq(events.projectRowId, projectRowId),
	orderBy: [asc(events.datetime), asc(events.id)]
});
/**
* Which of a person's arrivals and departures a feed may carry, by the settings in force when it
* is read: all of them in an admin's feed or while guests see each other's travel; with sharing
* off, a guest's feed carries only what the guest's own browser wrote, as the arrivals board does.
*/
function feedTravelScope(feed, guestsSeeTravel) {
	return feed.createdByAdmin || guestsSeeTravel ? "all" : "own";
}
/** A person's travel; with `writtenBy`, only what that browser session wrote. */
var loadTravel = (handle, projectRowId, person, writtenBy) => handle.db.select().from(travelEntries).where(and(eq(travelEntries.projectRowId, projectRowId), eq(travelEntries.guestKey, guestNameKey(person)), writtenBy === void 0 ? void 0 : eq(travelEntries.sessionId, writtenBy))).orderBy(asc(travelEntries.instant), asc(travelEntries.id));
/**
* The active feed behind a secret, while the grant that made it lives: its session holds a grant
* for the itinerary, of at least the role the feed was made with, and has not expired.
*/
async function liveFeed(handle, secret, now) {
	const [row] = await handle.db.select({
		feed: calendarFeeds,
		role: projectGrants.role
	}).from(calendarFeeds).innerJoin(projectGrants, and(eq(projectGrants.sessionId, calendarFeeds.sessionId), eq(projectGrants.projectRowId, calendarFeeds.projectRowId))).innerJoin(sessions, and(eq(sessions.id, calendarFeeds.sessionId), gt(sessions.expiresAt, now))).where(and(eq(calendarFeeds.secret, secret), isNull(calendarFeeds.revokedAt))).limit(1);
	if (!row || !grantStillCovers(row.feed, row.role)) return void 0;
	return row.feed;
}
/** An admin's feed needs the admin grant still; a guest's feed any grant (a guest may become admin). */
function grantStillCovers(feed, role) {
	return !feed.createdByAdmin || role === "admin";
}
/** The feed behind a secret, or 404 when it is unknown, revoked or its grant has ended. */
async function renderCalendarFeed(handle, secret, now = /* @__PURE__ */ new Date()) {
	const missing = notFound("This calendar feed does not exist or has been turned off.");
	if (!FEED_SECRET_PATTERN.test(secret)) throw missing;
	const feed = await liveFeed(handle, secret, now);
	if (!feed) throw missing;
	const project = await handle.db.query.projects.findFirst({ where: eq(projects.id, feed.projectRowId) });
	if (!project) throw missing;
	const { SITE_URL, SITE_NAME } = config();
	const scope = feedTravelScope(feed, project.guestsSeeTravel);
	const [eventRows, travel] = await Promise.all([loadEvents(handle, project.id), feed.person ? loadTravel(handle, project.id, feed.person, scope === "own" ? feed.sessionId ?? "" : void 0) : Promise.resolve([])]);
	const body = buildCalendar(project, eventRows, {
		siteUrl: SITE_URL,
		siteName: SITE_NAME,
		kind: "feed",
		person: feed.person,
		travel
	});
	const etag = calendarEtag(body, `${feed.id}:${project.version}:`);
	return {
		body,
		filename: `${fileSlug(feed.person ? `${displayTitle(project)} ${feed.person}` : displayTitle(project))}.ics`,
		etag
	};
}
/** One event of the itinerary as an .ics file; 404 when the event is not in this itinerary. */
async function renderEventIcs(handle, project, eventIdParam) {
	const missing = notFound("This event does not exist.");
	if (!eventIdParam || !/^[1-9]\d{0,15}$/.test(eventIdParam)) throw missing;
	const event = await handle.db.query.events.findFirst({ where: and(eq(events.id, Number(eventIdParam)), eq(events.projectRowId, project.id)) });
	if (!event) throw missing;
	const { SITE_URL, SITE_NAME } = config();
	return {
		body: buildCalendar(project, [event], {
			siteUrl: SITE_URL,
			siteName: SITE_NAME,
			kind: "event"
		}),
		filename: `${fileSlug(event.title, "event")}.ics`
	};
}
/** True when the request's If-None-Match names this ETag (or `*`). */
function matchesEtag(ifNoneMatch, etag) {
	if (!ifNoneMatch) return false;
	const bare = etag.replace(/^W\//, "");
	return ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, "")).some((tag) => tag === "*" || tag === bare);
}
export { renderEventIcs as a, renderCalendarFeed as i, fileSlug as n, revokeCalendarFeeds as o, matchesEtag as r, ensureCalendarFeed as t };
