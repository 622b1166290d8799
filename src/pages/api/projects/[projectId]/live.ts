import { findGrant, requireProjectGrant } from '../../../../server/access';
import { apiRoute } from '../../../../server/http';
import { versionEventStream } from '../../../../server/live';

/** Server-sent events: the itinerary's version now and after each change (issue 3). */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id ?? '';
  const { project } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '');
  const stream = versionEventStream(
    ctx.db,
    project.id,
    project.version,
    async () => Boolean(await findGrant(ctx.db, sessionId, project.id)),
    ctx.request.signal,
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
