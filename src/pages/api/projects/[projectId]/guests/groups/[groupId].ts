import { guestGroupSchema } from '@/lib/guest-list-schemas';
import { GUEST_LIST_MESSAGES } from '@/lib/messages';
import { requireProjectGrant } from '@/server/access/access';
import { deleteGroup, parseGuestId, renameGroup } from '@/server/guests/guest-list';
import { apiRoute, json, readJson } from '@/server/http/http';

const groupId = (raw: string | undefined) => parseGuestId(raw, GUEST_LIST_MESSAGES.unknownGroup);

export const PATCH = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  const input = await readJson(ctx.request, guestGroupSchema);
  return json(await renameGroup(ctx.db, project, groupId(ctx.params.groupId), input));
});

export const DELETE = apiRoute(async (ctx) => {
  const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? '', 'admin');
  return json(await deleteGroup(ctx.db, project, groupId(ctx.params.groupId)));
});
