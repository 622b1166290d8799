import { emailLinkRequestSchema } from '@/lib/schemas';
import { sendEmailLink } from '@/server/auth/email-link';
import { config } from '@/server/core/config';
import { apiRoute, clientAddress, json, readJson } from '@/server/http/http';

/** POST { email, returnTo? } → { success: true } whether or not the address has an account. */
export const POST = apiRoute(async (ctx) => {
  const input = await readJson(ctx.request, emailLinkRequestSchema);
  const { SITE_URL, SITE_NAME } = config();
  return json(await sendEmailLink(ctx.db, input, clientAddress(ctx), { siteUrl: SITE_URL, siteName: SITE_NAME }));
});
