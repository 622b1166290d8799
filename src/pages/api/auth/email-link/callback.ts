import { withSignedInFlag } from '../../../../lib/return-to';
import { signInWithEmailLink } from '../../../../server/auth/account';
import { apiRoute, setSessionCookie } from '../../../../server/http';

/** The emailed link: signs in with a fresh session and goes back where sign-in started. */
export const GET = apiRoute(async (ctx) => {
  const signedIn = await signInWithEmailLink(ctx.db, ctx.url.searchParams.get('token'), ctx.locals.session);
  if (!signedIn) return seeOther('/login?error=expired');
  setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt);
  return seeOther(withSignedInFlag(signedIn.returnTo));
});

// The URL held a secret: never cached, never sent on as a Referer.
const seeOther = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
