import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as errorMessage, i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { it as formatReaderDate, lt as paymentMethodLabel, rt as formatAmount } from "./schemas_BP9cnbZP.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { n as useReaderTimeZone } from "./dashboard_BnKXi_Yb.mjs";
// src/islands/dashboard/ReceiptsDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** 'View Receipts': the payment records of a paid itinerary. */
function ReceiptsDialog({ open, project, onClose }) {
	const [state, setState] = (0, import_react.useState)({ kind: "loading" });
	const zone = useReaderTimeZone();
	(0, import_react.useEffect)(() => {
		if (!open) return;
		let current = true;
		setState({ kind: "loading" });
		apiRequest("GET", `/api/projects/${encodeURIComponent(project.projectId)}/payments`).then((payments) => current && setState({
			kind: "ready",
			payments
		})).catch((error) => current && setState({
			kind: "error",
			message: errorMessage(error, "Failed to load receipts. Please try again.")
		}));
		return () => {
			current = false;
		};
	}, [open, project.projectId]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose,
		title: "Receipts",
		description: project.name,
		size: "lg",
		children: [
			state.kind === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "py-6 text-center text-ink-soft",
				children: "Loading receipts..."
			}),
			state.kind === "error" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900",
				children: state.message
			}),
			state.kind === "ready" && state.payments.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "py-6 text-center text-ink-soft",
				children: "No payment records yet."
			}),
			state.kind === "ready" && state.payments.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "divide-y divide-black/5 rounded-2xl border border-black/5",
				children: state.payments.map((payment) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex items-center gap-3 px-4 py-3 text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "font-semibold",
							children: formatAmount(payment.amount, payment.currency)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-ink-muted",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
									dateTime: payment.createdAt,
									children: formatReaderDate(payment.createdAt, zone)
								}),
								" · ",
								paymentMethodLabel(payment.paymentMethodType)
							]
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: `rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${payment.status === "succeeded" ? "bg-emerald-50 text-emerald-800" : "bg-gray-100 text-ink-soft"}`,
							children: payment.status
						}), payment.receiptUrl && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: payment.receiptUrl,
							target: "_blank",
							rel: "noopener noreferrer",
							className: "font-semibold text-brand-700 underline-offset-2 hover:underline",
							children: ["Receipt", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: " (opens in a new tab)"
							})]
						})]
					})]
				}, payment.id))
			})
		]
	});
}
export { ReceiptsDialog as default };
