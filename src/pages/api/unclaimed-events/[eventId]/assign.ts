import { assignUnclaimedEventSchema } from '@/lib/schemas';
import { apiRoute, json, readJson } from '@/server/http/http';
import { assignUnclaimedEvent, parseUnclaimedEventId } from '@/server/inbound/unclaimed-events';
import { requireUser } from '@/server/auth/users';

/** POST /api/unclaimed-events/{id}/assign { projectId }: into one of the user's own itineraries. */
export const POST = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const id = parseUnclaimedEventId(ctx.params.eventId);
  const input = await readJson(ctx.request, assignUnclaimedEventSchema);
  return json(await assignUnclaimedEvent(ctx.db, user, id, input));
});
