import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { f as PreviewBanner, t as $$ItineraryPage } from "./ItineraryPage_OlD1JTSq.mjs";
import { t as $$BaseLayout } from "./BaseLayout_BAt7-qSD.mjs";
import { t as $$Icon } from "./Icon_IFfU4r3A.mjs";
import { B as displayTitle, Ji as renderComponent, Yi as Fragment, ea as renderTemplate, ra as addAttribute, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
import { n as themeStyle } from "./theme_rYMUkkbR.mjs";
import { t as RENDERED_FOR_HEADER } from "./page-cache_BGTYpiGS.mjs";
import { a as previewPageModel } from "./pages_IQ5OI0iT.mjs";
// src/components/PreviewTeaser.astro
createAstro("http://localhost:4321");
var $$PreviewTeaser = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PreviewTeaser;
	const { teaser } = Astro.props;
	const { SITE_NAME } = config();
	const accessHref = `/access/${encodeURIComponent(teaser.projectId)}`;
	const eventsLabel = `${teaser.eventCount} ${teaser.eventCount === 1 ? "event" : "events"}`;
	const summary = [
		eventsLabel,
		teaser.dateRange,
		teaser.place
	].filter(Boolean).join(" · ");
	const placeholders = Array.from({ length: Math.min(teaser.eventCount, 3) }, (_, i) => i);
	const showBanner = !teaser.isPaid;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": `Preview: ${teaser.title} | ${SITE_NAME}`,
		"description": teaser.eventCount > 0 ? `A preview of ${teaser.title}: ${summary}. Enter the access code to see the plan.` : `A preview of ${teaser.title}. Enter the access code to see the plan.`,
		"noindex": true,
		"themeColor": teaser.theme.customColors.primary,
		"data-astro-cid-kb3rm35u": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="itinerary-theme flex flex-col"${addAttribute(themeStyle(teaser.theme), "style")} data-astro-cid-kb3rm35u><header class="bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] text-[var(--theme-on-primary)] shadow-md" data-astro-cid-kb3rm35u><div class="mx-auto max-w-3xl px-4 pt-5 pb-4 sm:px-6 sm:pt-6 sm:pb-5" data-astro-cid-kb3rm35u><h1 class="itinerary-title line-clamp-3 text-2xl leading-tight font-extrabold tracking-tight break-words sm:line-clamp-2 sm:text-4xl" data-astro-cid-kb3rm35u>${teaser.title}</h1>${teaser.byline && renderTemplate`<p class="mt-1 text-sm font-medium" data-astro-cid-kb3rm35u>${teaser.byline}</p>`}</div></header><main id="main"${addAttribute(["mx-auto w-full max-w-3xl flex-1 px-4 pt-6 sm:px-6 sm:pt-10", showBanner ? "pb-64 sm:pb-44" : "pb-16"], "class:list")} data-astro-cid-kb3rm35u><section aria-labelledby="teaser-heading" class="overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card" data-astro-cid-kb3rm35u><div class="px-6 pt-8 pb-7 text-center sm:px-12 sm:pt-10" data-astro-cid-kb3rm35u><span class="mx-auto grid size-14 place-items-center rounded-full bg-gradient-to-br from-[var(--theme-primary)] to-[var(--theme-secondary)] text-[var(--theme-on-primary)] shadow-md" data-astro-cid-kb3rm35u>${renderComponent($$result, "Icon", $$Icon, {
		"name": "lock",
		"class": "size-6",
		"data-astro-cid-kb3rm35u": true
	})}</span><h2 id="teaser-heading" class="mt-5 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl" data-astro-cid-kb3rm35u>${teaser.eventCount > 0 ? "The plan is ready for the group" : "This itinerary is still being set up"}</h2>${teaser.eventCount > 0 && renderTemplate`<p class="mt-3 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-base font-semibold text-[var(--theme-primary-text)] sm:text-lg" data-astro-cid-kb3rm35u>${renderComponent($$result, "Icon", $$Icon, {
		"name": "calendar",
		"class": "size-5 shrink-0",
		"data-astro-cid-kb3rm35u": true
	})}<span data-astro-cid-kb3rm35u>${eventsLabel}</span>${teaser.dateRange && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<span aria-hidden="true" data-astro-cid-kb3rm35u>·</span><span data-astro-cid-kb3rm35u>${teaser.dateRange}</span>` })}`}${teaser.place && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<span aria-hidden="true" data-astro-cid-kb3rm35u>·</span><span class="inline-flex items-center gap-1" data-astro-cid-kb3rm35u>${renderComponent($$result, "Icon", $$Icon, {
		"name": "pin",
		"class": "size-4 shrink-0",
		"data-astro-cid-kb3rm35u": true
	})}${teaser.place}</span>` })}`}</p>`}<p class="mx-auto mt-4 max-w-md text-ink-soft" data-astro-cid-kb3rm35u>Times, places and what to wear are only for the group. Enter the access code from your host to see the whole itinerary.</p><a${addAttribute(accessHref, "href")} class="btn mt-7 bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] px-7 py-3.5 text-base text-[var(--theme-on-primary)] shadow-md hover:brightness-105" data-astro-cid-kb3rm35u>${renderComponent($$result, "Icon", $$Icon, {
		"name": "key",
		"class": "size-5",
		"data-astro-cid-kb3rm35u": true
	})}Enter Access Code</a><p class="mt-3 text-sm text-ink-muted" data-astro-cid-kb3rm35u>No code? Ask whoever shared this link for the ${6}-character code.</p></div>${placeholders.length > 0 && renderTemplate`<div aria-hidden="true" class="teaser-fade space-y-3 border-t border-black/5 bg-black/[0.02] px-4 pt-4 pb-6 sm:px-8" data-astro-cid-kb3rm35u>${placeholders.map((i) => renderTemplate`<div class="flex overflow-hidden rounded-[var(--theme-radius)] border border-black/5 bg-white" data-astro-cid-kb3rm35u><div class="flex w-20 shrink-0 flex-col gap-1.5 bg-gradient-to-br from-[var(--theme-primary)] to-[var(--theme-secondary)] px-3 py-4 opacity-80 sm:w-28" data-astro-cid-kb3rm35u><span class="h-3 w-10 rounded-full bg-white/70" data-astro-cid-kb3rm35u></span><span class="h-2 w-6 rounded-full bg-white/50" data-astro-cid-kb3rm35u></span></div><div class="flex-1 space-y-2 p-4" data-astro-cid-kb3rm35u><span${addAttribute(["block h-3 rounded-full bg-black/10", i % 2 ? "w-1/2" : "w-2/3"], "class:list")} data-astro-cid-kb3rm35u></span><span class="block h-2 w-5/6 rounded-full bg-black/5" data-astro-cid-kb3rm35u></span><span${addAttribute(["block h-2 rounded-full bg-black/5", i % 2 ? "w-2/5" : "w-1/3"], "class:list")} data-astro-cid-kb3rm35u></span></div></div>`)}</div>`}</section><p class="mt-8 text-center text-sm text-[var(--page-text)] opacity-80" data-astro-cid-kb3rm35u>Made with <a href="/" class="font-semibold underline underline-offset-2" data-astro-cid-kb3rm35u>${SITE_NAME}</a>: shareable plans for group events and trips.</p></main>${showBanner && renderTemplate`${renderComponent($$result, "PreviewBanner", PreviewBanner, {
		"projectId": teaser.projectId,
		"data-astro-cid-kb3rm35u": true
	})}`}</div>` })}`;
}, "/work/wt-share/src/components/PreviewTeaser.astro", void 0);
// src/pages/preview/[projectId].astro
var _projectId__exports = /* @__PURE__ */ __exportAll({
	default: () => $$ProjectId,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$ProjectId = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ProjectId;
	const model = await previewPageModel(Astro.params.projectId ?? "", Astro.locals.session);
	if (!model) {
		Astro.response.status = 404;
		return Astro.rewrite("/404");
	}
	Astro.response.headers.set("Cache-Control", "private, no-store");
	Astro.response.headers.set(RENDERED_FOR_HEADER, model.kind);
	const { SITE_NAME } = config();
	return renderTemplate`${model.kind === "full" ? renderTemplate`${renderComponent($$result, "ItineraryPage", $$ItineraryPage, {
		"data": model.data,
		"mode": "preview",
		"title": `Preview: ${displayTitle(model.data.project)} | ${SITE_NAME}`,
		"description": model.data.project.isPaid ? `A preview of ${displayTitle(model.data.project)}.` : `A preview of ${displayTitle(model.data.project)}. Unlock full access to share it with your group.`
	})}` : renderTemplate`${renderComponent($$result, "PreviewTeaser", $$PreviewTeaser, { "teaser": model.teaser })}`}`;
}, "/work/wt-share/src/pages/preview/[projectId].astro", void 0);
var $$file = "/work/wt-share/src/pages/preview/[projectId].astro";
var $$url = "/preview/[projectId]";
// \0virtual:astro:page:src/pages/preview/[projectId]@_@astro
var page = () => _projectId__exports;
export { page };
