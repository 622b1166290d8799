/**
 * The size the browser sends a picked picture at (src/lib/upload-image.ts), on both builds: a
 * shrunk picture must pass the edge build's pixel limit, keep its shape and never grow.
 */
import { describe, expect, it } from 'vitest';
import { AVATAR_SIDE, AVATAR_UPLOAD_SIDE, EDGE_MAX_IMAGE_PIXELS, HEADER_IMAGE_MAX_SIDE, MAX_HEADER_IMAGE_PIXELS, UPLOAD_MAX_PIXELS } from '../../src/lib/limits';
import { AVATAR_UPLOAD, HEADER_IMAGE_UPLOAD, uploadSize } from '../../src/lib/upload-image';

// Phone and camera photos, screenshots, panoramas, tiny pictures (width × height).
const SHAPES: [number, number][] = [
  [4032, 3024],
  [3024, 4032],
  [8000, 6000],
  [6000, 4000],
  [4000, 2250],
  [12000, 1500],
  [1500, 12000],
  [2400, 2400],
  [1826, 1370],
  [1826, 1369],
  [1170, 2532],
  [640, 480],
  [40, 60],
];

describe('uploadSize', () => {
  it('the browser sends nothing the edge build refuses', () => {
    expect(UPLOAD_MAX_PIXELS).toBeLessThanOrEqual(EDGE_MAX_IMAGE_PIXELS);
    expect(EDGE_MAX_IMAGE_PIXELS).toBeLessThanOrEqual(MAX_HEADER_IMAGE_PIXELS);
  });

  it.each(SHAPES)('a %i × %i header image fits both limits, keeps its shape and never grows', (width, height) => {
    const size = uploadSize(width, height, HEADER_IMAGE_UPLOAD);
    expect(size.width * size.height).toBeLessThanOrEqual(UPLOAD_MAX_PIXELS);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(HEADER_IMAGE_MAX_SIDE);
    expect(size.width).toBeLessThanOrEqual(width);
    expect(size.height).toBeLessThanOrEqual(height);
    // The shape, to the pixel the rounding costs.
    expect(Math.abs(size.width / size.height - width / height)).toBeLessThan(2 / Math.min(size.width, size.height));
    if (width * height <= UPLOAD_MAX_PIXELS && Math.max(width, height) <= HEADER_IMAGE_MAX_SIDE) expect(size).toEqual({ width, height });
  });

  it('a 12-megapixel phone photo goes at about the limit, a panorama at the longest side', () => {
    const photo = uploadSize(4032, 3024, HEADER_IMAGE_UPLOAD);
    expect(photo).toEqual({ width: 1825, height: 1369 });
    expect(photo.width * photo.height).toBeGreaterThan(UPLOAD_MAX_PIXELS * 0.99);
    expect(uploadSize(6000, 1000, HEADER_IMAGE_UPLOAD)).toEqual({ width: HEADER_IMAGE_MAX_SIDE, height: 400 });
  });

  it.each(SHAPES)('a %i × %i profile picture keeps enough of its centre square', (width, height) => {
    const size = uploadSize(width, height, AVATAR_UPLOAD);
    expect(size.width * size.height).toBeLessThanOrEqual(UPLOAD_MAX_PIXELS);
    expect(Math.min(size.width, size.height)).toBeLessThanOrEqual(AVATAR_UPLOAD_SIDE);
    // The square the server crops is still larger than the stored picture, unless the photo was smaller.
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(Math.min(AVATAR_SIDE, width, height));
  });
});
