/**
 * Server-rendered pages and API answers, compressed for browsers that accept it (brotli, else
 * gzip), by the middleware (src/middleware.ts), with the platform's compressor
 * (`@platform/compression`: node:zlib on Node; on the edge none, the host compresses). Static
 * files are compressed at build time instead (src/server/node/precompress.mjs), and bodies served
 * many times (cached itinerary pages, ../pages/page-cache.ts; the itinerary JSON,
 * ../projects/projects.ts) keep their own compressed copies (`KeptBody` below): a response that
 * already has a Content-Encoding is left as it is.
 *
 * Streaming-friendly: the body is compressed as it streams, and what has been compressed is
 * flushed whenever the page pauses (say, for the database), so the browser gets the top of the
 * page as early as before. Server-sent events (`text/event-stream`, the live updates) are never
 * compressed: each event must reach the page the moment it is written.
 */
import { compressBytes, compressStream, serverEncodings } from '@platform/compression';
import type { ContentEncoding } from '../platform/contract';

/** Types worth compressing; everything else (images, event streams, files) passes untouched. */
const COMPRESSIBLE = /^(text\/(html|plain|css|calendar|csv|xml|javascript)|application\/(json|xml|javascript|manifest\+json|problem\+json)|image\/svg\+xml)\b/i;

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

/** JSON answers are built whole, never streamed: compressed in one go, with their length. */
const WHOLE = /^application\/(json|problem\+json)\b/i;

/** The encodings a request accepts (q above 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | null | undefined): Set<ContentEncoding> {
  const accepted = new Set<ContentEncoding>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (token === 'br' || token === '*') accepted.add('br');
    if (token === 'gzip' || token === 'x-gzip' || token === '*') accepted.add('gzip');
  }
  return accepted;
}

/**
 * The encoding this server compresses to for a request's Accept-Encoding: the first of the
 * platform's (brotli before gzip on Node) the browser accepts; null when none (on the edge,
 * always: the host compresses).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined, offered: readonly ContentEncoding[] = serverEncodings): ContentEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  return offered.find((encoding) => accepted.has(encoding)) ?? null;
}

/**
 * A body served many times as it is (a cached page, the itinerary JSON of one version): compressed
 * once per encoding, by the first request that asks for that encoding, never on the others. A
 * copy made with the platform's `kept` settings (smaller than per-request ones, still quick:
 * a copy is made once per version and process, and under many changes that is often).
 */
export type KeptBody = {
  body: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
};

export const keptBody = (body: Uint8Array<ArrayBuffer>): KeptBody => ({ body, encoded: {} });

/** The copy of a kept body for a request's Accept-Encoding: its bytes and their encoding (none: as it is). */
export function keptBytes(kept: KeptBody, acceptEncoding: string | null | undefined): { bytes: Uint8Array<ArrayBuffer>; encoding?: ContentEncoding } {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || kept.body.byteLength < MIN_BYTES) return { bytes: kept.body };
  const bytes = (kept.encoded[encoding] ??= compressBytes(kept.body, encoding, 'kept'));
  return { bytes, encoding };
}

/**
 * The response, compressed when the request accepts it and the body is worth it; otherwise the
 * same response. Either way a compressible response says `Vary: Accept-Encoding`.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !COMPRESSIBLE.test(type)) return response;
  if (response.status === 204 || response.status === 304 || request.method === 'HEAD') return response;
  if (response.headers.has('content-encoding')) return response;
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return response;
  const headers = new Headers(response.headers);
  if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
  const init = { status: response.status, statusText: response.statusText, headers };
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  if (WHOLE.test(type)) {
    const body = new Uint8Array(await response.arrayBuffer());
    if (!encoding || body.byteLength < MIN_BYTES) {
      headers.set('Content-Length', String(body.byteLength));
      return new Response(body, init);
    }
    const compressed = compressBytes(body, encoding, 'request');
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    return new Response(compressed, init);
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (!encoding || length < MIN_BYTES) return new Response(response.body, init);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(compressStream(response.body, encoding), init);
}
