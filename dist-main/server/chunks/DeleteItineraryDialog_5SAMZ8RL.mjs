import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { a as toastError, s as toastSuccess } from "./Toaster_DHqoy3xL.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
// src/islands/dashboard/DeleteItineraryDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** 'Delete Itinerary': the confirm button waits for the exact name. */
function DeleteItineraryDialog({ open, project, onClose, onDeleted }) {
	const [typed, setTyped] = (0, import_react.useState)("");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const id = (0, import_react.useId)();
	(0, import_react.useEffect)(() => {
		if (open) setTyped("");
	}, [open]);
	async function submit(e) {
		e.preventDefault();
		if (typed !== project.name) return;
		setBusy(true);
		try {
			await apiRequest("DELETE", `/api/projects/${encodeURIComponent(project.projectId)}`, { confirmationName: typed });
			toastSuccess("Itinerary deleted");
			onDeleted();
		} catch (error) {
			toastError(error, "Failed to delete itinerary. Please try again.");
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose,
		title: "Delete Itinerary",
		description: "This removes its events, FAQs, images and everyone's access. It cannot be undone.",
		size: "md",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: (e) => void submit(e),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					htmlFor: `${id}-confirm`,
					className: "label",
					children: [
						"Type ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "rounded bg-red-50 px-1 font-mono text-red-800",
							children: project.name
						}),
						" to confirm"
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: `${id}-confirm`,
					className: "input",
					value: typed,
					autoComplete: "off",
					spellCheck: false,
					maxLength: 120,
					onChange: (e) => setTyped(e.target.value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-ghost",
						onClick: onClose,
						children: "Cancel"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn bg-red-600 text-white hover:bg-red-700",
						disabled: typed !== project.name || busy,
						children: busy ? "Deleting..." : "Delete Itinerary"
					})]
				})
			]
		})
	});
}
export { DeleteItineraryDialog as default };
