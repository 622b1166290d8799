/**
 * A linear guard before HTML reaches htmlparser2, whose open-element stack makes parsing
 * quadratic in nesting depth (200,000 nested <div>s, 1.2 MB, take about a minute). Booking
 * emails nest a few dozen elements deep; a message nesting deeper than this is hostile or broken
 * and is not parsed (its events then come from the fallback).
 */

/** Deepest nesting of elements that need an end tag that a parsed email may have. */
const MAX_HTML_DEPTH = 1000;
/** Longest HTML parsed at all (booking emails are well under 500 kB; Gmail clips at 102 kB). */
const MAX_HTML_CHARS = 2_000_000;

// Elements without an end tag, or whose end tag may be left out: they do not nest in practice.
const NOT_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
  'p', 'li', 'td', 'th', 'tr', 'dt', 'dd', 'option', 'optgroup', 'thead', 'tbody', 'tfoot', 'colgroup', 'caption',
  'rb', 'rt', 'rtc', 'rp', 'html', 'head', 'body',
]);

/** An upper estimate of the element nesting depth, counting tags in one linear scan. */
function estimateNestingDepth(html: string, stopAbove = MAX_HTML_DEPTH): number {
  // "[^<>]" keeps every attempt short, so the scan stays linear even on "<a<a<a…".
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;
  let depth = 0;
  let deepest = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = (m[2] ?? '').toLowerCase();
    if (NOT_NESTING.has(name) || m[3] === '/') continue;
    if (m[1] === '/') depth = Math.max(0, depth - 1);
    else if (++depth > deepest) {
      deepest = depth;
      if (deepest > stopAbove) break;
    }
  }
  return deepest;
}

/** True when the HTML is small and shallow enough to parse. */
export function isSafeToParse(html: string): boolean {
  return html.length <= MAX_HTML_CHARS && estimateNestingDepth(html) <= MAX_HTML_DEPTH;
}
