/**
 * The edge build's image path stays well within a Worker isolate's 128 MB on the largest and
 * costliest pictures it accepts (src/server/platform/edge/wasm-images.ts, docs/edge.md "Images").
 *
 * The edge codecs run here under Node on the same .wasm files. Memory is sampled every time the
 * code leaves a WebAssembly function and every time a WebAssembly memory grows, after a full
 * garbage collection: what the isolate must hold at that moment (the JavaScript heap, every
 * ArrayBuffer, every live WebAssembly memory at its full size), counted from before the upload's
 * bytes exist. A WebAssembly memory only grows, so its size when a call returns is its largest
 * during the call. The one step between calls, resizing in JavaScript, holds at most the decoded
 * picture and its result, less than the decoder held when it returned (its own copy of both).
 */
import sharp from 'sharp';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIDE, EDGE_MAX_IMAGE_PIXELS, EDGE_MAX_TRANSPARENT_PIXELS, MAX_HEADER_IMAGE_BYTES } from '../../src/lib/limits';
import { wasmImagePlatform } from '../../src/server/platform/edge/wasm-images';
import { imageProcessing } from '../../src/server/uploads/image-processing';
import { edgeCodecModules } from '../support/edge-images';

/** Half an isolate: the app, other requests and the runtime keep the rest. */
const BUDGET = 64 * 1024 * 1024;
const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const used = () => {
  // The second collection waits for the first one's ArrayBuffers (wasm memories among them) to be
  // freed, which V8 finishes on another thread: until then they still count as external.
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/** Runs `work` with every WebAssembly call and memory growth sampled; the most held above the start. */
async function peakOf(work: () => Promise<unknown>): Promise<number> {
  const Instance = WebAssembly.Instance;
  const grow = WebAssembly.Memory.prototype.grow;
  let peak = 0;
  let start = 0;
  let sampling = false;
  const sample = () => {
    if (sampling) return;
    // Garbage included, the total is no more than the peak so far: collecting cannot raise it.
    const { heapUsed, external } = process.memoryUsage();
    if (heapUsed + external - start <= peak) return;
    sampling = true;
    peak = Math.max(peak, used() - start);
    sampling = false;
  };
  // Each instance the codecs make gets its exports wrapped; the glue only ever reads `exports`.
  const Sampled = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    const { exports } = new Instance(module, imports);
    const wrapped = Object.fromEntries(
      Object.entries(exports).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? (...args: unknown[]) => {
              try {
                return (value as (...args: unknown[]) => unknown)(...args);
              } finally {
                sample();
              }
            }
          : value,
      ]),
    );
    return { exports: wrapped };
  };
  WebAssembly.Instance = Sampled as unknown as typeof WebAssembly.Instance;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, delta: number) {
    const before = grow.call(this, delta);
    sample();
    return before;
  };
  try {
    start = used();
    await work();
    sample();
    return peak;
  } finally {
    WebAssembly.Instance = Instance;
    WebAssembly.Memory.prototype.grow = grow;
  }
}

const edge = imageProcessing(wasmImagePlatform(edgeCodecModules()));

/** Photo-like noise, blurred a little: the costliest content for every codec. */
const noise = (width: number, height: number, channels: 3 | 4, { blur = 1, sigma = 40 } = {}) =>
  sharp({ create: { width, height, channels, background: '#789', noise: { type: 'gaussian', mean: 128, sigma } } }).blur(blur);

// The largest pictures the edge takes, at 1826 × 1369 (EDGE_MAX_IMAGE_PIXELS, within
// HEADER_IMAGE_MAX_SIDE, so the stored picture is as large as the upload), in the forms that cost
// the decoders most, nearly 10 MB where the format allows, and the largest transparent picture
// stored as it is (noisy transparency costs the WebP encoder most).
const [W, H] = [1826, 1369];
const FIXTURES = {
  'a progressive 4:4:4 JPEG (whole-picture coefficients), turned by EXIF': () =>
    noise(W, H, 3, { blur: 0.3, sigma: 80 })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 100, progressive: true, chromaSubsampling: '4:4:4' })
      .toBuffer(),
  'an opaque PNG': () => noise(W, H, 3, { blur: 0.3, sigma: 80 }).png().toBuffer(),
  'a 16-bit PNG with noisy transparency': () => noise(W, H, 4, { blur: 1.6 }).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer(),
  'a lossless WebP with noisy transparency': () => noise(W, H, 4, { blur: 0.5, sigma: 80 }).webp({ lossless: true }).toBuffer(),
  [`a transparent PNG of ${EDGE_MAX_TRANSPARENT_PIXELS / 1_000_000} megapixels (stored as it is)`]: () =>
    noise(1000, EDGE_MAX_TRANSPARENT_PIXELS / 1000, 4, { blur: 0.3, sigma: 80 }).png().toBuffer(),
};
const pictures = new Map<string, Buffer>();
const peaks: string[] = [];

beforeAll(async () => {
  for (const [name, make] of Object.entries(FIXTURES)) pictures.set(name, await make());
}, 60_000);

afterAll(() => {
  // The figures behind docs/edge.md, for whoever runs this file.
  console.info(`Edge image memory peaks (budget ${MB(BUDGET)}):\n${peaks.join('\n')}`);
});

describe(`the edge image path within ${MB(BUDGET)}`, () => {
  it('the fixtures are the largest the edge takes', async () => {
    expect(W * H).toBeLessThanOrEqual(EDGE_MAX_IMAGE_PIXELS);
    for (const [name, bytes] of pictures) {
      expect(bytes.length, name).toBeLessThanOrEqual(MAX_HEADER_IMAGE_BYTES);
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      expect(width * height, name).toBeLessThanOrEqual(EDGE_MAX_IMAGE_PIXELS);
    }
  });

  it.each(Object.keys(FIXTURES))('header image from %s', async (name) => {
    const source = pictures.get(name)!;
    let stored: { width?: number | undefined; height?: number | undefined } = {};
    const peak = await peakOf(async () => {
      // The upload's bytes, as the server reads them, count too.
      const bytes = new Uint8Array(source);
      const { bytes: output } = await edge.reencodeHeaderImage(bytes);
      stored = await sharp(output).metadata();
    });
    peaks.push(`  ${name}: ${MB(peak)} (${MB(source.length)} file, stored ${stored.width} × ${stored.height})`);
    expect(stored.width! * stored.height!).toBeGreaterThanOrEqual(EDGE_MAX_TRANSPARENT_PIXELS * 0.99);
    expect(peak).toBeLessThan(BUDGET);
  });

  it('avatar from the largest photo', async () => {
    const source = pictures.get(Object.keys(FIXTURES)[0]!)!;
    let side = 0;
    const peak = await peakOf(async () => {
      side = (await sharp(await edge.reencodeAvatar(new Uint8Array(source))).metadata()).width ?? 0;
    });
    peaks.push(`  avatar: ${MB(peak)}`);
    expect(side).toBe(AVATAR_SIDE);
    expect(peak).toBeLessThan(BUDGET);
  });
});
