import { withSignedInFlag } from '../../../../lib/return-to';
import { signInWithEmailLink } from '../../../../server/auth/account';
import { isEmailLinkValid } from '../../../../server/auth/email-link';
import { SIGN_IN_PAGE_CSP, signInPageHtml } from '../../../../server/auth/sign-in-page';
import { config } from '../../../../server/config';
import { apiRoute, setSessionCookie } from '../../../../server/http';

// The URL or the form held a secret: never cached, never sent on as a Referer.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const EXPIRED = '/login?error=expired';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { ...PRIVATE, Location: location } });

/**
 * The emailed link. Opening it never spends it: it shows the page that signs in by POST
 * (src/server/auth/sign-in-page.ts says why), or goes to the login page when it is of no use.
 */
export const GET = apiRoute(async (ctx) => {
  const token = ctx.url.searchParams.get('token');
  if (!token || !(await isEmailLinkValid(ctx.db, token))) return seeOther(EXPIRED);
  return new Response(signInPageHtml(ctx.url.pathname, token, config().SITE_NAME), {
    headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': SIGN_IN_PAGE_CSP },
  });
});

/** The page's form: signs in with a fresh session and goes back where sign-in started. */
export const POST = apiRoute(async (ctx) => {
  const form = await ctx.request.formData().catch(() => null);
  const token = form?.get('token');
  const signedIn = await signInWithEmailLink(ctx.db, typeof token === 'string' ? token : null, ctx.locals.session);
  if (!signedIn) return seeOther(EXPIRED);
  setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt);
  return seeOther(withSignedInFlag(signedIn.returnTo));
});
