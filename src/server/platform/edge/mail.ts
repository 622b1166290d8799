/**
 * Email out on the edge when no mail API is configured: there is no way out. A Worker cannot
 * open SMTP connections with nodemailer (node:net, node:tls) nor write an outbox folder, so the
 * edge build sends only through the HTTP mail API (src/server/mail/mail-api.ts, MAIL_API_KEY), which
 * src/server/mail/mail.ts uses before asking this module. The error becomes EMAIL_NOT_SENT for the
 * person who asked, and its message, logged, names the setting that is missing.
 */
import type { MailPlatform } from '../contract';

export const sendWithoutMailApi = (async (_message, cfg) => {
  const smtp = cfg.SMTP_URL ? ' (SMTP_URL is not used on this host)' : '';
  throw new Error(`Email cannot be sent: MAIL_API_KEY is not set${smtp}`);
}) satisfies MailPlatform['sendWithoutMailApi'];
