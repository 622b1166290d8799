import { i as apiRequest, r as ApiError } from "./Icon_DbNIL5CZ.mjs";
import { t as PAYMENT_MESSAGES } from "./messages-payments_CeHAfWqI.mjs";
import { T as checkField, c as checkoutEmailSchema, hr as MESSAGES } from "./schemas_BP9cnbZP.mjs";
// src/lib/checkout.ts
/**
* Checkout (payment and upgrade
* errors): the strings, shapes and small pure rules the checkout page and the paywall share.
* Isomorphic and free of zod and Stripe, so the itinerary's paywall can import it cheaply.
*/
/** The checkout's strings, once. */
var CHECKOUT_TEXT = {
	notConfigured: PAYMENT_MESSAGES.notConfigured,
	emailRequiredTitle: "Email Required",
	emailRequired: PAYMENT_MESSAGES.emailRequired,
	invalidEmailTitle: "Invalid Email",
	invalidEmail: MESSAGES.invalidEmail,
	pleaseWaitTitle: "Please Wait",
	couponPending: "Coupon validation in progress. Please wait.",
	invalidCoupon: MESSAGES.invalidCoupon,
	couponNetwork: "Failed to validate coupon",
	freeUpgradeTitle: "Free Upgrade!",
	freeUpgrade: "Your coupon covers the full price. Unlocking full access...",
	paymentFailedTitle: "Payment Failed",
	paymentFailedFallback: "Please try again.",
	paymentErrorTitle: "Payment Error",
	paymentError: PAYMENT_MESSAGES.providerError,
	paymentSuccessTitle: "Payment Successful!",
	paymentSuccess: "Your itinerary now has full access.",
	initiateFailedTitle: "Error",
	initiateFailed: PAYMENT_MESSAGES.upgradeFailed,
	startFailedTitle: "Upgrade Error",
	startFailed: "Failed to start upgrade process. Please try again.",
	alreadyPaidTitle: "Already upgraded",
	alreadyPaid: "This itinerary already has full access."
};
/** What full access unlocks, listed on the paywall and at checkout. */
var FULL_ACCESS_FEATURES = [
	"Custom colors, fonts and themes",
	"Image uploads",
	"Print-friendly export",
	"Custom access and admin codes",
	"Share links",
	"FAQs for your guests",
	"A map of every place",
	"Unlimited events"
];
/** Amounts are cents, shown as dollars with two decimals ("$1.50"). */
function formatCents(cents, currency = "usd") {
	return `${currency.toLowerCase() === "usd" ? "$" : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;
}
/** The PaymentIntent id is the client secret's part before its secret marker. */
function paymentIntentIdFromSecret(clientSecret) {
	if (!clientSecret) return null;
	const at = clientSecret.indexOf("_secret_");
	return at > 0 ? clientSecret.slice(0, at) : null;
}
/** The checkout's email check: first 'Email Required', then 'Invalid Email'. */
function checkCheckoutEmail(email) {
	const trimmed = email.trim();
	if (!trimmed) return {
		title: CHECKOUT_TEXT.emailRequiredTitle,
		message: CHECKOUT_TEXT.emailRequired
	};
	if (!checkField(checkoutEmailSchema, trimmed).ok) return {
		title: CHECKOUT_TEXT.invalidEmailTitle,
		message: CHECKOUT_TEXT.invalidEmail
	};
	return null;
}
/** Where checkout sends a buyer's choices across a redirect (3-D Secure, bank pages). */
var pendingPaymentKey = (projectId) => `checkout_pending_${projectId}`;
// src/islands/checkout/checkout-requests.ts
/**
* The checkout's payment calls, each turned into an outcome the UI can show without knowing
* about HTTP: start the upgrade, check a coupon, confirm a payment.
*/
var projectPath = (projectId) => `/api/projects/${encodeURIComponent(projectId)}`;
/** `POST /upgrade`: a client secret, null when Stripe is not configured. */
async function startUpgrade(projectId) {
	try {
		return {
			kind: "started",
			clientSecret: (await apiRequest("POST", `${projectPath(projectId)}/upgrade`)).clientSecret ?? null
		};
	} catch (error) {
		if (error instanceof ApiError && error.status === 409 && error.data?.code === "ALREADY_PAID") return {
			kind: "already-paid",
			message: error.data.message ?? CHECKOUT_TEXT.alreadyPaid
		};
		return {
			kind: "failed",
			message: error instanceof ApiError && (error.status < 500 || error.status === 502) ? error.data?.message ?? null : null
		};
	}
}
/** Where checkout goes after a started upgrade (`?clientSecret=…`). */
function checkoutUrl(projectId, clientSecret) {
	const path = `/checkout/${encodeURIComponent(projectId)}`;
	return clientSecret ? `${path}?clientSecret=${encodeURIComponent(clientSecret)}` : path;
}
/** `POST /api/validate-coupon`. */
async function validateCoupon(input) {
	try {
		const res = await apiRequest("POST", "/api/validate-coupon", input);
		if (!res.success) return {
			kind: "invalid",
			message: res.message || CHECKOUT_TEXT.invalidCoupon
		};
		return {
			kind: "applied",
			discountAmount: res.discountAmount,
			finalAmount: res.finalAmount,
			freeUpgrade: res.freeUpgrade,
			newClientSecret: res.newClientSecret ?? null
		};
	} catch (error) {
		if (error instanceof ApiError && error.status < 500) {
			if (error.data?.code === "EMAIL_REQUIRED") return { kind: "email-required" };
			return {
				kind: "invalid",
				message: error.data?.message || CHECKOUT_TEXT.invalidCoupon
			};
		}
		return {
			kind: "invalid",
			message: CHECKOUT_TEXT.couponNetwork
		};
	}
}
/** `POST /confirm-payment` after the card was charged: the server checks with Stripe. */
async function confirmPayment(projectId, body) {
	await apiRequest("POST", `${projectPath(projectId)}/confirm-payment`, body);
}
export { CHECKOUT_TEXT as a, formatCents as c, validateCoupon as i, paymentIntentIdFromSecret as l, confirmPayment as n, FULL_ACCESS_FEATURES as o, startUpgrade as r, checkCheckoutEmail as s, checkoutUrl as t, pendingPaymentKey as u };
