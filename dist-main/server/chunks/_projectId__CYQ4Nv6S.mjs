import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$ItineraryPage } from "./ItineraryPage_OlD1JTSq.mjs";
import { B as displayTitle, Ji as renderComponent, ea as renderTemplate, xr as config } from "./schemas_BP9cnbZP.mjs";
import { d as database } from "./rate-limit_CGfom9Ik.mjs";
import { r as grantOwnedAccess } from "./my-projects_BhGzVKRj.mjs";
import { c as ownVariant, t as RENDERED_FOR_HEADER } from "./page-cache_BGTYpiGS.mjs";
import { c as travelForPage, n as itineraryExists, s as projectPageModel } from "./pages_IQ5OI0iT.mjs";
// src/pages/project/[projectId].astro
var _projectId__exports = /* @__PURE__ */ __exportAll({
	default: () => $$ProjectId,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$ProjectId = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ProjectId;
	const projectId = Astro.params.projectId ?? "";
	if (Astro.url.searchParams.get("owned") === "true") await grantOwnedAccess(await database(), Astro.locals.session, Astro.locals.user, projectId);
	const data = await projectPageModel(projectId, Astro.locals.session);
	if (!data) {
		if (!await itineraryExists(projectId)) {
			Astro.response.status = 404;
			return Astro.rewrite("/404");
		}
		return Astro.redirect(`/access/${encodeURIComponent(projectId)}`);
	}
	const session = Astro.locals.session;
	const travel = await travelForPage(data, Astro.url, session);
	Astro.response.headers.set("Cache-Control", "private, no-store");
	Astro.response.headers.set(RENDERED_FOR_HEADER, travel?.yours && session ? ownVariant(session.id) : data.role);
	return renderTemplate`${renderComponent($$result, "ItineraryPage", $$ItineraryPage, {
		"data": data,
		"travel": travel,
		"mode": "full",
		"title": `${displayTitle(data.project)} | ${config().SITE_NAME}`,
		"description": `The plan for ${data.project.name}: where to be, when, and what to wear.`
	})}`;
}, "/work/wt-share/src/pages/project/[projectId].astro", void 0);
var $$file = "/work/wt-share/src/pages/project/[projectId].astro";
var $$url = "/project/[projectId]";
// \0virtual:astro:page:src/pages/project/[projectId]@_@astro
var page = () => _projectId__exports;
export { page };
