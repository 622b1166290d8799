import { deleteProjectSchema } from '@/lib/schemas';
import { apiRoute, json, readJson } from '@/server/http';
import { deleteOwnedProject } from '@/server/my-projects';
import { requireUser } from '@/server/users';

/** DELETE /api/projects/{projectId} { confirmationName }: the owner deletes an itinerary. */
export const DELETE = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const input = await readJson(ctx.request, deleteProjectSchema);
  await deleteOwnedProject(ctx.db, user, ctx.params.projectId ?? '', input);
  return json({ success: true });
});
