/**
 * Cached itinerary pages answered by the Node server itself (./serve.mjs), before Astro's request
 * pipeline: one prepared query reads the session, its grant and the itinerary's version
 * together, and the page cached under that key (../page-cache.ts) is written out as it is, in
 * the compressed copy the browser accepts. No user row, no Request and Response objects, no middleware.
 *
 * Anything else goes on to the app, which does the full work: no cached page, a session that
 * must be renewed (its new cookie must reach the browser, so that page is rendered), whose
 * last-verified time is due, expired or wrong, `?owned=true`, a method other than GET.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '../config';
import { database } from '../database';
import { cachedPage, itineraryPagePath, mayHaveCachedPage, pageEncoding, pageKeyFor, pageView, sessionWithPageAccess, type CachedPage } from '../page-cache';
import { sessionCookie, sessionState, splitSessionToken } from '../sessions';

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
  const { bytes, encoding } = pageEncoding(page, req.headers['accept-encoding']);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.byteLength);
  res.writeHead(page.status);
  res.end(bytes);
}

/** True when the request was answered from the page cache; false: the app must handle it. */
export async function serveCachedPage(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET') return false;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const page = itineraryPagePath(url.pathname);
  // ?owned=true grants access while the page renders: always the app's.
  if (!page || url.searchParams.has('owned') || !mayHaveCachedPage(page.projectId)) return false;
  const token = cookieValue(req.headers.cookie, sessionCookie(config().isProduction).name);
  const parts = token ? splitSessionToken(token) : null;
  if (!parts) return false;
  const row = await sessionWithPageAccess(await database(), parts.id, page.projectId);
  if (!row || sessionState(row, parts.secret) !== 'valid') return false;
  const access = row.role && row.version !== null ? { role: row.role, version: row.version } : undefined;
  const key = pageKeyFor(page.kind, page.projectId, pageView(url), access, row.version ?? undefined);
  const hit = key ? cachedPage(key.key) : undefined;
  if (!hit) return false;
  writePage(hit, req, res);
  return true;
}
