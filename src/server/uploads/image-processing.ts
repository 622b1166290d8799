/**
 * Checks an uploaded header image and re-encodes it: JPEG, PNG or WebP by its bytes
 * (never SVG, never the type the browser claimed), at most 10 MB and the build's pixel limit
 * (read from the header, before any decoding: 40 megapixels on Node, 3 on the edge), turned
 * upright by its EXIF orientation, then written again without any metadata, so a phone photo's
 * GPS position never reaches the guests.
 *
 * The checks and the choice of output are the same on both builds; the decoding and encoding is
 * the build's codec (`@platform/images`: sharp on Node, WebAssembly codecs on the edge), which
 * also says how many pixels it may decode and whether a JPEG stays a JPEG.
 */
import * as platformImages from '@platform/images';
import { AVATAR_SIDE, HEADER_IMAGE_MAX_SIDE, MAX_HEADER_IMAGE_BYTES } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import { badRequest } from '../http/errors';
import type { ImagesPlatform } from '../platform/contract';
import type { ReencodeJob } from './image-codec';
import { readImageHeader, sniffImageType, type ImageHeader } from './image-header';
import { uploadTooLarge, type StoredFormat } from './storage-keys';

const QUALITY = 85;

/** The refusal of a picture over the build's limit, in megapixels. */
export const tooManyPixelsMessage = (maxPixels: number) =>
  `Please select an image of at most ${maxPixels / 1_000_000} megapixels.`;
const unreadable = () => badRequest('This image could not be read. Please try another one.');

/** The header image and avatar steps on one platform's codec (each build's, or any in tests). */
export function imageProcessing({ imageCodec, maxDecodePixels, jpegOutput }: ImagesPlatform) {
  /** JPEG, PNG or WebP by its bytes, with a readable header within the pixel limit. */
  function checkImage(bytes: Uint8Array): ImageHeader {
    if (!sniffImageType(bytes)) throw badRequest(MESSAGES.imageTypeUnsupported);
    const header = readImageHeader(bytes);
    if (!header) throw unreadable();
    // A decompression bomb, or more than this build can hold, is refused here, before any decoding.
    if (header.width * header.height > maxDecodePixels) throw badRequest(tooManyPixelsMessage(maxDecodePixels));
    return header;
  }

  async function reencode(bytes: Uint8Array, job: Omit<ReencodeJob, 'maxPixels'>): Promise<Buffer> {
    const output = await imageCodec.reencode(bytes, { ...job, maxPixels: maxDecodePixels }).catch(() => {
      throw unreadable();
    });
    return Buffer.isBuffer(output) ? output : Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  }

  return {
    /**
     * The image as it will be served: a JPEG stays a JPEG where the build's codec writes JPEG
     * (`jpegOutput`); PNG and WebP become WebP (keeping any transparency); at most
     * HEADER_IMAGE_MAX_SIDE on the longest side.
     */
    async reencodeHeaderImage(bytes: Uint8Array): Promise<{ bytes: Buffer; format: StoredFormat }> {
      if (bytes.length > MAX_HEADER_IMAGE_BYTES) throw uploadTooLarge();
      const header = checkImage(bytes);
      const format: StoredFormat = header.type === 'jpeg' && jpegOutput === 'jpeg' ? 'jpg' : 'webp';
      const output = await reencode(bytes, {
        header,
        fit: { kind: 'inside', side: HEADER_IMAGE_MAX_SIDE },
        output: { format: format === 'jpg' ? 'jpeg' : 'webp', quality: QUALITY },
      });
      return { bytes: output, format };
    },

    /**
     * A profile picture as it will be served: the same checks, then a square WebP of
     * AVATAR_SIDE, cropped to the centre, upright, with no metadata. The caller caps the size.
     */
    async reencodeAvatar(bytes: Uint8Array): Promise<Buffer> {
      const header = checkImage(bytes);
      return reencode(bytes, { header, fit: { kind: 'cover', side: AVATAR_SIDE }, output: { format: 'webp', quality: QUALITY } });
    },
  };
}

export const { reencodeHeaderImage, reencodeAvatar } = imageProcessing(platformImages);
