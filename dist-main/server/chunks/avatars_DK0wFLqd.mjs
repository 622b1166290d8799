import { Si as UPLOAD_URL_TTL_MS, ai as MAX_AVATAR_BYTES, fn as users, hr as MESSAGES, xn as eq } from "./schemas_BP9cnbZP.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError, o as badRequest } from "./rate-limit_CGfom9Ik.mjs";
import { t as reencodeAvatar } from "./image-processing_BOI7gI9w.mjs";
import { a as isAvatarKeyOf, l as pendingAvatarKey, n as objectStore, r as avatarKey, s as isPendingAvatarKeyOf } from "./storage__dIeaDF6.mjs";
import { r as userView } from "./users_BrAC8NX-.mjs";
// src/server/uploads/avatars.ts
/**
* Profile pictures, on the same path
* as header images (images.ts): the server picks a pending key under the user's own folder and
* signs a PUT for the exact type and size; on complete it reads the bytes back, checks them with
* sharp and stores a fresh square WebP without metadata, then drops the old picture.
*/
var uploadNotFound = () => badRequest(MESSAGES.uploadNotFound);
/** POST /api/users/avatar/upload-url { contentType, size } → { uploadUrl, key }. */
async function createAvatarUpload(handle, user, client, input, now = Date.now()) {
	await takeAllowance(handle, `upload-url:client:${client}`, 30, "Too many picture uploads.", void 0, now);
	await takeAllowance(handle, `avatar-upload:user:${user.id}`, 20, "Too many picture uploads.", void 0, now);
	const store = objectStore();
	const key = pendingAvatarKey(user.id);
	return {
		uploadUrl: await store.createUploadUrl(key, input.contentType, input.size, now + UPLOAD_URL_TTL_MS),
		key
	};
}
async function removeQuietly(store, key) {
	await store.remove(key).catch((error) => console.error(`Deleting ${key} failed`, error));
}
/**
* POST /api/users/avatar/complete { key } → AuthUserView. Only a pending key of this user is
* taken; it is consumed whether its bytes pass or not.
*/
async function completeAvatarUpload(handle, user, { key }) {
	if (!isPendingAvatarKeyOf(key, user.id)) throw uploadNotFound();
	const store = objectStore();
	let finalKey;
	try {
		const bytes = await store.read(key, MAX_AVATAR_BYTES).catch((error) => {
			throw error instanceof HttpError && error.status === 413 ? badRequest(MESSAGES.avatarTooLarge) : error;
		});
		if (!bytes) throw uploadNotFound();
		const encoded = await reencodeAvatar(bytes);
		finalKey = avatarKey(user.id);
		await store.write(finalKey, encoded, "webp");
		const url = store.publicUrl(finalKey);
		const { previous, saved } = await handle.write(async (db) => {
			const before = await db.query.users.findFirst({
				where: eq(users.id, user.id),
				columns: { profileImageUrl: true }
			});
			const [row] = await db.update(users).set({
				profileImageUrl: url,
				updatedAt: /* @__PURE__ */ new Date()
			}).where(eq(users.id, user.id)).returning();
			return {
				previous: before?.profileImageUrl ?? null,
				saved: row
			};
		});
		if (!saved) throw new HttpError(401, "Please sign in to continue.", "UNAUTHORIZED");
		const oldKey = previous ? store.keyFromUrl(previous) : void 0;
		if (oldKey && oldKey !== finalKey && isAvatarKeyOf(oldKey, user.id)) await removeQuietly(store, oldKey);
		finalKey = void 0;
		return userView(saved);
	} finally {
		await removeQuietly(store, key);
		if (finalKey) await removeQuietly(store, finalKey);
	}
}
export { createAvatarUpload as n, completeAvatarUpload as t };
