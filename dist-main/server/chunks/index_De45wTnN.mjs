import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { u as createProjectSchema } from "./schemas_BP9cnbZP.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as createForRequest } from "./create-form_CJy8W4eW.mjs";
// src/pages/api/projects/index.ts
var projects_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
var POST = apiRoute(async (ctx) => {
	const input = await readJson(ctx.request, createProjectSchema);
	return json(await createForRequest(ctx, ctx.db, input), { status: 201 });
});
// \0virtual:astro:page:src/pages/api/projects/index@_@ts
var page = () => projects_exports;
export { page };
