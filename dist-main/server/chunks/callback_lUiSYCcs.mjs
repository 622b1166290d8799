import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { r as withSignedInFlag } from "./return-to_fSNwyvDK.mjs";
import { t as signInWithEmailLink } from "./account_CHQh0df3.mjs";
import { On as isNull, an as projects, pn as count, xn as eq, xr as config, yn as and } from "./schemas_BP9cnbZP.mjs";
import { t as emailLinkAddress } from "./email-link_DGzyHZJ8.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { t as formPageResponse } from "./form-page_Ms9HIii8.mjs";
import { l as readForm, p as setSessionCookie, t as apiRoute } from "./http_BJBlwemE.mjs";
import { i as isSameOrigin } from "./request-origin_CVMT639M.mjs";
// src/lib/mask-email.ts
/**
* An email address as the sign-in confirmation shows it: enough for its owner to recognise it,
* too little for anyone else to learn it. The first character of the name, an ellipsis, and the
* domain as it is: "ana.silva@example.org" → "a…@example.org". The name's length is never shown.
*/
function maskEmail(address) {
	const at = address.lastIndexOf("@");
	const name = at > 0 ? address.slice(0, at) : address;
	const domain = at > 0 ? address.slice(at + 1) : "";
	const first = Array.from(name)[0] ?? "";
	return domain ? `${first}…@${domain}` : `${first}…`;
}
// src/server/pages/sign-in-page.ts
/**
* The page the emailed sign-in link opens (docs/security.md, "Sign-in links ask first"). It never
* signs in by itself: anyone can send a browser to a link they asked for their own address, so
* the page names the account the link is for (masked: the link may be opened by someone else)
* and signs in only when the person presses its button. What signing in does with this browser's
* own itineraries is said before, because that happens only then.
*/
var SIGN_IN_PAGE_TEXT = {
	nothingToMove: "Travel and RSVPs you added in this browser come along.",
	wayOut: "Not your email address? Sign in with your own"
};
/** Itineraries this browser created without an account: signing in moves them to the account. */
async function guestItineraries(handle, session) {
	if (!session) return 0;
	const [row] = await handle.db.select({ n: count() }).from(projects).where(and(eq(projects.creatorSessionId, session.id), isNull(projects.ownerUserId)));
	return row?.n ?? 0;
}
function itinerariesNote(n) {
	if (n === 0) return SIGN_IN_PAGE_TEXT.nothingToMove;
	return `Signing in moves ${n === 1 ? "the itinerary" : `the ${n} itineraries`} you created in this browser to this account, with the travel and RSVPs you added here.`;
}
/** The confirmation page for a link, or null when the link would not sign in (unknown, used, expired). */
async function signInConfirmationPage(handle, token, session, { action, siteName }) {
	const email = await emailLinkAddress(handle, token);
	if (!email || !token) return null;
	const masked = maskEmail(email);
	return {
		title: "Sign in",
		heading: `Sign in as ${masked}?`,
		text: `This link signs you in to ${siteName} as ${masked}. Continue only if that is your email address and you asked for the link.`,
		note: itinerariesNote(await guestItineraries(handle, session)),
		action,
		fields: { token },
		button: "Sign in",
		link: {
			href: "/login",
			text: SIGN_IN_PAGE_TEXT.wayOut
		},
		siteName,
		submitAtOnce: false
	};
}
// src/pages/api/auth/email-link/callback.ts
var callback_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
var PRIVATE = {
	"Cache-Control": "no-store",
	"Referrer-Policy": "no-referrer"
};
var EXPIRED = "/login?error=expired";
var seeOther = (location) => new Response(null, {
	status: 303,
	headers: {
		...PRIVATE,
		Location: location
	}
});
/**
* The emailed link. Opening it never signs in: mail security scanners open every link in a
* message, and another site can send a browser here with a link it asked for its own address
* (login CSRF). So the GET only shows a page that names the account and signs in when its button
* is pressed (src/server/pages/sign-in-page.ts), or goes to the login page when the link is of no use.
*/
var GET = apiRoute(async (ctx) => {
	const siteName = config().SITE_NAME;
	const page = await signInConfirmationPage(ctx.db, ctx.url.searchParams.get("token"), ctx.locals.session, {
		action: ctx.url.pathname,
		siteName
	});
	return page ? formPageResponse(page) : seeOther(EXPIRED);
});
/**
* The page's button: signs in with a fresh session and goes back where sign-in started. Only a
* post from this site's own page counts (the middleware refuses other sites' forms already; this
* holds for any body).
*/
var POST = apiRoute(async (ctx) => {
	if (!isSameOrigin(ctx.request, ctx.url)) throw new HttpError(403, "This sign-in did not come from our own page, so nobody was signed in. Please open the link from your email again.", "FORBIDDEN");
	const token = (await readForm(ctx.request)).get("token");
	const signedIn = await signInWithEmailLink(ctx.db, token, ctx.locals.session);
	if (!signedIn) return seeOther(EXPIRED);
	setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt);
	return seeOther(withSignedInFlag(signedIn.returnTo));
});
// \0virtual:astro:page:src/pages/api/auth/email-link/callback@_@ts
var page = () => callback_exports;
export { page };
