/**
 * Email out on Node when no mail API is configured (src/server/mail/mail.ts decides): nodemailer over
 * SMTP_URL, or, without it, each message written as an .eml file to MAIL_OUTBOX_DIR with one log
 * line, so a developer can open exactly what would have been sent. Outside production that line
 * also carries the message's first link as it reads in the plain text (the .eml wraps and encodes
 * it), so signing in on a development server is one click from the log. The edge build has
 * neither (../edge/mail.ts).
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

/** The first http(s) link of a plain-text body: in the sign-in email, the sign-in link. */
export function firstLink(text: string | undefined): string | undefined {
  return text?.match(/https?:\/\/\S+/)?.[0];
}

/** nodemailer's message: a calendar invitation becomes its `icalEvent` (a text/calendar alternative). */
function nodemailerMessage({ calendar, ...message }: Parameters<MailPlatform['sendWithoutMailApi']>[0]) {
  return calendar ? { ...message, icalEvent: { method: calendar.method, filename: 'invitation.ics', content: calendar.content } } : message;
}

export const sendWithoutMailApi = (async (mail, cfg) => {
  const message = nodemailerMessage(mail);
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
  const link = cfg.isProduction ? undefined : firstLink(mail.text);
  console.info(
    `[mail] neither SMTP_URL nor MAIL_API_KEY is set; "${message.subject}" to ${message.to} written to ${file}` +
      (link ? `\n[mail] its link: ${link}` : ''),
  );
  return { messageId: info.messageId, outboxFile: file };
}) satisfies MailPlatform['sendWithoutMailApi'];
