/**
 * The edge build's images platform (`@platform/images`, ./images.ts) on WebAssembly codecs
 * (jSquash: MozJPEG's decoder, libwebp and the Rust png crate), which run wherever WebAssembly
 * does: on Workers (./images.ts hands them the compiled modules the bundle carries) and under
 * Node in the tests (which compile the same .wasm files from node_modules).
 *
 * Each step works on bare RGBA pixels: decode; turn upright by the EXIF orientation the header
 * gave (the decoders ignore it), crop and resize, in one pass (./resample.ts); encode as WebP. An
 * encoder given bare pixels writes no metadata, so EXIF, GPS, XMP and ICC never reach the output.
 * Colour profiles are not applied: pixels are taken as sRGB.
 *
 * Memory: a Worker isolate has 128 MB for everything it serves (docs/edge.md, "Images"):
 * - every codec is a fresh instance, made for one step from its compiled module and dropped
 *   after it. A WebAssembly memory only ever grows, so an instance kept between steps or uploads
 *   would hold on to the largest picture it has seen;
 * - a re-encoding runs from start to end without waiting on anything, so two uploads in one
 *   isolate never decode or encode at the same time, and nothing (no pending promise) keeps the
 *   decoder once its step is over;
 * - the pixels exist once in JavaScript between the steps; the resizer streams (./resample.ts);
 * - everything is written as WebP, by libwebp in its low-memory mode: MozJPEG's encoder keeps
 *   the whole picture's coefficients several times over (15 to 20 bytes a pixel), so the edge
 *   stores JPEG uploads as WebP too (`jpegOutput`);
 * - pictures are refused above EDGE_MAX_IMAGE_PIXELS by their header, and a picture with
 *   transparent pixels is stored at most EDGE_MAX_TRANSPARENT_PIXELS (its alpha is compressed
 *   losslessly, which costs up to 40 bytes a pixel).
 * tests/unit/edge-image-memory.test.ts measures the peak on the largest pictures allowed.
 */
import mozjpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.js';
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import { EDGE_MAX_IMAGE_PIXELS, EDGE_MAX_TRANSPARENT_PIXELS } from '../../../lib/limits';
import type { ImageCodec, ReencodeJob } from '../../uploads/image-codec';
import type { ImageHeader } from '../../uploads/image-header';
import { decodePng } from './png-decoder';
import type { ImagesPlatform } from '../contract';
import { resample, uprightSize, type Pixels, type Region } from './resample';

/** The compiled WebAssembly of each codec, from the .wasm files of the @jsquash packages. */
export type CodecModules = {
  /** @jsquash/jpeg/codec/dec/mozjpeg_dec.wasm */
  jpegDecoder: WebAssembly.Module;
  /** @jsquash/png/codec/pkg/squoosh_png_bg.wasm */
  pngDecoder: WebAssembly.Module;
  /** @jsquash/webp/codec/dec/webp_dec.wasm */
  webpDecoder: WebAssembly.Module;
  /**
   * @jsquash/webp/codec/enc/webp_enc_simd.wasm: the encoder's SIMD build, which V8 (Workers,
   * Node) always runs.
   */
  webpEncoder: WebAssembly.Module;
};

/**
 * What the codecs' Emscripten glue gives back once its WebAssembly is running. Embind copies a
 * typed array argument into the WebAssembly memory, so any view will do.
 */
type Decoder = { decode(data: ArrayBufferView, ...rest: boolean[]): Pixels | null };
type Encoder = { encode(data: ArrayBufferView, width: number, height: number, options: object): Uint8Array | null };
type Factory = (options: object) => Promise<unknown>;

/**
 * A fresh instance of one Emscripten codec from its compiled module, ready when this returns:
 * the glue starts the runtime as soon as the instance exists, and the instance is made here
 * synchronously, so its functions are on the options object at once (the promise the glue returns
 * resolves to that same object). Nothing keeps it once the caller lets go.
 *
 * MozJPEG and libwebp print why they give up on an input (a CMYK JPEG: "Unsupported color
 * conversion request") on stderr; the step then fails and the upload gets its 400, so the message
 * would only be a log line without context.
 */
function instantiate<T extends object>(factory: unknown, module: WebAssembly.Module, entry: keyof T): T {
  const codec: Record<string, unknown> = {
    noInitialRun: true,
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm(imports: WebAssembly.Imports, ready: (instance: WebAssembly.Instance) => void) {
      const instance = new WebAssembly.Instance(module, imports);
      ready(instance);
      return instance.exports;
    },
  };
  const started = (factory as Factory)(codec);
  if (typeof codec[entry as string] !== 'function') {
    // The error thrown here says it; the promise would only repeat it.
    started.catch(() => undefined);
    throw new Error(`The codec did not start: no ${String(entry)}.`);
  }
  // No handler on the fulfilled promise: its reaction would hold the codec until the request's
  // next pause, through the encoding.
  return codec as T;
}

/** The edge's `@platform/images` on these codecs. */
export function wasmImagePlatform(modules: CodecModules): ImagesPlatform {
  return { imageCodec: wasmImageCodec(modules), maxDecodePixels: EDGE_MAX_IMAGE_PIXELS, jpegOutput: 'webp' };
}

export function wasmImageCodec(modules: CodecModules): ImageCodec {
  // Node and Workers have no ImageData; the decoders' glue builds one, so it must exist first.
  const scope = globalThis as { ImageData?: unknown };
  scope.ImageData ??= class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  };

  function decode(header: ImageHeader, bytes: Uint8Array, maxPixels: number): Pixels {
    const decoded =
      header.type === 'png'
        ? decodePng(modules.pngDecoder, bytes)
        : header.type === 'jpeg'
          ? instantiate<Decoder>(mozjpegDecoder, modules.jpegDecoder, 'decode').decode(bytes, false)
          : instantiate<Decoder>(webpDecoder, modules.webpDecoder, 'decode').decode(bytes);
    if (!decoded || decoded.data.length !== decoded.width * decoded.height * 4) throw new Error('The decoder gave no RGBA pixels.');
    // The decoder read the same header: anything else is a file we do not understand.
    if (decoded.width !== header.width || decoded.height !== header.height || decoded.width * decoded.height > maxPixels) {
      throw new Error('The decoded image does not match its header.');
    }
    return decoded;
  }

  /** Decoded, upright, cropped and resized: only the result is left when this returns. */
  function pixels(bytes: Uint8Array, { header, maxPixels, fit }: ReencodeJob): Pixels {
    const decoded = decode(header, bytes, maxPixels);
    const upright = uprightSize(header.orientation, decoded.width, decoded.height);
    const { region, width, height } = fitted(upright, fit, header.type !== 'jpeg' && hasTransparency(decoded));
    return resample(decoded, header.orientation, region, width, height);
  }

  function encode({ data, width, height }: Pixels, { format, quality }: ReencodeJob['output']): Uint8Array {
    if (format !== 'webp') throw new Error('The edge build writes WebP only (jpegOutput).');
    const encoder = instantiate<Encoder>(webpEncoder, modules.webpEncoder, 'encode');
    // Low memory: keeps less of the picture's analysis at once, about half the memory, a little slower.
    const encoded = encoder.encode(data, width, height, { ...webpDefaults, quality, low_memory: 1 });
    if (!(encoded instanceof Uint8Array)) throw new Error('The WebP encoder failed.');
    return encoded;
  }

  return {
    reencode(bytes, job) {
      try {
        return Promise.resolve(encode(pixels(bytes, job), job.output));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

/** Whether any pixel is less than opaque. */
function hasTransparency({ data }: Pixels): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

/**
 * What to take of the upright picture and its size once resized, as the job says. `inside`: the
 * whole picture, its longest side at most `side`, never enlarged (and a transparent one at most
 * EDGE_MAX_TRANSPARENT_PIXELS). `cover`: the centred square, scaled to `side` × `side` (enlarged
 * if smaller), as sharp's `cover` with `position: 'centre'`.
 */
function fitted({ width: w, height: h }: { width: number; height: number }, { kind, side }: ReencodeJob['fit'], transparent: boolean) {
  if (kind === 'cover') {
    const square = Math.min(w, h);
    const region: Region = { x: (w - square) / 2, y: (h - square) / 2, width: square, height: square };
    return { region, width: side, height: side };
  }
  const region: Region = { x: 0, y: 0, width: w, height: h };
  const sideScale = Math.min(1, side / Math.max(w, h));
  const pixelScale = transparent ? Math.sqrt(EDGE_MAX_TRANSPARENT_PIXELS / (w * h)) : 1;
  // Rounded as sharp rounds; down where the pixel count is the limit, so it holds.
  const size = pixelScale < sideScale ? (n: number) => Math.floor(n * pixelScale) : (n: number) => Math.round(n * sideScale);
  return { region, width: Math.max(1, size(w)), height: Math.max(1, size(h)) };
}
