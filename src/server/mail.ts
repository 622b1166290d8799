/**
 * Email out: nodemailer over SMTP_URL in production; without it,
 * each message is written as an .eml file to MAIL_OUTBOX_DIR (default data/outbox) with one log
 * line, so a developer can open exactly what would have been sent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from './config';
import { randomToken } from './crypto';

/**
 * A message to send. Messages to an address someone typed go through sendToTypedAddress
 * (./mail-guard.ts), which adds the unsubscribe headers; this is only the transport.
 */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
export type MailResult = { messageId: string; outboxFile?: string };

/** "Itinerary <no-reply@itinerary.example>", from SITE_NAME and SITE_URL's host. */
export function defaultSender(siteName: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  const domain = /^[\d.]+$/.test(host) || host.includes(':') ? `[${host}]` : host;
  return `${siteName.replace(/["<>]/g, '')} <no-reply@${domain}>`;
}

// Short timeouts: the organiser waits on the request that sends the email.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  return smtp.transport;
}

const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

export async function sendMail(mail: OutgoingMail): Promise<MailResult> {
  const cfg = config();
  const message = { from: cfg.MAIL_FROM ?? defaultSender(cfg.SITE_NAME, cfg.SITE_URL), ...mail };
  if (cfg.SMTP_URL) {
    const info = await smtpTransport(cfg.SMTP_URL).sendMail(message);
    return { messageId: info.messageId };
  }
  const info = await outbox.sendMail(message);
  const dir = resolve(cfg.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4, 'hex')}.eml`);
  // The codes email holds an admin code: readable by this user only.
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  console.info(`[mail] SMTP_URL is not set; "${mail.subject}" to ${mail.to} written to ${file}`);
  return { messageId: info.messageId, outboxFile: file };
}
