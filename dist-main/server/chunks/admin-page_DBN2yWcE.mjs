import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
// src/server/pages/admin-page.ts
async function adminPage(load) {
	try {
		return {
			kind: "ready",
			data: await load()
		};
	} catch (error) {
		if (error instanceof HttpError && error.status === 404) return { kind: "missing" };
		if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return { kind: "not-admin" };
		throw error;
	}
}
/**
* The answer of a page whose model is not ready: 404 for an unknown itinerary, the access page
* for a browser that is not its admin; null when the page renders. A page that renders is an
* admin's own: never kept by a shared cache.
*/
function refusedAdminPage(astro, projectId, model) {
	if (model.kind === "missing") {
		astro.response.status = 404;
		return astro.rewrite("/404");
	}
	if (model.kind === "not-admin") return astro.redirect(`/access/${encodeURIComponent(projectId)}`);
	astro.response.headers.set("Cache-Control", "private, no-store");
	return null;
}
export { refusedAdminPage as n, adminPage as t };
