/**
 * A subscribable calendar feed. Public: the secret in the URL is the credential, so
 * calendar apps fetch it without a session; unknown or revoked secrets get 404.
 */
import { matchesEtag, renderCalendarFeed } from '../../server/feeds/calendar-feeds';
import { apiRoute } from '../../server/http/http';

export const GET = apiRoute(async (ctx) => {
  const feed = await renderCalendarFeed(ctx.db, ctx.params.secret ?? '');
  const headers: Record<string, string> = {
    'Cache-Control': 'private, max-age=300',
    ETag: feed.etag,
    // The URL is a credential: keep it out of search indexes.
    'X-Robots-Tag': 'noindex, nofollow',
  };
  if (matchesEtag(ctx.request.headers.get('if-none-match'), feed.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(feed.body, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${feed.filename}"`,
    },
  });
});
