/**
 * The header reader both builds check images with before decoding: its sizes and orientations
 * must be sharp's (libvips') reading of the same files, and broken input must never throw.
 */
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifOrientation, readImageHeader, sniffImageType } from '../../src/server/uploads/image-header';

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 80, b: 20, alpha: 0.6 } } });

const ENCODERS = {
  jpeg: (s: Sharp) => s.jpeg(),
  'progressive jpeg': (s: Sharp) => s.jpeg({ progressive: true }),
  png: (s: Sharp) => s.png(),
  'lossy webp': (s: Sharp) => s.webp(),
  'lossless webp': (s: Sharp) => s.webp({ lossless: true }),
};

describe('readImageHeader', () => {
  it.each(Object.entries(ENCODERS))('reads the size of a %s as sharp does', async (_name, encode) => {
    for (const [width, height] of [[1, 1], [61, 7], [640, 480], [3001, 2]] as const) {
      for (const channels of [3, 4] as const) {
        const bytes = await encode(picture(width, height, channels)).toBuffer();
        const meta = await sharp(bytes).metadata();
        expect(readImageHeader(bytes)).toEqual({ type: meta.format, width: meta.width, height: meta.height, orientation: 1 });
      }
    }
  });

  it.each(Object.entries(ENCODERS))('reads the EXIF orientation of a %s as sharp does', async (_name, encode) => {
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const bytes = await encode(picture(30, 20).withMetadata({ orientation })).toBuffer();
      const meta = await sharp(bytes).metadata();
      expect(meta.orientation).toBe(orientation);
      expect(readImageHeader(bytes)).toMatchObject({ width: 30, height: 20, orientation });
    }
  });

  it('reads the orientation tag in either byte order and ignores anything odd', () => {
    const tiff = (le: boolean, tag: number, type: number, value: number) => {
      const b = Buffer.alloc(26);
      const u16 = (v: number, o: number) => (le ? b.writeUInt16LE(v, o) : b.writeUInt16BE(v, o));
      b.write(le ? 'II' : 'MM', 0, 'latin1');
      u16(42, 2);
      if (le) b.writeUInt32LE(8, 4);
      else b.writeUInt32BE(8, 4);
      u16(1, 8);
      u16(tag, 10);
      u16(type, 12);
      if (le) b.writeUInt32LE(1, 14);
      else b.writeUInt32BE(1, 14);
      u16(value, 18);
      return b;
    };
    expect(exifOrientation(tiff(true, 0x0112, 3, 6))).toBe(6);
    expect(exifOrientation(tiff(false, 0x0112, 3, 8))).toBe(8);
    expect(exifOrientation(tiff(true, 0x0112, 3, 9))).toBe(1);
    expect(exifOrientation(tiff(true, 0x0112, 4, 6))).toBe(1);
    expect(exifOrientation(tiff(true, 0x0110, 3, 6))).toBe(1);
    expect(exifOrientation(tiff(true, 0x0112, 3, 6).subarray(0, 12))).toBe(1);
    expect(exifOrientation(Buffer.from('not tiff at all'))).toBe(1);
  });

  it('gives undefined, never an exception, for anything cut short or broken', async () => {
    const samples = await Promise.all(Object.values(ENCODERS).map((encode) => encode(picture(64, 48).withMetadata({ orientation: 6 })).toBuffer()));
    for (const bytes of samples) {
      for (let length = 0; length < Math.min(bytes.length, 400); length++) {
        const header = readImageHeader(bytes.subarray(0, length));
        if (header) expect(header).toMatchObject({ width: 64, height: 48 });
      }
      // Random bytes after the magic number.
      for (let i = 0; i < 50; i++) {
        const noisy = Buffer.from(bytes);
        for (let j = 4; j < noisy.length; j += 1 + (i % 7)) noisy[j] = (j * 131 + i * 17) & 0xff;
        expect(() => readImageHeader(noisy)).not.toThrow();
      }
    }
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeUndefined();
  });

  it('knows JPEG, PNG and WebP by their bytes only', async () => {
    expect(sniffImageType(await picture(4, 4).gif().toBuffer())).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(await picture(4, 4).webp().toBuffer())).toBe('webp');
  });
});
