import { requireWriter } from '@/server/guests/guest-writes';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';
import { clearRsvpAnswer, parseEventId, setRsvpAnswer } from '@/server/rsvps/rsvps';
import { rsvpAnswerSchema, rsvpClearSchema } from '@/lib/travel-schemas';

/** Sets the answer of the name in the body (the guest's own, or anyone's for an admin). */
export const PUT = apiRoute(async (ctx) => {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  const input = await readJson(ctx.request, rsvpAnswerSchema);
  return json(await setRsvpAnswer(ctx.db, project, writer, parseEventId(ctx.params.eventId), input));
});

/** Takes the answer of the name in the body back. */
export const DELETE = apiRoute(async (ctx) => {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  const { name } = await readJson(ctx.request, rsvpClearSchema);
  await clearRsvpAnswer(ctx.db, project, writer, parseEventId(ctx.params.eventId), name);
  return json({ success: true });
});
