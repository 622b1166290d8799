import { Jt as accessAttempts, Qn as sql, ti as HOUR_MS, xn as eq } from "./schemas_BP9cnbZP.mjs";
import { i as recordHit, l as tooManyRequests, n as countHit, r as lockedFor } from "./rate-limit_CGfom9Ik.mjs";
// src/server/limits/allowance.ts
/**
* "At most N a window" (an hour unless said) for actions that are allowed but costly: sending
* email, storing feedback, checking coupons, asking the geocoder. On the shared database counters
* of ./rate-limit.ts: with `takeAllowance` every attempt counts, the one that reaches N is still
* served, and later ones get 429 until the window that started with the first is over; with
* `reserveAllowance` / `returnAllowance` only the actions that succeed spend it.
*/
var windowRule = (max, windowMs) => ({
	max,
	windowMs,
	lockMs: (_strike, windowStart, now) => windowStart + windowMs - now
});
function rateLimited(message, retryAfterMs) {
	return tooManyRequests((seconds) => {
		const minutes = Math.ceil(seconds / 60);
		const hours = Math.ceil(minutes / 60);
		return `${message} Please try again in ${minutes > 90 ? `${hours} hours` : `${minutes} minute${minutes === 1 ? "" : "s"}`}.`;
	}, "RATE_LIMITED", retryAfterMs);
}
/** Counts one use of `key`, or throws 429 with `message` when the window's `max` is used up. */
async function takeAllowance(handle, key, max, message, windowMs = HOUR_MS, now = Date.now()) {
	await refuseWhileLocked(handle, key, message, now);
	const hit = await recordHit(handle, key, windowRule(max, windowMs), now);
	if (hit.count > max) throw rateLimited(message, (hit.lockedUntil ?? now + windowMs) - now);
}
/**
* For secrets a caller must know (a webhook's): only failures count. Before the secret is
* compared, a caller whose failures are used up is refused with 429; after a wrong one, call
* `countFailure`.
*/
async function refuseWhileLocked(handle, key, message, now = Date.now()) {
	const wait = await lockedFor(handle, key, now);
	if (wait > 0) throw rateLimited(message, wait);
}
/**
* For allowances only successes should spend ("N writes that succeed a window"): reserves one use
* of `key` in one atomic UPSERT that refuses to count past `max`, so parallel requests never hold
* more than `max` between them; throws 429 with `message` when none is left. Give the use back
* with `returnAllowance` when the action fails.
*/
async function reserveAllowance(handle, key, max, message, windowMs = HOUR_MS, now = Date.now()) {
	const row = await countHit(handle, key, windowMs, now, max);
	if (row) return {
		key,
		windowStart: row.windowStart.getTime()
	};
	const endsAt = ((await handle.db.query.accessAttempts.findFirst({
		where: eq(accessAttempts.key, key),
		columns: { windowStart: true }
	}))?.windowStart.getTime() ?? now) + windowMs;
	throw rateLimited(message, Math.max(1e3, endsAt - now));
}
/** Gives a reserved use back, only within the window it was taken from; never below zero. */
async function returnAllowance(handle, reservation) {
	await handle.write((db) => db.update(accessAttempts).set({ count: sql`max(${accessAttempts.count} - 1, 0)` }).where(sql`${accessAttempts.key} = ${reservation.key} and ${accessAttempts.windowStart} = ${reservation.windowStart}`));
}
export { takeAllowance as i, reserveAllowance as n, returnAllowance as r, refuseWhileLocked as t };
