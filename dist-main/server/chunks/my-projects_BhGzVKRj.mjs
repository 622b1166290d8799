import { $t as events, En as inArray, Ht as masterNames, an as projects, hr as MESSAGES, vn as desc, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { a as grantRole, r as findProjectByPublicId } from "./access_txSEE2fX.mjs";
import { a as HttpError, o as badRequest, u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
import { n as objectStore } from "./storage__dIeaDF6.mjs";
// src/server/projects/my-projects.ts
/**
* A signed-in user's own itineraries:
* the dashboard's list, deleting one, and admin access to one without its code. "Own" always
* means `projects.owner_user_id` is the user: another user's itinerary answers exactly like an
* unknown one, so nobody learns which ids exist.
*/
/** The itinerary with this public id if `user` owns it, else undefined. */
async function findOwnedProject(handle, user, projectId) {
	return handle.db.query.projects.findFirst({ where: and(eq(projects.projectId, projectId), eq(projects.ownerUserId, user.id)) });
}
/**
* GET /api/my-projects: newest first. Two queries whatever the count: the projects, then every
* event's attendees text of those projects (participants are counted with the people filter's
* own rules, so the card and the filter agree: 'Everyone' is nobody in particular, the names in
* 'Everyone except A, B' are people).
*/
async function listMyProjects(handle, user) {
	const owned = await handle.db.select().from(projects).where(eq(projects.ownerUserId, user.id)).orderBy(desc(projects.createdAt), desc(projects.id));
	if (owned.length === 0) return [];
	const rows = await handle.db.select({
		projectId: events.projectRowId,
		attendees: events.attendees
	}).from(events).where(inArray(events.projectRowId, handle.db.select({ id: projects.id }).from(projects).where(eq(projects.ownerUserId, user.id))));
	const byProject = /* @__PURE__ */ new Map();
	for (const row of rows) {
		const list = byProject.get(row.projectId) ?? [];
		list.push(row);
		byProject.set(row.projectId, list);
	}
	return owned.map((p) => {
		const list = byProject.get(p.id) ?? [];
		return {
			projectId: p.projectId,
			name: p.name,
			customTitle: p.customTitle,
			ownerName: p.ownerName,
			isPaid: p.isPaid,
			participantCount: masterNames(list).length,
			eventCount: list.length,
			createdAt: p.createdAt.toISOString()
		};
	});
}
/**
* DELETE /api/projects/{projectId}: the owner only, after typing the name exactly
* (docs/product.md#dashboard; the schema trims the typed text's edges, nothing else: case counts).
*
* The row goes in one statement; the database removes its events, FAQs, grants and calendar
* feeds with it (ON DELETE CASCADE) and keeps its payments and feedback with a null project
* (receipts outlive the itinerary). Open pages see the version vanish and close (live.ts).
* Stored images go afterwards: a storage failure is logged, never undoes the delete.
*/
async function deleteOwnedProject(handle, user, projectId, { confirmationName }) {
	const project = await findOwnedProject(handle, user, projectId);
	if (!project) throw unknownItinerary();
	if (confirmationName !== project.name) throw badRequest(MESSAGES.deleteNameMismatch);
	if ((await handle.write((db) => db.delete(projects).where(and(eq(projects.id, project.id), eq(projects.ownerUserId, user.id), eq(projects.name, confirmationName))).returning({ id: projects.id }))).length === 0) throw unknownItinerary();
	await removeStoredImages(project.projectId);
}
async function removeStoredImages(projectId) {
	const store = objectStore();
	for (const prefix of [`projects/${projectId}/`, `pending/${projectId}/`]) await store.removePrefix(prefix).catch((error) => console.error(`Deleting the images under ${prefix} failed`, error));
}
/**
* Owner auto-access: the signed-in owner gets admin access in this browser without
* the admin code. The project page calls this while it renders (`?owned=true`); null when the
* browser is not signed in as the owner (unknown, not owned and example itineraries alike).
*/
async function grantOwnedAccess(handle, session, user, projectId) {
	if (!session || !user) return null;
	const project = await findOwnedProject(handle, user, projectId);
	if (!project || project.isExample) return null;
	await grantRole(handle, session.id, project, "admin");
	return project;
}
/** POST /api/projects/{projectId}/access-owned: the same; 404 for no such itinerary, else one 403 for every refusal. */
async function requestOwnedAccess(handle, session, user, projectId) {
	const project = await grantOwnedAccess(handle, session, user, projectId);
	if (!project && !await findProjectByPublicId(handle, projectId)) throw unknownItinerary();
	if (!project) throw new HttpError(403, MESSAGES.ownedAccessFailed, "FORBIDDEN");
	return {
		success: true,
		project: { name: project.name }
	};
}
export { requestOwnedAccess as a, listMyProjects as i, findOwnedProject as n, grantOwnedAccess as r, deleteOwnedProject as t };
