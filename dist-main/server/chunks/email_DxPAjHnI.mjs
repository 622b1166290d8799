import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as readBody, o as json, r as clientAddress, s as payloadTooLarge, t as apiRoute } from "./http_BJBlwemE.mjs";
import { wt as constantTimeEqual, xr as config } from "./schemas_BP9cnbZP.mjs";
import { i as takeAllowance, t as refuseWhileLocked } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { n as receiveEmail, r as headerAddresses, t as appReceiveDeps } from "./receive_B5Q9u3C-.mjs";
// src/server/inbound/webhook.ts
var HEADER_RECIPIENTS = [
	"delivered-to",
	"x-original-to",
	"to",
	"cc"
];
var WRONG_SECRETS = "Too many wrong inbound secrets from this address.";
/** The Bearer secret, or 401; wrong ones are counted per client, which is refused past its cap. */
async function requireSecret(request, secret, handle, client) {
	const key = `inbound-secret:client:${client}`;
	await refuseWhileLocked(handle, key, WRONG_SECRETS);
	const header = request.headers.get("authorization") ?? "";
	const match = /^Bearer\s+(.+)$/i.exec(header.trim());
	if (!match?.[1] || !constantTimeEqual(match[1].trim(), secret)) {
		await takeAllowance(handle, key, 20, WRONG_SECRETS);
		throw new HttpError(401, "Missing or wrong inbound secret.", "UNAUTHORIZED", {}, { "WWW-Authenticate": "Bearer" });
	}
}
/** The addresses in the message's own recipient headers (folded lines joined). */
function headerRecipients(raw) {
	return headerAddresses(raw, HEADER_RECIPIENTS);
}
function listParam(values) {
	return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}
async function receiveWebhookEmail(request, url, handle, client) {
	const cfg = config();
	if (!cfg.INBOUND_WEBHOOK_SECRET) throw notFound("Not found.");
	await requireSecret(request, cfg.INBOUND_WEBHOOK_SECRET, handle, client);
	const raw = Buffer.from(await readBody(request, cfg.INBOUND_MAX_BYTES));
	if (raw.length === 0) throw new HttpError(400, "The message is empty.", "VALIDATION_FAILED");
	const queryTo = listParam(url.searchParams.getAll("to"));
	const headerTo = listParam([request.headers.get("x-original-to") ?? ""]);
	const envelope = {
		rcptTo: (queryTo.length ? queryTo : headerTo.length ? headerTo : headerRecipients(raw)).slice(0, 50),
		mailFrom: url.searchParams.get("from")?.trim() || null,
		remoteAddress: url.searchParams.get("ip")?.trim() || null,
		heloName: url.searchParams.get("helo")?.trim() || null
	};
	const outcome = await receiveEmail(raw, envelope, await appReceiveDeps());
	if (outcome.status === "too-large") throw payloadTooLarge();
	if (outcome.status === "dropped") return {
		status: 202,
		body: { status: "dropped" }
	};
	return {
		status: 200,
		body: outcome
	};
}
// src/pages/api/inbound/email.ts
var email_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/**
* POST /api/inbound/email: a raw RFC 822 message from an inbound-mail provider or relay,
* authenticated with INBOUND_WEBHOOK_SECRET (404 while unset). See src/server/inbound/webhook.ts.
*/
var POST = apiRoute(async (ctx) => {
	const { status, body } = await receiveWebhookEmail(ctx.request, ctx.url, ctx.db, clientAddress(ctx));
	return json(body, { status });
});
// \0virtual:astro:page:src/pages/api/inbound/email@_@ts
var page = () => email_exports;
export { page };
