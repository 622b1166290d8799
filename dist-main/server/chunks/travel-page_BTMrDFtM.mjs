import { Qn as sql, Vt as knownPeople, an as projects, on as rsvpAnswers, qt as unionNames, un as travelEntries, vn as desc, xn as eq, yn as and, yt as travelNames } from "./schemas_BP9cnbZP.mjs";
import { g as arrivalsBoard, i as listTravel } from "./travel_DCb_oXRa.mjs";
import { n as listRsvps } from "./rsvps_VSu_1zKJ.mjs";
// src/server/guests/own-rows.ts
/**
* What a guest's browser has written on an itinerary: whether it has written anything (the page
* the server renders for it then shows its own answers and travel, and is cached for it alone:
* docs/security.md "Page cache keys") and the name it wrote under last (the forms open with it).
* A row is a browser's own when its session wrote it, as `ownership` in ../travel/travel.ts reads it.
*/
/**
* SQL: true when the session `sessionId` has written travel or an answer on the itinerary whose
* row id is `projectRowId` (values, or columns and placeholders of a prepared statement).
*/
function writesOn(projectRowId, sessionId) {
	const wrote = (t) => sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.projectRowId} = ${projectRowId} AND ${t.sessionId} = ${sessionId})`;
	return sql`(${wrote(travelEntries)} OR ${wrote(rsvpAnswers)})`;
}
/** True when the session has written travel or an answer on the itinerary. */
async function hasWritten(handle, projectRowId, sessionId) {
	const [row] = await handle.db.select({ wrote: sql`${writesOn(projectRowId, sessionId)}` }).from(projects).where(eq(projects.id, projectRowId));
	return Boolean(row?.wrote);
}
/** The name the session last wrote travel or an answer under on the itinerary, or undefined. */
async function lastNameWritten(handle, projectRowId, sessionId) {
	const latest = (t) => handle.db.select({
		name: t.guestName,
		at: t.updatedAt
	}).from(t).where(and(eq(t.projectRowId, projectRowId), eq(t.sessionId, sessionId))).orderBy(desc(t.updatedAt), desc(t.id)).limit(1);
	const [[travel], [answer]] = await handle.db.batch([latest(travelEntries), latest(rsvpAnswers)]);
	if (!travel || !answer) return (travel ?? answer)?.name;
	return answer.at >= travel.at ? answer.name : travel.name;
}
// src/server/pages/page-view.ts
/**
* What in an itinerary page's URL changes its HTML, reduced to the values that render something
* different: the page cache keys on this, so URLs that show the same page share one entry
* (docs/security.md "Page cache keys").
*/
/** The tabs `?tab=` may name; any other value opens the page as if it named none. */
var PAGE_TABS = [
	"list",
	"calendar",
	"map",
	"arrivals",
	"faq"
];
/** ?tab=… of the URL, when it names a tab. */
function tabFromUrl(url) {
	const tab = url.searchParams.get("tab");
	return tab && PAGE_TABS.includes(tab) ? tab : null;
}
/**
* The page's view for its cache key: the tab (unknown ones count as none) and the people filter
* kept to `names`, the names the itinerary has for this role (unknown names dropped, the
* itinerary's spelling, each once). A URL without ?person= differs from one whose names are all
* unknown: the first leaves the browser's saved choice to apply, the second shows everyone.
* Null when the URL filters by people and the names are not known yet: no key can be made.
*/
function pageView(url, names) {
	const tab = tabFromUrl(url) ?? "";
	if (!url.searchParams.has("person")) return `${tab}:*`;
	if (!names) return null;
	return `${tab}:${JSON.stringify(knownPeople(url.searchParams.getAll("person"), names))}`;
}
// src/server/pages/travel-page.ts
/** Whether the board shows other people's travel to this role: always to admins, to guests while the organiser shares it. */
var travelBoardShown = (project, role) => role === "admin" || project.guestsSeeTravel;
/**
* The board is filtered to the requested people the itinerary knows: the events' names, and the
* travel's, which only this model reads. None requested is everyone.
*/
async function travelPageModel(handle, project, role, filter, own, now = Date.now()) {
	const sessionId = role === "viewer" ? own : void 0;
	const reader = {
		role,
		sessionId
	};
	const boardShown = travelBoardShown(project, role);
	const [entries, rsvps, lastName] = await Promise.all([
		boardShown || sessionId ? listTravel(handle, project, reader) : Promise.resolve([]),
		listRsvps(handle, project, reader, now),
		sessionId ? lastNameWritten(handle, project.id, sessionId) : Promise.resolve(void 0)
	]);
	const names = boardShown ? travelNames(entries) : [];
	const people = filter ? knownPeople(filter.requested, unionNames(filter.eventNames, names)) : [];
	return {
		guestsSeeTravel: project.guestsSeeTravel,
		boardShown,
		board: arrivalsBoard(entries, { role }, {
			guestsSeeTravel: project.guestsSeeTravel,
			people
		}),
		names,
		rsvps,
		...lastName === void 0 ? {} : { yours: {
			name: lastName,
			travel: entries.filter((e) => e.mine)
		} }
	};
}
export { hasWritten as a, tabFromUrl as i, travelPageModel as n, writesOn as o, pageView as r, travelBoardShown as t };
