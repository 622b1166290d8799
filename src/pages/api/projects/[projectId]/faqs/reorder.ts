import { faqReorderSchema } from '@/lib/schemas';
import { requireProjectGrant } from '@/server/access/access';
import { reorderFaqs } from '@/server/faqs/faqs';
import { apiRoute, json, readJson } from '@/server/http/http';

/** PUT …/faqs/reorder { faqIds }: every FAQ of the itinerary, in the new order. */
export const PUT = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const { faqIds } = await readJson(ctx.request, faqReorderSchema);
  return json(await reorderFaqs(ctx.db, project, faqIds));
});
