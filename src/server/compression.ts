/**
 * Server-rendered pages and API answers, compressed for browsers that accept it (brotli, else
 * gzip), by the middleware (src/middleware.ts). Static files are compressed at build time instead
 * (src/server/node/precompress.mjs), and cached itinerary pages keep their own gzipped copy
 * (./page-cache.ts): a response that already has a Content-Encoding is left as it is.
 *
 * Streaming-friendly: the body is compressed as it streams, and what has been compressed is
 * flushed whenever the page pauses (say, for the database), so the browser gets the top of the
 * page as early as before. Server-sent events (`text/event-stream`, the live updates) are never
 * compressed: each event must reach the page the moment it is written.
 */
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';

/** Types worth compressing; everything else (images, event streams, files) passes untouched. */
const COMPRESSIBLE = /^(text\/(html|plain|css|calendar|csv|xml|javascript)|application\/(json|xml|javascript|manifest\+json|problem\+json)|image\/svg\+xml)\b/i;

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

/** Quick settings: these run on every request (the build uses the slowest, smallest ones). */
const BROTLI_QUALITY = 4;
/** A 256 KB window: plenty for a page or an answer, and far less to set up than the default 4 MB. */
const BROTLI_WINDOW_BITS = 18;
const GZIP_LEVEL = 6;

const brotliParams = (sizeHint = 0) => ({
  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
});

/** JSON answers are built whole, never streamed: compressed in one go, with their length. */
const WHOLE = /^application\/(json|problem\+json)\b/i;

/** The encodings a request accepts (q above 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | null | undefined): Set<'br' | 'gzip'> {
  const accepted = new Set<'br' | 'gzip'>();
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

/** Compresses `body` as it streams, flushing whenever the source pauses. */
function compressedStream(body: ReadableStream<Uint8Array>, encoding: 'br' | 'gzip'): ReadableStream<Uint8Array> {
  const zlib: BrotliCompress | Gzip =
    encoding === 'br'
      ? createBrotliCompress({ params: brotliParams() })
      : createGzip({ level: GZIP_LEVEL });
  const reader = body.getReader();
  let flushPending = false;
  const flushSoon = () => {
    if (flushPending) return;
    flushPending = true;
    // After the chunks already queued this turn, so a burst is compressed as one.
    setImmediate(() => {
      flushPending = false;
      if (!zlib.destroyed && !zlib.writableEnded) zlib.flush();
    });
  };
  // The browser went away (the response stream was cancelled): stop reading the page too.
  zlib.once('close', () => void reader.cancel().catch(() => undefined));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || zlib.destroyed) break;
        if (!zlib.write(value)) {
          await new Promise((resolve) => {
            zlib.once('drain', resolve);
            zlib.once('close', resolve);
          });
        }
        flushSoon();
      }
      if (!zlib.destroyed) zlib.end();
    } catch (error) {
      zlib.destroy(error as Error);
    }
  })();
  return Readable.toWeb(zlib) as ReadableStream<Uint8Array>;
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
  const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (WHOLE.test(type)) {
    const body = new Uint8Array(await response.arrayBuffer());
    if (!encoding || body.byteLength < MIN_BYTES) {
      headers.set('Content-Length', String(body.byteLength));
      return new Response(body, init);
    }
    const compressed =
      encoding === 'br' ? brotliCompressSync(body, { params: brotliParams(body.byteLength) }) : gzipSync(body, { level: GZIP_LEVEL });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    return new Response(new Uint8Array(compressed), init);
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (!encoding || length < MIN_BYTES) return new Response(response.body, init);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(compressedStream(response.body, encoding), init);
}
