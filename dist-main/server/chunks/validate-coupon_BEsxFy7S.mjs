import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { S as validateCouponSchema } from "./schemas_BP9cnbZP.mjs";
import { t as PAYMENT_MESSAGES } from "./messages-payments_CeHAfWqI.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { a as notConfigured, d as isPlaceholderEmail, f as upgradeProject, h as requireUsableCoupon, l as stripeClient, m as priceAfterCoupon, o as pricing, p as normalizeCouponCode, t as callStripe, u as alreadyPaid } from "./payments_heRm6k60.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/server/payments/coupon-checkout.ts
var dollars = (cents) => (cents / 100).toFixed(2);
var TOO_MANY_TRIES = "Too many coupon codes were tried.";
async function validateCoupon(handle, sessionId, client, input) {
	await takeAllowance(handle, `coupon:client:${client}`, 30, TOO_MANY_TRIES);
	const stripe = stripeClient();
	let projectId = input.projectId;
	if (!projectId && input.paymentIntentId && stripe) {
		const intentId = input.paymentIntentId;
		projectId = (await callStripe(() => stripe.paymentIntents.retrieve(intentId))).metadata.projectId;
	}
	if (!projectId) throw new HttpError(400, "Which itinerary is this coupon for?", "VALIDATION_FAILED");
	const { project } = await requireProjectGrant(handle, sessionId, projectId, "admin");
	if (project.isPaid) throw alreadyPaid();
	await takeAllowance(handle, `coupon:project:${project.id}`, 10, TOO_MANY_TRIES);
	const coupon = await requireUsableCoupon(handle, input.couponCode);
	const { amount: price, currency } = pricing();
	const result = priceAfterCoupon(price, coupon);
	const code = normalizeCouponCode(coupon.code);
	const view = (isPaid) => ({
		id: project.id,
		projectId: project.projectId,
		name: project.customTitle || project.name,
		accessCode: project.accessCode,
		isPaid
	});
	if (result.freeUpgrade) {
		if (isPlaceholderEmail(project.ownerEmail) && !input.ownerEmail) throw new HttpError(400, PAYMENT_MESSAGES.emailRequired, "EMAIL_REQUIRED");
		const intentId = input.paymentIntentId ?? project.stripePaymentIntentId;
		await upgradeProject(handle, {
			projectRowId: project.id,
			stripePaymentIntentId: null,
			amount: 0,
			originalAmount: price,
			currency,
			status: "succeeded",
			paymentMethodType: "coupon",
			receiptUrl: null,
			couponCode: code
		}, {
			freeCouponId: coupon.id,
			ownerEmail: input.ownerEmail || void 0
		});
		if (intentId && stripe) await stripe.paymentIntents.cancel(intentId).catch((error) => {
			console.error("The PaymentIntent of a free upgrade could not be cancelled", error);
		});
		return {
			success: true,
			...result,
			newClientSecret: null,
			project: view(true),
			message: `Coupon applied! Save $${dollars(result.discountAmount)}`
		};
	}
	if (!stripe) throw notConfigured();
	const intentId = input.paymentIntentId;
	if (!intentId) throw new HttpError(400, "Start the checkout again to apply this coupon.", "VALIDATION_FAILED");
	const intent = await callStripe(() => stripe.paymentIntents.retrieve(intentId));
	if (intent.metadata.projectId !== project.projectId) throw new HttpError(400, PAYMENT_MESSAGES.otherProject, "PAYMENT_MISMATCH");
	if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing") throw new HttpError(400, "This payment can no longer be changed. Start the checkout again.", "VALIDATION_FAILED");
	const updated = await callStripe(() => stripe.paymentIntents.update(intentId, {
		amount: result.finalAmount,
		metadata: { couponCode: code }
	}));
	return {
		success: true,
		...result,
		newClientSecret: updated.client_secret,
		project: view(false),
		message: `Coupon applied! Save $${dollars(result.discountAmount)}`
	};
}
// src/pages/api/validate-coupon.ts
var validate_coupon_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/validate-coupon { couponCode, paymentIntentId, projectId, ownerEmail? }. */
var POST = apiRoute(async (ctx) => {
	const input = await readJson(ctx.request, validateCouponSchema);
	return json(await validateCoupon(ctx.db, ctx.locals.session?.id, clientAddress(ctx), input));
});
// \0virtual:astro:page:src/pages/api/validate-coupon@_@ts
var page = () => validate_coupon_exports;
export { page };
