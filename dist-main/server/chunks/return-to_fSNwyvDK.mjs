// src/lib/return-to.ts
/**
* Where a browser goes after signing in: only a path on this site. A returnTo comes
* from a query string or a request body, so anything that could leave the site (`//host`,
* `/\host`, `https://…`, control characters) falls back to the dashboard: no open redirect.
*/
var DEFAULT_RETURN_TO = "/dashboard";
var RETURN_TO_MAX = 1e3;
var BASE = "http://return-to.invalid";
/** Query parameter set after a successful sign-in: the page then toasts 'Welcome back!'. */
var SIGNED_IN_PARAM = "signedIn";
/** A same-site path (with its query and hash) or the dashboard. */
function safeReturnTo(value) {
	if (typeof value !== "string" || value.length === 0 || value.length > RETURN_TO_MAX) return DEFAULT_RETURN_TO;
	if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_TO;
	let url;
	try {
		url = new URL(value, BASE);
	} catch {
		return DEFAULT_RETURN_TO;
	}
	const path = `${url.pathname}${url.search}${url.hash}`;
	if (url.origin !== BASE || path.startsWith("//") || isSignInPath(url.pathname)) return DEFAULT_RETURN_TO;
	return path;
}
function isSignInPath(pathname) {
	return pathname === "/login" || pathname.startsWith("/api/");
}
/** The returnTo with `signedIn=1`, the flag that makes the landing page say 'Welcome back!'. */
function withSignedInFlag(path) {
	const url = new URL(safeReturnTo(path), BASE);
	url.searchParams.set(SIGNED_IN_PARAM, "1");
	return `${url.pathname}${url.search}${url.hash}`;
}
export { safeReturnTo as n, withSignedInFlag as r, SIGNED_IN_PARAM as t };
