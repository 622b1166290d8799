import { On as isNull, fn as users, kt as randomToken, xn as eq, xr as config, yn as and } from "./schemas_BP9cnbZP.mjs";
// src/server/inbound/forwarding-address.ts
/**
* Personal forwarding addresses: `plans+<token>@domain`, where the token is a random
* secret stored on the user (users.forwarding_token). Mail to it belongs to that user without any
* sender check, so the token is as strong as a password reset link and rotating it revokes the old
* address at once. The shared address `plans@domain` carries no token; mail to it is trusted only
* after the sender checks in sender.ts.
*/
/** 15 random bytes: 24 characters of lower-case base32 (120 bits). */
var TOKEN_BYTES = 15;
var TOKEN_PATTERN = /^[a-z2-7]{24}$/;
/** The mail domain of the forwarding addresses: INBOUND_EMAIL_DOMAIN, else SITE_URL's host. */
function inboundDomain(cfg = config()) {
	return (cfg.INBOUND_EMAIL_DOMAIN ?? new URL(cfg.SITE_URL).hostname).toLowerCase();
}
function sharedAddress(cfg = config()) {
	return `${cfg.INBOUND_MAILBOX}@${inboundDomain(cfg)}`;
}
function personalAddress(token, cfg = config()) {
	return `${cfg.INBOUND_MAILBOX}+${token}@${inboundDomain(cfg)}`;
}
function generateForwardingToken() {
	return randomToken(TOKEN_BYTES);
}
/**
* What an envelope or header recipient means to us: a personal address, the shared one, or
* nothing (another domain or mailbox: null). The local part is compared case-insensitively, as
* every mail provider treats it; a malformed token is refused here, before any database lookup.
*/
function parseRecipient(address, cfg = config()) {
	const trimmed = address.trim().replace(/^<|>$/g, "").toLowerCase();
	const at = trimmed.lastIndexOf("@");
	if (at <= 0) return null;
	const local = trimmed.slice(0, at);
	if (trimmed.slice(at + 1).replace(/\.$/, "") !== inboundDomain(cfg)) return null;
	if (local === cfg.INBOUND_MAILBOX) return { kind: "shared" };
	const prefix = `${cfg.INBOUND_MAILBOX}+`;
	if (!local.startsWith(prefix)) return null;
	const token = local.slice(prefix.length);
	return TOKEN_PATTERN.test(token) ? {
		kind: "personal",
		token
	} : null;
}
/** True when the address is in the forwarding mailbox's domain (the SMTP listener's RCPT check). */
function isInboundDomain(address, cfg = config()) {
	const at = address.lastIndexOf("@");
	return at > 0 && address.slice(at + 1).trim().replace(/\.$/, "").toLowerCase() === inboundDomain(cfg);
}
async function findUserByForwardingToken(handle, token) {
	const [user] = await handle.db.select().from(users).where(eq(users.forwardingToken, token)).limit(1);
	return user;
}
function view(token) {
	return {
		address: personalAddress(token),
		sharedAddress: sharedAddress()
	};
}
/**
* GET /api/users/forwarding-address: the user's addresses, creating the token on first call. Two
* first calls at once both try to set it only while it is still empty, and both read back the one
* that won.
*/
async function getForwardingAddress(handle, user) {
	if (user.forwardingToken) return view(user.forwardingToken);
	await handle.write((db) => db.update(users).set({
		forwardingToken: generateForwardingToken(),
		updatedAt: /* @__PURE__ */ new Date()
	}).where(and(eq(users.id, user.id), isNull(users.forwardingToken))));
	const [row] = await handle.db.select({ token: users.forwardingToken }).from(users).where(eq(users.id, user.id)).limit(1);
	if (!row?.token) throw new Error("The forwarding address could not be created.");
	return view(row.token);
}
/** POST /api/users/forwarding-address/rotate: a new token; mail to the old address is refused. */
async function rotateForwardingAddress(handle, user) {
	const token = generateForwardingToken();
	await handle.write((db) => db.update(users).set({
		forwardingToken: token,
		updatedAt: /* @__PURE__ */ new Date()
	}).where(eq(users.id, user.id)));
	return view(token);
}
export { parseRecipient as a, isInboundDomain as i, getForwardingAddress as n, rotateForwardingAddress as o, inboundDomain as r, findUserByForwardingToken as t };
