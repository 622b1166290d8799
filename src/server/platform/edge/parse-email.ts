/**
 * MIME parsing on the edge: postal-mime, written for Workers (no Node streams). It returns the
 * same ParsedEmail as mailparser does on Node (../node/parse-email.ts).
 */
import PostalMime, { type Address } from 'postal-mime';
import type { ParseEmail } from '../contract';

function firstMailbox(from: Address | undefined): { name: string; address: string } | null {
  if (!from) return null;
  if (from.group) return { name: from.name, address: '' };
  return { name: from.name, address: from.address };
}

function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const parseEmail = (async (raw) => {
  const mail = await PostalMime.parse(raw, {
    // Attached messages stay attachments, as mailparser lists them: read-email.ts follows them.
    forceRfc822Attachments: true,
    attachmentEncoding: 'arraybuffer',
  });
  return {
    subject: mail.subject ?? null,
    date: dateOf(mail.date),
    from: firstMailbox(mail.from),
    text: mail.text ?? '',
    html: mail.html ?? null,
    attachments: mail.attachments.map((a) => ({
      contentType: a.mimeType.toLowerCase(),
      filename: a.filename,
      content: typeof a.content === 'string' ? new TextEncoder().encode(a.content) : new Uint8Array(a.content),
    })),
    messageId: mail.messageId ?? null,
  };
}) satisfies ParseEmail;
