/**
 * TEMPORARY (helper E, issue 7): a minimal stand-in for helper D's read-email.ts so receiving can
 * be built and tested before the merge. The lead replaces this file with D's version (same
 * signature); it does not unwrap forwarded messages.
 */
import { simpleParser } from 'mailparser';
import type { EmailContent } from './types';

export async function readEmail(raw: Buffer): Promise<EmailContent> {
  const parsed = await simpleParser(raw);
  return {
    subject: parsed.subject ?? '',
    date: parsed.date ?? null,
    from: parsed.from?.value[0]?.address ?? null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    calendars: parsed.attachments.filter((a) => a.contentType === 'text/calendar').map((a) => a.content.toString('utf8')),
    messageId: parsed.messageId ?? null,
  };
}
