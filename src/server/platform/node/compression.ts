/**
 * Compression on the Node server, with node:zlib: brotli (preferred) and gzip, for answers as
 * they are sent (../../http/compression.ts) and pages kept by the page cache (../../pages/page-cache.ts).
 */
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import type { ContentEncoding } from '../contract';

export const serverEncodings: readonly ContentEncoding[] = ['br', 'gzip'];

/** Quick settings for answers: these run on every request (the build uses the slowest, smallest ones). */
const BROTLI_QUALITY = 4;
/** A 256 KB window: plenty for a page or an answer, and far less to set up than the default 4 MB. */
const BROTLI_WINDOW_BITS = 18;
const GZIP_LEVEL = 6;
/** Kept pages are compressed once each, so this can be slower and smaller than per request. */
const KEPT_BROTLI_QUALITY = 9;

const brotliParams = (sizeHint = 0) => ({
  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
});

export function compressBytes(bytes: Uint8Array, encoding: ContentEncoding, effort: 'request' | 'kept'): Uint8Array<ArrayBuffer> {
  if (encoding === 'gzip') return new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL }));
  const params =
    effort === 'kept'
      ? {
          [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        }
      : brotliParams(bytes.byteLength);
  return new Uint8Array(brotliCompressSync(bytes, { params }));
}

/** Compresses `body` as it streams, flushing whenever the source pauses. */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: ContentEncoding): ReadableStream<Uint8Array> {
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
