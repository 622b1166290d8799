/**
 * schema.org data embedded in an email's HTML: JSON-LD scripts and
 * microdata, both turned into the same plain JSON objects. The HTML is parsed with htmlparser2
 * (a real parser, never regular expressions; see ./html-author-tree.ts for how microdata items
 * in paragraphs are kept whole) and nothing in it is executed or kept as markup. JSON-LD is read
 * leniently (./lenient-json.ts): mail templates often write it by hand.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { isMicrodataItem, parseAuthorDocument } from './html-author-tree';
import { isSafeToParse } from './html-depth';
import { parseLenientJson } from './lenient-json';

// Only htmlparser2 is imported (mailparser's html-to-text already depends on it); its DOM types
// are named through it rather than through its own dependencies.
type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
const { isTag, isText, textContent } = DomUtils;

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema.org type names of an object ("http://schema.org/FlightReservation" → "FlightReservation"). */
export function typesOf(value: JsonObject): string[] {
  const raw = value['@type'] ?? value['type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, ''));
}

/** Every JSON-LD and microdata item of the HTML, top level first. */
export function readStructuredData(html: string): JsonObject[] {
  if (!isSafeToParse(html)) return [];
  let document;
  try {
    document = parseAuthorDocument(html);
  } catch {
    return [];
  }
  const items: JsonObject[] = [];
  // JSON-LD scripts anywhere, also inside microdata items (Gmail's EmailMessage wrapper).
  walk(document.children, (element) => {
    if (element.name !== 'script') return true;
    const type = (element.attribs['type'] ?? '').toLowerCase().split(';')[0]?.trim();
    if (type === 'application/ld+json') items.push(...readJsonLd(textContent(element)));
    return false;
  });
  // Microdata: every top-level item (one that is no other item's property), with its nested
  // items as property values. A property item outside any item counts as top-level too.
  const refs: References = { root: document.children, remaining: MAX_ITEMREFS };
  const visitItems = (nodes: ChildNode[], insideItem: boolean) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const item = isMicrodataItem(node.attribs);
      if (item && (!insideItem || node.attribs['itemprop'] === undefined)) items.push(readMicrodataItem(node, refs));
      visitItems(node.children, insideItem || item);
    }
  };
  visitItems(document.children, false);
  return items;
}

/** Depth-first over elements; `visit` returns false to skip an element's children. */
function walk(nodes: ChildNode[], visit: (element: Element) => boolean): void {
  for (const node of nodes) {
    if (isTag(node) && visit(node)) walk(node.children, visit);
  }
}

function readJsonLd(source: string): JsonObject[] {
  let parsed = parseLenientJson(source);
  // Some mailers entity-encode the script's text ({&quot;@type&quot;: …}); browsers would not
  // decode it, but the sender clearly meant the JSON.
  if (parsed === undefined && /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(source)) parsed = parseLenientJson(decodeBasicEntities(source));
  const roots = Array.isArray(parsed) ? parsed.flat() : [parsed];
  const out: JsonObject[] = [];
  for (const root of roots) {
    if (!isObject(root)) continue;
    const graph = root['@graph'];
    if (Array.isArray(graph) || isObject(graph)) {
      const nodes = (Array.isArray(graph) ? graph : [graph]).filter(isObject);
      const byId = new Map(nodes.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]));
      out.push(...nodes.map((n) => resolveIds(n, byId, 0) as JsonObject));
    } else {
      out.push(root);
    }
  }
  return out;
}

function decodeBasicEntities(text: string): string {
  const named: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: ' ' };
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return named[(name ?? '').toLowerCase()] ?? whole;
  });
}

/** Replaces `{ "@id": "#x" }` references inside a @graph by the node they name. */
function resolveIds(value: unknown, byId: Map<string, JsonObject>, depth: number): unknown {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => resolveIds(v, byId, depth + 1));
  if (!isObject(value)) return value;
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length === 1) {
    const target = byId.get(id);
    return target ? resolveIds(target, byId, depth + 1) : value;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveIds(v, byId, depth + 1)]));
}

/**
 * `itemref`s a message may use in all: each looks its element up in the whole document, so a
 * message made of thousands of them is not followed past this many.
 */
const MAX_ITEMREFS = 50;
type References = { root: ChildNode[]; remaining: number };

/**
 * One microdata item: its own descendants' properties (down to nested items, which own theirs)
 * and those of the elements its `itemref` names.
 */
function readMicrodataItem(element: Element, refs: References, depth = 0): JsonObject {
  const item: JsonObject = {};
  const itemtype = element.attribs['itemtype'];
  if (itemtype) item['@type'] = itemtype.trim().split(/\s+/)[0];
  if (depth > 10) return item;
  const add = (names: string, value: unknown) => {
    for (const name of names.trim().split(/\s+/).filter(Boolean)) {
      const key = name.replace(/^.*[/#]/, '');
      const existing = item[key];
      // Pushed, not copied: a template repeating one property thousands of times stays linear.
      if (existing === undefined) item[key] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else item[key] = [existing, value];
    }
  };
  const visit = (child: Element) => {
    const prop = child.attribs['itemprop'];
    const scoped = isMicrodataItem(child.attribs);
    if (prop !== undefined) add(prop, scoped ? readMicrodataItem(child, refs, depth + 1) : propertyValue(child, prop));
    // A nested item owns its descendants' properties.
    return !scoped;
  };
  walk(element.children, visit);
  const ids = (element.attribs['itemref'] ?? '').split(/\s+/).filter(Boolean);
  for (const id of new Set(ids)) {
    if (refs.remaining <= 0) break;
    refs.remaining--;
    const referenced = DomUtils.getElementById(id, refs.root);
    if (!referenced || referenced === element) continue;
    if (visit(referenced)) walk(referenced.children, visit);
  }
  return item;
}

const URL_PROPERTIES = /(?:url|image|logo|sameAs|photo|thumbnail)$/i;

/** The value of a microdata property, per the HTML standard's rules for each element. */
function propertyValue(element: Element, prop: string): string {
  const a = element.attribs;
  if (a['content'] !== undefined) return a['content'];
  // A machine-readable date on any element (`<span itemprop="startDate" datetime="…">`).
  if (a['datetime'] !== undefined && a['datetime'].trim()) return a['datetime'];
  switch (element.name) {
    case 'a': {
      // The standard takes the link; a link whose text is the value (a hotel's name linking to
      // its site) is read as its text unless the property is itself a link.
      const text = visibleText(element);
      return URL_PROPERTIES.test(prop.trim()) || !text ? (a['href'] ?? '') : text;
    }
    case 'area': case 'link': return a['href'] ?? '';
    case 'img': case 'audio': case 'video': case 'source': case 'iframe': case 'embed': return a['src'] ?? '';
    case 'object': return a['data'] ?? '';
    case 'data': case 'meter': case 'input': return a['value'] ?? '';
    default: return visibleText(element);
  }
}

/** Text of an element without script or style contents, whitespace collapsed. */
function visibleText(element: Element | ChildNode): string {
  const parts: string[] = [];
  const collect = (node: ChildNode) => {
    if (isText(node)) parts.push(node.data);
    else if (isTag(node) && node.name !== 'script' && node.name !== 'style') node.children.forEach(collect);
  };
  collect(element as ChildNode);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The readable text of an HTML fragment (for names that arrive with markup in them). */
export function htmlToPlainText(html: string): string {
  if (!isSafeToParse(html)) return html.replace(/<[^>]*>/g, ' ').replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  try {
    const document = parseDocument(html, { decodeEntities: true });
    return document.children.map((child) => visibleText(child)).join(' ').replace(/\s+/g, ' ').trim();
  } catch {
    return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  }
}
