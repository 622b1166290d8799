/**
 * Compression on the Node server, with node:zlib: brotli (preferred) and gzip, for answers as
 * they are sent (../../http/compression.ts) and bodies kept to be served many times (`KeptBody` there).
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
/**
 * Kept bodies (cached pages, the itinerary JSON) are compressed once per version and process, on
 * the request path, and under many changes that is several times a second: quality 6 costs about
 * a tenth of quality 9 (a few milliseconds for a 100 KB page instead of 50 or more, all of it
 * blocking the process) for 1 to 2 % more bytes. The build's precompressed files use quality 11.
 */
const KEPT_BROTLI_QUALITY = 6;

const brotliParams = (quality: number, sizeHint = 0) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
});

export function compressBytes(bytes: Uint8Array, encoding: ContentEncoding, effort: 'request' | 'kept'): Uint8Array<ArrayBuffer> {
  if (encoding === 'gzip') return new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL }));
  const params =
    effort === 'kept'
      ? { ...brotliParams(KEPT_BROTLI_QUALITY, bytes.byteLength), [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT }
      : brotliParams(BROTLI_QUALITY, bytes.byteLength);
  return new Uint8Array(brotliCompressSync(bytes, { params }));
}

/** Compresses `body` as it streams, flushing whenever the source pauses. */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: ContentEncoding): ReadableStream<Uint8Array> {
  const zlib: BrotliCompress | Gzip =
    encoding === 'br'
      ? createBrotliCompress({ params: brotliParams(BROTLI_QUALITY) })
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
