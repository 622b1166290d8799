/**
 * What the AI extractor is shown of an email ("the email text trimmed and stripped of
 * quoted noise"): quoted replies, signatures, phone footers and long tracking links cost tokens
 * and mislead the model; bookings live in the message itself. Capped so one email stays one
 * cheap request.
 */
import { htmlToText } from './html-text';
import type { EmailContent } from './types';

const AI_TEXT_MAX_CHARS = 12_000;
const LONG_URL_CHARS = 60;
const FORWARD_MARKER = /^\s*(-{2,}\s*(forwarded message|original message|weitergeleitete nachricht|message transféré)|begin forwarded message:)/i;
const SIGNATURE = /^-- ?$/;
const PHONE_FOOTER = /^\s*sent from my (iphone|ipad|android|mobile|phone)\b/i;
const REPLY_HEADER = /^\s*on .{4,200} wrote:\s*$/i;

function shortenUrls(line: string): string {
  return line.replace(/\bhttps?:\/\/[^\s<>"')\]]+/gi, (url) => {
    if (url.length <= LONG_URL_CHARS) return url;
    try {
      return `${new URL(url).origin}/…`;
    } catch {
      return '[link]';
    }
  });
}

/** The email text the model sees: no quotes, signatures or long links; whitespace collapsed. */
export function trimEmailText(content: Pick<EmailContent, 'text' | 'html'>): string {
  const source = content.text.trim() ? content.text : content.html ? htmlToText(content.html) : '';
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const unquoted = lines.filter((line) => !/^\s*>/.test(line)).join('\n').trim();
  // Some clients forward a message as a quote: when nearly everything is quoted, unquote it.
  const keepQuoted = unquoted.length < 200;
  const kept: string[] = [];
  let inSignature = false;
  for (const original of lines) {
    let line = original;
    if (FORWARD_MARKER.test(line)) inSignature = false;
    else if (SIGNATURE.test(line)) inSignature = true;
    if (inSignature) continue;
    if (/^\s*>/.test(line)) {
      if (!keepQuoted) continue;
      line = line.replace(/^(\s*>)+\s?/, '');
    }
    if (PHONE_FOOTER.test(line) || (!keepQuoted && REPLY_HEADER.test(line))) continue;
    kept.push(shortenUrls(line).replace(/[ \t\u00a0]+/g, ' ').trimEnd());
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, AI_TEXT_MAX_CHARS);
}
