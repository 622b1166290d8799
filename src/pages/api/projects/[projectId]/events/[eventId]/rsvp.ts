import { findAccess } from '@/server/access/access';
import { requireWriter } from '@/server/guests/guest-writes';
import { sightOfEvent } from '@/server/guests/visibility';
import { apiRoute, clientAddress, json, readJson, type ApiContext } from '@/server/http/http';
import { clearRsvpAnswer, parseEventId, setRsvpAnswer } from '@/server/rsvps/rsvps';
import { rsvpAnswerSchema, rsvpClearSchema } from '@/lib/travel-schemas';

/** Sets the answer of the name in the body (the guest's own, or anyone's for an admin). */
export const PUT = apiRoute(async (ctx) => {
  const { project, writer, eventId } = await requireEventWriter(ctx);
  const input = await readJson(ctx.request, rsvpAnswerSchema);
  return json(await setRsvpAnswer(ctx.db, project, writer, eventId, input));
});

/** Takes the answer of the name in the body back. */
export const DELETE = apiRoute(async (ctx) => {
  const { project, writer, eventId } = await requireEventWriter(ctx);
  const { name } = await readJson(ctx.request, rsvpClearSchema);
  await clearRsvpAnswer(ctx.db, project, writer, eventId, name);
  return json({ success: true });
});

/** The writer and the event, which must be one this browser may see (a private event it does not see is 404). */
async function requireEventWriter(ctx: ApiContext) {
  const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', clientAddress(ctx));
  const eventId = parseEventId(ctx.params.eventId);
  const access = await findAccess(ctx.db, ctx.locals.session?.id, project.projectId);
  if (access) await sightOfEvent(ctx.db, access, eventId);
  return { project, writer, eventId };
}
