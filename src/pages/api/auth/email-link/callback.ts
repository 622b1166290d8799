import { withSignedInFlag } from '@/lib/return-to';
import { signInWithEmailLink } from '@/server/auth/account';
import { isEmailLinkValid } from '@/server/auth/email-link';
import { config } from '@/server/config';
import { formPageResponse } from '@/server/form-page';
import { apiRoute, readForm, setSessionCookie } from '@/server/http';

// The URL or the form held a secret: never cached, never sent on as a Referer.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const EXPIRED = '/login?error=expired';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { ...PRIVATE, Location: location } });

/**
 * The emailed link. Opening it never spends it: mail security scanners (Outlook Safe Links and
 * the like) open every link in a message before the person does, so the GET only shows a page
 * that signs in by POST, at once in a browser (../../../../server/form-page.ts), or goes to the
 * login page when the link is of no use.
 */
export const GET = apiRoute(async (ctx) => {
  const token = ctx.url.searchParams.get('token');
  if (!token || !(await isEmailLinkValid(ctx.db, token))) return seeOther(EXPIRED);
  const siteName = config().SITE_NAME;
  return formPageResponse({
    title: 'Signing you in',
    heading: 'Signing you in…',
    text: 'One moment. If nothing happens, continue below.',
    action: ctx.url.pathname,
    fields: { token },
    button: `Continue to ${siteName}`,
    siteName,
    submitAtOnce: true,
  });
});

/** The page's form: signs in with a fresh session and goes back where sign-in started. */
export const POST = apiRoute(async (ctx) => {
  const token = (await readForm(ctx.request)).get('token');
  const signedIn = await signInWithEmailLink(ctx.db, token, ctx.locals.session);
  if (!signedIn) return seeOther(EXPIRED);
  setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt);
  return seeOther(withSignedInFlag(signedIn.returnTo));
});
