import { n as createComponent } from "./compiler_CUF-eHDW.mjs";
import { ea as renderTemplate, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
// src/components/SimpleHeader.astro
var $$SimpleHeader = createComponent(($$result, $$props, $$slots) => {
	const { SITE_NAME } = config();
	return renderTemplate`${maybeRenderHead($$result)}<header class="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6"><a href="/" class="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-ink"><img src="/favicon.svg" alt="" width="32" height="32" class="h-8 w-8"><span>${SITE_NAME}</span></a><a href="/access" class="text-sm font-semibold text-brand-700 hover:text-brand-800">Open an itinerary</a></header>`;
}, "/work/wt-share/src/components/SimpleHeader.astro", void 0);
export { $$SimpleHeader as t };
