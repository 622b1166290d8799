import { Ji as renderComponent, Zi as renderSlot, ea as renderTemplate, ta as maybeRenderHead } from "./schemas_BP9cnbZP.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$SimpleHeader } from "./SimpleHeader_DKjrxrSY.mjs";
import { t as $$BaseLayout } from "./BaseLayout_BAt7-qSD.mjs";
// src/layouts/FormPageLayout.astro
createAstro("http://localhost:4321");
var $$FormPageLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$FormPageLayout;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		...Astro.props,
		"bodyClass": "min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SimpleHeader", $$SimpleHeader, {})}${maybeRenderHead($$result)}<main id="main" class="mx-auto w-full max-w-md px-4 pt-4 pb-16 sm:pt-10">${renderSlot($$result, $$slots["default"])}</main>` })}`;
}, "/work/wt-share/src/layouts/FormPageLayout.astro", void 0);
export { $$FormPageLayout as t };
