import { E as checkForm, hr as MESSAGES, ti as HOUR_MS, u as createProjectSchema } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, d as database, i as recordHit, l as tooManyRequests } from "./rate-limit_CGfom9Ik.mjs";
import { i as ensureSession, l as readForm, r as clientAddress } from "./http_BJBlwemE.mjs";
import { n as createProject } from "./projects_B4d7wbfL.mjs";
// src/server/projects/creation-limit.ts
async function limitCreation(handle, client, now = Date.now()) {
	const { count } = await recordHit(handle, `create:client:${client}`, {
		max: 31,
		windowMs: HOUR_MS,
		lockMs: (_strike, windowStart, at) => windowStart + HOUR_MS - at
	}, now);
	if (count > 30) throw tooManyRequests(() => "You have created a lot of itineraries just now. Please try again in an hour.", "RATE_LIMITED", HOUR_MS);
}
// src/server/projects/create-form.ts
/** One creation for this browser: counted against its client, then its session gets the admin grant. */
async function createForRequest(ctx, db, input) {
	await limitCreation(db, clientAddress(ctx));
	const sessionId = await ensureSession(ctx, db);
	return createProject(db, input, sessionId, ctx.locals.user);
}
/**
* The `/new` form posted: name (checked with the endpoint's schema), the terms box (which the
* landing page's dialog also requires) and, when a script filled it in, the browser's time zone.
*/
async function postCreateForm(astro) {
	const form = await readForm(astro.request);
	const name = form.get("name") ?? "";
	const failed = (message, field, status = 400) => ({
		kind: "failed",
		message,
		field,
		name,
		status
	});
	const checked = checkForm(createProjectSchema, {
		name,
		timeZone: form.get("timeZone") || null
	});
	if (!checked.ok) return failed(checked.message, "name");
	if (form.get("acceptTerms") !== "on") return failed(MESSAGES.termsRequired, "acceptTerms");
	try {
		const created = await createForRequest(astro, await database(), checked.data);
		return {
			kind: "created",
			redirectUrl: `/new/${encodeURIComponent(created.project.projectId)}`
		};
	} catch (error) {
		if (!(error instanceof HttpError)) throw error;
		return failed(error.message, null, error.status);
	}
}
export { postCreateForm as n, createForRequest as t };
