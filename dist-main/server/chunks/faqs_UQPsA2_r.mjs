import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { m as faqCreateSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant, s as requireAccess } from "./access_txSEE2fX.mjs";
import { t as createFaq } from "./faqs_CGx9DOxt.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { t as cachedItinerary } from "./projects_B4d7wbfL.mjs";
// src/pages/api/projects/[projectId]/faqs.ts
var faqs_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
var GET = apiRoute(async (ctx) => {
	const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "");
	return json((await cachedItinerary(ctx.db, access)).faqs);
});
var POST = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, faqCreateSchema);
	return json(await createFaq(ctx.db, project, input), { status: 201 });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/faqs@_@ts
var page = () => faqs_exports;
export { page };
