/**
 * Rendered itinerary pages, kept for a few seconds per (itinerary, version, role, view, and for a
 * guest's browser that has written travel or answers, that browser), and
 * preview pages per (itinerary, version, variant: teaser or full, view); the view is the tab and
 * people filter the URL asks for, reduced to what renders differently (./page-view.ts).
 *
 * A 300-guest wedding sends one link to everyone at once: without this, every open re-renders
 * the same React tree. The key holds the project's version, so a change is never served stale;
 * the short lifetime (`PAGE_CACHE_SECONDS`) only bounds how old the server-rendered countdown
 * text may be (the page corrects it the moment it hydrates). Each process keeps its own cache,
 * bounded per itinerary and in all (docs/security.md "Page cache keys"), so no itinerary's
 * visitors can push another itinerary's pages out, and no browser's own pages can push out the
 * pages every browser shares.
 *
 * Each kept page is compressed once per encoding the server compresses to itself
 * (`@platform/compression`: brotli and gzip on Node; none on the edge, where the host compresses
 * and the uncompressed copy is all there is), by the first browser that accepts that encoding
 * (`KeptBody` in ../http/compression.ts): an encoding nobody asks for costs nothing. The
 * stylesheet stays a link: the server sends it compressed and cached for good.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projectGrants, projects, sessions, type Session } from '../../../db/schema';
import { masterNames, unionNames } from '../../lib/attendees';
import { travelNames } from '../../lib/guest-travel';
import { writesOn } from '../guests/own-rows';
import { owesWhoAsk } from '../guests/identity';
import type { Role } from '../../lib/types';
import { ACCESS_COLUMNS, findProjectByPublicId, type Access } from '../access/access';
import { keptBody, keptBytes, type KeptBody } from '../http/compression';
import { config } from '../core/config';
import { pageView } from './page-view';
import { prepared } from '../core/prepared';
import { cachedItinerary } from '../projects/projects';
import { publicSight, sightWithoutReading, viewerSight, type Sight } from '../guests/visibility';
import { listTravel } from '../travel/travel';
import { travelBoardShown } from './travel-page';

/** Pages kept in all, and per itinerary: past its share an itinerary's own oldest page goes. */
export const PAGE_CACHE_MAX_ENTRIES = 200;
export const PAGE_CACHE_MAX_PER_ITINERARY = 32;

type CachedPage = KeptBody & {
  status: number;
  headers: [string, string][];
  expires: number;
  /** The itinerary's public id. */
  projectId: string;
  /** The pages counted together against PAGE_CACHE_MAX_PER_ITINERARY: an itinerary's shared pages, or its guests' own. */
  bucket: string;
};

const pages = new Map<string, CachedPage>();
/** Each bucket's kept keys, oldest first. */
const keysByItinerary = new Map<string, Set<string>>();
const rendering = new Map<string, Promise<CachedPage | null>>();
/** When each itinerary's newest cached page expires: no cached page, no reason to look one up. */
const cachedUntil = new Map<string, number>();
/** Renders under way, by itinerary: while one runs, its page may be waiting in `rendering`. */
const renderingFor = new Map<string, number>();

const ITINERARY_PATH = /^\/(project|preview)\/([^/]+)\/?$/;

export const isItineraryPage = (url: URL) => ITINERARY_PATH.test(url.pathname);

/**
 * Which page a route rendered, in a response header the cache reads and removes: a page is kept
 * under a key only when it was rendered for that key's variant. The route decides again from the
 * session while it renders, and a code entered in between (or a grant ended) must never leave,
 * say, the full preview under the key every browser without a grant is served from.
 */
export const RENDERED_FOR_HEADER = 'x-itinerary-rendered-for';

/**
 * `own:{session id}`: the itinerary page of a guest's browser that has written travel or answers,
 * which shows them as its own, or that is a listed guest (`own:{session id}:{guest id}`: "Viewing
 * as …", docs/product.md#who-a-guest-is), so a new name is never answered with the page of the old
 * (docs/security.md "Page cache keys"). Only that session's requests reach its key.
 */
export type PageVariant = 'viewer' | 'admin' | 'teaser' | 'full' | `own:${string}`;

/**
 * The variant of the page rendered for the guest session `sessionId` that has written on the
 * itinerary or is the listed guest `guestId`.
 */
export const ownVariant = (sessionId: string, guestId?: number | null): PageVariant =>
  guestId == null ? `own:${sessionId}` : `own:${sessionId}:${guestId}`;

/** Whether a guest's page is its own (see PageVariant): it has written there, or is a listed guest. */
export const isOwnPage = (access: { wrote: boolean; guestId: number | null }) => access.wrote || access.guestId !== null;

/** Whose page a variant is: the session of an `own:` variant, else undefined (a page every browser of its kind shares). */
const ownerOf = (variant: PageVariant) => (variant.startsWith('own:') ? variant.slice(4) : undefined);

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
  /** What this request already read of the session's access to the page's itinerary (`RequestPageAccess`). */
  known?: RequestPageAccess,
): Promise<{ key: PageKey | null; read?: RequestPageAccess }> {
  const page = itineraryPagePath(url.pathname);
  if (!page) return { key: null };
  const { kind, projectId } = page;
  // ?owned=true grants access while the page renders: never skip it.
  if (url.searchParams.has('owned')) return { key: null };
  const read = known?.projectId === projectId ? known : { projectId, access: await findPageAccess(handle, session?.id, projectId) };
  const { access } = read;
  if (kind === 'preview' && !access) {
    const row = await handle.db.query.projects.findFirst({
      where: eq(projects.projectId, projectId),
      columns: { publicVersion: true },
    });
    // The teaser has no view: any URL of it is the same page. It shows public events only.
    return { key: pageKeyFor(kind, projectId, '', undefined, row?.publicVersion), read };
  }
  // A browser owed "Who are you?" is sent there by the page: nothing cached is answered.
  if (!access || (kind === 'project' && access.asksWho)) return { key: null, read };
  const seen = pageSight(kind, access) ?? { role: access.role, sight: read.sight ?? (await viewerSight(handle, access)) };
  // The itinerary page renders with the sight worked out here, not read again.
  const withSight: RequestPageAccess = kind === 'project' ? { ...read, sight: seen.sight } : read;
  const names = url.searchParams.has('person') ? await peopleNames(handle, kind, projectId, access, seen) : undefined;
  const view = pageView(url, names);
  if (view === null) return { key: null, read: withSight };
  // A guest who has written sees their own answers and travel on the page, a listed guest their
  // name: a page for them alone.
  const owner = kind === 'project' && access.role === 'viewer' && session && isOwnPage(access) ? session.id : undefined;
  return { key: pageKeyFor(kind, projectId, view, seen, undefined, owner, access.guestId), read: withSight };
}

/**
 * What a page shows a browser, as its cache key needs it: the role it renders for and the sight
 * (../guests/visibility.ts: the version told and which private events). The preview is the
 * public itinerary for every grant.
 */
export type PageSight = { role: Role; sight: Sight };

/** The page's `PageSight` when it takes no read (see `sightWithoutReading`), else undefined. */
export function pageSight(kind: string, access: Access): PageSight | undefined {
  if (kind === 'preview') return { role: 'viewer', sight: publicSight(access.publicVersion) };
  const sight = sightWithoutReading(access);
  return sight && { role: access.role, sight };
}

/**
 * A session's access to an itinerary (its grant and the itinerary's version) and whether it has
 * written travel or answers there (a guest's page is then its own), as one request read it:
 * the page that renders next uses it rather than reading it again. `access` is undefined when the
 * session has no grant there (or there is no such itinerary).
 */
export type RequestPageAccess = {
  projectId: string;
  /** `asksWho`: the browser is owed "Who are you?" (../guests/identity.ts `owesWhoAsk`): its page sends it there. */
  access: (Access & { wrote: boolean; asksWho: boolean }) | undefined;
  /** What that access sees of the itinerary page (`viewerSight`), once worked out. */
  sight?: Sight;
};

/** The session's access to the itinerary and whether it has written there, in one prepared query. */
async function findPageAccess(handle: DatabaseHandle, sessionId: string | undefined, projectId: string) {
  if (!sessionId) return undefined;
  const row = await prepared(handle, 'pageAccessBySessionAndProject', (db) =>
    db
      .select({ ...ACCESS_COLUMNS, wrote: sql<number>`${writesOn(projects.id, projectGrants.sessionId)}`, asksWho: owesWhoAsk })
      .from(projects)
      .innerJoin(projectGrants, eq(projectGrants.projectRowId, projects.id))
      .where(and(eq(projects.projectId, sql.placeholder('projectId')), eq(projectGrants.sessionId, sql.placeholder('sessionId'))))
      .limit(1)
      .prepare(),
  ).get({ projectId, sessionId });
  return row && { ...row, wrote: Boolean(row.wrote), asksWho: Boolean(row.asksWho) };
}

/**
 * The names the people filter keeps for a page (the itinerary's events', and on the itinerary
 * page the travel's its role sees: what ?person= is matched against while it renders), read once
 * per itinerary, version and role and remembered for the Node server's cached-page path.
 */
async function peopleNames(handle: DatabaseHandle, kind: string, projectId: string, access: Access, seen: PageSight): Promise<string[]> {
  const { role } = seen;
  const known = knownPeopleNames(kind, projectId, seen);
  if (known) return known;
  const data = await cachedItinerary(handle, { ...access, role }, seen.sight);
  let names = masterNames(data.events);
  if (kind !== 'preview') {
    const project = await findProjectByPublicId(handle, projectId);
    if (project && travelBoardShown(project, role)) {
      names = unionNames(names, travelNames(await listTravel(handle, project, { role, sessionId: undefined })));
    }
  }
  if (namesByVersion.size >= NAMES_MAX) namesByVersion.delete(namesByVersion.keys().next().value ?? '');
  namesByVersion.set(namesKey(kind, projectId, seen), names);
  return names;
}

const NAMES_MAX = 1000;
const namesByVersion = new Map<string, string[]>();
const namesKey = (kind: string, projectId: string, { role, sight }: PageSight) => `${kind}:${projectId}:${sight.version}:${role}:${sight.key}`;

/** The people filter's names for a page when some request of this process has read them, else undefined. */
export const knownPeopleNames = (kind: string, projectId: string, seen: PageSight) => namesByVersion.get(namesKey(kind, projectId, seen));

/**
 * The key of an itinerary (`project`) or preview page from what the database said: what the
 * session's grant shows (if it has one: `PageSight`, the version it is told and the key of its
 * private events) and, for the teaser, the itinerary's public version (undefined: no such
 * itinerary). Every browser that sees no private event shares the keys of its role.
 */
export function pageKeyFor(
  kind: string,
  projectId: string,
  /** pageView() of the URL (ignored by the teaser). */
  view: string,
  seen: PageSight | undefined,
  publicVersion: number | undefined,
  /** The guest session whose own page this is (it has written on the itinerary, or is a listed guest), if any. */
  owner?: string,
  /** The listed guest that session is, if any: its page says "Viewing as …" (see PageVariant). */
  guestId?: number | null,
): PageKey | null {
  if (kind === 'preview') {
    // The full preview is the public itinerary whatever the grant, so viewers and admins share it.
    if (seen) return { key: `preview:full:${projectId}:${seen.sight.version}:${view}`, variant: 'full' };
    // The teaser has no tabs: one page per version.
    return publicVersion === undefined ? null : { key: `preview:teaser:${projectId}:${publicVersion}`, variant: 'teaser' };
  }
  if (!seen) return null;
  const { role, sight } = seen;
  // Only a viewer's page is ever a browser's own: an admin's lists every answer as it is.
  if (owner !== undefined && role === 'viewer') {
    const variant = ownVariant(owner, guestId);
    return { key: `project:${projectId}:${sight.version}:${variant}:${sight.key}:${view}`, variant };
  }
  return { key: `project:${projectId}:${sight.version}:${role}:${sight.key}:${view}`, variant: role };
}

/** Which itinerary or preview page a path is (kind and project id), or null. */
export function itineraryPagePath(pathname: string): { kind: string; projectId: string } | null {
  const match = ITINERARY_PATH.exec(pathname);
  return match ? { kind: match[1] ?? '', projectId: match[2] ?? '' } : null;
}

/** True while some page of this itinerary may be in the cache, or on its way there. */
export const mayHaveCachedPage = (projectId: string) => (cachedUntil.get(projectId) ?? 0) > Date.now() || renderingFor.has(projectId);

/**
 * A session and, in the same query, the itinerary's row id and version, the session's grant on it
 * and whether it has written travel or answers there (its page is then its own): all that serving
 * a cached page or the itinerary JSON needs from the database (one round trip). Undefined when there is no such session; the
 * project columns are null when there is no such itinerary, the role when the session has no
 * grant on it.
 */
export async function sessionWithPageAccess(handle: DatabaseHandle, sessionId: string, projectId: string) {
  return prepared(handle, 'sessionWithPageAccess', (db) =>
    db
      .select({
        // The session's row: checking the token needs part of it, the app the rest when this
        // request goes on to render (`RequestSession`).
        id: sessions.id,
        secretHash: sessions.secretHash,
        userId: sessions.userId,
        currentProjectId: sessions.currentProjectId,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        lastVerifiedAt: sessions.lastVerifiedAt,
        ...ACCESS_COLUMNS,
        wrote: sql<number>`${writesOn(projects.id, sessions.id)}`,
        asksWho: owesWhoAsk,
      })
      .from(sessions)
      .leftJoin(projects, eq(projects.projectId, sql.placeholder('projectId')))
      .leftJoin(projectGrants, and(eq(projectGrants.sessionId, sessions.id), eq(projectGrants.projectRowId, projects.id)))
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

/**
 * What a request for `key` is answered with without rendering: the page kept under it while
 * fresh; while it is being rendered again, the page it replaces (the same key is the same
 * version, role and view, so only its countdown text is older) or, when there is none (a new
 * version), that render's page once it is done (null: it was not cacheable, render this request
 * yourself); undefined when nothing is kept or under way: this request renders it.
 */
export function keptOrRendering(key: string): CachedPage | Promise<CachedPage | null> | undefined {
  const kept = pages.get(key);
  if (kept && kept.expires > Date.now()) return kept;
  const pending = rendering.get(key);
  if (!pending) return undefined;
  return kept ?? pending;
}

export type { CachedPage };

function toResponse(page: CachedPage, acceptEncoding: string | null): Response {
  const headers = new Headers(page.headers);
  headers.append('Vary', 'Accept-Encoding');
  const { bytes, encoding } = keptBytes(page, acceptEncoding);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes, { status: page.status, headers });
}

function forget(key: string) {
  const page = pages.get(key);
  if (!page) return;
  pages.delete(key);
  const own = keysByItinerary.get(page.bucket);
  own?.delete(key);
  if (own?.size === 0) keysByItinerary.delete(page.bucket);
}

/** The oldest key of a set (sets keep insertion order). */
const oldest = (keys: Set<string>) => keys.values().next().value;

function remember(key: string, page: CachedPage) {
  const now = Date.now();
  for (const [id, until] of cachedUntil) {
    if (until <= now) cachedUntil.delete(id);
    else break;
  }
  cachedUntil.delete(page.projectId);
  cachedUntil.set(page.projectId, page.expires);
  // Pages are kept in the order they expire: drop the expired ones from the front.
  for (const [k, v] of pages) {
    if (v.expires > now) break;
    forget(k);
  }
  // Kept again at the back (a Map keeps a replaced key's old place).
  forget(key);
  const own = keysByItinerary.get(page.bucket) ?? new Set<string>();
  // An itinerary past its share makes room from its own pages, however many URLs it is asked for;
  // its guests' own pages share a second share of their own, so they never push out the shared ones.
  while (own.size >= PAGE_CACHE_MAX_PER_ITINERARY) {
    const first = oldest(own);
    if (first === undefined) break;
    forget(first);
    own.delete(first);
  }
  // The cache is full: the itinerary holding the most pages gives up its oldest (this one on a tie).
  if (pages.size >= PAGE_CACHE_MAX_ENTRIES) {
    let largest = own;
    for (const keys of keysByItinerary.values()) if (keys.size > largest.size) largest = keys;
    forget(oldest(largest) ?? '');
  }
  pages.set(key, page);
  own.add(key);
  keysByItinerary.set(page.bucket, own);
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
  const found = keptOrRendering(key);
  if (found instanceof Promise) {
    const page = await found;
    // The shared render was not cacheable (a redirect, an error): render this request itself.
    return page ? toResponse(page, acceptEncoding) : render();
  }
  if (found) return toResponse(found, acceptEncoding);
  const projectId = itineraryPagePath(new URL(request.url).pathname)?.projectId ?? '';
  renderingFor.set(projectId, (renderingFor.get(projectId) ?? 0) + 1);
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
      ...keptBody(body),
      status: response.status,
      headers: [...headers],
      expires: Date.now() + config().PAGE_CACHE_SECONDS * 1000,
      projectId,
      bucket: ownerOf(variant) === undefined ? projectId : `${projectId} own`,
    };
    remember(key, page);
    resolveShared(page);
    return toResponse(page, acceptEncoding);
  } catch (error) {
    resolveShared(null);
    throw error;
  } finally {
    rendering.delete(key);
    const left = (renderingFor.get(projectId) ?? 1) - 1;
    if (left > 0) renderingFor.set(projectId, left);
    else renderingFor.delete(projectId);
  }
}
