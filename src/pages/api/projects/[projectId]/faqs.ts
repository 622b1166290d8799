import { faqCreateSchema } from '@/lib/schemas';
import { requireAccess, requireProjectGrant } from '@/server/access/access';
import { createFaq } from '@/server/faqs/faqs';
import { apiRoute, json, readJson } from '@/server/http/http';
import { cachedItinerary } from '@/server/projects/projects';

export const GET = apiRoute(async (ctx) => {
  const access = await requireAccess(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '');
  return json((await cachedItinerary(ctx.db, access)).faqs);
});

export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, faqCreateSchema);
  return json(await createFaq(ctx.db, project, input), { status: 201 });
});
