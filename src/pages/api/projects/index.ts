import { createProjectSchema } from '@/lib/schemas';
import { apiRoute, json, readJson } from '@/server/http/http';
import { createForRequest } from '@/server/projects/create-form';

export const POST = apiRoute(async (ctx) => {
  const input = await readJson(ctx.request, createProjectSchema);
  return json(await createForRequest(ctx, ctx.db, input), { status: 201 });
});
