/**
 * Reading QR codes back in tests: any image sharp opens (PNG, SVG, …) is rasterised to RGBA and
 * handed to jsqr, the QR reader. Small SVGs are drawn at `width` so every module spans pixels.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

export async function decodeQr(image: Buffer | string, width = 600): Promise<string | null> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  const { data, info } = await sharp(input, { density: 300 })
    .resize({ width, kernel: 'nearest' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** Width and height of an image, for checking a download's size. */
export async function imageSize(image: Buffer): Promise<{ width: number; height: number; format: string }> {
  const { width = 0, height = 0, format = '' } = await sharp(image).metadata();
  return { width, height, format };
}
