import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/ui/Field.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The one way a form field is drawn: a label, the control, an optional hint and the error of its
* last check, wired together for screen readers (aria-describedby, aria-invalid).
*/
function Field({ id, label, hint, error, describedBy, controlClassName = "", className, children }) {
	const hintId = hint ? `${id}-hint` : void 0;
	const errorId = error ? `${id}-error` : void 0;
	const described = [
		hintId,
		describedBy,
		errorId
	].filter(Boolean).join(" ") || void 0;
	const control = {
		id,
		className: [
			"input",
			error ? "border-rose-500" : "",
			controlClassName
		].filter(Boolean).join(" "),
		...described ? { "aria-describedby": described } : {},
		...error ? { "aria-invalid": true } : {}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				className: "label",
				htmlFor: id,
				children: label
			}),
			children(control),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: hintId,
				className: "mt-1 text-xs text-ink-muted",
				children: hint
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
				id: errorId,
				children: error
			})
		]
	});
}
/** A field's error line, for controls that draw their own label (a place search, chips). */
function FieldError({ id, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		id,
		className: "mt-1 text-sm font-medium text-rose-700",
		children
	});
}
// src/ui/TextField.tsx
/** A labelled text input: a `Field` holding an `<input>`. */
function TextField({ id, label, hint, error, describedBy, className = "", ...input }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		id,
		label,
		hint,
		error,
		describedBy,
		controlClassName: className,
		children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			...input,
			...control
		})
	});
}
export { Field as n, FieldError as r, TextField as t };
