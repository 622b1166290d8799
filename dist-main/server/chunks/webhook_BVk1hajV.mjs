import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as readBody, o as json, t as apiRoute } from "./http_BJBlwemE.mjs";
import { li as MAX_STRIPE_WEBHOOK_BYTES, ln as stripeEvents, xn as eq, xr as config } from "./schemas_BP9cnbZP.mjs";
import { r as findProjectByPublicId } from "./access_txSEE2fX.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { l as stripeClient, s as recordSucceededIntent } from "./payments_heRm6k60.mjs";
// src/server/payments/webhook.ts
/**
* Stripe's webhook: a buyer who closes the tab after paying still gets the upgrade.
* The signature is checked on the raw body with a 300 s tolerance; each event id is recorded once
* (stripe_events' primary key), so duplicates and retries change nothing. Unknown events get 200
* so Stripe stops sending them; an event that failed to apply is not recorded and gets a 500, so
* Stripe retries it.
*/
var WEBHOOK_TOLERANCE_SECONDS = 300;
async function handleStripeWebhook(handle, request) {
	const stripe = stripeClient();
	const secret = config().STRIPE_WEBHOOK_SECRET;
	if (!stripe || !secret) throw new HttpError(400, "Stripe webhooks are not configured.", "PAYMENTS_NOT_CONFIGURED");
	const signature = request.headers.get("stripe-signature");
	if (!signature) throw new HttpError(400, "Missing Stripe signature.", "VALIDATION_FAILED");
	const payload = Buffer.from(await readBody(request, MAX_STRIPE_WEBHOOK_BYTES));
	let event;
	try {
		event = await stripe.webhooks.constructEventAsync(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
	} catch {
		throw new HttpError(400, "Invalid Stripe signature.", "VALIDATION_FAILED");
	}
	if (await handle.db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, event.id) })) return {
		received: true,
		duplicate: true
	};
	if (event.type === "payment_intent.succeeded") await applySucceededIntent(handle, stripe, event.data.object);
	await handle.write((db) => db.insert(stripeEvents).values({
		id: event.id,
		type: event.type
	}).onConflictDoNothing());
	return { received: true };
}
/**
* The event's copy of the intent is fetched again (with its latest charge, for the receipt and
* the payment method) and checked like confirm-payment does. An intent that names no itinerary
* of ours, or does not match its price, is logged and acknowledged: retrying would not fix it.
*/
async function applySucceededIntent(handle, stripe, eventIntent) {
	const projectId = eventIntent.metadata.projectId;
	const project = projectId ? await findProjectByPublicId(handle, projectId) : void 0;
	if (!project) {
		console.warn(`[stripe] payment_intent.succeeded ${eventIntent.id} names no itinerary here`);
		return;
	}
	const intent = await stripe.paymentIntents.retrieve(eventIntent.id, { expand: ["latest_charge"] });
	try {
		await recordSucceededIntent(handle, project, intent);
	} catch (error) {
		if (error instanceof HttpError && error.status < 500) {
			console.error(`[stripe] payment_intent.succeeded ${intent.id} refused: ${error.message}`);
			return;
		}
		throw error;
	}
}
// src/pages/api/stripe/webhook.ts
var webhook_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/stripe/webhook: Stripe's server calls this with no cookie and no Origin;
* the signature over the raw body is the only credential, so the body is read as text, untouched.
*/
var POST = apiRoute(async (ctx) => json(await handleStripeWebhook(ctx.db, ctx.request)));
// \0virtual:astro:page:src/pages/api/stripe/webhook@_@ts
var page = () => webhook_exports;
export { page };
