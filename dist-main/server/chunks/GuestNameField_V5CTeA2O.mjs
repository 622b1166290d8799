import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/islands/itinerary/travel/GuestNameField.tsx
var import_jsx_runtime = require_jsx_runtime();
function GuestNameField({ id, fixed, names, value, onChange, error, hint, autoComplete }) {
	if (fixed !== void 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "text-sm text-ink-soft",
		children: ["For ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "font-semibold text-ink",
			children: fixed
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id,
		label: "Your name",
		list: `${id}-names`,
		autoComplete,
		value,
		onChange,
		error,
		hint,
		"data-autofocus": true
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("datalist", {
		id: `${id}-names`,
		children: names.map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", { value: n }, n))
	})] });
}
export { GuestNameField as t };
