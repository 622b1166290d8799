import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as CHECKOUT_TEXT } from "./checkout-requests_CSTqIOiJ.mjs";
import { o as toastProblem } from "./Toaster_DHqoy3xL.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// src/islands/checkout/StripePaymentForm.tsx
/**
* The embedded card form: Stripe's Payment Element and the pay button.
* Loaded by CheckoutApp only when payments are configured, and Stripe.js itself is imported
* here on demand, so no other page (and no unconfigured checkout) downloads anything of Stripe.
*/
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var loaded = /* @__PURE__ */ new Map();
function loadStripeOnce(key) {
	let promise = loaded.get(key);
	if (!promise) {
		promise = import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(key));
		loaded.set(key, promise);
	}
	return promise;
}
var APPEARANCE = {
	theme: "stripe",
	variables: {
		colorPrimary: "#9333ea",
		colorText: "#1f1633",
		borderRadius: "12px",
		fontSizeBase: "16px"
	}
};
function StripePaymentForm(props) {
	const [stripe, setStripe] = (0, import_react.useState)(null);
	const [failed, setFailed] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		let live = true;
		loadStripeOnce(props.publishableKey).then((s) => live && (s ? setStripe(s) : setFailed(true)), () => live && setFailed(true));
		return () => {
			live = false;
		};
	}, [props.publishableKey]);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "alert",
		className: "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
		children: "The card form could not load. Check your connection and reload the page."
	});
	if (!stripe) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPlaceholder, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Elements, {
		stripe,
		options: {
			clientSecret: props.clientSecret,
			appearance: APPEARANCE
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayForm, { ...props })
	}, `${props.clientSecret}|${props.payLabel}`);
}
function FormPlaceholder() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "space-y-3",
		"aria-label": "Loading the card form",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 animate-pulse rounded-xl bg-gray-100" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex gap-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 flex-1 animate-pulse rounded-xl bg-gray-100" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 flex-1 animate-pulse rounded-xl bg-gray-100" })]
		})]
	});
}
function PayForm({ returnPath, payLabel, disabled, prepare, onPaid }) {
	const stripe = useStripe();
	const elements = useElements();
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [ready, setReady] = (0, import_react.useState)(false);
	async function submit(e) {
		e.preventDefault();
		if (!stripe || !elements || busy) return;
		const prep = prepare();
		if (!prep) return;
		setBusy(true);
		try {
			const result = await stripe.confirmPayment({
				elements,
				redirect: "if_required",
				confirmParams: { return_url: new URL(returnPath, window.location.origin).href }
			});
			if (result.error) {
				toastProblem(CHECKOUT_TEXT.paymentFailedTitle, result.error.message || CHECKOUT_TEXT.paymentFailedFallback);
				return;
			}
			if (result.paymentIntent.status !== "succeeded") {
				toastProblem(CHECKOUT_TEXT.paymentFailedTitle, CHECKOUT_TEXT.paymentFailedFallback);
				return;
			}
			await onPaid(result.paymentIntent.id, prep);
		} catch {
			toastProblem(CHECKOUT_TEXT.paymentErrorTitle, CHECKOUT_TEXT.paymentError);
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: (e) => void submit(e),
		noValidate: true,
		className: "space-y-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentElement, {
			options: { layout: "tabs" },
			onReady: () => setReady(true),
			onLoadError: () => toastProblem(CHECKOUT_TEXT.paymentErrorTitle, CHECKOUT_TEXT.paymentError)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "submit",
			className: "btn-primary w-full py-3 text-base",
			disabled: disabled || busy || !ready,
			children: busy ? "Processing..." : payLabel
		})]
	});
}
export { StripePaymentForm as default };
