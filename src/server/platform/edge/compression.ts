/**
 * Compression on the edge: none in the Worker. Cloudflare compresses what leaves it (brotli or
 * gzip, as the browser accepts), so answers go out as they are and the page cache keeps one
 * uncompressed copy of each page.
 */
import type { ContentEncoding } from '../contract';

export const serverEncodings: readonly ContentEncoding[] = [];

const NONE = 'The edge build leaves compression to the host: no encoding is offered, so none is asked for.';

export function compressBytes(_bytes: Uint8Array, _encoding: ContentEncoding, _effort: 'request' | 'kept'): Uint8Array<ArrayBuffer> {
  throw new Error(NONE);
}

export function compressStream(_body: ReadableStream<Uint8Array>, _encoding: ContentEncoding): ReadableStream<Uint8Array> {
  throw new Error(NONE);
}
