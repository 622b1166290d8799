import { requireProjectGrant } from '@/server/access/access';
import { requireWriter } from '@/server/guests/guest-writes';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { createTravelEntry, travelListing } from '@/server/travel/travel';
import { travelEntryInputSchema } from '@/lib/travel-schemas';

/** The travel this browser may see and the arrivals board; `?person=` (repeatable) is the people filter. */
export const GET = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const { project, role } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '');
  return json(await travelListing(ctx.db, project, { role, sessionId }, ctx.url.searchParams.getAll('person')));
});

export const POST = apiRoute(async (ctx) => {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  const input = await readJson(ctx.request, travelEntryInputSchema);
  return json(await createTravelEntry(ctx.db, project, writer, input), { status: 201 });
});
