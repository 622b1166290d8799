/**
 * Reads a raw RFC 822 message into what extraction needs (MIME with
 * mailparser), unwrapping forwarded messages: an attached message/rfc822 (the innermost one,
 * with its own HTML) or an inline "Forwarded message" block. Never throws: a malformed message
 * gives whatever could be read, at worst its raw text.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { unwrapInlineForward } from './forwarded-inline';
import { isSafeToParse, MAX_HTML_CHARS } from './html-depth';
import type { EmailContent } from './types';

/** Forwards of forwards deeper than this are not followed (a hostile message could nest many). */
const MAX_FORWARD_DEPTH = 5;
const PARSE_OPTIONS = { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, maxHtmlLengthToParse: MAX_HTML_CHARS };

function isCalendar(contentType: string, filename: string | undefined): boolean {
  return /^(text|application)\/(calendar|ics)\b/i.test(contentType) || /\.ics$/i.test(filename ?? '');
}

async function parse(raw: Buffer | string): Promise<ParsedMail | null> {
  try {
    // mailparser turns HTML-only mail into text with htmlparser2, whose cost grows with the
    // square of the nesting depth: only HTML that passes the depth guard is converted.
    const mail = await simpleParser(raw, { ...PARSE_OPTIONS, skipHtmlToText: true });
    if (!mail.text && typeof mail.html === 'string' && isSafeToParse(mail.html)) {
      return await simpleParser(raw, PARSE_OPTIONS);
    }
    return mail;
  } catch {
    return null;
  }
}

function addressText(mail: ParsedMail): string | null {
  const from = mail.from?.value[0];
  if (!from) return mail.from?.text || null;
  return from.name ? `${from.name} <${from.address ?? ''}>` : (from.address ?? null);
}

/** Invites: text/calendar parts (mailparser lists them as attachments) and .ics files. */
function calendarsOf(mail: ParsedMail): string[] {
  return mail.attachments.filter((a) => isCalendar(a.contentType, a.filename)).map((a) => a.content.toString('utf8'));
}

function contentOf(mail: ParsedMail): EmailContent {
  return {
    subject: mail.subject ?? '',
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    from: addressText(mail),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    calendars: calendarsOf(mail),
    messageId: mail.messageId ?? null,
  };
}

/** A header line longer than this is junk (mailparser refuses the whole message over it). */
const MAX_HEADER_LINE_CHARS = 64 * 1024;

/** The message without its oversized top-level header lines, or null when it has none. */
function withoutOversizedHeaders(raw: Buffer | string): string | null {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  const split = text.search(/\r?\n\r?\n/);
  const headerBlock = split > 0 ? text.slice(0, split) : text;
  // Logical header lines: a line break not followed by folding white space.
  const lines = headerBlock.split(/\r?\n(?![ \t])/);
  const kept = lines.filter((line) => line.length <= MAX_HEADER_LINE_CHARS);
  if (kept.length === lines.length) return null;
  return `${kept.join('\r\n')}${split > 0 ? text.slice(split) : '\r\n\r\n'}`;
}

/** The raw message's text when even mailparser gave up: headers dropped, body kept. */
function rawFallback(raw: Buffer | string): EmailContent {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  const split = text.search(/\r?\n\r?\n/);
  const headers = split > 0 ? text.slice(0, split) : '';
  const subject = /^subject:[ \t]*(.{0,500})/im.exec(headers)?.[1]?.trim() ?? '';
  const body = (split > 0 ? text.slice(split) : text).slice(0, 200_000).trim();
  return { subject, date: null, from: null, text: body, html: null, calendars: [], messageId: null };
}

export async function readEmail(raw: Buffer | string): Promise<EmailContent> {
  let outer = await parse(raw);
  if (!outer) {
    // One absurd header line (mailparser's header size limit) should not cost the whole message.
    const trimmed = withoutOversizedHeaders(raw);
    outer = trimmed === null ? null : await parse(trimmed);
  }
  if (!outer) return rawFallback(raw);
  let content = contentOf(outer);
  const calendars = [...content.calendars];

  // Attached messages: follow the (first) message/rfc822 attachment down to the innermost one.
  let mail = outer;
  for (let depth = 0; depth < MAX_FORWARD_DEPTH; depth++) {
    const attached = mail.attachments.find((a) => /^message\/rfc822$/i.test(a.contentType));
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
}
