/**
 * The build's static files (dist/client: hashed assets under /_astro/, prerendered pages,
 * favicons, robots.txt, the sitemap), served by the Node server (./serve.mjs) before the app.
 *
 * It replaces the Node adapter's static step and keeps what that did: a prerendered page answers
 * at `/faq` and `/faq/`, it carries the headers Astro wrote for it (its Content-Security-Policy,
 * from `_headers.json` with the adapter's `staticHeaders` option), and anything that is not a file
 * goes on to the app (its 404 page included). On top of that:
 * - the `.br` and `.gz` copies written at build time (./precompress.mjs) are sent to browsers
 *   that accept them (`Content-Encoding`, `Vary: Accept-Encoding`); nothing is compressed per request;
 * - hashed assets are cached for a year (`immutable`), other files briefly;
 * - an ETag per file and encoding answers revalidation with 304;
 * - one build serves any host: prerendered pages, the sitemap and robots.txt name the site
 *   (canonical links, `og:url`, share images) with the SITE_URL of the build; when the server runs
 *   with another SITE_URL, those files are rewritten to it on their first request and compressed
 *   again, in memory (see docs/deploying.md).
 * The folder is listed once at start-up; small files are kept in memory after their first request.
 * Security headers come from the request guard (./guard.ts), which wraps every response.
 */
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../http/compression';
import { rewriteSite, runtimeSiteRewrite, SITE_TEXT_EXTENSIONS, type SiteRewrite } from '../http/site-rewrite';

/** `_headers.json` as the adapter writes it: a prerendered route's pathname and its headers. */
type StaticHeaders = { pathname: string; headers: { key: string; value: string }[] }[];

type Variant = { path: string; size: number; etag: string; data?: Buffer };

type StaticFile = {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  headers: [string, string][];
  /** A text file that may name the build's site; checked on its first request. */
  mayNameSite?: boolean;
  /** This file with the runtime site in place of the build's, once made. */
  onSite?: StaticFile;
};

/** `file` with every `site.from` replaced by `site.to`, compressed again; `file` when it names none. */
function onRuntimeSite(file: StaticFile, site: SiteRewrite): StaticFile {
  const text = rewriteSite(readFileSync(file.identity.path, 'utf8'), site);
  if (text === null) return file;
  const data = Buffer.from(text);
  const tag = file.identity.etag.slice(1, -1);
  const inMemory = (bytes: Buffer, suffix: string): Variant => ({ path: file.identity.path, size: bytes.length, etag: `"${tag}-site${suffix}"`, data: bytes });
  return {
    identity: inMemory(data, ''),
    ...(file.br ? { br: inMemory(brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }), '-br') } : {}),
    ...(file.gzip ? { gzip: inMemory(gzipSync(data, { level: constants.Z_BEST_COMPRESSION }), '-gz') } : {}),
    headers: file.headers,
  };
}

/** Hashed file names change with their content: a browser may keep them forever. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Prerendered pages name the current build's assets, so a browser checks them again soon. */
const PAGE_CACHE = 'public, max-age=60, must-revalidate';
/** Favicons, robots.txt, the share image, the sitemap: same URL across builds. */
const FILE_CACHE = 'public, max-age=3600';

/** Files up to this size are kept in memory once read. */
const MEMORY_MAX_BYTES = 256 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

function variant(path: string, suffix = ''): Variant | undefined {
  try {
    const stats = statSync(path);
    if (!stats.isFile()) return undefined;
    return { path, size: stats.size, etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"` };
  } catch {
    return undefined;
  }
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot files stay private, except the well-known folder.
    if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** The route pathname a prerendered page answers: `faq/index.html` is `/faq`. */
function routeOf(urlPath: string): string {
  const route = urlPath.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Indexes `clientDir` and returns the handler: true when it answered the request, false when the
 * request is for the app (not GET or HEAD, or no such file).
 */
export function createStaticFiles(
  clientDir: string,
  headersJson: StaticHeaders = [],
  { assetsDir = '_astro', site = runtimeSiteRewrite() }: { assetsDir?: string; site?: SiteRewrite } = {},
) {
  const routeHeaders = new Map<string, [string, string][]>();
  for (const entry of headersJson) {
    routeHeaders.set(withoutTrailingSlash(entry.pathname), entry.headers.map(({ key, value }) => [key, value]));
  }
  const files = new Map<string, StaticFile>();
  const all = [...filesUnder(clientDir)];
  const present = new Set(all);
  for (const path of all) {
    // The compressed copies are served in place of their file, never on their own.
    if ((path.endsWith('.br') || path.endsWith('.gz')) && present.has(path.slice(0, -3))) continue;
    const identity = variant(path);
    if (!identity) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    const isPage = urlPath.endsWith('.html');
    const cacheControl = urlPath.startsWith(`/${assetsDir}/`) ? IMMUTABLE_CACHE : isPage ? PAGE_CACHE : FILE_CACHE;
    const headers: [string, string][] = [
      ['Content-Type', TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'],
      ['Cache-Control', cacheControl],
      ...(isPage ? (routeHeaders.get(routeOf(urlPath)) ?? []) : []),
    ];
    const br = present.has(`${path}.br`) ? variant(`${path}.br`, '-br') : undefined;
    const gzip = present.has(`${path}.gz`) ? variant(`${path}.gz`, '-gz') : undefined;
    if (br || gzip) headers.push(['Vary', 'Accept-Encoding']);
    const mayNameSite = site !== undefined && !urlPath.startsWith(`/${assetsDir}/`) && SITE_TEXT_EXTENSIONS.has(extname(path).toLowerCase());
    const file: StaticFile = { identity, headers, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}), ...(mayNameSite ? { mayNameSite } : {}) };
    files.set(urlPath, file);
    if (urlPath.endsWith('/index.html')) {
      // A folder's page answers with and without the trailing slash, like the adapter's.
      const folder = urlPath.slice(0, -'index.html'.length);
      files.set(folder, file);
      if (folder !== '/') files.set(folder.slice(0, -1), file);
    }
  }

  return function serveStaticFile(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const raw = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      return false;
    }
    const found = files.get(pathname);
    if (!found) return false;
    let file = found;
    if (found.mayNameSite && site) {
      try {
        file = found.onSite ??= onRuntimeSite(found, site);
      } catch {
        res.destroy();
        return true;
      }
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const [encoding, chosen] =
      file.br && accepted.has('br') ? (['br', file.br] as const)
      : file.gzip && accepted.has('gzip') ? (['gzip', file.gzip] as const)
      : ([undefined, file.identity] as const);
    for (const [name, value] of file.headers) res.setHeader(name, value);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('ETag', chosen.etag);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === chosen.etag)) {
      res.removeHeader('Content-Type');
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader('Content-Length', chosen.size);
    res.writeHead(200);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    if (chosen.data || chosen.size <= MEMORY_MAX_BYTES) {
      try {
        chosen.data ??= readFileSync(chosen.path);
      } catch {
        res.destroy();
        return true;
      }
      res.end(chosen.data);
      return true;
    }
    const stream = createReadStream(chosen.path);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  };
}

/** The adapter's `_headers.json` in a build's folder, or nothing when it wrote none. */
export function readStaticHeaders(outDir: string): StaticHeaders {
  let text: string;
  try {
    text = readFileSync(join(outDir, '_headers.json'), 'utf8');
  } catch {
    return [];
  }
  // A broken file stops the server here: its pages would otherwise lose their policy.
  return JSON.parse(text) as StaticHeaders;
}
