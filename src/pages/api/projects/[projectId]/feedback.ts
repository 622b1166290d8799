import { feedbackSchema } from '@/lib/organiser-schemas';
import { requireAccess } from '@/server/access/access';
import { submitFeedback } from '@/server/projects/feedback';
import { apiRoute, json, readJson } from '@/server/http/http';

/** POST …/feedback { userType, feedbackText }: viewers and admins alike. */
export const POST = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const access = await requireAccess(ctx.db, sessionId, ctx.params.projectId ?? '');
  const input = await readJson(ctx.request, feedbackSchema);
  return json(await submitFeedback(ctx.db, access.projectRowId, sessionId ?? '', input), { status: 201 });
});
