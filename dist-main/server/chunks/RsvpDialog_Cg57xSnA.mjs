import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { E as checkForm, pt as RSVP_LABELS } from "./schemas_BP9cnbZP.mjs";
import { r as rsvpAnswerSchema, t as RSVP_STATUSES } from "./travel-schemas_XfSJ0YlI.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { n as Field, t as TextField } from "./TextField_QYGYtdWp.mjs";
import { h as FormActions, m as useDialogWrite } from "./ItineraryPage_OlD1JTSq.mjs";
import { t as GuestNameField } from "./GuestNameField_V5CTeA2O.mjs";
// src/islands/itinerary/travel/RsvpDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function RsvpDialog({ projectId, eventId, title, rsvp, answer, names, defaultName, onClose, onSaved }) {
	const [name, setName] = (0, import_react.useState)(answer?.name ?? defaultName);
	const [status, setStatus] = (0, import_react.useState)(answer?.status ?? "");
	const [plusOnes, setPlusOnes] = (0, import_react.useState)(String(answer?.plusOnes ?? 0));
	const [note, setNote] = (0, import_react.useState)(answer?.note ?? "");
	const url = `/api/projects/${encodeURIComponent(projectId)}/events/${eventId}/rsvp`;
	const [errors, setErrors] = (0, import_react.useState)({});
	const { busy, write } = useDialogWrite({
		close: onClose,
		afterSaved: onSaved
	});
	async function onSubmit(e) {
		e.preventDefault();
		const checked = checkForm(rsvpAnswerSchema, {
			name,
			status,
			plusOnes: status === "going" && rsvp.plusOnesAllowed ? Number(plusOnes || 0) : 0,
			note: note || null
		});
		if (!checked.ok) {
			setErrors(checked.errors);
			return;
		}
		await write(() => apiRequest("PUT", url, checked.data), {
			done: { title: "RSVP saved" },
			failed: "Your RSVP could not be saved. Please try again."
		}, checked.data.name);
	}
	async function onTakeBack() {
		if (!answer) return;
		await write(() => apiRequest("DELETE", url, { name: answer.name }), {
			done: { title: answer.mine ? "RSVP taken back" : "Answer cleared" },
			failed: "The answer could not be taken back. Please try again."
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onClose,
		size: "sm",
		title: `RSVP: ${title}`,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			noValidate: true,
			className: "space-y-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestNameField, {
					id: `rsvp-name-${eventId}`,
					fixed: answer?.name,
					names,
					value: name,
					onChange: (e) => {
						setName(e.target.value);
						setErrors((x) => ({
							...x,
							name: void 0
						}));
					},
					error: errors.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
					"aria-describedby": errors.status ? `rsvp-status-${eventId}-error` : void 0,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
							className: "label",
							children: "Are you coming?"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "grid grid-cols-3 gap-2",
							children: RSVP_STATUSES.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
								className: `flex cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-sm font-semibold ${status === s ? "border-[var(--theme-primary)] bg-[var(--theme-primary)] text-[var(--theme-on-primary)]" : "border-black/15 text-ink"}`,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "radio",
									className: "sr-only",
									name: `rsvp-status-${eventId}`,
									value: s,
									checked: status === s,
									onChange: () => {
										setStatus(s);
										setErrors((x) => ({
											...x,
											status: void 0
										}));
									}
								}), RSVP_LABELS[s]]
							}, s))
						}),
						errors.status && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							id: `rsvp-status-${eventId}-error`,
							className: "mt-1 text-sm font-medium text-rose-700",
							children: errors.status
						})
					]
				}),
				rsvp.plusOnesAllowed && status === "going" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: `rsvp-plus-${eventId}`,
					label: "Plus-ones",
					type: "number",
					inputMode: "numeric",
					min: 0,
					max: rsvp.plusOnesMax,
					hint: `Up to ${rsvp.plusOnesMax}.`,
					value: plusOnes,
					onChange: (e) => setPlusOnes(e.target.value),
					error: errors.plusOnes
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					id: `rsvp-note-${eventId}`,
					label: "Note (dietary or access needs)",
					error: errors.note,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						...control,
						rows: 2,
						maxLength: 500,
						value: note,
						onChange: (e) => setNote(e.target.value)
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormActions, {
					onCancel: onClose,
					busy,
					submitLabel: "Save RSVP",
					busyLabel: "Saving...",
					destroy: answer && {
						label: answer.mine ? "Take my answer back" : "Clear answer",
						onClick: () => void onTakeBack()
					}
				})
			]
		})
	});
}
export { RsvpDialog as default };
