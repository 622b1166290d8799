import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { E as checkForm, Jr as FEEDBACK_TEXT_MAX, hr as MESSAGES } from "./schemas_BP9cnbZP.mjs";
import { t as feedbackSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { o as toastProblem } from "./Toaster_DHqoy3xL.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { n as Field, r as FieldError } from "./TextField_QYGYtdWp.mjs";
import { h as FormActions, m as useDialogWrite } from "./ItineraryPage_OlD1JTSq.mjs";
// src/islands/itinerary/FeedbackDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var ROLES = [{
	value: "owner",
	label: "I'm the organiser",
	hint: "I plan and edit this itinerary"
}, {
	value: "guest",
	label: "I'm a guest",
	hint: "Someone shared this itinerary with me"
}];
function FeedbackDialog({ open, onClose, projectId }) {
	const [userType, setUserType] = (0, import_react.useState)(null);
	const [text, setText] = (0, import_react.useState)("");
	const { busy, write } = useDialogWrite({
		close: onClose,
		afterSaved: () => {
			setText("");
			setUserType(null);
		}
	});
	const [errors, setErrors] = (0, import_react.useState)({});
	const textId = (0, import_react.useId)();
	function close() {
		if (busy) return;
		onClose();
	}
	async function onSubmit(e) {
		e.preventDefault();
		const checked = checkForm(feedbackSchema, {
			userType,
			feedbackText: text
		});
		if (!checked.ok) {
			const { message } = checked;
			const title = message === MESSAGES.feedbackMissing ? "Missing Information" : "Error";
			setErrors({ [Object.keys(checked.errors)[0] === "userType" ? "userType" : "feedbackText"]: message });
			toastProblem(title, message);
			return;
		}
		setErrors({});
		await write(() => apiRequest("POST", `/api/projects/${encodeURIComponent(projectId)}/feedback`, checked.data), {
			done: {
				title: "Thank you!",
				description: "Your feedback helps us make every itinerary better."
			},
			failed: "Failed to submit feedback. Please try again."
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: close,
		title: "Help Us Improve!",
		description: "Tell us what works, what doesn't, and what you wish this itinerary could do.",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			noValidate: true,
			className: "space-y-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					"aria-describedby": errors.userType ? `${textId}-role-error` : void 0,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
							className: "label",
							children: "Who are you?"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "grid gap-2 sm:grid-cols-2",
							children: ROLES.map((role) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
								className: "flex cursor-pointer items-start gap-3 rounded-2xl border border-gray-200 p-3 transition has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "radio",
									name: "feedback-role",
									value: role.value,
									checked: userType === role.value,
									onChange: () => {
										setUserType(role.value);
										setErrors((x) => ({
											...x,
											userType: void 0
										}));
									},
									"data-autofocus": role.value === ROLES[0]?.value ? true : void 0,
									className: "mt-1 h-4 w-4 accent-brand-600"
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "block text-sm font-semibold text-ink",
									children: role.label
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "block text-xs text-ink-soft",
									children: role.hint
								})] })]
							}, role.value))
						}),
						errors.userType && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
							id: `${textId}-role-error`,
							children: errors.userType
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					id: textId,
					label: "Your feedback",
					error: errors.feedbackText,
					controlClassName: "min-h-32 resize-y",
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						...control,
						value: text,
						onChange: (e) => {
							setText(e.target.value);
							setErrors((x) => ({
								...x,
								feedbackText: void 0
							}));
						},
						maxLength: FEEDBACK_TEXT_MAX,
						rows: 5,
						placeholder: "What should we improve?"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormActions, {
					onCancel: close,
					busy,
					submitLabel: "Send Feedback",
					busyLabel: "Sending..."
				})
			]
		})
	});
}
export { FeedbackDialog as default };
