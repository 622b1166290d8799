import { $t as events, Ar as CODE_ALPHABET, Ot as randomString, Z as publicOwnerName, _n as asc, an as projects, en as faqs, fi as PROJECT_ID_ALPHABET, st as ownerNameFor$1, xn as eq } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
import { a as grantRole, n as findGrant, r as findProjectByPublicId } from "./access_txSEE2fX.mjs";
// src/server/access/codes.ts
/**
* Public ids and secret codes, drawn uniformly from alphabets without look-alike characters.
* Codes are compared with constantTimeEqual (../core/crypto.ts).
*/
var generateProjectId = () => randomString(PROJECT_ID_ALPHABET, 8);
var generateAccessCode = () => randomString(CODE_ALPHABET, 6);
var generateAdminCode = () => randomString(CODE_ALPHABET, 8);
// src/server/projects/projects.ts
/**
* Itineraries: creation, the public preview, and the views handed to viewers and admins.
*/
function toProjectView(project, role) {
	const view = {
		projectId: project.projectId,
		name: project.name,
		customTitle: project.customTitle,
		ownerName: project.ownerName,
		groupSize: project.groupSize,
		isPaid: project.isPaid,
		isExample: project.isExample,
		accessCode: project.accessCode,
		createdAt: project.createdAt.toISOString(),
		customColors: project.customColors,
		selectedFont: project.selectedFont,
		titleFont: project.titleFont,
		titleChangesUsed: project.titleChangesUsed,
		selectedBackground: project.selectedBackground,
		customBackgroundColor: project.customBackgroundColor,
		borderStyle: project.borderStyle,
		headerImage: project.headerImage,
		headerImages: project.headerImages,
		customLinks: project.customLinks,
		showCountdown: project.showCountdown,
		showCreatorName: project.showCreatorName,
		showMapTab: project.showMapTab,
		timeZone: project.timeZone,
		version: project.version
	};
	if (role === "admin" && !project.isExample) {
		view.adminCode = project.adminCode;
		view.hasOwnerEmail = Boolean(project.ownerEmail);
	}
	return view;
}
function toEventView(event, role) {
	const view = {
		id: event.id,
		title: event.title,
		description: event.description,
		datetime: event.datetime.toISOString(),
		endDatetime: event.endDatetime?.toISOString() ?? null,
		location: event.location,
		latitude: event.latitude,
		longitude: event.longitude,
		attendees: event.attendees,
		vibe: event.vibe,
		eventType: event.eventType
	};
	if (role === "admin") view.privateNotes = event.privateNotes;
	return view;
}
var toFaqView = (faq) => ({
	id: faq.id,
	question: faq.question,
	answer: faq.answer,
	order: faq.order
});
async function loadItinerary(handle, project, role) {
	const [eventRows, faqRows] = await Promise.all([handle.db.query.events.findMany({
		where: eq(events.projectRowId, project.id),
		orderBy: [asc(events.datetime), asc(events.id)]
	}), handle.db.query.faqs.findMany({
		where: eq(faqs.projectRowId, project.id),
		orderBy: [asc(faqs.order), asc(faqs.id)]
	})]);
	return {
		project: toProjectView(project, role),
		events: eventRows.map((e) => toEventView(e, role)),
		faqs: faqRows.map(toFaqView),
		role
	};
}
/**
* Itineraries as each role sees them, kept per (project, version, role). The version moves on
* every change, so an entry is never stale; old versions age out. Callers must not mutate.
*/
var ITINERARY_CACHE_TTL_MS = 6e4;
var ITINERARY_CACHE_MAX = 300;
var itineraries = /* @__PURE__ */ new Map();
function cachedItinerary(handle, access) {
	const key = `${access.projectRowId}:${access.version}:${access.role}`;
	const now = Date.now();
	const hit = itineraries.get(key);
	if (hit && hit.expires > now) return hit.data;
	for (const [k, v] of itineraries) if (v.expires <= now || itineraries.size >= ITINERARY_CACHE_MAX) itineraries.delete(k);
	else break;
	const data = (async () => {
		const project = await handle.db.query.projects.findFirst({ where: eq(projects.id, access.projectRowId) });
		if (!project) throw unknownItinerary();
		return loadItinerary(handle, project, access.role);
	})();
	itineraries.set(key, {
		data,
		expires: now + ITINERARY_CACHE_TTL_MS
	});
	data.catch(() => itineraries.delete(key));
	return data;
}
var MAX_ID_TRIES = 5;
/** A signed-in creator's itinerary is by the name they typed, else their first name, else DEFAULT_OWNER_NAME. */
function ownerNameFor(input, owner) {
	if (input.ownerName) return input.ownerName;
	if (!owner) return null;
	return ownerNameFor$1(owner);
}
/**
* Creates an itinerary with fresh codes and makes the creating browser its admin. A signed-in
* creator owns it; a guest's is remembered by session, so it joins the account at sign-in.
* Ids are random; a collision with an existing id is retried.
*/
async function createProject(handle, input, sessionId, owner = null) {
	for (let attempt = 0; attempt < MAX_ID_TRIES; attempt++) {
		const accessCode = generateAccessCode();
		let adminCode = generateAdminCode();
		while (adminCode.startsWith(accessCode)) adminCode = generateAdminCode();
		const project = (await handle.write((db) => db.insert(projects).values({
			projectId: generateProjectId(),
			name: input.name,
			ownerName: ownerNameFor(input, owner),
			ownerEmail: input.ownerEmail || null,
			ownerUserId: owner?.id ?? null,
			creatorSessionId: owner ? null : sessionId,
			groupSize: input.groupSize ?? 1,
			timeZone: input.timeZone ?? "America/New_York",
			accessCode,
			adminCode
		}).onConflictDoNothing({ target: projects.projectId }).returning()))[0];
		if (!project) continue;
		await grantRole(handle, sessionId, project, "admin");
		return {
			success: true,
			project: {
				projectId: project.projectId,
				name: project.name,
				accessCode: project.accessCode,
				adminCode: project.adminCode,
				ownerEmail: project.ownerEmail,
				redirectUrl: `/project/${project.projectId}`
			}
		};
	}
	throw new HttpError(500, "Failed to create project. Please try again.");
}
async function getPreview(handle, projectId) {
	const project = await findProjectByPublicId(handle, projectId);
	if (!project) throw unknownItinerary();
	return {
		success: true,
		project: {
			name: project.name,
			ownerName: publicOwnerName(project)
		}
	};
}
/** The itinerary this browser opened last, if it still has a grant for it. */
async function currentProject(handle, session) {
	const unauthorized = new HttpError(401, "No itinerary is open in this browser.", "UNAUTHORIZED");
	if (!session?.currentProjectId) throw unauthorized;
	const [project, grant] = await Promise.all([handle.db.query.projects.findFirst({ where: eq(projects.id, session.currentProjectId) }), findGrant(handle, session.id, session.currentProjectId)]);
	if (!project || !grant) throw unauthorized;
	return toProjectView(project, grant.role);
}
export { toEventView as a, generateAccessCode as c, getPreview as i, createProject as n, toFaqView as o, currentProject as r, toProjectView as s, cachedItinerary as t };
