import { faqInputSchema } from '@/lib/schemas';
import { requireProjectGrant } from '@/server/access/access';
import { deleteFaq, parseFaqId, updateFaq } from '@/server/faqs/faqs';
import { apiRoute, json, readJson } from '@/server/http/http';

export const PUT = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, faqInputSchema);
  return json(await updateFaq(ctx.db, project, parseFaqId(ctx.params.faqId), input));
});

export const DELETE = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  await deleteFaq(ctx.db, project, parseFaqId(ctx.params.faqId));
  return json({ success: true });
});
