import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { E as checkForm, hr as MESSAGES } from "./schemas_BP9cnbZP.mjs";
import { a as ownerInfoSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { o as toastProblem } from "./Toaster_DHqoy3xL.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { m as useDialogWrite } from "./ItineraryPage_OlD1JTSq.mjs";
// src/islands/itinerary/OwnerEmailDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function OwnerEmailDialog({ open, projectId, onDone }) {
	const [email, setEmail] = (0, import_react.useState)("");
	const [name, setName] = (0, import_react.useState)("");
	const { busy, write } = useDialogWrite({ close: onDone });
	const [errors, setErrors] = (0, import_react.useState)({});
	const id = (0, import_react.useId)();
	function skip() {
		if (!busy) onDone();
	}
	async function onSubmit(e) {
		e.preventDefault();
		const checked = checkForm(ownerInfoSchema, {
			ownerEmail: email,
			ownerName: name.trim() || null
		});
		if (!checked.ok) {
			const { message } = checked;
			const title = message === MESSAGES.ownerEmailRequired ? "Email Required" : message === MESSAGES.invalidEmail ? "Invalid Email" : "Error";
			setErrors({ [Object.keys(checked.errors)[0] === "ownerName" ? "ownerName" : "ownerEmail"]: message });
			toastProblem(title, message);
			return;
		}
		setErrors({});
		const { ownerEmail, ownerName } = checked.data;
		await write(() => apiRequest("PATCH", `/api/projects/${encodeURIComponent(projectId)}/owner`, {
			ownerName: ownerName ?? null,
			ownerEmail
		}), {
			done: {
				title: "Success!",
				description: `We sent your access codes to ${ownerEmail}.`
			},
			failed: "Failed to save your information. Please try again."
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: skip,
		title: "Great work!",
		description: "Your first event is in! Where should we send your access codes? We'll email the share code for your guests and your admin code for editing, so you never lose them.",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			noValidate: true,
			className: "space-y-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: `${id}-email`,
					label: "Email",
					type: "email",
					inputMode: "email",
					autoComplete: "email",
					required: true,
					"aria-required": "true",
					maxLength: 254,
					value: email,
					error: errors.ownerEmail,
					onChange: (e) => {
						setEmail(e.target.value);
						setErrors((x) => ({
							...x,
							ownerEmail: void 0
						}));
					},
					placeholder: "you@example.com",
					"data-autofocus": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: `${id}-name`,
					label: "Your name (optional)",
					autoComplete: "name",
					maxLength: 80,
					value: name,
					error: errors.ownerName,
					onChange: (e) => {
						setName(e.target.value);
						setErrors((x) => ({
							...x,
							ownerName: void 0
						}));
					},
					hint: "Guests see it under the title."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-secondary",
						onClick: skip,
						disabled: busy,
						children: "Skip for now"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn-primary",
						disabled: busy,
						children: busy ? "Sending..." : "Send Access Codes"
					})]
				})
			]
		})
	});
}
export { OwnerEmailDialog as default };
