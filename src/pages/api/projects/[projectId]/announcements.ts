import { announcementSchema } from '@/lib/announcements';
import { requireProjectGrant } from '@/server/access/access';
import { apiRoute, json, readJson } from '@/server/http/http';
import { announce } from '@/server/reminders/announcements';

/**
 * "Message your guests" (admins, full access): `send: false` counts the devices and email
 * addresses the message would reach; `send: true` sends it to them (docs/reminders.md#announcements).
 */
export const POST = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, announcementSchema);
  return json(await announce(ctx.db, project, input));
});
