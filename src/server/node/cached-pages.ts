/**
 * Cached itinerary pages and the itinerary JSON (`GET /api/projects/{id}/itinerary`, what a live
 * update refetches, and `…/events`) answered by the Node server itself (./serve.mjs), before
 * Astro's request pipeline: one prepared query reads the session, its grant and the itinerary's
 * version together (and whether the session has written travel or answers there: its page is
 * then its own), and the page cached under that key (../pages/page-cache.ts), or the JSON kept
 * for that version and role (`cachedItineraryJson`), is written out as it is, in the compressed
 * copy the browser accepts. No user row, no Request and Response objects, no middleware.
 *
 * A page being rendered for the same key by another request is waited for here, and while a kept
 * page is rendered again (it expired: same version, older countdown) the kept one is answered.
 * Anything else goes on to the app, which does the full work: no cached page, a session that
 * must be renewed (its new cookie must reach the browser, so that page is rendered), whose
 * last-verified time is due, expired or wrong, `?owned=true`, a method other than GET, a people
 * filter whose names this process has not read yet for this version (the app reads them once),
 * JSON for a session without a grant there (the app answers 401 or 404).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '../core/config';
import { database } from '../database/database';
import { isOwnPage, itineraryPagePath, keptOrRendering, knownPeopleNames, mayHaveCachedPage, pageKeyFor, pageSight, sessionWithPageAccess, type CachedPage } from '../pages/page-cache';
import { pageView, withReaderFormat } from '../pages/page-view';
import { keptBytes } from '../http/compression';
import { keptJsonAnswer } from '../http/http';
import { cachedItineraryJson, type ItineraryPart } from '../projects/projects';
import { sightWithoutReading } from '../guests/visibility';
import { SINCE_VERSION_HEADER } from '../../lib/live-stream';
import { sessionCookie, sessionState, sessionTimeState, splitSessionToken } from '../auth/sessions';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function writePage(page: CachedPage, req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of page.headers) {
    if (name === 'content-length' || name === 'content-encoding') continue;
    res.appendHeader(name, value);
  }
  res.appendHeader('Vary', 'Accept-Encoding');
  const { bytes, encoding } = keptBytes(page, req.headers['accept-encoding']);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.byteLength);
  res.writeHead(page.status);
  res.end(bytes);
}

type AccessRow = NonNullable<Awaited<ReturnType<typeof sessionWithPageAccess>>>;

/**
 * The access rows read in the last second, by itinerary and session token: hundreds of guests
 * opening one link at once cost the database one read each per second, not one per request.
 * A write this process handles (a request other than GET or HEAD) forgets rows before and after
 * it: a write to one itinerary's API (`/api/projects/{id}/…`: an exit, a new access code, an
 * edit; none of them changes another itinerary's grants or version) that itinerary's rows, any
 * other write (signing in or out, a form post, an upload) all of them. So a change made here
 * counts at once; writes by another process (or mail arriving) count within ACCESS_MEMO_MS.
 * The token is part of the key, so a row is only ever reused for the secret that was checked
 * against it.
 */
const ACCESS_MEMO_MS = 1000;
const ACCESS_MEMO_MAX = 5000;
const accessMemo = new Map<string, Map<string, { row: AccessRow; until: number }>>();
let memoSize = 0;
/**
 * Move on at every write this process handles, for every itinerary or one: a row read while a
 * write that may change it ran is not kept.
 */
let everyGeneration = 0;
const itineraryGeneration = new Map<string, number>();
const generationOf = (projectId: string) => `${everyGeneration}:${itineraryGeneration.get(projectId) ?? 0}`;

/** The itinerary an API write is about, from its path: only an id as ids are (no encoding, no dots). */
const ITINERARY_API_WRITE = /^\/api\/projects\/([A-Za-z0-9_-]+)(?:[/?]|$)/;

function forgetAccess(projectId: string | undefined) {
  if (projectId === undefined || itineraryGeneration.size >= ACCESS_MEMO_MAX) {
    everyGeneration++;
    itineraryGeneration.clear();
    accessMemo.clear();
    memoSize = 0;
    return;
  }
  itineraryGeneration.set(projectId, (itineraryGeneration.get(projectId) ?? 0) + 1);
  memoSize -= accessMemo.get(projectId)?.size ?? 0;
  accessMemo.delete(projectId);
}

/** Called for every request the server receives: a write forgets what it may change (see above). */
export function noteWrites(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const projectId = ITINERARY_API_WRITE.exec(req.url ?? '')?.[1];
  forgetAccess(projectId);
  res.once('close', () => forgetAccess(projectId));
}

/**
 * The lowest version a browser with this row may have been told (../guests/visibility.ts): an
 * admin the version; anyone else the public version, or the version (which is never below it)
 * when it sees private events. A row whose version is below one the browser was told is stale.
 */
const lowestTold = (row: AccessRow) => (row.role === 'admin' ? row.version : row.publicVersion) ?? 0;

/**
 * The session's row with its grant and the itinerary's version, when the session is valid now;
 * read again rather than remembered when the remembered version is below `sinceVersion`.
 */
async function accessFor(token: string, parts: { id: string; secret: string }, projectId: string, sinceVersion = 0): Promise<AccessRow | null> {
  const now = Date.now();
  const memo = accessMemo.get(projectId)?.get(token);
  // A row older than the version the browser was told of (a change made through another process) is read again.
  if (memo && memo.until > now && lowestTold(memo.row) >= sinceVersion) return sessionTimeState(memo.row, new Date(now)) === 'valid' ? memo.row : null;
  const generation = generationOf(projectId);
  const row = await sessionWithPageAccess(await database(), parts.id, projectId);
  if (!row || sessionState(row, parts.secret) !== 'valid') return null;
  if (generation === generationOf(projectId)) {
    if (memoSize >= ACCESS_MEMO_MAX) forgetAccess(undefined);
    let rows = accessMemo.get(projectId);
    if (!rows) accessMemo.set(projectId, (rows = new Map()));
    if (!rows.has(token)) memoSize++;
    rows.set(token, { row, until: now + ACCESS_MEMO_MS });
  }
  return row;
}

/** A version a browser was told of (a header or `?since=`), or 0 when none or not a version. */
function sinceVersion(value: string | string[] | null | undefined): number {
  const since = Number(typeof value === 'string' ? value : 0);
  return Number.isSafeInteger(since) && since > 0 ? since : 0;
}

/** The itinerary JSON a browser reads (`ItineraryPart`), by path: answered here like a cached page. */
const ITINERARY_JSON_PATH = /^\/api\/projects\/([^/]+)\/(itinerary|events)$/;

/**
 * The session behind the request's cookie with its grant on `projectId` and the itinerary's version,
 * when the session is valid now and needs no write (else undefined: the app renews, touches or
 * refuses it).
 */
async function requestAccess(req: IncomingMessage, projectId: string, sinceVersion?: number) {
  const token = cookieValue(req.headers.cookie, sessionCookie(config().isProduction).name);
  const parts = token ? splitSessionToken(token) : null;
  if (!token || !parts) return undefined;
  const row = await accessFor(token, parts, projectId, sinceVersion);
  return row ? { row, sessionId: parts.id, token } : undefined;
}

/**
 * What this server read for a request it hands on to the app (`Astro.locals`): the session it
 * checked, and that session's access to the itinerary page asked for. The app's middleware and the
 * page then read neither again, which takes two round trips off every page rendered.
 */
export type ReadAhead = Pick<App.Locals, 'checkedSession' | 'pageAccess'>;

function readAhead({ row, token }: NonNullable<Awaited<ReturnType<typeof requestAccess>>>, projectId: string): ReadAhead {
  const { id, secretHash, userId, currentProjectId, createdAt, lastVerifiedAt, expiresAt, projectRowId, version, publicVersion, role, guestId, identity, wrote, asksWho } = row;
  return {
    checkedSession: { token, session: { id, secretHash, userId, currentProjectId, createdAt, lastVerifiedAt, expiresAt } },
    pageAccess: {
      projectId,
      access: projectRowId !== null && version !== null && publicVersion !== null && role ? { projectRowId, version, publicVersion, role, guestId, identity, wrote: Boolean(wrote), asksWho: Boolean(asksWho) } : undefined,
    },
  };
}

/**
 * True when the request was answered here: a cached itinerary or preview page, or the itinerary
 * JSON (`cachedItineraryJson`, the same bytes the API routes answer); else the app must handle it,
 * with what was read here for it (`ReadAhead`), if anything.
 */
export async function serveCachedAnswer(req: IncomingMessage, res: ServerResponse): Promise<true | ReadAhead | undefined> {
  if (req.method !== 'GET') return undefined;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const json = ITINERARY_JSON_PATH.exec(url.pathname);
  if (json) {
    // `?since=`: the version the live stream announced; the answer has it at least.
    return serveItineraryJson(req, res, json[1] ?? '', json[2] === 'events' ? 'events' : 'itinerary', sinceVersion(url.searchParams.get('since')));
  }
  const page = itineraryPagePath(url.pathname);
  // ?owned=true grants access while the page renders: always the app's.
  if (!page || url.searchParams.has('owned') || !mayHaveCachedPage(page.projectId)) return undefined;
  // The version the live stream announced to the page's script (SINCE_VERSION_HEADER): at least that one.
  const found = await requestAccess(req, page.projectId, sinceVersion(req.headers[SINCE_VERSION_HEADER]));
  if (!found) return undefined;
  const { row, sessionId } = found;
  const ahead = readAhead(found, page.projectId);
  const access = ahead.pageAccess?.access;
  // A browser owed "Who are you?" goes on to the app, whose page sends it there.
  if (page.kind === 'project' && access?.asksWho) return ahead;
  // What the grant shows, when that takes no read; a guest identified by a personal link (who may
  // see private events) whose sight at this version this process has not worked out yet goes on
  // to the app, which works it out (once per version: ../guests/visibility.ts).
  const seen = access ? pageSight(page.kind, access) : undefined;
  if (access && !seen) return ahead;
  const names = seen ? knownPeopleNames(page.kind, page.projectId, seen) : undefined;
  const view = page.kind === 'preview' && !seen ? '' : pageView(url, names);
  if (view === null) return ahead;
  // A guest who has written there, or is a listed guest, gets the page of their own (pageKeyFor
  // keeps it to viewers).
  const owner = page.kind === 'project' && isOwnPage({ wrote: Boolean(row.wrote), guestId: row.guestId }) ? sessionId : undefined;
  const key = withReaderFormat(pageKeyFor(page.kind, page.projectId, view, seen, row.publicVersion ?? undefined, owner, row.guestId), req.headers['accept-language']);
  const kept = key ? keptOrRendering(key.key) : undefined;
  // Rendered for another request of this key just now: its page, unless it was not cacheable.
  const hit = kept instanceof Promise ? await kept : kept;
  if (!hit) return ahead;
  writePage(hit, req, res);
  return true;
}

/**
 * The itinerary JSON for a session with a grant: read, serialized and compressed once per version
 * and role, whoever asks. Without a grant (401) or itinerary (404) the app answers.
 */
async function serveItineraryJson(req: IncomingMessage, res: ServerResponse, projectId: string, part: ItineraryPart, since: number): Promise<true | undefined> {
  const found = await requestAccess(req, projectId, since);
  const access = found && readAhead(found, projectId).pageAccess?.access;
  // Without a grant the app answers; so it does for a browser whose sight takes a read (a guest
  // identified by a personal link, who may see private events, the first time at this version).
  const sight = access && sightWithoutReading(access);
  if (!access || !sight) return undefined;
  const kept = await cachedItineraryJson(await database(), access, part, sight);
  const { bytes, headers } = keptJsonAnswer(kept, req.headers['accept-encoding']);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.writeHead(200);
  res.end(bytes);
  return true;
}
