/**
 * Checks an uploaded header image and re-encodes it: JPEG, PNG or WebP by its bytes
 * (never SVG, never the type the browser claimed), at most 10 MB and 40 megapixels, turned
 * upright by its EXIF orientation, then written again without any metadata, so a phone photo's
 * GPS position never reaches the guests.
 */
import sharp from 'sharp';
import { AVATAR_SIDE, HEADER_IMAGE_MAX_SIDE, MAX_HEADER_IMAGE_BYTES, MAX_HEADER_IMAGE_PIXELS } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import { badRequest } from '../errors';
import { uploadTooLarge, type StoredFormat } from './storage-keys';

// One image at a time per request; sharp's cache would only hold memory between uploads.
sharp.cache(false);

export type ImageType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type from the file's first bytes, or undefined when it is none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

const tooManyPixels = () =>
  badRequest(`Please select an image of at most ${MAX_HEADER_IMAGE_PIXELS / 1_000_000} megapixels.`);
const unreadable = () => badRequest('This image could not be read. Please try another one.');

/**
 * The image as it will be served: a JPEG stays a JPEG; PNG and WebP become WebP (keeping any
 * transparency), at most HEADER_IMAGE_MAX_SIDE on the longest side.
 */
export async function reencodeHeaderImage(bytes: Buffer): Promise<{ bytes: Buffer; format: StoredFormat }> {
  if (bytes.length > MAX_HEADER_IMAGE_BYTES) throw uploadTooLarge();
  const type = await checkImage(bytes);
  const format: StoredFormat = type === 'jpeg' ? 'jpg' : 'webp';
  // Output carries no metadata unless asked (sharp's default): EXIF, GPS, XMP and ICC are gone.
  const pipeline = sharp(bytes, DECODE_OPTIONS)
    .autoOrient()
    .resize({ width: HEADER_IMAGE_MAX_SIDE, height: HEADER_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'jpg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.webp({ quality: 85 });
  const output = await encoded.toBuffer().catch(() => {
    throw unreadable();
  });
  return { bytes: output, format };
}

/**
 * A profile picture as it will be served: the same checks, then a square WebP of
 * AVATAR_SIDE, cropped to the centre, upright, with no metadata. The caller caps the size.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  await checkImage(bytes);
  return sharp(bytes, DECODE_OPTIONS)
    .autoOrient()
    .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'centre' })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
}

const DECODE_OPTIONS = { limitInputPixels: MAX_HEADER_IMAGE_PIXELS, failOn: 'error' } as const;

/** JPEG, PNG or WebP by its bytes and by sharp's reading of them, within the pixel limit. */
async function checkImage(bytes: Buffer): Promise<ImageType> {
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(MESSAGES.imageTypeUnsupported);
  // The header alone gives the size: a decompression bomb is refused before any decoding (the
  // pixel limit stays on for the decode, but would make this read throw a vaguer error).
  const meta = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (meta.format !== type) throw badRequest(MESSAGES.imageTypeUnsupported);
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_HEADER_IMAGE_PIXELS) throw tooManyPixels();
  return type;
}
