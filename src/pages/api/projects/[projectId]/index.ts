import { deleteProjectSchema } from '@/lib/schemas';
import { apiRoute, json, readJson } from '@/server/http/http';
import { deleteOwnedProject } from '@/server/projects/my-projects';
import { requireUser } from '@/server/auth/users';

/** DELETE /api/projects/{projectId} { confirmationName }: the owner deletes an itinerary. */
export const DELETE = apiRoute(async (ctx) => {
  const user = requireUser(ctx.locals);
  const input = await readJson(ctx.request, deleteProjectSchema);
  await deleteOwnedProject(ctx.db, user, ctx.params.projectId ?? '', input);
  return json({ success: true });
});
