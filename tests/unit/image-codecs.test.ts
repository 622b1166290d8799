/**
 * Both builds' image platforms behind the same checks (src/server/uploads/image-processing.ts):
 * sharp (Node build) and the WebAssembly codecs of the edge build, here compiled from the same
 * .wasm files the edge bundle carries. Every assertion runs against both, with each build's own
 * pixel limit and output format; the fixtures are made with sharp and read back with sharp.
 * The edge's memory is measured in edge-image-memory.test.ts.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_SIDE, EDGE_MAX_TRANSPARENT_PIXELS, HEADER_IMAGE_MAX_SIDE } from '../../src/lib/limits';
import type { ImagesPlatform } from '../../src/server/platform/contract';
import * as nodeImages from '../../src/server/platform/node/images';
import { wasmImagePlatform } from '../../src/server/platform/edge/wasm-images';
import { imageProcessing, tooManyPixelsMessage } from '../../src/server/uploads/image-processing';
import { edgeCodecModules } from '../support/edge-images';
import { hasGpsDirectory, jpegWithGps } from '../support/images';

const edgeImages = wasmImagePlatform(edgeCodecModules());
const PLATFORMS: [string, ImagesPlatform][] = [
  ['sharp (Node build)', nodeImages],
  ['WebAssembly (edge build)', edgeImages],
];

type Rgb = [number, number, number];
const RED: Rgb = [230, 30, 30];
const GREEN: Rgb = [30, 200, 40];
const BLUE: Rgb = [30, 40, 220];
const WHITE: Rgb = [250, 250, 250];
const NAMES = new Map<Rgb, string>([
  [RED, 'red'],
  [GREEN, 'green'],
  [BLUE, 'blue'],
  [WHITE, 'white'],
]);

/** A w × h picture in four quadrants: red, green on top; blue, white below. */
function quadrants(w: number, h: number) {
  const data = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const colour = y < h / 2 ? (x < w / 2 ? RED : GREEN) : x < w / 2 ? BLUE : WHITE;
      data.set(colour, (y * w + x) * 3);
    }
  }
  return sharp(data, { raw: { width: w, height: h, channels: 3 } });
}

/** Three vertical stripes, red | green | blue. */
function stripes(w: number, h: number) {
  const data = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const x = i % w;
    data.set(x < w / 3 ? RED : x < (2 * w) / 3 ? GREEN : BLUE, i * 3);
  }
  return sharp(data, { raw: { width: w, height: h, channels: 3 } });
}

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  /** The named colour nearest to the pixel at (x, y). */
  const colour = (x: number, y: number) => {
    const [r = 0, g = 0, b = 0] = at(x, y);
    let best = '';
    let distance = Infinity;
    for (const [rgb, name] of NAMES) {
      const d = (rgb[0] - r) ** 2 + (rgb[1] - g) ** 2 + (rgb[2] - b) ** 2;
      if (d < distance) [best, distance] = [name, d];
    }
    return best;
  };
  const corners = () => {
    const [right, bottom] = [info.width - 4, info.height - 4];
    return [colour(3, 3), colour(right, 3), colour(3, bottom), colour(right, bottom)].join(' ');
  };
  return { info, at, colour, corners };
}

/** No EXIF (so no GPS), XMP or ICC profile left in the file, by sharp's reading and by its bytes. */
async function expectNoMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(hasGpsDirectory(meta.exif)).toBe(false);
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  for (const marker of ['Exif', 'GPS', 'TestCam', 'http://ns.adobe.com/xap']) expect(bytes.includes(marker)).toBe(false);
}

// The displayed corners (top left, top right, bottom left, bottom right) of the quadrant picture
// stored with each EXIF orientation, as the EXIF standard defines them.
const UPRIGHT_CORNERS: Record<number, string> = {
  1: 'red green blue white',
  2: 'green red white blue',
  3: 'white blue green red',
  4: 'blue white red green',
  5: 'red blue green white',
  6: 'blue red white green',
  7: 'white green blue red',
  8: 'green white red blue',
};

let wideJpeg: Buffer;
let hugePng: Buffer;
beforeAll(async () => {
  // 2.4 megapixels: within both builds' limits.
  wideJpeg = await quadrants(3000, 800).jpeg().toBuffer();
  // 8000 × 6000 = 48 megapixels of one colour: a small PNG that would be 192 MB decoded.
  hugePng = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});

describe.each(PLATFORMS)('%s', (_name, platform) => {
  const reencode = vi.fn(platform.imageCodec.reencode);
  const { reencodeHeaderImage, reencodeAvatar } = imageProcessing({ ...platform, imageCodec: { reencode } });
  // Node keeps a JPEG a JPEG; the edge writes WebP (MozJPEG's encoder needs too much memory).
  const jpegStoredAs = platform.jpegOutput === 'jpeg' ? { format: 'jpg', sharp: 'jpeg' } : { format: 'webp', sharp: 'webp' };

  it('turns a phone photo (orientation 6, GPS position) upright without any metadata, as the build stores JPEGs', async () => {
    const photo = await jpegWithGps();
    expect(hasGpsDirectory((await sharp(photo).metadata()).exif)).toBe(true);
    const { bytes, format } = await reencodeHeaderImage(photo);
    expect(format).toBe(jpegStoredAs.format);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([jpegStoredAs.sharp, 40, 60]);
    await expectNoMetadata(bytes);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('applies EXIF orientation %i to the pixels', async (orientation) => {
    const stored = await quadrants(60, 40).withMetadata({ orientation }).jpeg({ quality: 95 }).toBuffer();
    const { bytes } = await reencodeHeaderImage(stored);
    const out = await pixels(bytes);
    expect([out.info.width, out.info.height]).toEqual(orientation >= 5 ? [40, 60] : [60, 40]);
    expect(out.corners()).toBe(UPRIGHT_CORNERS[orientation]);
    await expectNoMetadata(bytes);
  });

  it('honours the orientation a PNG or WebP carries, as the Node build always has', async () => {
    for (const stored of [
      await quadrants(60, 40).withMetadata({ orientation: 6 }).png().toBuffer(),
      await quadrants(60, 40).withMetadata({ orientation: 6 }).webp({ lossless: true }).toBuffer(),
    ]) {
      const out = await pixels((await reencodeHeaderImage(stored)).bytes);
      expect([out.info.width, out.info.height]).toEqual([40, 60]);
      expect(out.corners()).toBe(UPRIGHT_CORNERS[6]);
    }
  });

  it('re-encodes PNG (colour, palette, grey, 16-bit) and WebP (lossy, lossless) as WebP, keeping transparency', async () => {
    const half = { r: 16, g: 185, b: 129, alpha: 0.5 };
    const sources = [
      await sharp({ create: { width: 80, height: 50, channels: 4, background: half } }).png().toBuffer(),
      await quadrants(80, 50).png({ palette: true }).toBuffer(),
      await quadrants(80, 50).grayscale().png().toBuffer(),
      await quadrants(80, 50).toColourspace('rgb16').png().toBuffer(),
      await sharp({ create: { width: 80, height: 50, channels: 4, background: half } }).webp().toBuffer(),
      await quadrants(80, 50).webp({ lossless: true }).toBuffer(),
    ];
    for (const [index, source] of sources.entries()) {
      const { bytes, format } = await reencodeHeaderImage(source);
      expect(format).toBe('webp');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 80, 50]);
      await expectNoMetadata(bytes);
      const out = await pixels(bytes);
      if (index === 0 || index === 4) {
        // Half-transparent green stays half-transparent green.
        expect(meta.hasAlpha).toBe(true);
        const [r = 0, g = 0, b = 0, a = 0] = out.at(40, 25);
        expect(Math.abs(a - 128)).toBeLessThan(8);
        expect(g).toBeGreaterThan(r + 100);
        expect(g).toBeGreaterThan(b + 30);
      } else if (index !== 2) {
        expect(out.corners()).toBe('red green blue white');
      }
    }
  });

  it(`fits the longest side within ${HEADER_IMAGE_MAX_SIDE} px and never enlarges`, async () => {
    const large = await pixels((await reencodeHeaderImage(wideJpeg)).bytes);
    expect([large.info.width, large.info.height]).toEqual([HEADER_IMAGE_MAX_SIDE, (HEADER_IMAGE_MAX_SIDE * 800) / 3000]);
    expect(large.corners()).toBe('red green blue white');

    const tall = await quadrants(800, 3000).png().toBuffer();
    const tallMeta = await sharp((await reencodeHeaderImage(tall)).bytes).metadata();
    expect([tallMeta.width, tallMeta.height]).toEqual([640, HEADER_IMAGE_MAX_SIDE]);

    const small = await quadrants(300, 200).jpeg().toBuffer();
    const smallMeta = await sharp((await reencodeHeaderImage(small)).bytes).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([300, 200]);
  });

  it(`makes avatars a ${AVATAR_SIDE} px WebP square, cropped to the centre, upright, without metadata`, async () => {
    for (const source of [await stripes(600, 200).jpeg().toBuffer(), await stripes(60, 20).png().toBuffer()]) {
      const bytes = await reencodeAvatar(source);
      const out = await pixels(bytes);
      expect([out.info.format, out.info.width, out.info.height]).toEqual(['raw', AVATAR_SIDE, AVATAR_SIDE]);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      // Only the middle stripe is left.
      expect(out.corners()).toBe('green green green green');
      await expectNoMetadata(bytes);
    }
    const photo = await reencodeAvatar(await jpegWithGps());
    expect([(await sharp(photo).metadata()).width, (await sharp(photo).metadata()).height]).toEqual([AVATAR_SIDE, AVATAR_SIDE]);
    await expectNoMetadata(photo);
  });

  it(`refuses an image over ${platform.maxDecodePixels / 1_000_000} megapixels from its header, before decoding it`, async () => {
    reencode.mockClear();
    // A real 48-megapixel PNG, and headers that claim huge sizes in front of nothing.
    const ihdr = Buffer.from(hugePng.subarray(0, 33));
    ihdr.writeUInt32BE(30_000, 16);
    ihdr.writeUInt32BE(30_000, 20);
    const sof = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    for (const bomb of [hugePng, ihdr, sof]) {
      await expect(reencodeHeaderImage(bomb)).rejects.toMatchObject({
        status: 400,
        message: tooManyPixelsMessage(platform.maxDecodePixels),
      });
      await expect(reencodeAvatar(bomb)).rejects.toMatchObject({ status: 400 });
    }
    expect(reencode).not.toHaveBeenCalled();
  });

  it('refuses SVG, GIF, text and broken images by their bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    for (const bytes of [svg, gif, Buffer.from('just some text'), Buffer.alloc(0)]) {
      await expect(reencodeHeaderImage(bytes)).rejects.toMatchObject({ status: 400, message: 'Please upload a JPEG, PNG or WebP image.' });
      await expect(reencodeAvatar(bytes)).rejects.toMatchObject({ status: 400, message: 'Please upload a JPEG, PNG or WebP image.' });
    }
    const photo = await quadrants(60, 40).jpeg().toBuffer();
    const png = await quadrants(60, 40).png().toBuffer();
    const broken = [
      // JPEG magic bytes in front of garbage.
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      // A JPEG or PNG cut after its header.
      photo.subarray(0, 300),
      png.subarray(0, 60),
      // A header whose pixels are garbage.
      Buffer.concat([photo.subarray(0, photo.length / 2), Buffer.alloc(photo.length / 2, 0x55)]),
    ];
    for (const bytes of broken) {
      await expect(reencodeHeaderImage(bytes)).rejects.toMatchObject({ status: 400, message: 'This image could not be read. Please try another one.' });
    }
  });
});

describe('the limits of each build', () => {
  const edge = imageProcessing(edgeImages);
  const node = imageProcessing(nodeImages);

  it('says the limit in megapixels: 40 on Node, 2.5 on the edge', () => {
    expect(tooManyPixelsMessage(nodeImages.maxDecodePixels)).toBe('Please select an image of at most 40 megapixels.');
    expect(tooManyPixelsMessage(edgeImages.maxDecodePixels)).toBe('Please select an image of at most 2.5 megapixels.');
  });

  it('the edge refuses a picture just over 2.5 megapixels by its header, which Node takes', async () => {
    // 1826 × 1370 is 2,501,620 pixels; 1826 × 1369 is 2,499,794.
    const over = await quadrants(1826, 1370).jpeg().toBuffer();
    for (const step of [edge.reencodeHeaderImage, edge.reencodeAvatar]) {
      await expect(step(over)).rejects.toMatchObject({ status: 400, message: 'Please select an image of at most 2.5 megapixels.' });
    }
    expect((await node.reencodeHeaderImage(over)).format).toBe('jpg');
    const at = await pixels((await edge.reencodeHeaderImage(await quadrants(1826, 1369).jpeg().toBuffer())).bytes);
    expect([at.info.width, at.info.height]).toEqual([1826, 1369]);
    expect(at.corners()).toBe('red green blue white');
  });

  it(`the edge stores a picture with transparency at most ${EDGE_MAX_TRANSPARENT_PIXELS / 1_000_000} megapixels, still transparent`, async () => {
    const logo = await sharp({ create: { width: 1600, height: 1200, channels: 4, background: { r: 16, g: 185, b: 129, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const stored = await sharp((await edge.reencodeHeaderImage(logo)).bytes).metadata();
    expect(stored.width! * stored.height!).toBeLessThanOrEqual(EDGE_MAX_TRANSPARENT_PIXELS);
    expect(stored.width! / stored.height!).toBeCloseTo(4 / 3, 2);
    expect(stored.hasAlpha).toBe(true);
    // Node keeps it as large as it came; an opaque picture of the same size keeps it on the edge too.
    expect((await sharp((await node.reencodeHeaderImage(logo)).bytes).metadata()).width).toBe(1600);
    const opaque = await quadrants(1600, 1200).png().toBuffer();
    expect((await sharp((await edge.reencodeHeaderImage(opaque)).bytes).metadata()).width).toBe(1600);
  });
});
