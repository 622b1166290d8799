import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { T as checkField, hr as MESSAGES, u as createProjectSchema } from "./schemas_BP9cnbZP.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/islands/dashboard/NameDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Asks for an itinerary name. */
function NameDialog({ open, title, description, submitLabel, onClose, onSubmit, onEmpty }) {
	const [name, setName] = (0, import_react.useState)("");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const id = (0, import_react.useId)();
	(0, import_react.useEffect)(() => {
		if (open) {
			setName("");
			setError(null);
		}
	}, [open]);
	async function submit(e) {
		e.preventDefault();
		const checked = checkField(createProjectSchema.shape.name, name);
		if (!checked.ok) {
			const message = checked.message;
			setError(message);
			if (message === MESSAGES.nameRequired) onEmpty(message);
			return;
		}
		setBusy(true);
		try {
			await onSubmit(checked.data);
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose,
		title,
		description,
		size: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: (e) => void submit(e),
			noValidate: true,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: `${id}-name`,
				label: "Itinerary name",
				placeholder: "e.g. Lisbon Long Weekend",
				value: name,
				"data-autofocus": true,
				maxLength: 120,
				error,
				onChange: (e) => {
					setName(e.target.value);
					setError(null);
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "btn-ghost",
					onClick: onClose,
					children: "Cancel"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "btn-primary",
					disabled: busy,
					children: busy ? "Creating..." : submitLabel
				})]
			})]
		})
	});
}
export { NameDialog as default };
