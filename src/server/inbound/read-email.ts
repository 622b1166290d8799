/**
 * Reads a raw RFC 822 message into what extraction needs, unwrapping forwarded messages: an
 * attached message/rfc822 (the innermost one, with its own HTML) or an inline "Forwarded
 * message" block. The MIME parser is the platform's (`@platform/parse-email`: mailparser on Node,
 * postal-mime on the edge); everything else here is shared. Never throws: a malformed message
 * gives whatever could be read, at worst its raw text.
 */
import { parseEmail } from '@platform/parse-email';
import { unwrapInlineForward } from './forwarded-inline';
import { htmlToText } from './html-text';
import type { EmailContent, ParseEmail, ParsedEmail } from './types';

/** Forwards of forwards deeper than this are not followed (a hostile message could nest many). */
const MAX_FORWARD_DEPTH = 5;

type Raw = Uint8Array | string;

const textOf = (raw: Raw) => (typeof raw === 'string' ? raw : new TextDecoder().decode(raw));

function isCalendar(contentType: string, filename: string | null): boolean {
  return /^(text|application)\/(calendar|ics)\b/i.test(contentType) || /\.ics$/i.test(filename ?? '');
}

function addressText(mail: ParsedEmail): string | null {
  const from = mail.from;
  if (!from?.address) return from?.name || null;
  return from.name ? `${from.name} <${from.address}>` : from.address;
}

/**
 * The parsers differ in the line breaks around a part (postal-mime keeps the one before the next
 * boundary, and writes calendars with \n): bodies end without white space and calendars use \n,
 * so both builds read the same content.
 */
const body = (text: string) => text.replace(/\r\n?/g, '\n').trimEnd();

/** Invites: text/calendar parts (both parsers list them as attachments) and .ics files. */
function calendarsOf(mail: ParsedEmail): string[] {
  return mail.attachments.filter((a) => isCalendar(a.contentType, a.filename)).map((a) => body(new TextDecoder().decode(a.content)));
}

function contentOf(mail: ParsedEmail): EmailContent {
  const html = mail.html === null ? null : body(mail.html);
  return {
    subject: mail.subject ?? '',
    date: mail.date,
    from: addressText(mail),
    // HTML-only mail: its text is made here, the same way on both builds.
    text: body(mail.text.trim() || html === null ? mail.text : htmlToText(html)),
    html,
    calendars: calendarsOf(mail),
    messageId: mail.messageId,
  };
}

/** A header line longer than this is junk (mailparser refuses the whole message over it). */
const MAX_HEADER_LINE_CHARS = 64 * 1024;

/** The message without its oversized top-level header lines, or null when it has none. */
function withoutOversizedHeaders(raw: Raw): string | null {
  const text = textOf(raw);
  const split = text.search(/\r?\n\r?\n/);
  const headerBlock = split > 0 ? text.slice(0, split) : text;
  // Logical header lines: a line break not followed by folding white space.
  const lines = headerBlock.split(/\r?\n(?![ \t])/);
  const kept = lines.filter((line) => line.length <= MAX_HEADER_LINE_CHARS);
  if (kept.length === lines.length) return null;
  return `${kept.join('\r\n')}${split > 0 ? text.slice(split) : '\r\n\r\n'}`;
}

/** The raw message's text when even the parser gave up: headers dropped, body kept. */
function rawFallback(raw: Raw): EmailContent {
  const text = textOf(raw);
  const split = text.search(/\r?\n\r?\n/);
  const headers = split > 0 ? text.slice(0, split) : '';
  const subject = /^subject:[ \t]*(.{0,500})/im.exec(headers)?.[1]?.trim() ?? '';
  const body = (split > 0 ? text.slice(split) : text).slice(0, 200_000).trim();
  return { subject, date: null, from: null, text: body, html: null, calendars: [], messageId: null };
}

/** A reader over the given MIME parser (the platform's by default: `readEmail`). */
export function createEmailReader(parseMime: ParseEmail): (raw: Raw) => Promise<EmailContent> {
  const parse = async (raw: Raw): Promise<ParsedEmail | null> => {
    try {
      return await parseMime(raw);
    } catch {
      return null;
    }
  };

  return async function readEmail(raw) {
    let outer = await parse(raw);
    if (!outer) {
      // One absurd header line (the parser's header size limit) should not cost the whole message.
      const trimmed = withoutOversizedHeaders(raw);
      outer = trimmed === null ? null : await parse(trimmed);
    }
    if (!outer) return rawFallback(raw);
    let content = contentOf(outer);
    const calendars = [...content.calendars];

    // Attached messages: follow the (first) message/rfc822 attachment down to the innermost one.
    let mail = outer;
    for (let depth = 0; depth < MAX_FORWARD_DEPTH; depth++) {
      const attached = mail.attachments.find((a) => a.contentType === 'message/rfc822');
      if (!attached) break;
      const inner = await parse(attached.content);
      if (!inner) break;
      mail = inner;
      content = contentOf(inner);
      calendars.push(...content.calendars);
    }

    // Inline forwards: take the innermost message's headers and body. The HTML stays the outer
    // one: the forwarded HTML (and any structured data it kept) is part of it.
    const inline = unwrapInlineForward(content.text);
    if (inline) {
      content = {
        ...content,
        subject: inline.subject ?? content.subject,
        from: inline.from ?? content.from,
        date: inline.date ?? content.date,
        text: inline.text,
      };
    }
    return { ...content, calendars: [...new Set(calendars)] };
  };
}

export const readEmail = createEmailReader(parseEmail);
