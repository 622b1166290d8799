import { Qn as sql, Si as UPLOAD_URL_TTL_MS, _r as UPLOAD_MESSAGES, an as projects, hr as MESSAGES, si as MAX_HEADER_IMAGE_BYTES, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError, o as badRequest } from "./rate-limit_CGfom9Ik.mjs";
import { n as reencodeHeaderImage } from "./image-processing_BOI7gI9w.mjs";
import { s as toProjectView } from "./projects_B4d7wbfL.mjs";
import { c as isPendingKeyOf, i as finalKey, n as objectStore, o as isFinalKeyOf, u as pendingKey } from "./storage__dIeaDF6.mjs";
// src/server/uploads/images.ts
/**
* Header images of an itinerary.
*
* 1. `createImageUpload`: the server picks a pending key and hands out a short-lived URL the
*    browser PUTs the image to (signed for its type and exact size).
* 2. `saveHeaderImages`: the browser sends the whole list in display order. Images already in
*    the list stay; pending uploads of this itinerary are checked and re-encoded into their
*    final place; anything else is refused. The list and the version move in one write, and
*    images that left the list are deleted afterwards.
*
* Header images are a paid feature (TRIAL_IMAGE_BLOCKED).
*/
function requirePaid(project) {
	if (!project.isPaid) throw new HttpError(403, "Header images are part of full access. Upgrade to add photos.", "TRIAL_IMAGE_BLOCKED");
}
var notOurs = () => badRequest("This image is not part of this itinerary. Please upload it again.");
var changedMeanwhile = () => new HttpError(409, "The images were changed somewhere else. Please reload and try again.");
/**
* A signed URL for one upload. Each costs disk (an unsaved upload waits in `pending/` until the
* scheduled sweep, ./sweep.ts), so there are at most so many an hour per itinerary and per client.
*/
async function createImageUpload(handle, project, client, input, now = Date.now()) {
	requirePaid(project);
	await takeAllowance(handle, `upload-url:client:${client}`, 30, UPLOAD_MESSAGES.tooManyFromClient, void 0, now);
	await takeAllowance(handle, `upload-url:project:${project.id}`, 30, UPLOAD_MESSAGES.tooManyForItinerary, void 0, now);
	const store = objectStore();
	const key = pendingKey(project.projectId);
	return {
		uploadURL: await store.createUploadUrl(key, input.contentType, input.size, now + UPLOAD_URL_TTL_MS),
		publicUrl: store.publicUrl(key)
	};
}
async function removeQuietly(store, keys) {
	for (const key of keys) await store.remove(key).catch((error) => console.error(`Deleting ${key} failed`, error));
}
/** Checks and re-encodes one pending upload into its final place; returns the final key. */
async function finalizeUpload(store, projectId, pending) {
	const bytes = await store.read(pending, MAX_HEADER_IMAGE_BYTES);
	if (!bytes) throw badRequest(MESSAGES.uploadNotFound);
	const image = await reencodeHeaderImage(bytes);
	const key = finalKey(projectId, image.format);
	await store.write(key, image.bytes, image.format);
	return key;
}
var MAX_SAVE_ATTEMPTS = 5;
async function saveHeaderImages(handle, project, { imageUrls }) {
	requirePaid(project);
	if (new Set(imageUrls).size !== imageUrls.length) throw badRequest("Each image can be in the list only once.");
	const store = objectStore();
	const pendingOf = (url) => {
		const key = store.keyFromUrl(url);
		return key && isPendingKeyOf(key, project.projectId) ? key : void 0;
	};
	for (const url of imageUrls) if (!pendingOf(url) && !project.headerImages.includes(url)) throw notOurs();
	const finals = /* @__PURE__ */ new Map();
	const consumed = [];
	try {
		for (const url of imageUrls) {
			const pending = pendingOf(url);
			if (!pending) continue;
			try {
				finals.set(url, store.publicUrl(await finalizeUpload(store, project.projectId, pending)));
			} finally {
				consumed.push(pending);
			}
		}
		const { saved, removed } = await writeList(handle, project, imageUrls, finals);
		const removedKeys = removed.map((url) => store.keyFromUrl(url)).filter((key) => !!key && isFinalKeyOf(key, project.projectId));
		await removeQuietly(store, [...consumed, ...removedKeys]);
		return toProjectView(saved, "admin");
	} catch (error) {
		const created = [...finals.values()].map((url) => store.keyFromUrl(url)).filter((k) => !!k);
		await removeQuietly(store, [...consumed, ...created]);
		throw error;
	}
}
/**
* Writes the new list if the row has not moved since it was read (a conditional update on the
* version, inside the write lock): two saves at once never lose each other's images. A change
* elsewhere (an event, say) only means reading the row again.
*/
async function writeList(handle, project, imageUrls, finals) {
	for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt++) {
		const result = await handle.write(async (db) => {
			const current = await db.query.projects.findFirst({ where: eq(projects.id, project.id) });
			if (!current) throw new HttpError(404, "This itinerary no longer exists.", "NOT_FOUND");
			requirePaid(current);
			for (const url of imageUrls) {
				if (finals.has(url) || current.headerImages.includes(url)) continue;
				const key = objectStore().keyFromUrl(url);
				throw key && isFinalKeyOf(key, project.projectId) ? changedMeanwhile() : notOurs();
			}
			const list = imageUrls.map((url) => finals.get(url) ?? url);
			const [saved] = await db.update(projects).set({
				headerImages: list,
				headerImage: list[0] ?? null,
				version: sql`${projects.version} + 1`,
				updatedAt: /* @__PURE__ */ new Date()
			}).where(and(eq(projects.id, project.id), eq(projects.version, current.version))).returning();
			if (!saved) return void 0;
			return {
				saved,
				removed: current.headerImages.filter((url) => !list.includes(url))
			};
		});
		if (result) return result;
	}
	throw changedMeanwhile();
}
export { saveHeaderImages as n, createImageUpload as t };
