import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant, p as codeBudgetStatus } from "./access_txSEE2fX.mjs";
import { o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
// src/pages/api/projects/[projectId]/code-budget.ts
var code_budget_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The itinerary's code-guessing budgets today, for its admins (the attack notice). */
var GET = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", "admin");
	return json(await codeBudgetStatus(ctx.db, project.projectId));
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/code-budget@_@ts
var page = () => code_budget_exports;
export { page };
