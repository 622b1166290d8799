import { CROP_JPEG_QUALITY } from '@/lib/limits';

/**
 * 'Use Original' for a type the server does not take (GIF, AVIF, BMP…): the whole image drawn
 * once and saved as JPEG at the crop quality, on white (JPEG has no transparency).
 */
export async function toJpeg(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', CROP_JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
