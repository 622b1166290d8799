/**
 * The frame every email of the product is written in: a centred white card on a lilac page,
 * table-based so old mail clients lay it out too. Each email gives its subject and the rows.
 */
export type ComposedEmail = { subject: string; text: string; html: string };

/**
 * The invisible characters that reorder text (U+202A-U+202E embeddings and overrides, U+2066-U+2069
 * isolates, the U+200E/U+200F/U+061C marks). In typed text they can make a subject read as
 * something other than what was typed ("…\u202Efdp.exe" shows as "…exe.pdf"); no subject needs them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/**
 * One line, whatever was typed (a subject or a heading must not carry line breaks), without
 * bidirectional controls. `sendMail` (./mail.ts) passes every subject through it as well.
 */
export const oneLine = (value: string) => withoutBidiControls(value).replace(/\s+/g, ' ').trim();

/**
 * Typed text (an itinerary's name, an owner's name) clipped for a subject line: one line, at most
 * `max` characters counting the ellipsis that ends a clipped one (code points, so an emoji is never
 * cut in half).
 */
export function clipForSubject(value: string, max: number): string {
  const chars = Array.from(oneLine(value));
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Typed text made inert for mail clients, which turn anything that looks like an address into a
 * link ("www.example.com", "http://…", "name@host"): an invisible zero-width space after every
 * `.`, `:`, `/` and `@` that is followed by more text breaks those patterns, in the HTML part and in
 * the plain-text part alike, while the text reads the same. Escape for HTML after this.
 */
export function inertText(value: string): string {
  return value.replace(/([.:/@])(?=\S)/g, `$1${ZERO_WIDTH_SPACE}`);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The whole HTML document around `rows` (`<tr>…</tr>` elements, already escaped). */
export function emailHtml(subject: string, rows: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
${rows}
  </table>
</body>
</html>
`;
}

/**
 * The last row of every email sent to an address someone typed: why it came, and the one-click
 * link that stops every email to this address (docs/mail.md).
 */
export function unsubscribeHtmlRow(unsubscribeUrl: string, reason: string): string {
  return `    <tr><td style="padding-top:24px"><div style="padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(reason)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280;text-decoration:underline">Stop emails to this address</a></div></td></tr>`;
}

/** The same note for the plain-text part (lines to append). */
export function unsubscribeTextLines(unsubscribeUrl: string, reason: string): string[] {
  return ['--', reason, 'Stop emails to this address:', unsubscribeUrl, ''];
}

/** The round violet button both emails end their first block with. */
export function emailButton(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#7c3aed;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
}
