import { D as firstIssueMessage, ui as MINUTE_MS, xr as config } from "./schemas_BP9cnbZP.mjs";
import { a as sessionCookie, d as bodyLimitFor, f as isBodyTooLarge, i as isShortSession, r as extendSession, t as createSession } from "./sessions_DvI4HdtN.mjs";
import { a as HttpError, d as database } from "./rate-limit_CGfom9Ik.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import ipaddr from "ipaddr.js";
// src/server/http/client-address.ts
/**
* Who a request comes from, for every per-client limit (wrong codes, creations, email, uploads).
*
* - Without a trusted proxy the client is the socket's peer.
* - Behind N trusted proxies (TRUST_PROXY=true is one, a number is that many), each proxy appends
*   the address it received the request from to X-Forwarded-For, so the client is the N-th entry
*   from the right. Entries further left were written by the client and prove nothing: reading
*   the left-most one would let anyone pick a fresh address per request.
* - IPv6 clients are counted by their /64: one subscriber or server usually holds a whole /64,
*   so counting single addresses would give them endless fresh clients. IPv4-mapped IPv6
*   addresses count as the IPv4 address they carry.
*/
/** An address as rate limits count it: IPv4 as is, IPv6 as its /64 prefix; anything else as given. */
function limitKeyForAddress(address) {
	const trimmed = address.trim().replace(/^\[|\]$/g, "");
	if (!ipaddr.isValid(trimmed)) return trimmed || "unknown";
	const parsed = ipaddr.process(trimmed);
	if (parsed.kind() === "ipv4") return parsed.toString();
	return `${parsed.parts.slice(0, 4).map((p) => p.toString(16)).join(":")}::/64`;
}
/**
* The client's address: the socket peer, or with `trustedHops` proxies in front, the entry of
* X-Forwarded-For that the outermost trusted proxy wrote.
*/
function clientAddressFrom(peer, forwardedFor, trustedHops) {
	if (trustedHops > 0 && forwardedFor) {
		const hops = forwardedFor.split(",").map((entry) => entry.trim()).filter(Boolean);
		const entry = hops[Math.max(0, hops.length - trustedHops)];
		if (entry) return limitKeyForAddress(entry);
	}
	return limitKeyForAddress(peer ?? "");
}
// src/server/http/http.ts
function json(body, init = {}) {
	const headers = new Headers(init.headers);
	headers.set("Content-Type", "application/json; charset=utf-8");
	headers.set("Cache-Control", "no-store");
	return new Response(JSON.stringify(body), {
		...init,
		headers
	});
}
function errorResponse(error) {
	if (error instanceof HttpError) {
		const body = {
			...error.details,
			message: error.message
		};
		if (error.code) body.code = error.code;
		return json(body, {
			status: error.status,
			headers: error.headers
		});
	}
	console.error("Unhandled API error", error);
	return json({ message: "Something went wrong. Please try again." }, { status: 500 });
}
/** Wraps an endpoint: opens the database, maps thrown errors to JSON responses. */
function apiRoute(handler) {
	return async (ctx) => {
		try {
			const db = await database();
			return await handler(Object.assign(ctx, { db }));
		} catch (error) {
			if (ctx.request.signal.aborted && !(error instanceof HttpError)) return new Response(null, { status: 499 });
			return errorResponse(error);
		}
	};
}
/**
* The one way a request body is read: its bytes, at most the route's limit (../body-limits.ts),
* counted while they stream, declared length or not. Past the limit: 413, and nothing more is read.
*/
async function readBody(request, limit = bodyLimitFor(new URL(request.url).pathname, request.headers.get("content-type")).bytes) {
	if (Number(request.headers.get("content-length") ?? "0") > limit) throw payloadTooLarge();
	if (!request.body) return /* @__PURE__ */ new Uint8Array(0);
	const chunks = [];
	let size = 0;
	const reader = request.body.getReader();
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			size += value.byteLength;
			if (size > limit) {
				await reader.cancel().catch(() => void 0);
				throw payloadTooLarge();
			}
			chunks.push(value);
		}
	} catch (error) {
		if (isBodyTooLarge(error)) throw payloadTooLarge();
		throw error;
	}
	return Buffer.concat(chunks);
}
/** The body as text (UTF-8), through readBody. */
async function readText(request, limit) {
	return new TextDecoder().decode(await readBody(request, limit));
}
/** A form post (application/x-www-form-urlencoded), through readBody. */
async function readForm(request) {
	return new URLSearchParams(await readText(request));
}
/** Reads a JSON body (at most the route's limit) and validates it; 413 past the cap, 400 when invalid. */
async function readJson(request, schema) {
	const text = await readText(request);
	let data = {};
	if (text.trim()) try {
		data = JSON.parse(text);
	} catch {
		throw new HttpError(400, "The request body is not valid JSON.", "VALIDATION_FAILED");
	}
	const parsed = schema.safeParse(data);
	if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error), "VALIDATION_FAILED");
	return parsed.data;
}
/** Validates a URL's query parameters (the last value of a repeated one) like a body: 400 when invalid. */
function readQuery(url, schema) {
	const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
	if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error), "VALIDATION_FAILED");
	return parsed.data;
}
function payloadTooLarge() {
	return new HttpError(413, "The request is too large.", "PAYLOAD_TOO_LARGE");
}
/** The client's address for rate limits (./client-address.ts): behind TRUST_PROXY proxies, from X-Forwarded-For. */
function clientAddress(ctx) {
	let peer;
	try {
		peer = ctx.clientAddress;
	} catch {
		peer = void 0;
	}
	return clientAddressFrom(peer, ctx.request.headers.get("x-forwarded-for"), config().TRUST_PROXY);
}
function setSessionCookie(ctx, token, expiresAt) {
	const { name, secure } = sessionCookie(config().isProduction);
	ctx.cookies.set(name, token, {
		httpOnly: true,
		sameSite: "lax",
		secure,
		path: "/",
		expires: expiresAt
	});
}
function clearSessionCookie(ctx) {
	const { name, secure } = sessionCookie(config().isProduction);
	ctx.cookies.set(name, "", {
		httpOnly: true,
		sameSite: "lax",
		secure,
		path: "/",
		maxAge: 0
	});
}
function readSessionToken(ctx) {
	return ctx.cookies.get(sessionCookie(config().isProduction).name)?.value || void 0;
}
/**
* This browser's session id. A browser that has a session keeps it (a short one becomes full when
* `lifetime` is 'full': it opened a real itinerary); otherwise a guest session and its cookie are
* created, at most NEW_SESSIONS_PER_CLIENT_PER_MINUTE a minute per client address (429 past it),
* so a script that drops its cookie cannot mint sessions without end (docs/security.md#sessions-per-client).
*/
async function ensureSession(ctx, db, lifetime = "full") {
	const current = ctx.locals.session;
	if (current) {
		const token = readSessionToken(ctx);
		if (lifetime === "full" && isShortSession(current) && token) setSessionCookie(ctx, token, await extendSession(db, current));
		return current.id;
	}
	await takeAllowance(db, `sessions:client:${clientAddress(ctx)}`, 30, "Many people have just opened itineraries from your connection.", MINUTE_MS);
	const { session, token } = await createSession(db, null, /* @__PURE__ */ new Date(), lifetime);
	setSessionCookie(ctx, token, session.expiresAt);
	ctx.locals.session = session;
	return session.id;
}
export { errorResponse as a, readBody as c, readQuery as d, readSessionToken as f, ensureSession as i, readForm as l, limitKeyForAddress as m, clearSessionCookie as n, json as o, setSessionCookie as p, clientAddress as r, payloadTooLarge as s, apiRoute as t, readJson as u };
