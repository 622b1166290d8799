/**
 * MIME parsing on Node: mailparser (Node streams). The edge build uses postal-mime instead
 * (../edge/parse-email.ts); both return the ParsedEmail that src/server/inbound/read-email.ts reads.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ParsedEmail } from '../../inbound/types';
import type { ParseEmail } from '../contract';

// Only the text parts' own text: text for HTML-only mail is made by read-email.ts on both builds.
const PARSE_OPTIONS = { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true };

function parsed(mail: ParsedMail): ParsedEmail {
  const first = mail.from?.value[0];
  const from = first ? { name: first.name ?? '', address: first.address ?? '' } : mail.from?.text ? { name: mail.from.text, address: '' } : null;
  return {
    subject: mail.subject ?? null,
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    from,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments: mail.attachments.map((a) => ({ contentType: a.contentType.toLowerCase(), filename: a.filename ?? null, content: a.content })),
    messageId: mail.messageId ?? null,
  };
}

export const parseEmail = (async (raw) => {
  const input = typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  return parsed(await simpleParser(input, PARSE_OPTIONS));
}) satisfies ParseEmail;
