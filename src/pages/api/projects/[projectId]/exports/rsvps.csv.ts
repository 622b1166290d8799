import { requireProjectGrant } from '@/server/access/access';
import { fileSlug } from '@/server/feeds/calendar-feeds';
import { csvResponse } from '@/server/http/csv-response';
import { apiRoute } from '@/server/http/http';
import { rsvpsCsv } from '@/server/rsvps/rsvps';
import { displayTitle } from '@/lib/display';

/** Every RSVP answer as CSV (admins). */
export const GET = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return csvResponse(await rsvpsCsv(ctx.db, project), `${fileSlug(displayTitle(project))}-rsvps.csv`);
});
