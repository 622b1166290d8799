import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { i as customizationSchema, u as CODE_MESSAGES } from "./customization-schema_CZ_wko0l.mjs";
import { c as requireProjectGrant, d as revokeFeeds } from "./access_txSEE2fX.mjs";
import { $t as events, An as lt, En as inArray, I as keepWallClock, Mn as ne, Qn as sql, Yt as calendarFeeds, an as projects, hr as MESSAGES, in as projectGrants, xn as eq, yn as and, zn as or } from "./schemas_BP9cnbZP.mjs";
import { n as resetBudgetStatement, r as signOutGuestStatements } from "./code-rotation_s4md5nwJ.mjs";
import { a as HttpError, o as badRequest, u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
import { s as toProjectView } from "./projects_B4d7wbfL.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/server/events/time-zone-change.ts
/**
* What an itinerary's events do when its time zone changes (docs/time-zones.md). An event is
* stored as a UTC instant and an optional later end (db/schema.ts); an event without an end gets
* its calendar end from its start, and an all-day date arrives as midnight, so moving those
* instants moves everything.
*
* By default events keep their clock times: 19:00 in the old zone becomes 19:00 in the new one,
* so the stored instant moves. With keepTimes 'moment' nothing moves and the clock times change.
* The moves are written by one statement in the same batch (one transaction) as the zone itself,
* and computed from the zone and events as stored inside the write lock; the zone's UPDATE is
* guarded on the version read with them, so a change in between (an event added by another
* process) makes the save try again rather than leave an event behind.
*/
/**
* An event's end keeps its clock time like its start. Where a daylight-saving change would put
* the moved end at or before the moved start (both inside a repeated hour), the event keeps its
* length instead, so an end is always after its start.
*/
function movedEnd(event, start, from, to) {
	if (!event.endDatetime) return null;
	const end = keepWallClock(event.endDatetime, from, to).getTime();
	return end > start ? end : start + (event.endDatetime.getTime() - event.datetime.getTime());
}
/** The events whose start or end changes when they keep their clock times from `from` to `to`. */
function clockTimeMoves(list, from, to) {
	const moves = [];
	for (const event of list) {
		const start = keepWallClock(event.datetime, from, to).getTime();
		const end = movedEnd(event, start, from, to);
		if (start !== event.datetime.getTime() || end !== (event.endDatetime?.getTime() ?? null)) moves.push([
			event.id,
			start,
			end
		]);
	}
	return moves;
}
/**
* Reads the stored zone, version and events (one batch, so one consistent read) and works out
* the moves to `to`. Null when the itinerary is gone.
*/
async function readClockShift(handle, projectRowId, to) {
	const [rows, list] = await handle.db.batch([handle.db.select({
		version: projects.version,
		timeZone: projects.timeZone
	}).from(projects).where(eq(projects.id, projectRowId)), handle.db.select({
		id: events.id,
		datetime: events.datetime,
		endDatetime: events.endDatetime
	}).from(events).where(eq(events.projectRowId, projectRowId))]);
	const stored = rows[0];
	if (!stored) return null;
	return {
		version: stored.version,
		moves: clockTimeMoves(list, stored.timeZone, to)
	};
}
/**
* Writes the moves: one UPDATE whatever their number (the moves travel as one JSON parameter).
* It must come in the batch right after the itinerary's own UPDATE: SQLite's changes() then says
* whether that UPDATE changed the row, and when it was refused no event moves.
*/
function moveEventsStatement(db, projectRowId, moves, now) {
	const list = JSON.stringify(moves);
	const moved = (path) => sql`(SELECT json_extract(m.value, ${path}) FROM json_each(${list}) m WHERE json_extract(m.value, '$[0]') = ${events}.id)`;
	return db.run(sql`UPDATE ${events}
    SET datetime = ${moved("$[1]")},
      end_datetime = ${moved("$[2]")},
      updated_at = ${now.getTime()}
    WHERE project_id = ${projectRowId}
      AND id IN (SELECT json_extract(value, '$[0]') FROM json_each(${list}))
      AND changes() = 1`);
}
// src/server/customization/customization.ts
/**
* The admin panel's saves (PUT /api/projects/{id}/customizations).
*
* The schema (src/lib/customization-schema.ts) has already checked and normalised every field
* against the font, background and theme key lists; this module owns the rules that need the itinerary: the free tier, the
* three title changes, the codes, the header image and the time zone (whose events keep their
* clock times unless told otherwise, ../events/time-zone-change.ts). Everything is written by one UPDATE
* that also bumps `version`, so open pages repaint (live updates) and cached pages and
* itinerary data, keyed on the version, are never served stale.
*/
/** Free itineraries may still set their time zone: it decides which day an event falls on. */
var ALLOWED_ON_FREE = /* @__PURE__ */ new Set([
	"timeZone",
	"keepTimes",
	"titleChangesUsed"
]);
var trialBlocked = () => new HttpError(403, "Customising colours, fonts, backgrounds, the title, links and codes is part of full access.", "TRIAL_CUSTOMIZATION_BLOCKED");
var titleLimitReached = () => new HttpError(403, MESSAGES.titleChangeLimit, "TITLE_CHANGE_LIMIT_REACHED");
/** The plain columns of the input, as they are stored. */
function columnValues(input) {
	const values = {
		customColors: input.customColors,
		selectedFont: input.selectedFont,
		titleFont: input.titleFont,
		selectedBackground: input.selectedBackground,
		customBackgroundColor: input.customBackgroundColor,
		borderStyle: input.borderStyle,
		showCountdown: input.showCountdown,
		showCreatorName: input.showCreatorName,
		showMapTab: input.showMapTab,
		headerImage: input.headerImage,
		customLinks: input.customLinks,
		timeZone: input.timeZone,
		accessCode: input.accessCode,
		adminCode: input.adminCode
	};
	for (const key of Object.keys(values)) if (values[key] === void 0) delete values[key];
	return values;
}
function checkCodes(project, input) {
	if ((input.accessCode ?? project.accessCode) === (input.adminCode ?? project.adminCode)) throw badRequest(CODE_MESSAGES.sameCodes);
}
function checkHeaderImage(project, headerImage) {
	if (headerImage && !project.headerImages.includes(headerImage)) throw badRequest("Please choose one of the uploaded header images.");
}
/**
* Saves the changed settings of an itinerary for its admin (the route has checked the grant and
* refused examples). `sessionId` is the caller's: it keeps admin when the admin code changes.
*/
async function updateCustomizations(handle, project, sessionId, input) {
	const changed = Object.keys(input).filter((key) => input[key] !== void 0);
	if (!project.isPaid && changed.some((key) => !ALLOWED_ON_FREE.has(key))) throw trialBlocked();
	checkCodes(project, input);
	checkHeaderImage(project, input.headerImage);
	const values = columnValues(input);
	const conditions = [eq(projects.id, project.id)];
	const title = input.customTitle === void 0 ? void 0 : input.customTitle || null;
	if (title !== void 0) {
		const sameTitle = sql`${projects.customTitle} IS ${title}`;
		values.customTitle = title;
		values.titleChangesUsed = sql`${projects.titleChangesUsed} + (CASE WHEN ${sameTitle} THEN 0 ELSE 1 END)`;
		conditions.push(or(sameTitle, lt(projects.titleChangesUsed, 3)));
	}
	if (input.accessCode !== void 0 && input.adminCode === void 0) conditions.push(ne(projects.adminCode, input.accessCode));
	if (input.adminCode !== void 0 && input.accessCode === void 0) conditions.push(ne(projects.accessCode, input.adminCode));
	if (Object.keys(values).length === 0) return {
		success: true,
		project: toProjectView(project, "admin")
	};
	const now = /* @__PURE__ */ new Date();
	values.version = sql`${projects.version} + 1`;
	values.updatedAt = now;
	const newAdminCode = input.adminCode !== void 0 && input.adminCode !== project.adminCode ? input.adminCode : null;
	const newAccessCode = input.accessCode !== void 0 && input.accessCode !== project.accessCode ? input.accessCode : null;
	const extrasOf = (db) => {
		const extras = [];
		if (newAdminCode !== null) {
			extras.push(endOtherAdminsFeeds(db, project.id, sessionId, newAdminCode));
			extras.push(demoteOtherAdmins(db, project.id, sessionId, newAdminCode));
			extras.push(resetBudgetStatement(db, project, "admin", newAdminCode));
		}
		if (newAccessCode !== null) {
			extras.push(resetBudgetStatement(db, project, "access", newAccessCode));
			if (input.signOutGuests) extras.push(...signOutGuestStatements(db, project.id, newAccessCode));
		}
		return extras;
	};
	const keepClockTo = input.timeZone !== void 0 && (input.keepTimes ?? "clock") === "clock" ? input.timeZone : null;
	for (let attempt = 1;; attempt++) {
		const { row, shift } = await handle.write(async (db) => {
			const shift = keepClockTo === null ? null : await readClockShift(handle, project.id, keepClockTo);
			const where = and(...conditions, ...shift ? [eq(projects.version, shift.version)] : []);
			const update = db.update(projects).set(values).where(where).returning();
			const moves = shift?.moves.length ? [moveEventsStatement(db, project.id, shift.moves, now)] : [];
			const extras = extrasOf(db);
			if (moves.length === 0 && extras.length === 0) return {
				row: (await update)[0],
				shift
			};
			const [updated] = await db.batch([
				update,
				...moves,
				...extras
			]);
			return {
				row: updated[0],
				shift
			};
		});
		if (row) return {
			success: true,
			project: toProjectView(row, "admin")
		};
		if (shift && attempt < MAX_SHIFT_ATTEMPTS && await storedVersion(handle, project.id) !== shift.version) {
			await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
			continue;
		}
		throw await refusalReason(handle, project.id, input, title);
	}
}
/**
* Tries of a zone change whose events changed while it was being saved, before a 409: each
* round at least one racing save wins, so this many admins may change the zone at one moment.
*/
var MAX_SHIFT_ATTEMPTS = 8;
async function storedVersion(handle, projectRowId) {
	const [row] = await handle.db.select({ version: projects.version }).from(projects).where(eq(projects.id, projectRowId));
	return row?.version;
}
/** Why the guarded UPDATE changed nothing, read from the row as it is now. */
async function refusalReason(handle, projectRowId, input, title) {
	const current = await handle.db.query.projects.findFirst({ where: eq(projects.id, projectRowId) });
	if (!current) return unknownItinerary();
	if (title !== void 0 && current.customTitle !== title && current.titleChangesUsed >= 3) return titleLimitReached();
	if ((input.accessCode ?? current.accessCode) === (input.adminCode ?? current.adminCode)) return badRequest(CODE_MESSAGES.sameCodes);
	return new HttpError(409, "This itinerary changed while saving. Please try again.");
}
/**
* A new admin code is how an organiser takes edit access back from someone who learned the old
* one, so every other browser's admin grant becomes a viewer grant: they keep reading the
* itinerary they were invited to, and need the new code to edit again. The caller stays admin.
* Guarded on the stored code, so nothing is demoted when the UPDATE before it was refused.
*/
/**
* The calendar feeds the demoted admins made as admins end with their admin grant
* (docs/security.md#calendar-feeds-live-as-long-as-their-grant); runs before the demotion, which
* is how it finds them. Guarded on the stored code like the demotion.
*/
function endOtherAdminsFeeds(db, projectRowId, sessionId, adminCode) {
	const otherAdmins = db.select({ sessionId: projectGrants.sessionId }).from(projectGrants).where(and(eq(projectGrants.projectRowId, projectRowId), eq(projectGrants.role, "admin"), ne(projectGrants.sessionId, sessionId)));
	return revokeFeeds(db, projectRowId, eq(calendarFeeds.createdByAdmin, true), inArray(calendarFeeds.sessionId, otherAdmins), sql`(SELECT ${projects.adminCode} FROM ${projects} WHERE ${projects.id} = ${projectRowId}) = ${adminCode}`);
}
function demoteOtherAdmins(db, projectRowId, sessionId, adminCode) {
	return db.update(projectGrants).set({ role: "viewer" }).where(and(eq(projectGrants.projectRowId, projectRowId), eq(projectGrants.role, "admin"), ne(projectGrants.sessionId, sessionId), sql`(SELECT ${projects.adminCode} FROM ${projects} WHERE ${projects.id} = ${projectRowId}) = ${adminCode}`));
}
// src/pages/api/projects/[projectId]/customizations.ts
var customizations_exports = /* @__PURE__ */ __exportAll({ PUT: () => PUT });
/** PUT …/customizations: the admin panel's saves; any subset of the settings. */
var PUT = apiRoute(async (ctx) => {
	const sessionId = ctx.locals.session?.id;
	const { project } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, customizationSchema);
	return json(await updateCustomizations(ctx.db, project, sessionId ?? "", input));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/customizations@_@ts
var page = () => customizations_exports;
export { page };
