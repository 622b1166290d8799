/**
 * The Node build's image codec: sharp (libvips). EXIF orientation is applied by sharp from the same
 * tags ../../uploads/image-header.ts reads; sharp writes no metadata unless asked, and converts
 * to sRGB when it drops an ICC profile.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { MAX_HEADER_IMAGE_PIXELS } from '../../../lib/limits';
import type { ImageCodec } from '../../uploads/image-codec';

// libvips streams a picture through its steps, in a process with the machine's memory: the
// product's own limit applies, and a JPEG stays a JPEG.
export const maxDecodePixels = MAX_HEADER_IMAGE_PIXELS;
export const jpegOutput = 'jpeg';

// One image at a time per request; sharp's cache would only hold memory between uploads.
sharp.cache(false);

export const imageCodec = {
  async reencode(bytes, { maxPixels, fit, output }) {
    const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .autoOrient()
      .resize(
        fit.kind === 'inside'
          ? { width: fit.side, height: fit.side, fit: 'inside', withoutEnlargement: true }
          : { width: fit.side, height: fit.side, fit: 'cover', position: 'centre' },
      );
    const encoded =
      output.format === 'jpeg'
        ? pipeline.jpeg({ quality: output.quality, mozjpeg: true })
        : pipeline.webp({ quality: output.quality });
    return encoded.toBuffer();
  },
} satisfies ImageCodec;

export async function rasterizeSvg(svg: string, width: number, height: number): Promise<Uint8Array> {
  // The SVG is drawn at its own size (72 dpi); resize only guards against a mismatch.
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).png({ compressionLevel: 9 }).toBuffer();
}

export async function layoutEngineWasm(): Promise<Uint8Array> {
  return readFile(createRequire(import.meta.url).resolve('satori/layout.wasm'));
}

export async function coverPicture(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array | undefined> {
  return sharp(bytes, { limitInputPixels: maxDecodePixels, failOn: 'error' })
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
