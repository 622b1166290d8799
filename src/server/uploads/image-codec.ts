/**
 * What each build's image codec does (`@platform/images`: sharp on Node, WebAssembly codecs on the
 * edge). ./image-processing.ts has already checked the type, the byte size and the pixel count
 * from the header, and decides the output; the codec decodes, turns the picture upright, resizes
 * and encodes it again from bare pixels, so the result carries no metadata at all (EXIF, GPS, XMP,
 * ICC). It throws on anything it cannot decode; the caller turns that into a 400.
 */
import type { ImageHeader } from './image-header';

export type ReencodeJob = {
  /** The header read before decoding: type, size and EXIF orientation. */
  header: ImageHeader;
  /** A decoder must refuse more pixels than this (a second guard behind the header check). */
  maxPixels: number;
  /**
   * `inside`: the longest side at most `side`, never enlarged;
   * `cover`: exactly `side` × `side`, cropped to the centre (enlarged if smaller).
   */
  fit: { kind: 'inside' | 'cover'; side: number };
  output: { format: 'jpeg' | 'webp'; quality: number };
};

export type ImageCodec = {
  reencode(bytes: Uint8Array, job: ReencodeJob): Promise<Uint8Array>;
};
