/**
 * Pictures are shrunk in the browser before they are uploaded, on both builds: a phone photo of
 * 12 megapixels or more is sent at the size it will be shown at (UPLOAD_MAX_PIXELS), which passes
 * the edge build's pixel limit and saves the organiser's upload time. The server still checks and
 * re-encodes every upload whatever the browser did (src/server/uploads/image-processing.ts).
 */
import { AVATAR_UPLOAD_SIDE, CROP_JPEG_QUALITY, HEADER_IMAGE_MAX_SIDE, HEADER_IMAGE_TYPES, UPLOAD_MAX_PIXELS } from './limits';

export type UploadLimits = { maxLongSide?: number; maxShortSide?: number; maxPixels: number };

/** A header image: at most HEADER_IMAGE_MAX_SIDE on its longest side, and UPLOAD_MAX_PIXELS. */
export const HEADER_IMAGE_UPLOAD: UploadLimits = { maxLongSide: HEADER_IMAGE_MAX_SIDE, maxPixels: UPLOAD_MAX_PIXELS };
/** A profile picture is cropped to its centre square: its shorter side is what counts. */
export const AVATAR_UPLOAD: UploadLimits = { maxShortSide: AVATAR_UPLOAD_SIDE, maxPixels: UPLOAD_MAX_PIXELS };

/** The size to send a `width` × `height` picture at: its shape kept, within the limits, never enlarged. */
export function uploadSize(width: number, height: number, { maxLongSide = Infinity, maxShortSide = Infinity, maxPixels }: UploadLimits) {
  const scale = Math.min(1, maxLongSide / Math.max(width, height), maxShortSide / Math.min(width, height), Math.sqrt(maxPixels / (width * height)));
  if (scale >= 1) return { width, height };
  // Rounded down, so the pixel count holds.
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** Whether the server takes this type as it is (others are converted first). */
const isUploadableType = (type: string) => (HEADER_IMAGE_TYPES as readonly string[]).includes(type);

/** The picked file's name for what is sent: a converted picture gets its new type's extension. */
export function uploadName(file: File, sent: Blob) {
  if (sent === file) return file.name;
  const extension = sent.type === 'image/png' ? '.png' : sent.type === 'image/webp' ? '.webp' : '.jpg';
  return file.name.replace(/\.\w+$/, '') + extension;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), type, CROP_JPEG_QUALITY),
  );
}

/**
 * `source` (a canvas or a decoded picture) drawn at `width` × `height`: a JPEG at the crop
 * quality on white, or, with `transparency`, a WebP that keeps it (a PNG where the browser writes
 * no WebP).
 */
async function drawForUpload(source: CanvasImageSource, width: number, height: number, transparency: boolean): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  if (!transparency) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  if (!transparency) return canvasBlob(canvas, 'image/jpeg');
  const webp = await canvasBlob(canvas, 'image/webp');
  return webp.type === 'image/webp' ? webp : canvasBlob(canvas, 'image/png');
}

/**
 * The picked file as it will be uploaded: as it is when the server takes its type and it is
 * within the limits; otherwise drawn again at the size `uploadSize` gives (upright, as the
 * browser shows it). JPEG and types the server does not take (GIF, AVIF, HEIC where the browser
 * reads it…) become JPEG on white; PNG and WebP keep their transparency. A file the browser
 * cannot read is sent as it is when its type is one the server takes (the server then says what
 * is wrong with it); otherwise this throws.
 */
export async function prepareUpload(file: File, limits: UploadLimits): Promise<Blob> {
  const uploadable = isUploadableType(file.type);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    if (uploadable) return file;
    throw error;
  }
  try {
    const size = uploadSize(bitmap.width, bitmap.height, limits);
    if (uploadable && size.width === bitmap.width && size.height === bitmap.height) return file;
    const transparency = file.type === 'image/png' || file.type === 'image/webp';
    return await drawForUpload(bitmap, size.width, size.height, transparency);
  } finally {
    bitmap.close();
  }
}
