/**
 * Inline forwards: the forwarded message sits in
 * the body after a marker line and a small header block. Gmail writes
 * "---------- Forwarded message ---------", Apple Mail "Begin forwarded message:", Outlook
 * "-----Original Message-----" or a rule of underscores before a "From:" block. The innermost
 * one wins.
 */

const MARKERS = [
  /^[ \t>]*-{2,}\s*Forwarded message\s*-{2,}[ \t]*$/gim,
  /^[ \t>]*Begin forwarded message:[ \t]*$/gim,
  /^[ \t>]*-{2,}\s*Original Message\s*-{2,}[ \t]*$/gim,
  /^[ \t>]*-{2,}\s*(?:Weitergeleitete Nachricht|Message transféré|Mensaje reenviado)\s*-{2,}[ \t]*$/gim,
];
/**
 * Outlook's plain rule of underscores before the header block: only a forward when a From line
 * follows (a rule alone is often just a signature separator).
 */
const RULE_MARKER = /^[ \t>]*_{10,}[ \t]*$/gm;

/** Header names in the block after the marker, in the languages mail clients write them. */
const HEADER_NAMES: Record<string, 'from' | 'date' | 'subject' | 'to'> = {
  from: 'from', von: 'from', de: 'from', sent: 'date', date: 'date', datum: 'date', gesendet: 'date',
  envoyé: 'date', fecha: 'date', enviado: 'date', subject: 'subject', betreff: 'subject',
  objet: 'subject', asunto: 'subject', to: 'to', an: 'to', à: 'to', para: 'to', cc: 'to',
};

export type InlineForward = { subject: string | null; from: string | null; date: Date | null; text: string };

/** The innermost forwarded message of a plain-text body, or null when there is none. */
export function unwrapInlineForward(text: string): InlineForward | null {
  const found: { end: number; index: number; rule: boolean }[] = [];
  for (const [marker, rule] of [...MARKERS.map((m) => [m, false] as const), [RULE_MARKER, true] as const]) {
    marker.lastIndex = 0;
    for (let m = marker.exec(text); m; m = marker.exec(text)) found.push({ index: m.index, end: m.index + m[0].length, rule });
  }
  // Innermost first: the last marker in the text (a few only: a hostile text may hold thousands).
  for (const marker of found.sort((a, b) => b.index - a.index).slice(0, 20)) {
    const forward = readForwardAfter(text, marker.end);
    if (!marker.rule || forward.from) return forward;
  }
  return null;
}

/** The header block (at most 40 lines) after a marker, then the body up to the end. */
function readForwardAfter(text: string, start: number): InlineForward {
  let position = start;
  let lineStart = start;
  const nextLine = (): string | null => {
    if (position > text.length) return null;
    lineStart = position;
    const newline = text.indexOf('\n', position);
    const end = newline === -1 ? text.length : newline;
    position = end + 1;
    return text.slice(lineStart, end).replace(/\r$/, '');
  };
  const unquote = (line: string) => line.replace(/^[ \t>]+/, '');
  const headers: Partial<Record<'from' | 'date' | 'subject' | 'to', string>> = {};
  // The rest of the marker line and blank lines before the header block.
  let line = nextLine();
  for (let skipped = 0; line !== null && unquote(line).trim() === '' && skipped < 40; skipped++) line = nextLine();
  // "Name: value" lines until a blank line or a line that is not a header.
  for (let read = 0; line !== null && read < 40; read++, line = nextLine()) {
    const match = /^\*?([A-Za-zÀ-ÿ]+)\*?\s?:\s*(.*)$/.exec(unquote(line));
    const name = match ? HEADER_NAMES[(match[1] ?? '').toLowerCase()] : undefined;
    if (match && name) {
      headers[name] ??= (match[2] ?? '').trim();
      continue;
    }
    // A wrapped header line (a long subject) continues the block.
    if (/^[ \t]+\S/.test(line) && Object.keys(headers).length > 0) continue;
    break;
  }
  const body = line === null ? '' : text.slice(lineStart);
  return {
    subject: headers.subject ?? null,
    from: headers.from ?? null,
    date: headers.date ? parseLooseDate(headers.date) : null,
    text: body.split(/\r?\n/).map((l) => l.replace(/^> ?/, '')).join('\n').trim(),
  };
}

/** "Mon, Nov 16, 2026 at 9:12 AM" and RFC 2822 dates; null when unreadable. */
function parseLooseDate(value: string): Date | null {
  const cleaned = value.replace(/\s+at\s+/i, ' ').replace(/\s+um\s+/i, ' ');
  const date = new Date(cleaned);
  return Number.isNaN(date.getTime()) ? null : date;
}
