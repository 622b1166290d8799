import { n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { o as checkSolid } from "./icon-paths_DzBpWEtZ.mjs";
// src/ui/CheckList.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A list with a check mark before each item (what full access includes). */
function CheckList({ items, className, iconClassName = "mt-0.5 h-4 w-4 shrink-0 text-mint-600" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className,
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "flex items-start gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				icon: checkSolid,
				className: iconClassName
			}), item]
		}, item))
	});
}
export { CheckList as t };
