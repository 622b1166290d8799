import { signOut } from '../../server/auth/account';
import { apiRoute, clearSessionCookie, json } from '../../server/http';

/** spec §7: POST answers { success: true }; a browser navigation (GET) then goes home. */
export const POST = apiRoute(async (ctx) => {
  const result = await signOut(ctx.db, ctx.locals.session);
  clearSessionCookie(ctx);
  return json(result);
});

export const GET = apiRoute(async (ctx) => {
  await signOut(ctx.db, ctx.locals.session);
  clearSessionCookie(ctx);
  return new Response(null, { status: 302, headers: { Location: '/', 'Cache-Control': 'no-store' } });
});
