import { unclaimedEventUpdateSchema } from '@/lib/schemas';
import { apiRoute, json, readJson } from '@/server/http/http';
import { deleteUnclaimedEvent, parseUnclaimedEventId, updateUnclaimedEvent } from '@/server/inbound/unclaimed-events';
import { requireUser } from '@/server/auth/users';

/** PUT /api/unclaimed-events/{id}: the fields sent, one or several. */
export const PUT = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const id = parseUnclaimedEventId(ctx.params.eventId);
  const input = await readJson(ctx.request, unclaimedEventUpdateSchema);
  return json(await updateUnclaimedEvent(ctx.db, user, id, input));
});

export const DELETE = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  await deleteUnclaimedEvent(ctx.db, user, parseUnclaimedEventId(ctx.params.eventId));
  return json({ success: true });
});
