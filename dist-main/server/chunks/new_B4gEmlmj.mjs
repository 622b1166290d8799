import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$FormPageLayout } from "./FormPageLayout_BqgDBm2F.mjs";
import { Ji as renderComponent, ea as renderTemplate, ra as addAttribute, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as $$Icon } from "./Icon_IFfU4r3A.mjs";
import { n as postCreateForm } from "./create-form_CJy8W4eW.mjs";
// src/components/landing/CreateFields.astro
createAstro("http://localhost:4321");
var $$CreateFields = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CreateFields;
	const { name = "", invalid = null, describedBy } = Astro.props;
	const link = "font-semibold text-brand-800 underline";
	return renderTemplate`${maybeRenderHead($$result)}<div class="mt-6"><label class="label" for="itinerary-name">Itinerary Name</label><input class="input" id="itinerary-name" name="name" type="text"${addAttribute(name, "value")}${addAttribute(120, "maxlength")} autocomplete="off" enterkeyhint="done" placeholder="e.g. Sarah's 30th Birthday Weekend"${addAttribute(invalid === "name" ? "true" : void 0, "aria-invalid")}${addAttribute(invalid === "name" ? describedBy : void 0, "aria-describedby")} autofocus></div><div class="mt-5 flex items-start gap-3"><input id="accept-terms" name="acceptTerms" type="checkbox" class="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600"${addAttribute(invalid === "acceptTerms" ? "true" : void 0, "aria-invalid")}${addAttribute(invalid === "acceptTerms" ? describedBy : void 0, "aria-describedby")}><label for="accept-terms" class="text-sm leading-relaxed text-ink-soft">I agree to the <a${addAttribute(link, "class")} href="/terms" target="_blank" rel="noopener">Terms and Conditions</a>, <a${addAttribute(link, "class")} href="/privacy-policy" target="_blank" rel="noopener">Privacy Policy</a> and <a${addAttribute(link, "class")} href="/community-guidelines" target="_blank" rel="noopener">Community Guidelines</a>.</label></div>`;
}, "/work/wt-share/src/components/landing/CreateFields.astro", void 0);
// src/pages/new.astro
var new_exports = /* @__PURE__ */ __exportAll({
	default: () => $$New,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$New = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$New;
	const posted = Astro.request.method === "POST" ? await postCreateForm(Astro) : null;
	if (posted?.kind === "created") return Astro.redirect(posted.redirectUrl, 303);
	const failed = posted?.kind === "failed" ? posted : null;
	if (failed) Astro.response.status = failed.status;
	Astro.response.headers.set("Cache-Control", "no-store");
	const { SITE_NAME } = config();
	return renderTemplate`${renderComponent($$result, "FormPageLayout", $$FormPageLayout, {
		"title": `Start Your Free Itinerary | ${SITE_NAME}`,
		"description": "Name your itinerary and start planning. Add events, times and details right after.",
		"canonicalPath": "/new",
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<form method="post" action="/new" novalidate class="card p-6 sm:p-8"><span class="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-md shadow-brand-600/30">${renderComponent($$result, "Icon", $$Icon, {
		"name": "sparkles",
		"class": "size-6"
	})}</span><h1 class="mt-5 font-display text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Start your free itinerary</h1><p class="mt-1.5 text-sm leading-relaxed text-ink-soft">Just give it a name. You can add events and the finer details right after.</p>${failed && renderTemplate`<p id="create-error" role="alert" class="mt-5 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">${failed.message}</p>`}${renderComponent($$result, "CreateFields", $$CreateFields, {
		"name": failed?.name ?? "",
		"invalid": failed?.field ?? null,
		"describedBy": "create-error"
	})}<div class="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"><a href="/" class="btn-secondary px-6 py-3">Cancel</a><button type="submit" class="btn-primary px-7 py-3">Create</button></div></form>` })}`;
}, "/work/wt-share/src/pages/new.astro", void 0);
var $$file = "/work/wt-share/src/pages/new.astro";
var $$url = "/new";
// \0virtual:astro:page:src/pages/new@_@astro
var page = () => new_exports;
export { page };
