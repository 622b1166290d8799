import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { a as avatarCompleteSchema } from "./schemas_BP9cnbZP.mjs";
import { t as completeAvatarUpload } from "./avatars_DK0wFLqd.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/users/avatar/complete.ts
var complete_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/users/avatar/complete { key } → AuthUserView. */
var POST = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	const input = await readJson(ctx.request, avatarCompleteSchema);
	return json(await completeAvatarUpload(ctx.db, user, input));
});
// \0virtual:astro:page:src/pages/api/users/avatar/complete@_@ts
var page = () => complete_exports;
export { page };
