import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { i as toast, n as useStore, o as toastProblem } from "./Toaster_DHqoy3xL.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { t as FULL_ACCESS_PRICE_LABEL } from "./price_1J73WP8P.mjs";
import { C as $upgradeFeature, p as trackEvent, w as closeUpgrade } from "./ItineraryPage_OlD1JTSq.mjs";
import { a as CHECKOUT_TEXT, o as FULL_ACCESS_FEATURES, r as startUpgrade, t as checkoutUrl } from "./checkout-requests_CSTqIOiJ.mjs";
import { t as CheckList } from "./CheckList_DSkB9IZx.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/islands/itinerary/UpgradeDialog.tsx
/**
* The upgrade prompt and paywall: open while `$upgradeFeature` names
* a blocked feature, whether a ghost upsell or a trial 403 from the server set it. Each open,
* cancel and upgrade is reported, tagged with the feature.
*/
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function report(name, feature, projectId) {
	trackEvent(name, {
		event_category: "paywall",
		event_label: feature,
		project_id: projectId
	});
}
function UpgradeDialog({ projectId, onAlreadyPaid }) {
	const feature = useStore($upgradeFeature);
	const [leaving, setLeaving] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (feature) report("paywall_displayed", feature, projectId);
	}, [feature, projectId]);
	function cancel() {
		if (feature) report("paywall_cancel", feature, projectId);
		closeUpgrade();
	}
	async function upgrade() {
		if (!feature || leaving) return;
		report("paywall_upgrade", feature, projectId);
		setLeaving(true);
		const outcome = await startUpgrade(projectId);
		if (outcome.kind === "started") {
			window.location.assign(checkoutUrl(projectId, outcome.clientSecret));
			return;
		}
		setLeaving(false);
		if (outcome.kind === "already-paid") {
			closeUpgrade();
			toast({
				title: CHECKOUT_TEXT.alreadyPaidTitle,
				description: outcome.message
			});
			onAlreadyPaid?.();
			return;
		}
		toastProblem(CHECKOUT_TEXT.startFailedTitle, outcome.message ?? CHECKOUT_TEXT.startFailed);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: feature !== null,
		onClose: cancel,
		size: "md",
		title: `Make it yours (${FULL_ACCESS_PRICE_LABEL})`,
		description: "Give your guests the full experience: custom colors, fonts, a cover photo, links and a customized access code.",
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-secondary",
			onClick: cancel,
			disabled: leaving,
			children: "Maybe Later"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-primary",
			onClick: () => void upgrade(),
			disabled: leaving,
			children: leaving ? "Opening checkout..." : "Make it mine!"
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-semibold",
							children: "You tried to:"
						}),
						" ",
						feature
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-baseline gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-3xl font-extrabold tracking-tight text-ink",
							children: FULL_ACCESS_PRICE_LABEL
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-sm font-semibold text-ink-soft",
							children: "One Time Payment. No Subscriptions."
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm font-semibold text-ink",
						children: "Everything included:"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, {
						items: FULL_ACCESS_FEATURES,
						className: "mt-2 grid gap-2 text-sm text-ink-soft sm:grid-cols-2"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-3 text-xs text-ink-muted",
						children: [
							"Free itineraries hold up to ",
							5,
							" events."
						]
					})
				] })
			]
		})
	});
}
export { UpgradeDialog as default };
