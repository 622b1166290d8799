/**
 * Email out, on both builds. With MAIL_API_KEY set, through the HTTP mail API (./mail-api.ts,
 * fetch only: the same module on Node and on the edge). Otherwise the platform decides
 * (`@platform/mail`): on Node, nodemailer over SMTP_URL, or without it an .eml file in
 * MAIL_OUTBOX_DIR; on the edge, which has neither, the send fails (EMAIL_NOT_SENT).
 */
import { sendWithoutMailApi } from '@platform/mail';
import { config } from '../core/config';
import { oneLine } from './email-layout';
import { sendThroughMailApi } from './mail-api';
import type { MailMessage, MailResult, OutgoingMail } from './mail-message';

export type { MailResult, OutgoingMail };

/** "Itinerary <no-reply@itinerary.example>", from SITE_NAME and SITE_URL's host. */
export function defaultSender(siteName: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  const domain = /^[\d.]+$/.test(host) || host.includes(':') ? `[${host}]` : host;
  return `${siteName.replace(/["<>]/g, '')} <no-reply@${domain}>`;
}

/** Who every email is from: MAIL_FROM, or the default sender. */
function sender(): string {
  const cfg = config();
  return cfg.MAIL_FROM ?? defaultSender(cfg.SITE_NAME, cfg.SITE_URL);
}

/** The bare address every email is sent from ("no-reply@itinerary.example"). */
export function senderAddress(): string {
  const from = sender();
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

export async function sendMail(mail: OutgoingMail): Promise<MailResult> {
  const cfg = config();
  // Every subject leaves as one line without bidirectional controls, whoever composed it (docs/mail.md).
  const message: MailMessage = { from: sender(), ...mail, subject: oneLine(mail.subject) };
  if (cfg.MAIL_API_KEY) return sendThroughMailApi(message, { url: cfg.MAIL_API_URL, apiKey: cfg.MAIL_API_KEY });
  return sendWithoutMailApi(message, cfg);
}
