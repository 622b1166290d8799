import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as safeReturnTo } from "./return-to_fSNwyvDK.mjs";
// src/pages/api/login.ts
var login_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** A browser navigation to /api/login goes on to the sign-in page, keeping returnTo. */
var GET = ({ url }) => {
	const returnTo = safeReturnTo(url.searchParams.get("returnTo"));
	return new Response(null, {
		status: 302,
		headers: {
			Location: `/login?returnTo=${encodeURIComponent(returnTo)}`,
			"Cache-Control": "no-store"
		}
	});
};
// \0virtual:astro:page:src/pages/api/login@_@ts
var page = () => login_exports;
export { page };
