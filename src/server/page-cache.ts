/**
 * Rendered itinerary pages, kept for a few seconds per (itinerary, version, role, tab, people
 * filter), and preview pages per (itinerary, version, variant: teaser or full, tab, people filter).
 *
 * A 300-guest wedding sends one link to everyone at once: without this, every open re-renders
 * the same React tree. The key holds the project's version, so a change is never served stale;
 * the short lifetime only bounds how old the server-rendered countdown text may be (the page
 * corrects it the moment it hydrates). Each process keeps its own cache.
 *
 * Each page is compressed once when it is kept, in every encoding the server compresses to
 * itself (`@platform/compression`: brotli and gzip on Node; none on the edge, where the host
 * compresses and one uncompressed copy is kept); browsers get the copy they accept. The
 * stylesheet stays a link: the server sends it compressed and cached for good.
 */
import { compressBytes, serverEncodings } from '@platform/compression';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { projectGrants, projects, sessions, type Session } from '../../db/schema';
import { findAccess, type Access } from './access';
import { preferredEncoding } from './compression';
import type { ContentEncoding } from './platform/contract';
import { prepared } from './prepared';

export const PAGE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 200;

type CachedPage = {
  body: Uint8Array<ArrayBuffer>;
  /** The same body compressed once per server encoding, for the browsers that accept it (all of them). */
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
  status: number;
  headers: [string, string][];
  expires: number;
};

const pages = new Map<string, CachedPage>();
const rendering = new Map<string, Promise<CachedPage | null>>();
/** When each itinerary's newest cached page expires: no cached page, no reason to look one up. */
const cachedUntil = new Map<string, number>();

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
  const page = itineraryPagePath(url.pathname);
  if (!page) return null;
  const { kind, projectId } = page;
  // ?owned=true grants access while the page renders: never skip it.
  if (url.searchParams.has('owned')) return null;
  const tab = pageView(url);
  const access = await findAccess(handle, session?.id, projectId);
  if (kind === 'preview' && !access) {
    const row = await handle.db.query.projects.findFirst({
      where: eq(projects.projectId, projectId),
      columns: { version: true },
    });
    return pageKeyFor(kind, projectId, tab, undefined, row?.version);
  }
  return pageKeyFor(kind, projectId, tab, access, access?.version);
}

/**
 * Everything in a page's URL that changes its HTML, for its cache key: the tab and the people
 * filter (?person=, repeatable; see docs/guest-page.md).
 */
export function pageView(url: URL): string {
  return `${url.searchParams.get('tab') ?? ''}:${JSON.stringify(url.searchParams.getAll('person'))}`;
}

/**
 * The key of an itinerary (`project`) or preview page from what the database said: the
 * session's access (if any) and the itinerary's version (undefined: no such itinerary).
 */
export function pageKeyFor(
  kind: string,
  projectId: string,
  /** pageView() of the URL. */
  tab: string,
  access: Pick<Access, 'role' | 'version'> | undefined,
  projectVersion: number | undefined,
): PageKey | null {
  if (kind === 'preview') {
    // The full preview is the viewer's view whatever the grant, so viewers and admins share it.
    if (access) return { key: `preview:full:${projectId}:${access.version}:${tab}`, variant: 'full' };
    // The teaser has no tabs: one page per version.
    return projectVersion === undefined ? null : { key: `preview:teaser:${projectId}:${projectVersion}`, variant: 'teaser' };
  }
  return access
    ? { key: `project:${projectId}:${access.version}:${access.role}:${tab}`, variant: access.role }
    : null;
}

/** Which itinerary or preview page a path is (kind and project id), or null. */
export function itineraryPagePath(pathname: string): { kind: string; projectId: string } | null {
  const match = ITINERARY_PATH.exec(pathname);
  return match ? { kind: match[1] ?? '', projectId: match[2] ?? '' } : null;
}

/** True while some page of this itinerary may be in the cache. */
export const mayHaveCachedPage = (projectId: string) => (cachedUntil.get(projectId) ?? 0) > Date.now();

/**
 * A session and, in the same query, the itinerary's version and the session's grant on it: all
 * that serving a cached page needs from the database (one round trip). Undefined when there is
 * no such session; the project columns are null when there is no such itinerary, the role when
 * the session has no grant on it.
 */
export async function sessionWithPageAccess(handle: DatabaseHandle, sessionId: string, projectId: string) {
  return prepared(handle, 'sessionWithPageAccess', (db) =>
    db
      .select({
        // Only what checking the token needs: each column costs on every request.
        secretHash: sessions.secretHash,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        lastVerifiedAt: sessions.lastVerifiedAt,
        version: projects.version,
        role: projectGrants.role,
      })
      .from(sessions)
      .leftJoin(projects, eq(projects.projectId, sql.placeholder('projectId')))
      .leftJoin(projectGrants, and(eq(projectGrants.sessionId, sessions.id), eq(projectGrants.projectId, projects.id)))
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare(),
  ).get({ sessionId, projectId });
}

/** The cached page under `key` while it is fresh. */
export function cachedPage(key: string): CachedPage | undefined {
  const hit = pages.get(key);
  return hit && hit.expires > Date.now() ? hit : undefined;
}

export type { CachedPage };

/** The copy of a kept page for a browser's Accept-Encoding: its bytes and their encoding. */
export function pageEncoding(page: CachedPage, acceptEncoding: string | null | undefined): { bytes: Uint8Array<ArrayBuffer>; encoding?: ContentEncoding } {
  const encoding = preferredEncoding(acceptEncoding, Object.keys(page.encoded) as ContentEncoding[]);
  const bytes = encoding ? page.encoded[encoding] : undefined;
  return encoding && bytes ? { bytes, encoding } : { bytes: page.body };
}

function toResponse(page: CachedPage, acceptEncoding: string | null): Response {
  const headers = new Headers(page.headers);
  headers.append('Vary', 'Accept-Encoding');
  const { bytes, encoding } = pageEncoding(page, acceptEncoding);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes, { status: page.status, headers });
}

function remember(key: string, projectId: string, page: CachedPage) {
  const now = Date.now();
  for (const [id, until] of cachedUntil) {
    if (until <= now) cachedUntil.delete(id);
    else break;
  }
  cachedUntil.delete(projectId);
  cachedUntil.set(projectId, page.expires);
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
  const acceptEncoding = request.headers.get('accept-encoding');
  const hit = cachedPage(key);
  if (hit) return toResponse(hit, acceptEncoding);
  const pending = rendering.get(key);
  if (pending) {
    const page = await pending;
    // The shared render was not cacheable (a redirect, an error): render this request itself.
    return page ? toResponse(page, acceptEncoding) : render();
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
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    // Cookies belong to one browser; never replay them to another.
    headers.delete('set-cookie');
    headers.delete('content-length');
    const page: CachedPage = {
      body,
      encoded: Object.fromEntries(serverEncodings.map((encoding) => [encoding, compressBytes(body, encoding, 'kept')])),
      status: response.status,
      headers: [...headers],
      expires: Date.now() + PAGE_CACHE_TTL_MS,
    };
    remember(key, itineraryPagePath(new URL(request.url).pathname)?.projectId ?? '', page);
    resolveShared(page);
    return toResponse(page, acceptEncoding);
  } catch (error) {
    resolveShared(null);
    throw error;
  } finally {
    rendering.delete(key);
  }
}
