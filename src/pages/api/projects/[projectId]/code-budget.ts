import { requireProjectGrant } from '@/server/access/access';
import { codeBudgetStatus } from '@/server/access/code-budget';
import { apiRoute, json } from '@/server/http/http';

/** The itinerary's code-guessing budgets today, for its admins (the attack notice). */
export const GET = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return json(await codeBudgetStatus(ctx.db, project.projectId));
});
