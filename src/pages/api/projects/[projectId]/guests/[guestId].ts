import { guestUpdateSchema } from '@/lib/guest-list-schemas';
import { adminProject } from '@/server/guests/guest-list-access';
import { deleteGuest } from '@/server/guests/guest-links';
import { parseGuestId, updateGuest } from '@/server/guests/guest-list';
import { apiRoute, json, readJson } from '@/server/http/http';

/** Renames a guest (everywhere their name is), sets their email or groups. */
export const PATCH = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  const input = await readJson(ctx.request, guestUpdateSchema);
  return json(await updateGuest(ctx.db, project, parseGuestId(ctx.params.guestId), input));
});

export const DELETE = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  return json(await deleteGuest(ctx.db, project, parseGuestId(ctx.params.guestId)));
});
