import { verifyAdminSchema } from '@/lib/schemas';
import { verifyAdminCode } from '@/server/access/access';
import { apiRoute, clientAddress, ensureSession, json, readJson } from '@/server/http/http';

/** Enter the admin code: edit access for this browser. */
export const POST = apiRoute(async (ctx) => {
  const { adminCode } = await readJson(ctx.request, verifyAdminSchema);
  await verifyAdminCode(ctx.db, {
    projectId: ctx.params.projectId ?? '',
    adminCode,
    client: clientAddress(ctx),
    ensureSession: (lifetime) => ensureSession(ctx, ctx.db, lifetime),
  });
  return json({ success: true });
});
