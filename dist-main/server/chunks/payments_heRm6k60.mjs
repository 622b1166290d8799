import { Xt as coupons, an as projects, fr as COUPON_MESSAGES, rn as payments, vn as desc, xn as eq, xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as PAYMENT_MESSAGES } from "./messages-payments_CeHAfWqI.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { n as findOwnedProject } from "./my-projects_BhGzVKRj.mjs";
import { a as HttpError, u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
import { n as sendAccessCodesEmail } from "./owner_BC2jsZLD.mjs";
import Stripe from "stripe";
// src/server/payments/coupons.ts
/**
* Coupons. Stripe coupons do not apply to PaymentIntents, so the discount is computed
* here and the PaymentIntent's amount is set from it: never from what the browser sends.
*
* A discount that leaves less than Stripe's minimum charge (but more than nothing) is settled as
* a free upgrade: Stripe would refuse the charge, and refusing a coupon the buyer was given would
* be worse than waiving a few cents.
*/
/** Codes are matched without regard to case or surrounding spaces. */
function normalizeCouponCode(code) {
	return code.trim().toUpperCase();
}
/** Percent off is rounded to the nearest cent; a discount never exceeds the price. */
function discountFor(price, coupon) {
	const raw = coupon.percentOff !== null ? Math.round(price * coupon.percentOff / 100) : coupon.amountOff ?? 0;
	return Math.min(price, Math.max(0, raw));
}
/** What the buyer pays with this coupon; below Stripe's minimum but above zero counts as free. */
function priceAfterCoupon(price, coupon) {
	const discount = discountFor(price, coupon);
	const remaining = price - discount;
	if (remaining < 50) return {
		discountAmount: price,
		finalAmount: 0,
		freeUpgrade: true
	};
	return {
		discountAmount: discount,
		finalAmount: remaining,
		freeUpgrade: false
	};
}
/** Why a coupon cannot be used now, or null when it can. */
function couponProblem(coupon, now = Date.now()) {
	if (!coupon || !coupon.active) return COUPON_MESSAGES.invalid;
	if (coupon.percentOff === null && coupon.amountOff === null) return COUPON_MESSAGES.invalid;
	if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return COUPON_MESSAGES.expired;
	if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) return COUPON_MESSAGES.usedUp;
	return null;
}
async function findCoupon(handle, code) {
	return handle.db.query.coupons.findFirst({ where: eq(coupons.code, normalizeCouponCode(code)) });
}
/** The coupon, if it may be used now; a 400 with the precise reason otherwise. */
async function requireUsableCoupon(handle, code) {
	const coupon = await findCoupon(handle, code);
	const problem = couponProblem(coupon);
	if (problem || !coupon) throw new HttpError(400, problem ?? COUPON_MESSAGES.invalid, "INVALID_COUPON", { success: false });
	return coupon;
}
/** A paid (partial) discount is counted when the money arrives, whatever the limit says by then. */
var REDEEM_PAID_SQL = "UPDATE coupons SET times_redeemed = times_redeemed + 1 WHERE code = ?";
// src/server/payments/upgrade.ts
var alreadyPaid = () => new HttpError(409, "This itinerary already has full access.", "ALREADY_PAID");
/** An owner email on the product's own domain is a placeholder: checkout asks for an address. */
function isPlaceholderEmail(email, siteUrl = config().SITE_URL) {
	if (!email?.trim()) return true;
	const host = new URL(siteUrl).hostname.replace(/^www\./, "").toLowerCase();
	return email.trim().toLowerCase().endsWith(`@${host}`);
}
var KNOWN_TYPES = /* @__PURE__ */ new Set([
	"card",
	"apple_pay",
	"google_pay",
	"link"
]);
/** card / apple_pay / google_pay / link / other, from the latest charge (wallets ride on cards). */
function paymentMethodTypeOf(intent) {
	const details = (typeof intent.latest_charge === "object" ? intent.latest_charge : null)?.payment_method_details;
	const wallet = details?.card?.wallet?.type;
	if (wallet === "apple_pay") return "apple_pay";
	if (wallet === "google_pay") return "google_pay";
	const type = details?.type ?? intent.payment_method_types[0] ?? "other";
	return KNOWN_TYPES.has(type) ? type : "other";
}
function receiptUrlOf(intent) {
	return (typeof intent.latest_charge === "object" ? intent.latest_charge : null)?.receipt_url ?? null;
}
/**
* Marks the itinerary paid and records the payment, once. Returns whether this call did it
* (false: this PaymentIntent was already recorded). A free upgrade of an itinerary that is
* already paid is a 409, and one whose coupon ran out meanwhile a 400.
*/
async function upgradeProject(handle, record, options = {}) {
	const now = Date.now();
	const upgraded = await handle.write(async (db) => {
		const tx = await db.$client.transaction("write");
		try {
			const row = (await tx.execute({
				sql: "SELECT is_paid, owner_email FROM projects WHERE id = ?",
				args: [record.projectRowId]
			})).rows[0];
			if (!row) throw unknownItinerary();
			if (options.freeCouponId !== void 0) {
				if (Number(row.is_paid)) throw alreadyPaid();
				if ((await tx.execute({
					sql: "UPDATE coupons SET times_redeemed = times_redeemed + 1 WHERE id = ? AND active = 1 AND (max_redemptions IS NULL OR times_redeemed < max_redemptions) AND (expires_at IS NULL OR expires_at > ?)",
					args: [options.freeCouponId, now]
				})).rowsAffected === 0) throw new HttpError(400, COUPON_MESSAGES.usedUp, "INVALID_COUPON", { success: false });
			}
			if ((await tx.execute({
				sql: "INSERT INTO payments (project_id, stripe_payment_intent_id, amount, original_amount, currency, status, payment_method_type, receipt_url, coupon_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(stripe_payment_intent_id) DO NOTHING",
				args: [
					record.projectRowId,
					record.stripePaymentIntentId,
					record.amount,
					record.originalAmount,
					record.currency,
					record.status,
					record.paymentMethodType,
					record.receiptUrl,
					record.couponCode,
					now
				]
			})).rowsAffected === 0) {
				await tx.rollback();
				return false;
			}
			if (options.freeCouponId === void 0 && record.couponCode) await tx.execute({
				sql: REDEEM_PAID_SQL,
				args: [record.couponCode]
			});
			const ownerEmail = options.ownerEmail && isPlaceholderEmail(row.owner_email) ? options.ownerEmail : row.owner_email;
			await tx.execute({
				sql: "UPDATE projects SET is_paid = 1, show_map_tab = 1, owner_email = ?, stripe_payment_intent_id = NULL, version = version + 1, updated_at = ? WHERE id = ?",
				args: [
					ownerEmail,
					now,
					record.projectRowId
				]
			});
			await tx.commit();
			return true;
		} finally {
			tx.close();
		}
	});
	if (upgraded) await emailCodesAfterUpgrade(handle, record.projectRowId);
	return upgraded;
}
/** The codes go to the owner once, after the upgrade; a mail failure never undoes a payment. */
async function emailCodesAfterUpgrade(handle, projectRowId) {
	const project = await handle.db.query.projects.findFirst({ where: (p, { eq }) => eq(p.id, projectRowId) });
	if (!project?.ownerEmail || isPlaceholderEmail(project.ownerEmail)) return;
	try {
		const outcome = await sendAccessCodesEmail(handle, project, project.ownerEmail, null, { quiet: true });
		if (!outcome.sent) console.info(`The access codes email after an upgrade was not sent (${outcome.reason}).`);
	} catch (error) {
		console.error("The access codes email after an upgrade could not be sent", error);
	}
}
// src/server/payments/stripe.ts
/**
* The one Stripe client of the process, built from the configuration. `null` when
* STRIPE_SECRET_KEY is not set: card payments are then off and only free (coupon) upgrades work.
* STRIPE_API_URL points the SDK at a local stand-in in tests; production leaves it unset.
*/
var cached;
/** SDK options for a Stripe API base URL (host, port, protocol), or none for api.stripe.com. */
function stripeEndpointOptions(apiUrl) {
	if (!apiUrl) return {};
	const url = new URL(apiUrl);
	const protocol = url.protocol === "http:" ? "http" : "https";
	return {
		host: url.hostname,
		port: url.port || (protocol === "http" ? 80 : 443),
		protocol
	};
}
function createStripeClient(cfg) {
	if (!cfg.STRIPE_SECRET_KEY) return null;
	return new Stripe(cfg.STRIPE_SECRET_KEY, {
		...stripeEndpointOptions(cfg.STRIPE_API_URL),
		maxNetworkRetries: 2,
		timeout: 2e4,
		telemetry: false
	});
}
function stripeClient() {
	const cfg = config();
	if (!cfg.STRIPE_SECRET_KEY) return null;
	if (cached?.key !== cfg.STRIPE_SECRET_KEY) {
		const client = createStripeClient(cfg);
		if (!client) return null;
		cached = {
			key: cfg.STRIPE_SECRET_KEY,
			client
		};
	}
	return cached.client;
}
// src/server/payments/payments.ts
var OPEN_STATUSES = /* @__PURE__ */ new Set([
	"requires_payment_method",
	"requires_confirmation",
	"requires_action",
	"processing"
]);
function pricing() {
	const cfg = config();
	return {
		amount: cfg.FULL_ACCESS_PRICE_CENTS,
		currency: cfg.PAYMENT_CURRENCY
	};
}
var notConfigured = () => new HttpError(400, PAYMENT_MESSAGES.notConfigured, "PAYMENTS_NOT_CONFIGURED");
/** Stripe failures (network, declined API call) become one 502 the checkout can show. */
async function callStripe(call, message = PAYMENT_MESSAGES.providerError) {
	try {
		return await call();
	} catch (error) {
		if (error instanceof HttpError) throw error;
		if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) throw new HttpError(400, PAYMENT_MESSAGES.unknownPayment, "PAYMENT_MISMATCH");
		console.error("Stripe call failed", error);
		throw new HttpError(502, message, "PAYMENT_PROVIDER_ERROR");
	}
}
/**
* POST …/upgrade: the PaymentIntent to pay with. The itinerary's open intent is reused (reset to
* the full price: a coupon is applied again on the checkout page); otherwise a new one is made
* with an idempotency key derived from the project, price and the intent it replaces, so two
* clicks at once get the same intent.
*/
async function startUpgrade(handle, sessionId, projectId) {
	const { project } = await requireProjectGrant(handle, sessionId, projectId, "admin");
	if (project.isPaid) throw alreadyPaid();
	const { amount, currency } = pricing();
	const stripe = stripeClient();
	if (!stripe) return {
		success: true,
		clientSecret: null,
		configured: false,
		amount,
		currency
	};
	const intent = await callStripe(() => openIntentFor(handle, stripe, project), PAYMENT_MESSAGES.upgradeFailed);
	if (intent.status === "succeeded") {
		await recordSucceededIntent(handle, project, intent);
		throw alreadyPaid();
	}
	return {
		success: true,
		clientSecret: intent.client_secret,
		amount: intent.amount,
		currency: intent.currency
	};
}
async function openIntentFor(handle, stripe, project) {
	const { amount, currency } = pricing();
	if (project.stripePaymentIntentId) {
		const existing = await stripe.paymentIntents.retrieve(project.stripePaymentIntentId, { expand: ["latest_charge"] });
		if (existing.status === "succeeded") return existing;
		if (OPEN_STATUSES.has(existing.status) && existing.metadata.projectId === project.projectId && existing.currency === currency) {
			if (existing.status === "processing" || existing.amount === amount && !existing.metadata.couponCode) return existing;
			return stripe.paymentIntents.update(existing.id, {
				amount,
				metadata: { couponCode: "" }
			});
		}
	}
	const created = await stripe.paymentIntents.create({
		amount,
		currency,
		automatic_payment_methods: { enabled: true },
		description: "Full Access Itinerary",
		metadata: { projectId: project.projectId }
	}, { idempotencyKey: `upgrade:${project.projectId}:${amount}:${currency}:${project.stripePaymentIntentId ?? "first"}` });
	await handle.write((db) => db.update(projects).set({ stripePaymentIntentId: created.id }).where(eq(projects.id, project.id)));
	return created;
}
/** The amount a PaymentIntent must carry: the price after the coupon the server put in its metadata. */
async function expectedAmount(handle, couponCode) {
	const { amount } = pricing();
	if (!couponCode) return amount;
	const coupon = await findCoupon(handle, couponCode);
	return coupon ? priceAfterCoupon(amount, coupon).finalAmount : amount;
}
/**
* Checks a PaymentIntent against the itinerary (status, currency, project, amount after the
* coupon) and, when everything matches, upgrades it once. Used by confirm-payment and the webhook.
*/
async function recordSucceededIntent(handle, project, intent, ownerEmail) {
	if (intent.metadata.projectId !== project.projectId) throw new HttpError(400, PAYMENT_MESSAGES.otherProject, "PAYMENT_MISMATCH");
	if (intent.status !== "succeeded") throw new HttpError(400, PAYMENT_MESSAGES.notCompleted, "PAYMENT_NOT_COMPLETED");
	const couponCode = intent.metadata.couponCode ? normalizeCouponCode(intent.metadata.couponCode) : void 0;
	const { amount: price, currency } = pricing();
	if (intent.currency !== currency || intent.amount !== await expectedAmount(handle, couponCode)) throw new HttpError(400, PAYMENT_MESSAGES.wrongAmount, "PAYMENT_MISMATCH");
	return upgradeProject(handle, {
		projectRowId: project.id,
		stripePaymentIntentId: intent.id,
		amount: intent.amount,
		originalAmount: price,
		currency: intent.currency,
		status: intent.status,
		paymentMethodType: paymentMethodTypeOf(intent),
		receiptUrl: receiptUrlOf(intent),
		couponCode: couponCode ?? null
	}, { ownerEmail });
}
/** POST …/confirm-payment: asks Stripe whether the money is there, then upgrades (idempotent). */
async function confirmPayment(handle, sessionId, projectId, input) {
	const { project } = await requireProjectGrant(handle, sessionId, projectId, "admin");
	const stripe = stripeClient();
	if (!stripe) throw notConfigured();
	const intent = await callStripe(() => stripe.paymentIntents.retrieve(input.paymentIntentId, { expand: ["latest_charge"] }));
	if (input.couponCode && normalizeCouponCode(input.couponCode) !== normalizeCouponCode(intent.metadata.couponCode ?? "")) throw new HttpError(400, PAYMENT_MESSAGES.wrongCoupon, "PAYMENT_MISMATCH");
	await recordSucceededIntent(handle, project, intent, input.ownerEmail || void 0);
	return {
		success: true,
		project: {
			id: project.id,
			projectId: project.projectId
		}
	};
}
/**
* GET …/payments, the itinerary's receipts, newest first: for an admin of the itinerary, or its signed-in owner (the dashboard's 'View
* Receipts'). Anyone else gets the admin check's answer.
*/
async function listPayments(handle, sessionId, projectId, user = null) {
	const project = (user ? await findOwnedProject(handle, user, projectId) : void 0) ?? (await requireProjectGrant(handle, sessionId, projectId, "admin")).project;
	return (await handle.db.query.payments.findMany({
		where: eq(payments.projectRowId, project.id),
		orderBy: [desc(payments.createdAt), desc(payments.id)]
	})).map((p) => ({
		id: p.id,
		amount: p.amount,
		currency: p.currency,
		status: p.status,
		paymentMethodType: p.paymentMethodType,
		receiptUrl: p.receiptUrl,
		createdAt: p.createdAt.toISOString()
	}));
}
/** GET …/checkout, also called by the server-rendered checkout page (admin only). */
async function loadCheckout(handle, sessionId, projectId) {
	const { project } = await requireProjectGrant(handle, sessionId, projectId, "admin");
	const cfg = config();
	return {
		project: {
			projectId: project.projectId,
			name: project.customTitle || project.name,
			accessCode: project.accessCode,
			adminCode: project.adminCode,
			isPaid: project.isPaid,
			needsEmail: isPlaceholderEmail(project.ownerEmail)
		},
		...pricing(),
		publishableKey: cfg.STRIPE_SECRET_KEY ? cfg.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null : null
	};
}
export { notConfigured as a, startUpgrade as c, isPlaceholderEmail as d, upgradeProject as f, requireUsableCoupon as h, loadCheckout as i, stripeClient as l, priceAfterCoupon as m, confirmPayment as n, pricing as o, normalizeCouponCode as p, listPayments as r, recordSucceededIntent as s, callStripe as t, alreadyPaid as u };
