import { requireProjectGrant } from '@/server/access/access';
import { fileSlug } from '@/server/feeds/calendar-feeds';
import { csvResponse } from '@/server/http/csv-response';
import { apiRoute } from '@/server/http/http';
import { arrivalsCsv } from '@/server/travel/travel';
import { displayTitle } from '@/lib/display';

/** Every arrival and departure as CSV (admins). */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '', 'admin');
  return csvResponse(await arrivalsCsv(ctx.db, project, { role, sessionId }), `${fileSlug(displayTitle(project))}-arrivals.csv`);
});
