import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$BaseLayout } from "./BaseLayout_BAt7-qSD.mjs";
import { Ji as renderComponent, Yi as Fragment, Zi as renderSlot, ea as renderTemplate, ra as addAttribute, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as $$Icon } from "./Icon_IFfU4r3A.mjs";
import { t as FULL_ACCESS_PRICE_LABEL } from "./price_1J73WP8P.mjs";
// src/components/BrandMark.astro
createAstro("http://localhost:4321");
var $$BrandMark = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BrandMark;
	const { class: className = "size-9" } = Astro.props;
	const gid = `bm-${Math.random().toString(36).slice(2, 9)}`;
	return renderTemplate`${maybeRenderHead($$result)}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${addAttribute(className, "class")} aria-hidden="true" focusable="false"><defs><linearGradient${addAttribute(gid, "id")} x1="0" y1="0" x2="64" y2="64" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#9333ea"></stop><stop offset="1" stop-color="#ec4899"></stop></linearGradient></defs><rect width="64" height="64" rx="16"${addAttribute(`url(#${gid})`, "fill")}></rect><path d="M32 10c-8.3 0-15 6.4-15 14.4 0 10.4 12.1 22 13.9 23.6a1.6 1.6 0 0 0 2.2 0C34.9 46.4 47 34.8 47 24.4 47 16.4 40.3 10 32 10z" fill="#fff"></path><circle cx="32" cy="24.5" r="6"${addAttribute(`url(#${gid})`, "fill")}></circle><path d="M23 54.5h18" stroke="#fff" stroke-opacity=".75" stroke-width="3.5" stroke-linecap="round"></path></svg>`;
}, "/work/wt-share/src/components/BrandMark.astro", void 0);
// src/components/landing/StartButton.astro
createAstro("http://localhost:4321");
var $$StartButton = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$StartButton;
	const { class: className, trackLabel } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<form method="get" action="/new" class="contents"><button type="submit"${addAttribute(className, "class")} data-open-create${addAttribute(trackLabel, "data-track-label")}>${renderSlot($$result, $$slots["default"])}</button></form>`;
}, "/work/wt-share/src/components/landing/StartButton.astro", void 0);
// src/components/SiteHeader.astro
createAstro("http://localhost:4321");
var $$SiteHeader = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteHeader;
	const { landing = false } = Astro.props;
	const { SITE_NAME } = config();
	return renderTemplate`${maybeRenderHead($$result)}<header class="sticky top-0 z-40 border-b border-black/5 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70"><div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6"><a href="/" class="flex min-w-0 items-center gap-2 rounded-lg font-display text-base font-bold tracking-tight text-ink sm:gap-2.5 sm:text-lg">${renderComponent($$result, "BrandMark", $$BrandMark, { "class": "size-8 shrink-0 sm:size-9" })}<!-- Below 380 px only the mark shows: the name would be cut off beside the two links. --><span class="truncate max-[379px]:sr-only">${SITE_NAME}</span></a><nav aria-label="Main" class="flex shrink-0 items-center gap-0.5 sm:gap-2">${landing && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<a href="#examples" class="btn-ghost hidden md:inline-flex">Examples</a><a href="#features" class="btn-ghost hidden md:inline-flex">Features</a>` })}`}<a href="/faq" class="btn-ghost hidden sm:inline-flex">FAQ</a><!-- Organisers sign in for their dashboard (where /login leads); a signed-in browser goes straight there. --><a href="/login" class="btn-ghost px-2 whitespace-nowrap sm:px-3">Sign in</a><a href="/access" class="btn-secondary px-3 whitespace-nowrap sm:px-4">Open itinerary</a>${landing && renderTemplate`${renderComponent($$result, "StartButton", $$StartButton, {
		"class": "btn-primary hidden sm:inline-flex",
		"trackLabel": "header_get_started"
	}, { "default": ($$result) => renderTemplate`
            Get started
          ` })}`}</nav></div></header>`;
}, "/work/wt-share/src/components/SiteHeader.astro", void 0);
// src/components/SiteFooter.astro
var $$SiteFooter = createComponent(($$result, $$props, $$slots) => {
	const { SITE_NAME, CONTACT_EMAIL } = config();
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return renderTemplate`${maybeRenderHead($$result)}<footer class="border-t border-brand-100 bg-brand-50/60"><div class="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1.2fr]"><div class="max-w-xs"><a href="/" class="inline-flex items-center gap-2.5 rounded-lg font-display text-lg font-bold tracking-tight text-ink">${renderComponent($$result, "BrandMark", $$BrandMark, { "class": "size-8" })}<span>${SITE_NAME}</span></a><p class="mt-3 text-sm leading-relaxed text-ink-soft">One beautiful link for every plan, time and dress code. Made for group chats everywhere.</p></div>${[{
		label: "Product",
		links: [
			{
				href: "/#examples",
				text: "Examples"
			},
			{
				href: "/access",
				text: "Open an itinerary"
			},
			{
				href: "/faq",
				text: "FAQ"
			},
			{
				href: "/login",
				text: "Sign in to your dashboard"
			}
		]
	}, {
		label: "Legal",
		links: [
			{
				href: "/privacy-policy",
				text: "Privacy Policy"
			},
			{
				href: "/terms",
				text: "Terms of Service"
			},
			{
				href: "/community-guidelines",
				text: "Community Guidelines"
			}
		]
	}].map((nav) => renderTemplate`<nav${addAttribute(nav.label, "aria-label")}><h2 class="text-xs font-bold tracking-wider text-ink uppercase">${nav.label}</h2><ul class="mt-3 space-y-2 text-sm">${nav.links.map((link) => renderTemplate`<li><a class="text-ink-soft hover:text-brand-700 hover:underline"${addAttribute(link.href, "href")}>${link.text}</a></li>`)}</ul></nav>`)}<div><h2 class="text-xs font-bold tracking-wider text-ink uppercase">Contact</h2><a class="mt-3 inline-flex items-center gap-2 text-sm font-medium break-all text-brand-800 hover:underline"${addAttribute(`mailto:${CONTACT_EMAIL}`, "href")}>${renderComponent($$result, "Icon", $$Icon, {
		"name": "mail",
		"class": "size-4 shrink-0"
	})}${CONTACT_EMAIL}</a><p class="mt-2 text-sm text-ink-soft">Questions, feedback or a problem with an itinerary? Drop us a line.</p></div></div><div class="border-t border-brand-100"><p class="mx-auto max-w-6xl px-4 py-5 text-xs text-ink-muted sm:px-6">${`© ${year} ${SITE_NAME}. Free to start · ${FULL_ACCESS_PRICE_LABEL} one-time for full access · No subscription.`}</p></div></footer>`;
}, "/work/wt-share/src/components/SiteFooter.astro", void 0);
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$404 = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$404;
	const { SITE_NAME } = config();
	Astro.response.status = 404;
	const missingItinerary = /^\/(?:access|project|preview|checkout)\/([^/]+)\/?$/.exec(Astro.originPathname)?.[1];
	let missingId;
	try {
		missingId = missingItinerary ? decodeURIComponent(missingItinerary) : void 0;
	} catch {
		missingId = missingItinerary;
	}
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": `Page Not Found | ${SITE_NAME}`,
		"description": "We couldn't find that page. Head home to create an itinerary, or open one you already have.",
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SiteHeader", $$SiteHeader, {})}${maybeRenderHead($$result)}<main id="main" tabindex="-1" class="relative isolate overflow-hidden outline-none"><div aria-hidden="true" class="pointer-events-none absolute inset-0 -z-10"><div class="absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/50 blur-3xl"></div><div class="absolute top-40 -right-20 size-72 rounded-full bg-accent-400/20 blur-3xl"></div></div><div class="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"><span class="relative grid size-24 place-items-center rounded-[1.75rem] bg-white text-brand-700 shadow-xl ring-1 ring-brand-100">${renderComponent($$result, "Icon", $$Icon, {
		"name": "compass",
		"class": "size-11",
		"strokeWidth": 1.75
	})}<span class="absolute -top-2 -right-3 rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-extrabold text-white">404</span></span><h1 class="mt-8 font-display text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">${missingId === void 0 ? "This stop isn't on the itinerary" : "We couldn't find that itinerary"}</h1>${missingId === void 0 ? renderTemplate`<p class="mt-4 text-lg leading-relaxed text-ink-soft">The page you're looking for doesn't exist or has moved. Check the link, or pick up from one of these.</p>` : renderTemplate`<p class="mt-4 text-lg leading-relaxed text-ink-soft">No itinerary has the project ID <strong class="font-semibold break-words text-ink">${missingId}</strong>. Check the link you were sent, or ask your host to share it again.</p>`}<div class="mt-9 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center"><a href="/" class="btn-primary px-7 py-3.5 text-base">${renderComponent($$result, "Icon", $$Icon, {
		"name": "arrowLeft",
		"class": "size-5"
	})}Back to Home</a><a href="/access" class="btn-secondary px-7 py-3.5 text-base">${renderComponent($$result, "Icon", $$Icon, {
		"name": "key",
		"class": "size-5"
	})}${missingId === void 0 ? "Open an itinerary" : "Enter another project ID"}</a></div></div></main>${renderComponent($$result, "SiteFooter", $$SiteFooter, {})}` })}`;
}, "/work/wt-share/src/pages/404.astro", void 0);
var $$file = "/work/wt-share/src/pages/404.astro";
var $$url = "/404";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
