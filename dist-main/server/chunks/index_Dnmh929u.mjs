import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { d as deleteProjectSchema } from "./schemas_BP9cnbZP.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as deleteOwnedProject } from "./my-projects_BhGzVKRj.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/pages/api/projects/[projectId]/index.ts
var _projectId__exports = /* @__PURE__ */ __exportAll({ DELETE: () => DELETE });
/** DELETE /api/projects/{projectId} { confirmationName }: the owner deletes an itinerary. */
var DELETE = apiRoute(async (ctx) => {
	const user = requireUser(ctx.locals);
	const input = await readJson(ctx.request, deleteProjectSchema);
	await deleteOwnedProject(ctx.db, user, ctx.params.projectId ?? "", input);
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/index@_@ts
var page = () => _projectId__exports;
export { page };
