import { signOut } from '../../server/auth/account';
import { config } from '../../server/core/config';
import { formPageResponse } from '../../server/pages/form-page';
import { apiRoute, clearSessionCookie, json } from '../../server/http/http';
import { CLEAR_CACHE_AND_STORAGE } from '../../server/access/offline';

/**
 * Signing out is a POST: another site can neither post here (cross-site writes are refused, and
 * the session cookie is SameSite=Lax) nor sign anyone out with a link or an image.
 * The app's own buttons post JSON and get { success: true }; the page below posts a form and
 * goes home.
 */
export const POST = apiRoute(async (ctx) => {
  const result = await signOut(ctx.db, ctx.locals.session);
  clearSessionCookie(ctx);
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(ctx.request.headers.get('content-type') ?? '');
  if (isForm) return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'no-store', ...CLEAR_CACHE_AND_STORAGE } });
  return json(result, { headers: CLEAR_CACHE_AND_STORAGE });
});

/**
 * A browser that navigates here (a "Sign out" link) gets a page whose button signs out. When the
 * navigation came from this site's own pages (Sec-Fetch-Site: same-origin, which no other site
 * can send), the page presses it at once; from anywhere else, the person decides.
 */
export const GET = apiRoute(async (ctx) => {
  const fromThisSite = ctx.request.headers.get('sec-fetch-site') === 'same-origin';
  const signedIn = ctx.locals.session !== null;
  return formPageResponse({
    title: 'Sign out',
    heading: fromThisSite ? 'Signing you out…' : 'Sign out?',
    text: signedIn
      ? 'You will need the access code again to open your itineraries in this browser.'
      : 'This browser is not signed in.',
    action: '/api/logout',
    button: 'Sign out',
    siteName: config().SITE_NAME,
    submitAtOnce: fromThisSite && signedIn,
  });
});
