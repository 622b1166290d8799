/**
 * The edge build's image codec on WebAssembly (jSquash: MozJPEG, libwebp, the Rust png crate and
 * Squoosh's resizer), which runs wherever WebAssembly does: on Workers (./images.ts hands it the
 * compiled modules the bundle carries) and under Node in the tests (which compile the same .wasm
 * files from node_modules).
 *
 * Each step works on bare RGBA pixels: decode, turn upright by the EXIF orientation the header
 * gave (the decoders ignore it), resize, encode. An encoder given bare pixels writes no metadata,
 * so EXIF, GPS, XMP and ICC never reach the output. Colour profiles are not applied: pixels are
 * taken as sRGB.
 */
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode';
import encodeJpeg, { init as initJpegEncoder } from '@jsquash/jpeg/encode';
import { decode as decodePng, init as initPngDecoder } from '@jsquash/png/decode';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode';
import type { ImageCodec, ReencodeJob } from '../../uploads/image-codec';
import type { ImageType, Orientation } from '../../uploads/image-header';

/** The compiled WebAssembly of each codec, from the .wasm files of the @jsquash packages. */
export type CodecModules = {
  /** @jsquash/jpeg/codec/dec/mozjpeg_dec.wasm */
  jpegDecoder: WebAssembly.Module;
  /** @jsquash/jpeg/codec/enc/mozjpeg_enc.wasm */
  jpegEncoder: WebAssembly.Module;
  /** @jsquash/png/codec/pkg/squoosh_png_bg.wasm */
  pngDecoder: WebAssembly.Module;
  /** @jsquash/webp/codec/dec/webp_dec.wasm */
  webpDecoder: WebAssembly.Module;
  /**
   * @jsquash/webp/codec/enc/webp_enc_simd.wasm: the encoder loads its SIMD build wherever
   * WebAssembly SIMD is supported, which V8 (Workers, Node) always does.
   */
  webpEncoder: WebAssembly.Module;
  /** @jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm */
  resizer: WebAssembly.Module;
};

// The packages' init functions take the compiled module as their first argument, though their
// type declarations only list the options.
type Init = (module: WebAssembly.Module, options?: object) => Promise<unknown>;
const init = (fn: unknown) => fn as Init;
// MozJPEG and libwebp print why they give up on an input (a CMYK JPEG: "Unsupported color
// conversion request") on stderr; the decode then fails and the upload gets its 400, so the
// message would only be a log line without context.
const QUIET = { print: () => undefined, printErr: () => undefined };

/**
 * The PNG decoder and the resizer are made once per isolate (their glue keeps one instance). The
 * MozJPEG and libwebp codecs are made anew for each image: a WebAssembly memory only ever grows,
 * so an instance kept between uploads would hold on to the largest image it has seen, one per
 * codec; a fresh one from the compiled module costs little, and the last one's memory can be
 * collected.
 */
function loader(modules: CodecModules) {
  let shared: Promise<unknown> | undefined;
  return async (type: ImageType, output: ReencodeJob['output']['format']) => {
    // Node and Workers have no ImageData; the codecs' glue defines a minimal one, and the resizer
    // constructs it too, so it must exist whichever module loads first.
    const scope = globalThis as { ImageData?: unknown };
    scope.ImageData ??= class {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    };
    shared ??= Promise.all([init(initPngDecoder)(modules.pngDecoder), init(initResize)(modules.resizer)]).catch(
      (error: unknown) => {
        shared = undefined;
        throw error;
      },
    );
    await Promise.all([
      shared,
      type === 'jpeg' && init(initJpegDecoder)(modules.jpegDecoder, QUIET),
      type === 'webp' && init(initWebpDecoder)(modules.webpDecoder, QUIET),
      output === 'jpeg' ? init(initJpegEncoder)(modules.jpegEncoder, QUIET) : init(initWebpEncoder)(modules.webpEncoder, QUIET),
    ]);
  };
}

export function wasmImageCodec(modules: CodecModules): ImageCodec {
  const load = loader(modules);
  return {
    async reencode(bytes, job) {
      const { header, maxPixels } = job;
      const { format, quality } = job.output;
      await load(header.type, format);
      const decoded = await decode(header.type, bytes);
      // The decoder read the same header: anything else is a file we do not understand.
      if (decoded.width !== header.width || decoded.height !== header.height || decoded.width * decoded.height > maxPixels) {
        throw new Error('The decoded image does not match its header.');
      }
      const upright = orient(decoded, header.orientation);
      const sized = await fit(upright, job.fit);
      const encoded = format === 'jpeg' ? await encodeJpeg(sized, { quality }) : await encodeWebp(sized, { quality });
      return new Uint8Array(encoded);
    },
  };
}

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** Pixels as the codecs take them: an ImageData-shaped object over its own whole buffer. */
function image({ data, width, height }: Pixels): ImageData {
  const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
  return { data: own, width, height, colorSpace: 'srgb' } as ImageData;
}

async function decode(type: ImageType, bytes: Uint8Array): Promise<ImageData> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const decoded = type === 'jpeg' ? await decodeJpeg(buffer) : type === 'png' ? await decodePng(buffer) : await decodeWebp(buffer);
  if (decoded.data.length !== decoded.width * decoded.height * 4) throw new Error('The decoder gave no RGBA pixels.');
  return image(decoded);
}

/**
 * For each EXIF orientation, where the pixel at (x, y) of the upright picture is in the stored
 * one, as `start + x * dx + y * dy` over the stored pixels (w × h); 5 to 8 swap the sides.
 */
function orientationWalk(orientation: Orientation, w: number, h: number): { start: number; dx: number; dy: number } {
  const last = (h - 1) * w;
  switch (orientation) {
    case 1:
      return { start: 0, dx: 1, dy: w };
    case 2: // mirrored
      return { start: w - 1, dx: -1, dy: w };
    case 3: // turned 180°
      return { start: last + w - 1, dx: -1, dy: -w };
    case 4: // upside down, mirrored
      return { start: last, dx: 1, dy: -w };
    case 5: // mirrored along the top-left diagonal
      return { start: 0, dx: w, dy: 1 };
    case 6: // stored turned 90° anticlockwise: turn clockwise
      return { start: last, dx: -w, dy: 1 };
    case 7: // mirrored along the top-right diagonal
      return { start: last + w - 1, dx: -w, dy: -1 };
    case 8: // stored turned 90° clockwise: turn anticlockwise
      return { start: w - 1, dx: w, dy: -1 };
  }
}

/** The picture upright: its pixels flipped or turned as the EXIF orientation says. */
export function orient(source: ImageData, orientation: Orientation): ImageData {
  if (orientation === 1) return source;
  const { width: w, height: h } = source;
  const [width, height] = orientation >= 5 ? [h, w] : [w, h];
  const { start, dx, dy } = orientationWalk(orientation, w, h);
  // One RGBA pixel per 32-bit word.
  const from = new Uint32Array(source.data.buffer, source.data.byteOffset, w * h);
  const to = new Uint32Array(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0, s = start + y * dy; x < width; x++, s += dx) to[i++] = from[s] ?? 0;
  }
  return image({ data: new Uint8ClampedArray(to.buffer), width, height });
}

/**
 * Resized as the job says: Lanczos3 with premultiplied alpha, on the sRGB values as sharp does
 * (the resizer's linear-light mode is several times slower and looks no different here).
 */
async function fit(source: ImageData, { kind, side }: ReencodeJob['fit']): Promise<ImageData> {
  if (kind === 'cover') {
    // `contain` crops the centre to the target's shape before scaling.
    return image(await resize(source, { width: side, height: side, fitMethod: 'contain', linearRGB: false }));
  }
  const scale = side / Math.max(source.width, source.height);
  if (scale >= 1) return source;
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  return image(await resize(source, { width, height, linearRGB: false }));
}
