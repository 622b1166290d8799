import { accessRequestSchema } from '@/lib/schemas';
import { grantAccess, requireProjectGrant, revokeGrant } from '@/server/access/access';
import { apiRoute, clientAddress, ensureSession, json, readJson } from '@/server/http/http';
import { CLEAR_CACHE } from '@/server/access/offline';
import { pathAfterCode } from '@/server/guests/identity';
import type { AccessResponse } from '@/lib/types';

/** Enter the access code: a viewer grant for this browser. */
export const POST = apiRoute(async (ctx) => {
  const input = await readJson(ctx.request, accessRequestSchema);
  const { project, newGrant } = await grantAccess(ctx.db, {
    projectId: ctx.params.projectId ?? '',
    accessCode: input.accessCode,
    email: input.email,
    client: clientAddress(ctx),
    ensureSession: (lifetime) => ensureSession(ctx, ctx.db, lifetime),
  });
  const next = await pathAfterCode(ctx.db, project, newGrant);
  return json({ success: true, project: { projectId: project.projectId, name: project.name }, next } satisfies AccessResponse);
});

/** Leave the itinerary: this browser loses its grant (footer 'Exit'). */
export const DELETE = apiRoute(async (ctx) => {
  const sessionId = ctx.locals.session?.id;
  const { project } = await requireProjectGrant(ctx.db, sessionId, ctx.params.projectId ?? '');
  await revokeGrant(ctx.db, sessionId ?? '', project.id);
  return json({ success: true }, { headers: CLEAR_CACHE });
});
