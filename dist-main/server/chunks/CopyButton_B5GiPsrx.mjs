import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { Mr as COPY_INDICATOR_MS } from "./schemas_BP9cnbZP.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/ui/CopyButton.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Copies `value`; says 'Copied!' or 'Copy failed' for 2 s. */
function CopyButton({ value, label, className = "" }) {
	const [status, setStatus] = (0, import_react.useState)("idle");
	(0, import_react.useEffect)(() => {
		if (status === "idle") return;
		const timer = window.setTimeout(() => setStatus("idle"), COPY_INDICATOR_MS);
		return () => window.clearTimeout(timer);
	}, [status]);
	async function copy() {
		try {
			await navigator.clipboard.writeText(value);
			setStatus("copied");
		} catch {
			setStatus("failed");
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type: "button",
		onClick: copy,
		"aria-label": status === "idle" ? label : void 0,
		className: `inline-flex min-w-[5.5rem] shrink-0 items-center justify-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold transition ${status === "copied" ? "border-emerald-200 bg-emerald-50 text-emerald-800" : status === "failed" ? "border-red-200 bg-red-50 text-red-800" : "border-gray-300 bg-white text-ink hover:bg-gray-50"} ${className}`,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-live": "polite",
			children: status === "copied" ? "Copied!" : status === "failed" ? "Copy failed" : "Copy"
		})
	});
}
export { CopyButton as t };
