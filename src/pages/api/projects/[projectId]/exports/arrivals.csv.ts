import { requireProjectGrant } from '@/server/access';
import { fileSlug } from '@/server/calendar-feeds';
import { csvResponse } from '@/server/csv-response';
import { apiRoute } from '@/server/http';
import { arrivalsCsv } from '@/server/travel';
import { displayTitle } from '@/lib/display';

/** Every arrival and departure as CSV (admins). */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '', 'admin');
  return csvResponse(await arrivalsCsv(ctx.db, project, { role, sessionId }), `${fileSlug(displayTitle(project))}-arrivals.csv`);
});
