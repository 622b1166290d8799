import { Kr as EXAMPLE_SESSION_TTL_MS, Qn as sql, bt as holdNames, cn as sessions, dt as prepared, hr as MESSAGES, ii as MAX_API_BODY_BYTES, jt as sha256, kt as randomToken, li as MAX_STRIPE_WEBHOOK_BYTES, oi as MAX_FORM_BODY_BYTES, pi as SESSION_TTL_MS, si as MAX_HEADER_IMAGE_BYTES, wt as constantTimeEqual, xn as eq, xr as config } from "./schemas_BP9cnbZP.mjs";
// src/server/http/body-limits.ts
/**
* How large a request body each route may send. Every body is read through one size-limited
* stream with its route's limit, whether or not it declares a Content-Length: the Node server
* (../node/guard.ts) counts the bytes as they arrive and answers 413 the moment the limit is
* passed, and the app's own readers (readBody in ./http.ts) stop at the same limit.
*/
var FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
var TOO_LARGE = "The request is too large.";
/** The most bytes a request to `pathname` may carry, and what the 413 says past it. */
function bodyLimitFor(pathname, contentType) {
	const path = pathname.replace(/\/+$/, "");
	if (path === "/api/inbound/email") return {
		bytes: config().INBOUND_MAX_BYTES,
		message: "The message is too large."
	};
	if (path === "/api/stripe/webhook") return {
		bytes: MAX_STRIPE_WEBHOOK_BYTES,
		message: TOO_LARGE
	};
	if (path.startsWith("/uploads/")) return {
		bytes: MAX_HEADER_IMAGE_BYTES,
		message: MESSAGES.imageTooLarge
	};
	if (contentType && FORM_TYPES.test(contentType)) return {
		bytes: MAX_FORM_BODY_BYTES,
		message: TOO_LARGE
	};
	if (path.startsWith("/api/")) return {
		bytes: MAX_API_BODY_BYTES,
		message: TOO_LARGE
	};
	return {
		bytes: MAX_FORM_BODY_BYTES,
		message: TOO_LARGE
	};
}
/** Thrown into the body stream once it passes its limit; readers turn it into a 413. */
var BodyTooLargeError = class extends Error {
	limit;
	code = "PAYLOAD_TOO_LARGE";
	constructor(limit) {
		super(`The request body is larger than ${limit} bytes.`);
		this.limit = limit;
		this.name = "BodyTooLargeError";
	}
};
/** True for the error a limited body stream fails with (also when it arrives wrapped by the runtime). */
function isBodyTooLarge(error) {
	for (let e = error, depth = 0; e && depth < 4; e = e.cause, depth++) if (e instanceof BodyTooLargeError || e.code === "PAYLOAD_TOO_LARGE") return true;
	return false;
}
// src/server/auth/sessions.ts
/**
* Sessions written after the Lucia guide (ADR 003).
*
* token = id + "." + secret, where secret is 32 random bytes; only SHA-256(secret) is stored and
* it is compared in constant time. Sessions last 30 days and slide forward when less than half is
* left; the last-verified time is written at most hourly. A short session (an example
* itinerary's visitor) lasts EXAMPLE_SESSION_TTL_MS and never slides; it is told apart by its own
* lifetime, shorter than SESSION_TTL_MS, which no full session ever has (they start at it and only
* move forward).
*/
function sessionCookie(isProduction) {
	return isProduction ? {
		name: "__Host-session",
		secure: true
	} : {
		name: "session",
		secure: false
	};
}
var lifetimeMs = (lifetime) => lifetime === "short" ? EXAMPLE_SESSION_TTL_MS : SESSION_TTL_MS;
/** True for a short session: its whole lifetime is under a full session's. */
function isShortSession(session) {
	return session.expiresAt.getTime() - session.createdAt.getTime() < SESSION_TTL_MS;
}
async function createSession(handle, userId = null, now = /* @__PURE__ */ new Date(), lifetime = "full") {
	const id = randomToken(20);
	const secret = randomToken(32);
	const values = {
		id,
		secretHash: sha256(secret),
		userId,
		createdAt: now,
		lastVerifiedAt: now,
		expiresAt: new Date(now.getTime() + lifetimeMs(lifetime))
	};
	const [session] = await handle.write((db) => db.insert(sessions).values(values).returning());
	if (!session) throw new Error("Session was not created");
	return {
		session,
		token: `${id}.${secret}`
	};
}
/** A cookie's token split into the session id and its secret, or null when it is malformed. */
function splitSessionToken(token) {
	const [id, secret, ...rest] = token.split(".");
	if (!id || !secret || rest.length > 0 || id.length > 64 || secret.length > 128) return null;
	return {
		id,
		secret
	};
}
function sessionState(session, secret, now = /* @__PURE__ */ new Date()) {
	if (!constantTimeEqual(sha256(secret), session.secretHash)) return "invalid";
	return sessionTimeState(session, now);
}
/**
* What the clock says of a session whose secret was checked already: expired, due for renewal or a
* touch, or valid. Short sessions are never renewed.
*/
function sessionTimeState(session, now = /* @__PURE__ */ new Date()) {
	if (session.expiresAt.getTime() <= now.getTime()) return "expired";
	if (!isShortSession(session) && session.expiresAt.getTime() - now.getTime() < 1296e6) return "renew";
	if (now.getTime() - session.lastVerifiedAt.getTime() >= 36e5) return "touch";
	return "valid";
}
async function validateSessionToken(handle, token, now = /* @__PURE__ */ new Date()) {
	const parts = splitSessionToken(token);
	if (!parts) return null;
	const session = await prepared(handle, "sessionById", (db) => db.select().from(sessions).where(eq(sessions.id, sql.placeholder("id"))).limit(1).prepare()).get({ id: parts.id });
	if (!session) return null;
	const state = sessionState(session, parts.secret, now);
	if (state === "invalid") return null;
	if (state === "expired") {
		await deleteSession(handle, session.id);
		return null;
	}
	const renew = state === "renew";
	if (renew || state === "touch") {
		const patch = { lastVerifiedAt: now };
		if (renew) patch.expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
		await handle.write((db) => db.update(sessions).set(patch).where(eq(sessions.id, session.id)));
		Object.assign(session, patch);
	}
	return {
		session,
		renewed: renew
	};
}
/**
* Makes a short session a full one (its browser opened a real itinerary): it lasts SESSION_TTL_MS
* from `now` and slides from then on. The new expiry, for the cookie.
*/
async function extendSession(handle, session, now = /* @__PURE__ */ new Date()) {
	const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
	await handle.write((db) => db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id)));
	session.expiresAt = expiresAt;
	return expiresAt;
}
/** Ends a session (signed out, or found expired); the names it wrote under stay held (../guests/name-holds.ts). */
async function deleteSession(handle, sessionId, now = Date.now()) {
	await handle.write((db) => db.batch([...holdNames(db, (column) => eq(column, sessionId), now), db.delete(sessions).where(eq(sessions.id, sessionId))]));
}
export { sessionCookie as a, splitSessionToken as c, bodyLimitFor as d, isBodyTooLarge as f, isShortSession as i, validateSessionToken as l, deleteSession as n, sessionState as o, extendSession as r, sessionTimeState as s, createSession as t, BodyTooLargeError as u };
