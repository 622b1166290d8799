/**
 * The edge build's prerendered text files (pages, robots.txt, the sitemap) with the runtime
 * SITE_URL in place of the build's (../site-rewrite.ts), as the Node server's static file server
 * does: the Worker sees these requests before the assets do (run_worker_first in
 * ./wrangler.jsonc), fetches the file from the assets and rewrites it once per Worker isolate.
 * With the same origin at build and run time, nothing is rewritten and the file is sent as it is.
 */
import { rewriteSite, SITE_TEXT_EXTENSIONS, type SiteRewrite } from '../site-rewrite';

/** The Worker's assets binding (what it uses of Cloudflare's Fetcher). */
export type Assets = { fetch(input: Request | string, init?: RequestInit): Promise<Response> };

/** Hashed build assets: never pages, never rewritten. */
const ASSETS_DIR = '/_astro/';

type Rewritten = { sourceTag: string; body: string; etag: string; headers: [string, string][]; status: number };

/** Rewritten files of this isolate, by path; a file is rewritten again when the asset's ETag changes. */
const rewritten = new Map<string, Rewritten>();

/** The text types a prerendered file that names the site may have. */
const SITE_TEXT_TYPE = /^(text\/(html|plain|xml)|application\/(xml|json|manifest\+json))\b/i;

/**
 * Paths that may be a prerendered text file: a folder (`/faq/`), a name without an extension
 * (`/faq`) or one of the text extensions. Anything else (images, scripts) goes straight on.
 */
export function maySiteFile(pathname: string): boolean {
  if (pathname.startsWith(ASSETS_DIR)) return false;
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 || SITE_TEXT_EXTENSIONS.has(name.slice(dot).toLowerCase());
}

const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * The file at the request's path with the runtime origin in it, or undefined when there is no
 * such file (the request goes on to the app). Redirects (`/faq` to `/faq/`) and files that name
 * no site are answered as the assets answer them.
 */
export async function siteFile(request: Request, assets: Assets, site: SiteRewrite): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  if (!maySiteFile(url.pathname)) return undefined;
  // The asset's own ETag is for the build's bytes: ask without the browser's validators.
  const asset = await assets.fetch(new Request(url, { method: 'GET', headers: { 'Accept-Encoding': 'identity' } }));
  if (asset.status === 404) return undefined;
  const type = asset.headers.get('content-type') ?? '';
  if (asset.status !== 200 || !SITE_TEXT_TYPE.test(type)) return asset;
  const sourceTag = asset.headers.get('etag') ?? '';
  let file = rewritten.get(url.pathname);
  if (!file || file.sourceTag !== sourceTag) {
    const text = await asset.text();
    const body = rewriteSite(text, site) ?? text;
    const headers = [...asset.headers].filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name.toLowerCase()));
    file = { sourceTag, body, etag: `"${sourceTag.replace(/^W\//, '').replaceAll('"', '')}-site"`, headers, status: asset.status };
    rewritten.set(url.pathname, file);
  } else {
    await asset.body?.cancel();
  }
  const headers = new Headers(file.headers);
  headers.set('ETag', file.etag);
  if (matches(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : file.body, { status: file.status, headers });
}
