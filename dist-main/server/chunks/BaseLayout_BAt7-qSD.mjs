import { Ji as renderComponent, Yi as Fragment, Zi as renderSlot, ea as renderTemplate, ia as createRenderInstruction, na as renderHead, ra as addAttribute, xr as config } from "./schemas_BP9cnbZP.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
// node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/layouts/BaseLayout.astro
createAstro("http://localhost:4321");
var $$BaseLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BaseLayout;
	const DEFAULT_IMAGE = "/og-image.png";
	const { SITE_NAME, SITE_URL, PUBLIC_ANALYTICS_ID } = config();
	const { title, description = `Create a shareable itinerary for your group event or trip in seconds. Plans, times, dress codes and links in one beautiful page with ${SITE_NAME}.`, canonicalPath = Astro.url.pathname, image = DEFAULT_IMAGE, imageAlt = `${SITE_NAME}: shareable itineraries for group events and trips`, imageSize, type = "website", twitterCard = "summary_large_image", noindex = false, themeColor = "#9333ea", bodyClass } = Astro.props;
	const canonical = new URL(canonicalPath, SITE_URL).href;
	const imageUrl = new URL(image, SITE_URL).href;
	const imageDimensions = image === DEFAULT_IMAGE ? {
		width: 1200,
		height: 630
	} : imageSize;
	return renderTemplate`<html lang="en"${addAttribute(PUBLIC_ANALYTICS_ID, "data-analytics-id")}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description"${addAttribute(description, "content")}><link rel="canonical"${addAttribute(canonical, "href")}>${noindex && renderTemplate`<meta name="robots" content="noindex, nofollow">`}<meta property="og:site_name"${addAttribute(SITE_NAME, "content")}><meta property="og:type"${addAttribute(type, "content")}><meta property="og:title"${addAttribute(title, "content")}><meta property="og:description"${addAttribute(description, "content")}><meta property="og:url"${addAttribute(canonical, "content")}><meta property="og:image"${addAttribute(imageUrl, "content")}><meta property="og:image:alt"${addAttribute(imageAlt, "content")}>${imageDimensions && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<meta property="og:image:width"${addAttribute(String(imageDimensions.width), "content")}><meta property="og:image:height"${addAttribute(String(imageDimensions.height), "content")}>` })}`}<meta name="twitter:card"${addAttribute(twitterCard, "content")}><meta name="twitter:title"${addAttribute(title, "content")}><meta name="twitter:description"${addAttribute(description, "content")}><meta name="twitter:image"${addAttribute(imageUrl, "content")}><meta name="twitter:image:alt"${addAttribute(imageAlt, "content")}><meta name="theme-color"${addAttribute(themeColor, "content")}><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="apple-touch-icon" href="/apple-touch-icon.png">${renderSlot($$result, $$slots["head"])}${renderHead($$result)}</head><body${addAttribute(["min-h-dvh", bodyClass], "class:list")}><a href="#main" class="sr-only z-[100] rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">Skip to content</a>${renderSlot($$result, $$slots["default"])}${renderScript($$result, "/work/wt-share/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts")}</body></html>`;
}, "/work/wt-share/src/layouts/BaseLayout.astro", void 0);
export { renderScript as n, $$BaseLayout as t };
