import { guestGroupSchema } from '@/lib/guest-list-schemas';
import { GUEST_LIST_MESSAGES } from '@/lib/messages';
import { adminProject } from '@/server/guests/guest-list-access';
import { deleteGroup, parseGuestId, renameGroup } from '@/server/guests/guest-list';
import { apiRoute, json, readJson } from '@/server/http/http';

const groupId = (raw: string | undefined) => parseGuestId(raw, GUEST_LIST_MESSAGES.unknownGroup);

export const PATCH = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  const input = await readJson(ctx.request, guestGroupSchema);
  return json(await renameGroup(ctx.db, project, groupId(ctx.params.groupId), input));
});

export const DELETE = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  return json(await deleteGroup(ctx.db, project, groupId(ctx.params.groupId)));
});
