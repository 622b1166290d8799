import { ca as unescapeHTML, ea as renderTemplate, ra as addAttribute, ta as maybeRenderHead } from "./schemas_BP9cnbZP.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { J as iconStrokeWidth, S as icon_paths_exports, X as shapeElement, Y as iconViewBox } from "./icon-paths_DzBpWEtZ.mjs";
// src/components/Icon.astro
createAstro("http://localhost:4321");
var $$Icon = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Icon;
	const { name, class: className = "size-5", label, strokeWidth } = Astro.props;
	const icon = icon_paths_exports[name];
	const markup = icon.shapes.map((shape) => {
		const { tag, attrs } = shapeElement(shape);
		return `<${tag} ${Object.entries(attrs).map(([key, value]) => `${key}="${value}"`).join(" ")}/>`;
	}).join("");
	return renderTemplate`${maybeRenderHead($$result)}<svg xmlns="http://www.w3.org/2000/svg"${addAttribute(iconViewBox(icon), "viewBox")}${addAttribute(icon.solid ? "currentColor" : "none", "fill")}${addAttribute(icon.solid ? void 0 : "currentColor", "stroke")}${addAttribute(icon.solid ? void 0 : iconStrokeWidth(icon, strokeWidth), "stroke-width")}${addAttribute(icon.solid ? void 0 : "round", "stroke-linecap")}${addAttribute(icon.solid ? void 0 : "round", "stroke-linejoin")}${addAttribute(className, "class")}${addAttribute(label ? void 0 : "true", "aria-hidden")}${addAttribute(label ? "img" : void 0, "role")}${addAttribute(label, "aria-label")} focusable="false">${unescapeHTML(markup)}</svg>`;
}, "/work/wt-share/src/components/Icon.astro", void 0);
export { $$Icon as t };
