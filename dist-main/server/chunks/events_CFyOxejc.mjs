import { $t as events, Qn as sql, an as projects, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { a as toEventView } from "./projects_B4d7wbfL.mjs";
// src/server/events/events.ts
/**
* Events of an itinerary. Every change bumps the project's `version` in the same batch, which is
* what open pages watch for live updates.
*/
/**
* Bumps the version, in a batch right after the statement that changed something: SQLite's
* changes() then tells whether that statement touched a row, so a miss (404) bumps nothing.
*/
var bumpVersion = (db, projectRowId) => db.update(projects).set({
	version: sql`${projects.version} + 1`,
	updatedAt: /* @__PURE__ */ new Date()
}).where(and(eq(projects.id, projectRowId), sql`changes() > 0`));
function eventValues(input) {
	return {
		title: input.title,
		datetime: new Date(input.datetime),
		endDatetime: input.endDatetime ? new Date(input.endDatetime) : null,
		description: input.description || null,
		location: input.location || null,
		latitude: input.latitude ?? null,
		longitude: input.longitude ?? null,
		attendees: input.attendees || null,
		vibe: input.vibe || null,
		eventType: input.eventType || null,
		privateNotes: input.privateNotes || null
	};
}
/**
* The SQL condition of the free plan's event limit, for an INSERT … SELECT … WHERE: true on a
* paid itinerary. Also used when an unclaimed event is sent to an itinerary.
*/
var underFreeEventLimit = (project) => project.isPaid ? sql`1` : sql`(SELECT count(*) FROM ${events} WHERE ${events.projectRowId} = ${project.id}) < ${5}`;
var trialLimitReached = () => new HttpError(403, `Free itineraries can have up to 5 events. Upgrade for unlimited events.`, "TRIAL_LIMIT_REACHED");
/**
* Adds an event. On an unpaid itinerary the free limit is checked inside the INSERT itself
* (INSERT … SELECT … WHERE count < limit), so two requests at once cannot both slip past it.
*/
async function createEvent(handle, project, input, role) {
	const v = eventValues(input);
	const underLimit = underFreeEventLimit(project);
	const [inserted, , rows] = await handle.write((db) => db.batch([
		db.run(sql`INSERT INTO ${events}
        (project_id, title, datetime, end_datetime, description, location, latitude, longitude, attendees, vibe, event_type, private_notes)
        SELECT ${project.id}, ${v.title}, ${v.datetime.getTime()}, ${v.endDatetime?.getTime() ?? null}, ${v.description}, ${v.location}, ${v.latitude},
          ${v.longitude}, ${v.attendees}, ${v.vibe}, ${v.eventType}, ${v.privateNotes}
        WHERE ${underLimit}`),
		bumpVersion(db, project.id),
		db.select().from(events).where(sql`${events.id} = last_insert_rowid()`)
	]));
	if (inserted.rowsAffected === 0) throw trialLimitReached();
	const row = rows[0];
	if (!row) throw new Error("Event was not created");
	return toEventView(row, role);
}
async function updateEvent(handle, project, eventId, input, role) {
	const [updated] = await handle.write((db) => db.batch([db.update(events).set({
		...eventValues(input),
		updatedAt: /* @__PURE__ */ new Date()
	}).where(and(eq(events.id, eventId), eq(events.projectRowId, project.id))).returning(), bumpVersion(db, project.id)]));
	const row = updated[0];
	if (!row) throw notFound("This event does not exist.");
	return toEventView(row, role);
}
async function deleteEvent(handle, project, eventId) {
	const [deleted] = await handle.write((db) => db.batch([db.delete(events).where(and(eq(events.id, eventId), eq(events.projectRowId, project.id))).returning({ id: events.id }), bumpVersion(db, project.id)]));
	if (deleted.length === 0) throw notFound("This event does not exist.");
}
function parseEventId(raw) {
	const id = Number(raw);
	if (!Number.isSafeInteger(id) || id <= 0) throw notFound("This event does not exist.");
	return id;
}
export { trialLimitReached as a, parseEventId as i, createEvent as n, underFreeEventLimit as o, deleteEvent as r, updateEvent as s, bumpVersion as t };
