import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { g as faqReorderSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { i as reorderFaqs } from "./faqs_CGx9DOxt.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/faqs/reorder.ts
var reorder_exports = /* @__PURE__ */ __exportAll({ PUT: () => PUT });
/** PUT …/faqs/reorder { faqIds }: every FAQ of the itinerary, in the new order. */
var PUT = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const { faqIds } = await readJson(ctx.request, faqReorderSchema);
	return json(await reorderFaqs(ctx.db, project, faqIds));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/faqs/reorder@_@ts
var page = () => reorder_exports;
export { page };
