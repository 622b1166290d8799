import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { f as emailLinkRequestSchema, xr as config } from "./schemas_BP9cnbZP.mjs";
import { n as sendEmailLink } from "./email-link_DGzyHZJ8.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
// src/pages/api/auth/email-link.ts
var email_link_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST { email, returnTo? } → { success: true } whether or not the address has an account. */
var POST = apiRoute(async (ctx) => {
	const input = await readJson(ctx.request, emailLinkRequestSchema);
	const { SITE_URL, SITE_NAME } = config();
	return json(await sendEmailLink(ctx.db, input, clientAddress(ctx), {
		siteUrl: SITE_URL,
		siteName: SITE_NAME
	}));
});
// \0virtual:astro:page:src/pages/api/auth/email-link@_@ts
var page = () => email_link_exports;
export { page };
