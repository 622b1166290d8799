import { Dr as ACCESS_WINDOW_MS, Er as ACCESS_HOUR_MS, Jt as accessAttempts, On as isNull, Qn as sql, Tr as ACCESS_DAY_MS, Yt as calendarFeeds, an as projects, cn as sessions, dr as ACCESS_MESSAGES, dt as prepared, hr as MESSAGES, in as projectGrants, ti as HOUR_MS, wt as constantTimeEqual, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, c as retryAfter, i as recordHit, l as tooManyRequests, n as countHit, r as lockedFor, t as clearHits, u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
// src/server/access/code-budget.ts
/**
* The code-guessing budget of one itinerary (docs/security-codes.md): wrong access codes and
* wrong admin codes CHECKED per itinerary a day, whoever sends them, on top of the per-client
* limits of ./access.ts. Per-client limits alone let many addresses (or one IPv6 network) guess
* in parallel; this cap holds whatever the number of clients.
*
* A check is reserved (counted) by one atomic UPSERT before the code is compared, so concurrent
* requests can never be checked more times than the budget: the UPSERT's WHERE refuses the
* increment once the count reaches the budget, and a refused request is not compared at all. A
* right code gives its reservation back, so guests entering their own code never use it up.
* The window is fixed: it starts with the first reserved check and lasts ACCESS_DAY_MS.
*/
var CODE_BUDGETS = {
	access: 200,
	admin: 200
};
/** Keyed on the itinerary's public id, like the per-client keys of the same itinerary. */
var budgetKey = (kind, projectId) => `${kind}:budget:${projectId}`;
/**
* Counts one check against the itinerary's budget, or refuses it when the day's budget is spent.
* One statement: the conflict branch only increments while the count is under the budget (or
* the window has ended, which starts a new one), and returns no row when it refuses.
*/
async function reserveCodeCheck(handle, kind, projectId, now = Date.now()) {
	const row = await countHit(handle, budgetKey(kind, projectId), ACCESS_DAY_MS, now, CODE_BUDGETS[kind]);
	if (row) return {
		reserved: true,
		windowStart: row.windowStart.getTime()
	};
	const state = await readBudget(handle, kind, projectId, now);
	const until = state.resetsAt ? Date.parse(state.resetsAt) : now + ACCESS_DAY_MS;
	return {
		reserved: false,
		retryAfterMs: Math.max(1e3, until - now)
	};
}
/**
* Gives a reservation back (the code was right). Only within the window it was taken from, so a
* window that restarted meanwhile is not shortened; never below zero.
*/
async function returnCodeCheck(handle, kind, projectId, windowStart) {
	await handle.write((db) => db.update(accessAttempts).set({ count: sql`max(${accessAttempts.count} - 1, 0)` }).where(sql`${accessAttempts.key} = ${budgetKey(kind, projectId)} and ${accessAttempts.windowStart} = ${windowStart}`));
}
async function readBudget(handle, kind, projectId, now) {
	const limit = CODE_BUDGETS[kind];
	const row = await handle.db.query.accessAttempts.findFirst({
		where: eq(accessAttempts.key, budgetKey(kind, projectId)),
		columns: {
			count: true,
			windowStart: true
		}
	});
	const start = row?.windowStart.getTime();
	if (!row || start === void 0 || start <= now - 864e5 || row.count <= 0) return {
		used: 0,
		limit,
		spent: false,
		resetsAt: null
	};
	return {
		used: Math.min(row.count, limit),
		limit,
		spent: row.count >= limit,
		resetsAt: new Date(start + ACCESS_DAY_MS).toISOString()
	};
}
/** Both budgets of an itinerary, for its admins (the attack notice). */
async function codeBudgetStatus(handle, projectId, now = Date.now()) {
	const [access, admin] = await Promise.all([readBudget(handle, "access", projectId, now), readBudget(handle, "admin", projectId, now)]);
	return {
		access,
		admin
	};
}
/** The answer to a code that was not checked because the itinerary's budget is spent. */
function budgetSpent(kind, retryAfterMs) {
	const hours = Math.max(1, Math.ceil(retryAfterMs / HOUR_MS));
	const wait = `${hours} hour${hours === 1 ? "" : "s"}`;
	const message = kind === "access" ? `This itinerary is not accepting codes right now. Please ask your host for the quick link or try again in ${wait}.` : `This itinerary is not accepting admin codes right now. Please try again in ${wait}, or open it from the account that created it.`;
	return tooManyRequests(() => message, "CODES_PAUSED", retryAfterMs, { attemptsRemaining: 0 });
}
// src/server/feeds/revoke-feeds.ts
/**
* Ending calendar feeds with the grant that made them (docs/security.md#calendar-feeds-live-as-long-as-their-grant):
* the one statement Exit, new codes and demotion each run in their own batch. Its own module, so
* access code can end feeds without importing the feeds' service, which builds on access.
*/
/** Switches off for good the live feeds of one itinerary that also match `where`. */
function revokeFeeds(db, projectRowId, ...where) {
	return db.update(calendarFeeds).set({ revokedAt: /* @__PURE__ */ new Date() }).where(and(eq(calendarFeeds.projectRowId, projectRowId), isNull(calendarFeeds.revokedAt), ...where));
}
// src/server/access/access.ts
/**
* Who may see or edit which itinerary.
*
* A browser's session holds grants: viewer (the access code) or admin (the admin code, or the
* creator). Every endpoint that reads or writes a project asks this module first.
*/
var exampleIsReadOnly = () => new HttpError(403, ACCESS_MESSAGES.exampleReadOnly, "FORBIDDEN");
var pairRule = {
	max: 5,
	windowMs: ACCESS_WINDOW_MS,
	lockMs: (strike) => ACCESS_WINDOW_MS * 2 ** (strike - 1)
};
var dailyRule = {
	max: 20,
	windowMs: ACCESS_DAY_MS,
	lockMs: (_strike, windowStart, now) => windowStart + ACCESS_DAY_MS - now
};
var clientRule = {
	max: 30,
	windowMs: ACCESS_HOUR_MS,
	lockMs: (_strike, windowStart, now) => windowStart + ACCESS_HOUR_MS - now
};
var limitKeys = (scope, projectId, client) => ({
	pair: `${scope}:pair:${projectId}:${client}`,
	daily: `${scope}:day:${projectId}:${client}`,
	client: `${scope}:client:${client}`
});
function tooManyAttempts(retryAfterMs) {
	return tooManyRequests((seconds) => {
		const minutes = Math.ceil(seconds / 60);
		return `${MESSAGES.tooManyAttempts} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or reach out to your host.`;
	}, "TOO_MANY_ATTEMPTS", retryAfterMs, { attemptsRemaining: 0 });
}
/**
* What this session may do with an itinerary, and the itinerary's current version: one
* prepared query, run by every read of a page or of the API.
*/
async function findAccess(handle, sessionId, projectId) {
	if (!sessionId) return void 0;
	return prepared(handle, "accessBySessionAndProject", (db) => db.select({
		projectRowId: projects.id,
		version: projects.version,
		role: projectGrants.role
	}).from(projects).innerJoin(projectGrants, eq(projectGrants.projectRowId, projects.id)).where(and(eq(projects.projectId, sql.placeholder("projectId")), eq(projectGrants.sessionId, sql.placeholder("sessionId")))).limit(1).prepare()).get({
		projectId,
		sessionId
	});
}
/**
* Read access; else 404 for an itinerary that does not exist and 401 for one this browser has not
* opened. (Whether an id exists is public anyway: the preview answers it to anyone.)
*/
async function requireAccess(handle, sessionId, projectId) {
	const access = await findAccess(handle, sessionId, projectId);
	if (!access) throw await findProjectByPublicId(handle, projectId) ? noGrant() : unknownItinerary();
	return access;
}
var noGrant = () => new HttpError(401, "Please enter the access code to view this itinerary.", "UNAUTHORIZED");
async function findProjectByPublicId(handle, projectId) {
	return handle.db.query.projects.findFirst({ where: eq(projects.projectId, projectId) });
}
async function grantRole(handle, sessionId, project, role, email = null) {
	await handle.write((db) => db.batch([db.insert(projectGrants).values({
		sessionId,
		projectRowId: project.id,
		role,
		email
	}).onConflictDoUpdate({
		target: [projectGrants.sessionId, projectGrants.projectRowId],
		set: {
			role: sql`case when ${projectGrants.role} = 'admin' then 'admin' else excluded.role end`,
			email: sql`coalesce(excluded.email, ${projectGrants.email})`
		}
	}), db.update(sessions).set({ currentProjectId: project.id }).where(eq(sessions.id, sessionId))]));
}
async function findGrant(handle, sessionId, projectRowId) {
	return handle.db.query.projectGrants.findFirst({ where: and(eq(projectGrants.sessionId, sessionId), eq(projectGrants.projectRowId, projectRowId)) });
}
/** The project and the caller's role; 404 when there is no such project, 401 without a grant. */
async function requireProjectGrant(handle, sessionId, projectId, role = "viewer") {
	const project = await findProjectByPublicId(handle, projectId);
	const grant = project && sessionId ? await findGrant(handle, sessionId, project.id) : void 0;
	if (!project) throw unknownItinerary();
	if (!grant) throw noGrant();
	if (role === "admin" && grant.role !== "admin") throw new HttpError(403, "Admin access is required for this change.", "FORBIDDEN");
	if (role === "admin" && project.isExample) throw exampleIsReadOnly();
	return {
		project,
		role: grant.role,
		sessionId: grant.sessionId
	};
}
var CODE_CHECKS = {
	access: {
		role: "viewer",
		expected: (p) => p.accessCode,
		invalid: MESSAGES.invalidAccessCode
	},
	admin: {
		role: "admin",
		expected: (p) => p.adminCode,
		invalid: MESSAGES.invalidAdminCode
	}
};
/**
* Checks a code and, when it is right, grants this session the code's role. Wrong codes are
* counted per project and client, per project a day and per client an hour (access and admin
* codes separately); an unknown project is a 404, counted against the client's hour. On top of those,
* every check of an existing itinerary's code is reserved against its daily budget before the
* comparison (./code-budget.ts): once spent, codes of that kind are not compared at all.
*/
async function grantByCode(handle, kind, input, now) {
	const check = CODE_CHECKS[kind];
	const keys = limitKeys(kind, input.projectId, input.client);
	const waits = await Promise.all([
		keys.pair,
		keys.daily,
		keys.client
	].map((key) => lockedFor(handle, key, now)));
	const wait = Math.max(...waits);
	if (wait > 0) throw tooManyAttempts(wait);
	const project = await findProjectByPublicId(handle, input.projectId);
	if (!project) {
		const client = await recordHit(handle, keys.client, clientRule, now);
		if (client.count > clientRule.max) throw tooManyAttempts(client.lockedUntil ? client.lockedUntil - now : clientRule.windowMs);
		throw unknownItinerary();
	}
	if (kind === "admin" && project.isExample) throw exampleIsReadOnly();
	const reservation = await reserveCodeCheck(handle, kind, project.projectId, now);
	if (!reservation.reserved) throw budgetSpent(kind, reservation.retryAfterMs);
	if (constantTimeEqual(input.code, check.expected(project))) {
		await returnCodeCheck(handle, kind, project.projectId, reservation.windowStart);
		await clearHits(handle, keys.pair);
		await grantRole(handle, await input.ensureSession(project.isExample ? "short" : "full"), project, check.role, input.email || null);
		return { project };
	}
	const [pair, daily, client] = [
		await recordHit(handle, keys.pair, pairRule, now),
		await recordHit(handle, keys.daily, dailyRule, now),
		await recordHit(handle, keys.client, clientRule, now)
	];
	const until = Math.max(pair.lockedUntil ?? 0, daily.lockedUntil ?? 0, client.lockedUntil ?? 0);
	if (pair.count > pairRule.max || daily.count > dailyRule.max || client.count > clientRule.max) throw tooManyAttempts(until > now ? until - now : pairRule.windowMs);
	const attemptsRemaining = Math.max(0, pairRule.max - pair.count);
	const lockout = until > now ? retryAfter(until - now) : null;
	throw new HttpError(401, check.invalid, "INVALID_ACCESS_CODE", {
		attemptsRemaining,
		...lockout?.details
	}, lockout?.headers);
}
/** The access code: viewer access for this browser. */
function grantAccess(handle, input, now = Date.now()) {
	return grantByCode(handle, "access", {
		...input,
		code: input.accessCode
	}, now);
}
/** The admin code: edit access for this browser. */
function verifyAdminCode(handle, input, now = Date.now()) {
	return grantByCode(handle, "admin", {
		...input,
		code: input.adminCode
	}, now);
}
/**
* Ends this browser's access to one itinerary (the footer's Exit), and with it every calendar
* feed this browser made of it (docs/security.md#calendar-feeds-live-as-long-as-their-grant).
*/
async function revokeGrant(handle, sessionId, projectRowId) {
	await handle.write((db) => db.batch([
		revokeFeeds(db, projectRowId, eq(calendarFeeds.sessionId, sessionId)),
		db.delete(projectGrants).where(and(eq(projectGrants.sessionId, sessionId), eq(projectGrants.projectRowId, projectRowId))),
		db.update(sessions).set({ currentProjectId: null }).where(and(eq(sessions.id, sessionId), eq(sessions.currentProjectId, projectRowId)))
	]));
}
/** Ends this browser's access to an itinerary if it has any (the Exit of a page without JavaScript). */
async function leaveItinerary(handle, sessionId, projectId) {
	const access = await findAccess(handle, sessionId, projectId);
	if (sessionId && access) await revokeGrant(handle, sessionId, access.projectRowId);
}
export { grantRole as a, requireProjectGrant as c, revokeFeeds as d, budgetKey as f, grantAccess as i, revokeGrant as l, findGrant as n, leaveItinerary as o, codeBudgetStatus as p, findProjectByPublicId as r, requireAccess as s, findAccess as t, verifyAdminCode as u };
