/**
 * Readable text of an email's HTML, for messages that have no text part: the fallback item's
 * notes and first date, inline-forward detection and what the AI extractor reads come from it.
 * Shared by both builds (the MIME parsers only return the text parts they find), so the same
 * message gives the same text on Node and on the edge. Blocks and line breaks become new lines,
 * table cells are separated by a space, scripts, styles and the head are dropped, and links keep
 * their words only.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { isSafeToParse } from './html-depth';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
const { isTag, isText } = DomUtils;

const SKIPPED = new Set(['head', 'script', 'style', 'title', 'template', 'noscript']);
/** Elements whose content starts and ends a paragraph (a blank line around it). */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol', 'dl']);
/** Elements whose content starts and ends a line. */
const LINES = new Set([
  'div', 'tr', 'li', 'dt', 'dd', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'address',
  'figure', 'figcaption', 'form', 'fieldset', 'center', 'caption', 'hr', 'tbody', 'thead', 'tfoot',
]);
const CELLS = new Set(['td', 'th']);

/** Tags stripped without a parser: linear, for HTML too deep or too long to parse safely. */
function strippedText(html: string): string {
  return html
    .replace(/<br\b[^<>]*>/gi, '\n')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&');
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function htmlToText(html: string): string {
  if (!isSafeToParse(html)) return tidy(strippedText(html));
  let document;
  try {
    document = parseDocument(html, { decodeEntities: true });
  } catch {
    return tidy(strippedText(html));
  }
  const out: string[] = [];
  const walk = (node: ChildNode, pre: boolean) => {
    if (isText(node)) {
      out.push(pre ? node.data : node.data.replace(/\s+/g, ' '));
      return;
    }
    if (!isTag(node) || SKIPPED.has(node.name)) return;
    if (node.name === 'br') {
      out.push('\n');
      return;
    }
    const around = PARAGRAPHS.has(node.name) ? '\n\n' : LINES.has(node.name) ? '\n' : CELLS.has(node.name) ? ' ' : '';
    out.push(around);
    for (const child of node.children) walk(child, pre || node.name === 'pre');
    out.push(around);
  };
  for (const child of document.children) walk(child, false);
  return tidy(out.join(''));
}
