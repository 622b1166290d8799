import { apiRoute, json } from '@/server/http';
import { getPreview } from '@/server/projects';

export const GET = apiRoute(async (ctx) => json(await getPreview(ctx.db, ctx.params.projectId ?? '')));
