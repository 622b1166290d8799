import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as avatarUploadUrlSchema } from "./schemas_BP9cnbZP.mjs";
import { n as createAvatarUpload } from "./avatars_DK0wFLqd.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/users/avatar/upload-url.ts
var upload_url_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/users/avatar/upload-url { contentType, size } → { uploadUrl, key }. */
var POST = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	const input = await readJson(ctx.request, avatarUploadUrlSchema);
	return json(await createAvatarUpload(ctx.db, user, clientAddress(ctx), input));
});
// \0virtual:astro:page:src/pages/api/users/avatar/upload-url@_@ts
var page = () => upload_url_exports;
export { page };
