import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { x as updateUserSchema } from "./schemas_BP9cnbZP.mjs";
import { r as updateUserName } from "./account_CHQh0df3.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { n as requireUser, r as userView } from "./users_BrAC8NX-.mjs";
// src/pages/api/auth/user.ts
var user_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	PATCH: () => PATCH
});
/** The signed-in user, or 401 UNAUTHORIZED. */
var GET = apiRoute(async (ctx) => json(userView(requireUser(ctx.locals))));
/** The name edit of the dashboard's Settings tab. */
var PATCH = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	const input = await readJson(ctx.request, updateUserSchema);
	return json(await updateUserName(ctx.db, user, input));
});
// \0virtual:astro:page:src/pages/api/auth/user@_@ts
var page = () => user_exports;
export { page };
