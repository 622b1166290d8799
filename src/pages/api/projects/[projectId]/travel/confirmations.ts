import { requireProjectGrant } from '@/server/access/access';
import { requireWriter } from '@/server/guests/guest-writes';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { addTravelFromConfirmation, listTravelConfirmations } from '@/server/travel/travel-confirmations';
import { requireUser } from '@/server/auth/users';
import { travelFromConfirmationSchema } from '@/lib/travel-schemas';

/** The signed-in user's forwarded journeys near this itinerary (none, and signedIn false, without a user). */
export const GET = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  return json(await listTravelConfirmations(ctx.db, project, ctx.locals.user ?? null));
});

/** Adds one of them to the board as the named guest's arrival or departure. */
export const POST = apiRoute(async (ctx) => {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  const user = requireUser(ctx.locals);
  const input = await readJson(ctx.request, travelFromConfirmationSchema);
  return json(await addTravelFromConfirmation(ctx.db, project, writer, user, input), { status: 201 });
});
