import { findAccess, requireAccess } from '@/server/access/access';
import { viewerSight } from '@/server/guests/visibility';
import { apiRoute } from '@/server/http/http';
import { claimLiveStream, versionEventStream } from '@/server/projects/live';

/** Server-sent events: the version this browser is told of the itinerary now and after each change it may see. */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id ?? '';
  const projectId = ctx.params.projectId ?? '';
  const access = await requireAccess(ctx.db, sessionId, projectId);
  const sight = await viewerSight(ctx.db, access);
  // A stream per open tab, up to a limit per session; counted until the stream ends.
  const release = claimLiveStream(sessionId);
  const stream = versionEventStream(
    ctx.db,
    access.projectRowId,
    access.version,
    sight.version,
    // Its grant as it is now (ended, or identified otherwise since) decides what it is told.
    async () => {
      const now = await findAccess(ctx.db, sessionId, projectId);
      return now ? (await viewerSight(ctx.db, now)).version : null;
    },
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
