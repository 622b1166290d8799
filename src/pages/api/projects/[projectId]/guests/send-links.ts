import { sendLinksSchema } from '@/lib/guest-list-schemas';
import { adminProject } from '@/server/guests/guest-list-access';
import { sendInviteEmails } from '@/server/guests/invite-mail';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';

/** "Send by email": each link to its guest's address, under the mail allowances. */
export const POST = apiRoute(async (ctx) => {
  const project = await adminProject(ctx);
  const input = await readJson(ctx.request, sendLinksSchema);
  return json(await sendInviteEmails(ctx.db, project, clientAddress(ctx), input.links));
});
