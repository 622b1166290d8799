import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
// src/pages/checkout/index.astro
var checkout_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$Index = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	return Astro.redirect("/");
}, "/work/wt-share/src/pages/checkout/index.astro", void 0);
var $$file = "/work/wt-share/src/pages/checkout/index.astro";
var $$url = "/checkout";
// \0virtual:astro:page:src/pages/checkout/index@_@astro
var page = () => checkout_exports;
export { page };
