import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, json, readJson } from '@/server/http/http';
import { parseEventId, setRsvpSettings } from '@/server/rsvps/rsvps';
import { rsvpSettingsSchema } from '@/lib/travel-schemas';

/** Whether the event asks for RSVPs, its plus-ones and its RSVP-by date (admins). */
export const PUT = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, rsvpSettingsSchema);
  return json(await setRsvpSettings(ctx.db, project, parseEventId(ctx.params.eventId), input));
});
