import { findGrant, requireAccess } from '@/server/access/access';
import { apiRoute } from '@/server/http/http';
import { claimLiveStream, versionEventStream } from '@/server/projects/live';

/** Server-sent events: the itinerary's version now and after each change. */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id ?? '';
  const access = await requireAccess(ctx.db, sessionId, ctx.params.projectId ?? '');
  // A stream per open tab, up to a limit per session; counted until the stream ends.
  const release = claimLiveStream(sessionId);
  const stream = versionEventStream(
    ctx.db,
    access.projectRowId,
    access.version,
    async () => Boolean(await findGrant(ctx.db, sessionId, access.projectRowId)),
    ctx.request.signal,
    release,
  );
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Proxies such as nginx must not buffer the stream.
      'X-Accel-Buffering': 'no',
    },
  });
});
