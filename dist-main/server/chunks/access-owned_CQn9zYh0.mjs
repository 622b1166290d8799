import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { a as requestOwnedAccess } from "./my-projects_BhGzVKRj.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/projects/[projectId]/access-owned.ts
var access_owned_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST …/access-owned: admin access for the signed-in owner. */
var POST = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	return json(await requestOwnedAccess(ctx.db, ctx.locals.session, user, ctx.params.projectId ?? ""));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/access-owned@_@ts
var page = () => access_owned_exports;
export { page };
