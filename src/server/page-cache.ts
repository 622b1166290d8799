/**
 * Rendered itinerary pages, kept for a few seconds per (itinerary, version, role, tab, people
 * filter), and preview pages per (itinerary, version, variant: teaser or full, tab, people filter).
 *
 * A 300-guest wedding sends one link to everyone at once: without this, every open re-renders
 * the same React tree. The key holds the project's version, so a change is never served stale;
 * the short lifetime only bounds how old the server-rendered countdown text may be (the page
 * corrects it the moment it hydrates). Each process keeps its own cache.
 */
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { projects, type Session } from '../../db/schema';
import { findAccess } from './access';
import { inlineStylesheets } from './inline-styles';

export const PAGE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 200;

type CachedPage = {
  body: string;
  /** The same body gzipped once, for the browsers that accept it (all of them). */
  gzipped: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
  expires: number;
};

const pages = new Map<string, CachedPage>();
const rendering = new Map<string, Promise<CachedPage | null>>();

const ITINERARY_PATH = /^\/(project|preview)\/([^/]+)\/?$/;

export const isItineraryPage = (url: URL) => ITINERARY_PATH.test(url.pathname);

/**
 * Which page a route rendered, in a response header the cache reads and removes: a page is kept
 * under a key only when it was rendered for that key's variant. The route decides again from the
 * session while it renders, and a code entered in between (or a grant ended) must never leave,
 * say, the full preview under the key every browser without a grant is served from.
 */
export const RENDERED_FOR_HEADER = 'x-itinerary-rendered-for';

export type PageVariant = 'viewer' | 'admin' | 'teaser' | 'full';

export type PageKey = { key: string; variant: PageVariant };

/**
 * The cache key for a GET of an itinerary or preview page, and the variant it holds, or null
 * when this request must be rendered on its own (no grant: the page redirects; unknown paths).
 * The preview has two variants (see docs/security.md "Public preview"): the full itinerary for
 * a browser with a grant, the teaser for everyone else; each has its own keys.
 */
export async function itineraryPageKey(
  handle: DatabaseHandle,
  url: URL,
  session: Session | null,
): Promise<PageKey | null> {
  const match = ITINERARY_PATH.exec(url.pathname);
  if (!match) return null;
  const [, kind, projectId = ''] = match;
  // ?owned=true grants access while the page renders (spec §4 "Owner auto-access"): never skip it.
  if (url.searchParams.has('owned')) return null;
  // Everything in the URL that changes the HTML: the tab, and the people filter (?person=).
  const tab = `${url.searchParams.get('tab') ?? ''}:${JSON.stringify(url.searchParams.getAll('person'))}`;
  const access = await findAccess(handle, session?.id, projectId);
  if (kind === 'preview') {
    // The full preview is the viewer's view whatever the grant, so viewers and admins share it.
    if (access) return { key: `preview:full:${projectId}:${access.version}:${tab}`, variant: 'full' };
    const row = await handle.db.query.projects.findFirst({
      where: eq(projects.projectId, projectId),
      columns: { version: true },
    });
    // The teaser has no tabs: one page per version.
    return row ? { key: `preview:teaser:${projectId}:${row.version}`, variant: 'teaser' } : null;
  }
  return access
    ? { key: `project:${projectId}:${access.version}:${access.role}:${tab}`, variant: access.role }
    : null;
}

function toResponse(page: CachedPage, acceptsGzip: boolean): Response {
  const headers = new Headers(page.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip) return new Response(page.body, { status: page.status, headers });
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  return new Response(page.gzipped, { status: page.status, headers });
}

function remember(key: string, page: CachedPage) {
  const now = Date.now();
  for (const [k, v] of pages) {
    if (v.expires <= now || pages.size >= MAX_ENTRIES) pages.delete(k);
    else break;
  }
  pages.set(key, page);
}

/**
 * Serves `key` from the cache, or renders it once (concurrent misses share one render). The page
 * must name its variant in RENDERED_FOR_HEADER to be kept.
 */
export async function servePage(
  { key, variant }: PageKey,
  request: Request,
  render: () => Promise<Response>,
): Promise<Response> {
  const acceptsGzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const hit = pages.get(key);
  if (hit && hit.expires > Date.now()) return toResponse(hit, acceptsGzip);
  const pending = rendering.get(key);
  if (pending) {
    const page = await pending;
    // The shared render was not cacheable (a redirect, an error): render this request itself.
    return page ? toResponse(page, acceptsGzip) : render();
  }
  let resolveShared: (page: CachedPage | null) => void = () => {};
  rendering.set(key, new Promise((resolve) => (resolveShared = resolve)));
  try {
    const response = await render();
    const renderedFor = response.headers.get(RENDERED_FOR_HEADER);
    response.headers.delete(RENDERED_FOR_HEADER);
    // Not cacheable: a redirect, an error, or a page for another variant than the key's (its
    // own browser may see it; the browsers waiting on this key render their own).
    if (response.status !== 200 || renderedFor !== variant) {
      resolveShared(null);
      return response;
    }
    const { html: body, csp } = inlineStylesheets(
      await response.text(),
      response.headers.get('content-security-policy'),
    );
    const headers = new Headers(response.headers);
    // Cookies belong to one browser; never replay them to another.
    headers.delete('set-cookie');
    if (csp) headers.set('content-security-policy', csp);
    const page: CachedPage = {
      body,
      gzipped: new Uint8Array(gzipSync(body)),
      status: response.status,
      headers: [...headers],
      expires: Date.now() + PAGE_CACHE_TTL_MS,
    };
    remember(key, page);
    resolveShared(page);
    return toResponse(page, acceptsGzip);
  } catch (error) {
    resolveShared(null);
    throw error;
  } finally {
    rendering.delete(key);
  }
}
