import type { APIRoute } from 'astro';
import { safeReturnTo } from '../../lib/return-to';

/** A browser navigation to /api/login goes on to the sign-in page, keeping returnTo. */
export const GET: APIRoute = ({ url }) => {
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  return new Response(null, {
    status: 302,
    headers: { Location: `/login?returnTo=${encodeURIComponent(returnTo)}`, 'Cache-Control': 'no-store' },
  });
};
