/**
 * Email out on Node when no mail API is configured (src/server/mail/mail.ts decides): nodemailer over
 * SMTP_URL, or, without it, each message written as an .eml file to MAIL_OUTBOX_DIR with one log
 * line, so a developer can open exactly what would have been sent. The edge build has neither
 * (../edge/mail.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { randomToken } from '../../core/crypto';
import { PRIVATE_DIR, PRIVATE_FILE } from '../../core/file-modes';
import type { MailPlatform } from '../contract';

// Short timeouts: the organiser waits on the request that sends the email.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  return smtp.transport;
}

const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

export const sendWithoutMailApi = (async (message, cfg) => {
  if (cfg.SMTP_URL) {
    const info = await smtpTransport(cfg.SMTP_URL).sendMail(message);
    return { messageId: info.messageId };
  }
  const info = await outbox.sendMail(message);
  const dir = resolve(cfg.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4, 'hex')}.eml`);
  // The codes email holds an admin code: readable by this user only.
  await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
  console.info(`[mail] neither SMTP_URL nor MAIL_API_KEY is set; "${message.subject}" to ${message.to} written to ${file}`);
  return { messageId: info.messageId, outboxFile: file };
}) satisfies MailPlatform['sendWithoutMailApi'];
