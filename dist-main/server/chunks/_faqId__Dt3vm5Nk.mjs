import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { h as faqInputSchema } from "./schemas_BP9cnbZP.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { a as updateFaq, n as deleteFaq, r as parseFaqId } from "./faqs_CGx9DOxt.mjs";
import { o as json, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/faqs/[faqId].ts
var _faqId__exports = /* @__PURE__ */ __exportAll({
	DELETE: () => DELETE,
	PUT: () => PUT
});
var PUT = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	const input = await readJson(ctx.request, faqInputSchema);
	return json(await updateFaq(ctx.db, project, parseFaqId(ctx.params.faqId), input));
});
var DELETE = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	await deleteFaq(ctx.db, project, parseFaqId(ctx.params.faqId));
	return json({ success: true });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/faqs/[faqId]@_@ts
var page = () => _faqId__exports;
export { page };
