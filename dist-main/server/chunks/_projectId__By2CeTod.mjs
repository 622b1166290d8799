import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$FormPageLayout } from "./FormPageLayout_BqgDBm2F.mjs";
import { a as quickLinkUrl } from "./qr-matrix_DdwSWxvU.mjs";
import { Ji as renderComponent, ea as renderTemplate, ra as addAttribute, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
import { n as refusedAdminPage, t as adminPage } from "./admin-page_DBN2yWcE.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { d as database } from "./rate-limit_CGfom9Ik.mjs";
// src/server/pages/created-page.ts
async function createdPageModel(projectId, session) {
	return adminPage(async () => {
		const { project } = await requireProjectGrant(await database(), session?.id, projectId, "admin");
		const { accessCode, adminCode } = project;
		return {
			projectId: project.projectId,
			name: project.customTitle || project.name,
			accessCode,
			adminCode
		};
	});
}
// src/pages/new/[projectId].astro
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
	const model = await createdPageModel(projectId, Astro.locals.session);
	const refused = refusedAdminPage(Astro, projectId, model);
	if (refused || model.kind !== "ready") return refused;
	Astro.response.headers.set("Referrer-Policy", "no-referrer");
	const project = model.data;
	const { SITE_NAME } = config();
	const quickLink = quickLinkUrl(Astro.url.origin, project.projectId, project.accessCode);
	const rows = [{
		label: "Project ID",
		value: project.projectId
	}, {
		label: "Access Code",
		value: project.accessCode
	}];
	return renderTemplate`${renderComponent($$result, "FormPageLayout", $$FormPageLayout, {
		"title": `Your itinerary is ready | ${SITE_NAME}`,
		"description": "Your new itinerary's codes: keep the admin code, share the quick link.",
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section aria-labelledby="created-title" class="card p-6 sm:p-8"><h1 id="created-title" class="font-display text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Your itinerary is ready to share!</h1><p class="mt-1.5 text-sm leading-relaxed text-ink-soft"><span class="font-semibold text-ink">${project.name}</span> is created. Keep your admin code to yourself: it is how you edit.</p><div class="mt-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"><p class="label">Your admin code</p><p class="font-mono text-lg font-bold tracking-wider break-all text-ink" data-admin-code>${project.adminCode}</p><p class="mt-1.5 text-xs text-amber-950">Keep this to edit from another device. Don't share it with guests.</p></div><dl class="mt-4 grid gap-3">${rows.map((row) => renderTemplate`<div class="rounded-2xl bg-brand-50 px-4 py-3"><dt class="text-xs font-semibold tracking-wide text-brand-800 uppercase">${row.label}</dt><dd class="font-mono text-lg font-bold tracking-wider break-all text-ink">${row.value}</dd></div>`)}<div class="rounded-2xl bg-brand-50 px-4 py-3"><dt class="text-xs font-semibold tracking-wide text-brand-800 uppercase">Quick link</dt><dd class="text-sm font-semibold break-all text-ink">${quickLink}</dd><dd class="mt-1 text-xs text-ink-soft">Send it to your group: the code is built in.</dd></div></dl><a${addAttribute(`/project/${encodeURIComponent(project.projectId)}`, "href")} class="btn-primary mt-6 w-full py-3 text-base">Open your itinerary</a></section>` })}`;
}, "/work/wt-share/src/pages/new/[projectId].astro", void 0);
var $$file = "/work/wt-share/src/pages/new/[projectId].astro";
var $$url = "/new/[projectId]";
// \0virtual:astro:page:src/pages/new/[projectId]@_@astro
var page = () => _projectId__exports;
export { page };
