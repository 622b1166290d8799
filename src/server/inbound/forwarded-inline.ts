/**
 * Inline forwards (issue 7 "Forwarded messages … are unwrapped"): the forwarded message sits in
 * the body after a marker line and a small header block. Gmail writes
 * "---------- Forwarded message ---------", Apple Mail "Begin forwarded message:", Outlook
 * "-----Original Message-----" (or just a "From:" block after a rule). The innermost one wins.
 */

const MARKERS = [
  /^[ \t>]*-{2,}\s*Forwarded message\s*-{2,}[ \t]*$/gim,
  /^[ \t>]*Begin forwarded message:[ \t]*$/gim,
  /^[ \t>]*-{2,}\s*Original Message\s*-{2,}[ \t]*$/gim,
  /^[ \t>]*-{2,}\s*(?:Weitergeleitete Nachricht|Message transféré|Mensaje reenviado)\s*-{2,}[ \t]*$/gim,
];

/** Header names in the block after the marker, in the languages mail clients write them. */
const HEADER_NAMES: Record<string, 'from' | 'date' | 'subject' | 'to'> = {
  from: 'from', von: 'from', de: 'from', sent: 'date', date: 'date', datum: 'date', gesendet: 'date',
  envoyé: 'date', fecha: 'date', enviado: 'date', subject: 'subject', betreff: 'subject',
  objet: 'subject', asunto: 'subject', to: 'to', an: 'to', à: 'to', para: 'to', cc: 'to',
};

export type InlineForward = { subject: string | null; from: string | null; date: Date | null; text: string };

/** The innermost forwarded message of a plain-text body, or null when there is none. */
export function unwrapInlineForward(text: string): InlineForward | null {
  let last = -1;
  let markerEnd = -1;
  for (const marker of MARKERS) {
    marker.lastIndex = 0;
    for (let m = marker.exec(text); m; m = marker.exec(text)) {
      if (m.index > last) {
        last = m.index;
        markerEnd = m.index + m[0].length;
      }
    }
  }
  if (last === -1) return null;
  const lines = text.slice(markerEnd).replace(/^\r?\n/, '').split(/\r?\n/);
  const headers: Partial<Record<'from' | 'date' | 'subject' | 'to', string>> = {};
  let index = 0;
  // Skip blank lines before the header block, then read "Name: value" lines until a blank line.
  while (index < lines.length && (lines[index] ?? '').trim() === '') index++;
  for (; index < lines.length && index < 40; index++) {
    const line = (lines[index] ?? '').replace(/^[ \t>]+/, '');
    if (line.trim() === '') break;
    const match = /^\*?([A-Za-zÀ-ÿ]+)\*?\s?:\s*(.*)$/.exec(line);
    const name = match ? HEADER_NAMES[(match[1] ?? '').toLowerCase()] : undefined;
    if (!match || !name) {
      // A continued header line (a long subject wrapped by the client).
      if (/^\s/.test(lines[index] ?? '') && Object.keys(headers).length > 0) continue;
      break;
    }
    headers[name] ??= (match[2] ?? '').trim();
  }
  const body = lines.slice(index).map((l) => l.replace(/^> ?/, '')).join('\n').trim();
  return {
    subject: headers.subject ?? null,
    from: headers.from ?? null,
    date: headers.date ? parseLooseDate(headers.date) : null,
    text: body,
  };
}

/** "Mon, Nov 16, 2026 at 9:12 AM" and RFC 2822 dates; null when unreadable. */
function parseLooseDate(value: string): Date | null {
  const cleaned = value.replace(/\s+at\s+/i, ' ').replace(/\s+um\s+/i, ' ');
  const date = new Date(cleaned);
  return Number.isNaN(date.getTime()) ? null : date;
}
