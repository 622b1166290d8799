/**
 * JSON-LD as mailers really write it. Templates glue JSON together by hand, and the common
 * slips are mended here before giving up on a block: trailing commas, objects written one after
 * the other without a comma (`}{`), line breaks and other control characters inside strings,
 * escapes JSON does not have (`\&`, `\'`), quotes left unescaped inside a string, single-quoted
 * strings, comments, and several top-level values in one script. Only the structure is repaired:
 * values are never invented or reinterpreted (dates are checked later, by ./schema-org-dates.ts).
 */

/** The value of a JSON text, repaired when needed; undefined when it cannot be read. */
export function parseLenientJson(source: string): unknown {
  const text = unwrap(source);
  if (!text) return undefined;
  for (const candidate of [text, repairJson(text)]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}

/** The JSON inside HTML comment or CDATA wrappers and a stray trailing semicolon. */
function unwrap(source: string): string {
  return source
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>$/, '')
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .trim()
    .replace(/;+$/, '')
    .trim();
}

const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/**
 * The text with the slips above mended, in one pass that knows when it is inside a string.
 * Exported for tests; parseLenientJson only uses it when the text is not valid JSON as it is.
 */
function repairJson(text: string): string {
  let out = '';
  let depth = 0;
  let roots = 0;
  // The last character written that was not white space ('' at the start).
  let last = '';
  let i = 0;
  const nextSignificant = (from: number): string => {
    let j = from;
    while (j < text.length && /\s/.test(text[j] ?? '')) j++;
    return text[j] ?? '';
  };
  const emit = (value: string) => {
    out += value;
    const trimmed = value.trim();
    if (trimmed) last = trimmed.at(-1) ?? last;
  };
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '"' || c === "'") {
      const [value, end] = readString(text, i, c);
      emit(value);
      i = end;
      // A value directly followed by the next key: the comma was left out.
      if (nextSignificant(i) === '"' && depth > 0) emit(',');
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      continue;
    }
    i++;
    if (c === ',') {
      const next = nextSignificant(i);
      // Trailing, doubled and leading commas carry nothing.
      if (next === '}' || next === ']' || next === ',' || next === '' || last === '' || '[{,:'.includes(last)) continue;
    }
    if (c === '{' || c === '[') depth++;
    emit(c);
    if (c === '}' || c === ']') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) roots++;
      const next = nextSignificant(i);
      // `}{`, `][`, `} "key"`: values written one after the other.
      if (next === '{' || next === '[' || (next === '"' && depth > 0)) emit(',');
    } else if (/[0-9a-zA-Z]/.test(c) && !/[0-9a-zA-Z.+-]/.test(text[i] ?? '') && depth > 0 && nextSignificant(i) === '"') {
      // A number, true, false or null directly followed by the next key.
      emit(',');
    }
  }
  // Several top-level values (one object per passenger…) are read as one list.
  return roots > 1 ? `[${out}]` : out;
}

/** One string starting at `start` as valid JSON (double-quoted, escaped) and the index after it. */
function readString(text: string, start: number, quote: string): [string, number] {
  let out = '"';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '\\') {
      const next = text[i + 1] ?? '';
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        out += text.slice(i, i + 6);
        i += 6;
      } else if (next !== 'u' && VALID_ESCAPES.has(next)) {
        out += `\\${next}`;
        i += 2;
      } else if (next === "'") {
        out += "'";
        i += 2;
      } else {
        // `\&`, `\:`, a lone backslash: the backslash was meant literally or not at all.
        out += next && /[A-Za-z0-9]/.test(next) ? '\\\\' : '';
        i += 1;
      }
      continue;
    }
    if (c === quote) {
      // A quote followed by more words is a quote inside the string the sender forgot to escape.
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j] ?? '')) j++;
      const after = text[j] ?? '';
      if (after === '' || ',:}]"\''.includes(after)) return [`${out}"`, i + 1];
      out += '\\"';
      i++;
      continue;
    }
    if (c === '"') out += '\\"';
    else if (c < ' ' || c === '\u007f') out += CONTROL_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += c;
    i++;
  }
  return [`${out}"`, i];
}
