import { apiRoute, json } from '@/server/http/http';
import { getPreview } from '@/server/projects/projects';

export const GET = apiRoute(async (ctx) => json(await getPreview(ctx.db, ctx.params.projectId ?? '')));
