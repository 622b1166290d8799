/**
 * The edge build's prerendered files, served by the Worker from its assets as the Node server's
 * static file server serves them (../node/static-files.ts):
 * - pages carry their Content-Security-Policy as a header. The Node adapter writes it beside the
 *   page (`_headers.json`); the Cloudflare build leaves it in a <meta> of the page, where
 *   browsers ignore `frame-ancestors` (and say so in the console). It moves to the header here;
 * - pages, robots.txt and the sitemap name the runtime SITE_URL in place of the build's
 *   (../http/site-rewrite.ts) when the two differ.
 * Each file is made once per Worker isolate (again when its asset's ETag changes), with its own
 * ETag. Only the files the build prerenders are asked of the assets (../http/static-paths.mjs); any
 * other request goes on to the app.
 */
import { rewriteSite, type SiteRewrite } from '../http/site-rewrite';
import { SITE_FILES, STATIC_PATHS } from '../http/static-paths.mjs';

/** The Worker's assets binding (what it uses of Cloudflare's Fetcher). */
export type Assets = { fetch(input: Request | string, init?: RequestInit): Promise<Response> };

/** Each prerendered page at every URL form it answers: `/faq/`, `/faq`, `/faq/index.html`. */
const PAGES = new Set<string>(STATIC_PATHS.flatMap((path) => [path, path.replace(/\/$/, '') || '/', `${path}index.html`]));

export function isPrerenderedFile(pathname: string): boolean {
  return PAGES.has(pathname) || SITE_FILES.test(pathname);
}

type Prepared = { sourceTag: string; body: string; etag: string; headers: [string, string][] };

const prepared = new Map<string, Prepared>();

const CSP_META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"\s*\/?>/i;

const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The page's policy moved from its <meta> to a header, and the build's origin replaced. */
function prepare(text: string, type: string, site: SiteRewrite | undefined): { body: string; policy?: string } {
  let body = site ? (rewriteSite(text, site) ?? text) : text;
  if (!/^text\/html\b/i.test(type)) return { body };
  const meta = CSP_META.exec(body);
  if (!meta) return { body };
  body = body.slice(0, meta.index) + body.slice(meta.index + meta[0].length);
  return { body, policy: unescapeAttribute(meta[1] ?? '') };
}

const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * The prerendered file at the request's path, ready to send, or undefined when the path is not
 * one (the request goes on to the app). Redirects (`/faq` to `/faq/`) are answered as the
 * assets answer them.
 */
export async function prerenderedFile(request: Request, assets: Assets, site: SiteRewrite | undefined): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  if (!isPrerenderedFile(url.pathname)) return undefined;
  // The asset's own ETag is for the build's bytes: ask without the browser's validators.
  const asset = await assets.fetch(new Request(url, { method: 'GET', headers: { 'Accept-Encoding': 'identity' } }));
  if (asset.status === 404) return undefined;
  if (asset.status !== 200) return asset;
  const sourceTag = asset.headers.get('etag') ?? '';
  let file = prepared.get(url.pathname);
  if (!file || file.sourceTag !== sourceTag) {
    const { body, policy } = prepare(await asset.text(), asset.headers.get('content-type') ?? '', site);
    const headers = [...asset.headers].filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name.toLowerCase()));
    if (policy) headers.push(['Content-Security-Policy', policy]);
    file = { sourceTag, body, etag: `"${sourceTag.replace(/^W\//, '').replaceAll('"', '')}-site"`, headers };
    prepared.set(url.pathname, file);
  } else {
    await asset.body?.cancel();
  }
  const headers = new Headers(file.headers);
  headers.set('ETag', file.etag);
  if (matches(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : file.body, { status: 200, headers });
}
