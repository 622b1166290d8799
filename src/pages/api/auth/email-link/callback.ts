import { withSignedInFlag } from '@/lib/return-to';
import { signInWithEmailLink } from '@/server/auth/account';
import { signInConfirmationPage } from '@/server/pages/sign-in-page';
import { config } from '@/server/core/config';
import { HttpError } from '@/server/http/errors';
import { formPageResponse } from '@/server/pages/form-page';
import { apiRoute, readForm, setSessionCookie } from '@/server/http/http';
import { isSameOrigin } from '@/server/http/request-origin';

// The URL or the form held a secret: never cached, never sent on as a Referer.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const EXPIRED = '/login?error=expired';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { ...PRIVATE, Location: location } });

/**
 * The emailed link. Opening it never signs in: mail security scanners open every link in a
 * message, and another site can send a browser here with a link it asked for its own address
 * (login CSRF). So the GET only shows a page that names the account and signs in when its button
 * is pressed (src/server/pages/sign-in-page.ts), or goes to the login page when the link is of no use.
 */
export const GET = apiRoute(async (ctx) => {
  const siteName = config().SITE_NAME;
  const page = await signInConfirmationPage(ctx.db, ctx.url.searchParams.get('token'), ctx.locals.session, {
    action: ctx.url.pathname,
    siteName,
  });
  return page ? formPageResponse(page) : seeOther(EXPIRED);
});

/**
 * The page's button: signs in with a fresh session and goes back where sign-in started. Only a
 * post from this site's own page counts (the middleware refuses other sites' forms already; this
 * holds for any body).
 */
export const POST = apiRoute(async (ctx) => {
  if (!isSameOrigin(ctx.request, ctx.url)) {
    throw new HttpError(403, 'This sign-in did not come from our own page, so nobody was signed in. Please open the link from your email again.', 'FORBIDDEN');
  }
  const token = (await readForm(ctx.request)).get('token');
  const signedIn = await signInWithEmailLink(ctx.db, token, ctx.locals.session);
  if (!signedIn) return seeOther(EXPIRED);
  setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt);
  return seeOther(withSignedInFlag(signedIn.returnTo));
});
