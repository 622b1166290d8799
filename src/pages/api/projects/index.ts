import { createProjectSchema } from '@/lib/schemas';
import { apiRoute, clientAddress, ensureSession, json, readJson } from '@/server/http/http';
import { createProject } from '@/server/projects/projects';
import { limitCreation } from '@/server/projects/creation-limit';

export const POST = apiRoute(async (ctx) => {
  const input = await readJson(ctx.request, createProjectSchema);
  await limitCreation(ctx.db, clientAddress(ctx));
  const sessionId = await ensureSession(ctx, ctx.db);
  const result = await createProject(ctx.db, input, sessionId, ctx.locals.user);
  return json(result, { status: 201 });
});
