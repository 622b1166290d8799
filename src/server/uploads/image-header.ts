/**
 * What an image's first bytes say, read without decoding it: its type (by magic bytes, never the
 * type the browser claimed), its size in pixels and its EXIF orientation. Both builds check the
 * pixel limit on this before anything is decoded (a small file can decode to gigabytes), and the
 * edge build turns images upright by the orientation read here (sharp reads the same tags itself).
 *
 * Plain byte reading with bounds checks everywhere: a malformed header gives `undefined` (the
 * image is refused as unreadable), a malformed EXIF block gives orientation 1.
 */
export type ImageType = 'jpeg' | 'png' | 'webp';

/** EXIF orientation: 1 is upright; 2–8 say how the stored pixels must be flipped or turned. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type ImageHeader = { type: ImageType; width: number; height: number; orientation: Orientation };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXIF_PREFIX = ascii('Exif\0\0');

/** The image type from the file's first bytes, or undefined when it is none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** The header of a JPEG, PNG or WebP; undefined when the type is none of ours or the header is broken. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const type = sniffImageType(bytes);
  const read = type === 'jpeg' ? readJpeg : type === 'png' ? readPng : type === 'webp' ? readWebp : undefined;
  const header = read?.(new Reader(bytes));
  if (!type || !header || header.width < 1 || header.height < 1) return undefined;
  return { type, ...header };
}

type Dimensions = { width: number; height: number; orientation: Orientation };

/** Bounds-checked reads; every read past the end gives undefined. */
class Reader {
  constructor(readonly bytes: Uint8Array) {}
  get length() {
    return this.bytes.length;
  }
  has(offset: number, count: number) {
    return offset >= 0 && count >= 0 && offset + count <= this.bytes.length;
  }
  u8(offset: number) {
    return this.has(offset, 1) ? this.bytes[offset] : undefined;
  }
  u16(offset: number, littleEndian = false) {
    if (!this.has(offset, 2)) return undefined;
    const [a = 0, b = 0] = [this.bytes[offset], this.bytes[offset + 1]];
    return littleEndian ? a | (b << 8) : (a << 8) | b;
  }
  u24le(offset: number) {
    if (!this.has(offset, 3)) return undefined;
    return (this.bytes[offset] ?? 0) | ((this.bytes[offset + 1] ?? 0) << 8) | ((this.bytes[offset + 2] ?? 0) << 16);
  }
  u32(offset: number, littleEndian = false) {
    const first = this.u16(offset, littleEndian);
    const second = this.u16(offset + 2, littleEndian);
    if (first === undefined || second === undefined) return undefined;
    return littleEndian ? first + second * 0x10000 : first * 0x10000 + second;
  }
  is(offset: number, signature: number[]) {
    return startsWith(this.bytes, signature, offset);
  }
  slice(offset: number, count: number) {
    return this.has(offset, count) ? this.bytes.subarray(offset, offset + count) : undefined;
  }
}

// JPEG: a chain of marker segments after SOI. The first start-of-frame segment gives the size;
// the first APP1 segment that holds EXIF gives the orientation. Markers are read up to the start
// of the scan, as the decoder reads them.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const SOS = 0xda;
const EOI = 0xd9;
const APP1 = 0xe1;

function readJpeg(r: Reader): Dimensions | undefined {
  let offset = 2;
  let size: { width: number; height: number } | undefined;
  let orientation: Orientation | undefined;
  while (offset < r.length) {
    if (r.u8(offset) !== 0xff) return undefined;
    const marker = r.u8(offset + 1);
    if (marker === undefined) return undefined;
    // Any number of 0xFF fill bytes may come before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    offset += 2;
    // Markers without a segment: TEM, RSTn (and a stray SOI).
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === SOS || marker === EOI) break;
    const length = r.u16(offset);
    if (length === undefined || length < 2 || !r.has(offset, length)) return undefined;
    if (SOF_MARKERS.has(marker) && !size) {
      const height = r.u16(offset + 3);
      const width = r.u16(offset + 5);
      if (height === undefined || width === undefined) return undefined;
      size = { width, height };
    } else if (marker === APP1 && orientation === undefined && r.is(offset + 2, EXIF_PREFIX)) {
      orientation = exifOrientation(r.slice(offset + 2 + EXIF_PREFIX.length, length - 2 - EXIF_PREFIX.length));
    }
    offset += length;
  }
  return size && { ...size, orientation: orientation ?? 1 };
}

// PNG: IHDR is the first chunk and gives the size; an eXIf chunk, if any, the orientation (sharp
// honours it, so the edge build does too).
function readPng(r: Reader): Dimensions | undefined {
  if (!r.is(12, ascii('IHDR'))) return undefined;
  const width = r.u32(16);
  const height = r.u32(20);
  if (width === undefined || height === undefined) return undefined;
  let orientation: Orientation = 1;
  // Chunks: length, type, data, CRC.
  for (let offset = PNG_SIGNATURE.length; r.has(offset, 8); ) {
    const length = r.u32(offset) ?? 0;
    if (r.is(offset + 4, ascii('IEND'))) break;
    if (r.is(offset + 4, ascii('eXIf'))) {
      orientation = exifOrientation(withoutExifPrefix(r.slice(offset + 8, length)));
      break;
    }
    offset += 12 + length;
  }
  return { width, height, orientation };
}

// WebP: RIFF chunks after "WEBP". A simple file is one VP8 (lossy) or VP8L (lossless) chunk;
// an extended one starts with VP8X, which gives the canvas size, and may carry an EXIF chunk.
function readWebp(r: Reader): Dimensions | undefined {
  const fourcc = (offset: number) => String.fromCharCode(...(r.slice(offset, 4) ?? []));
  const first = fourcc(12);
  const data = 20;
  if (first === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (!r.is(data + 3, [0x9d, 0x01, 0x2a])) return undefined;
    const width = r.u16(data + 6, true);
    const height = r.u16(data + 8, true);
    if (width === undefined || height === undefined) return undefined;
    return { width: width & 0x3fff, height: height & 0x3fff, orientation: 1 };
  }
  if (first === 'VP8L') {
    // Signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    const bits = r.u32(data + 1, true);
    if (r.u8(data) !== 0x2f || bits === undefined) return undefined;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (first === 'VP8X') {
    const width = r.u24le(data + 4);
    const height = r.u24le(data + 7);
    if (width === undefined || height === undefined) return undefined;
    return { width: width + 1, height: height + 1, orientation: webpOrientation(r, fourcc) };
  }
  return undefined;
}

function webpOrientation(r: Reader, fourcc: (offset: number) => string): Orientation {
  let offset = 12;
  while (r.has(offset, 8)) {
    const size = r.u32(offset + 4, true) ?? 0;
    if (fourcc(offset) === 'EXIF') {
      return exifOrientation(withoutExifPrefix(r.slice(offset + 8, size)));
    }
    // Chunks are padded to an even size.
    offset += 8 + size + (size % 2);
  }
  return 1;
}

/** Some writers keep JPEG's "Exif\0\0" in front of the TIFF data of PNG and WebP. */
const withoutExifPrefix = (exif: Uint8Array | undefined) =>
  exif && startsWith(exif, EXIF_PREFIX) ? exif.subarray(EXIF_PREFIX.length) : exif;

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation tag of IFD0 in a TIFF-structured EXIF block; 1 when absent or unreadable. */
export function exifOrientation(tiff: Uint8Array | undefined): Orientation {
  if (!tiff) return 1;
  const r = new Reader(tiff);
  const le = r.is(0, ascii('II'));
  if (!le && !r.is(0, ascii('MM'))) return 1;
  if (r.u16(2, le) !== 42) return 1;
  const ifd = r.u32(4, le);
  const count = ifd === undefined ? undefined : r.u16(ifd, le);
  if (ifd === undefined || count === undefined) return 1;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (r.u16(entry, le) !== ORIENTATION_TAG) continue;
    const value = r.u16(entry + 2, le) === SHORT ? r.u16(entry + 8, le) : undefined;
    return value !== undefined && value >= 1 && value <= 8 ? (value as Orientation) : 1;
  }
  return 1;
}
