/**
 * Header image helpers for tests: real images made with sharp, the upload flow
 * (upload URL → PUT → save), and a tiny EXIF reader to prove GPS data is gone.
 */
import { createClient } from '@libsql/client';
import sharp from 'sharp';
import { EDGE_MAX_IMAGE_PIXELS, MAX_HEADER_IMAGE_PIXELS } from '../../src/lib/limits';
import type { TestBrowser } from './http-client';
import { TEST_TARGET } from './paths';

/**
 * What the build under test does with an upload (its `@platform/images`): how many pixels it
 * decodes, and how it stores a JPEG header image (the edge writes WebP, docs/edge.md).
 */
export const BUILD_IMAGES =
  TEST_TARGET === 'edge'
    ? { maxPixels: EDGE_MAX_IMAGE_PIXELS, jpegStoredAs: { extension: 'webp', contentType: 'image/webp', sharpFormat: 'webp' } }
    : { maxPixels: MAX_HEADER_IMAGE_PIXELS, jpegStoredAs: { extension: 'jpg', contentType: 'image/jpeg', sharpFormat: 'jpeg' } };

export type ProjectBody = { success: true; project: { headerImages: string[]; headerImage: string | null; version: number } };

/** A 60×40 JPEG that says "rotate 90°" and carries a GPS position (Paris), like a phone photo. */
export function jpegWithGps(color = '#c084fc'): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4008/100' },
    })
    .jpeg()
    .toBuffer();
}

export function png(width = 80, height = 50, color = '#10b981'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();
}

/** Whether an EXIF block (as sharp's metadata().exif gives it) points to a GPS directory. */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

export async function markPaid(databaseUrl: string, projectId: string) {
  const db = createClient({ url: databaseUrl });
  await db.execute({ sql: 'update projects set is_paid = 1 where project_id = ?', args: [projectId] });
  db.close();
}

/** POST …/images/upload-url; returns the response and, when it worked, its body. */
export async function requestUploadUrl(browser: TestBrowser, projectId: string, contentType: string, size: number) {
  return browser.json<{ uploadURL: string; publicUrl: string; message?: string; code?: string }>(
    'POST',
    `/api/projects/${projectId}/images/upload-url`,
    { contentType, size },
  );
}

/** PUTs bytes to an upload URL (absolute, or relative to the app) the way a browser would. */
export function putUpload(baseUrl: string, uploadURL: string, bytes: Buffer, contentType: string) {
  return fetch(new URL(uploadURL, baseUrl), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
}

/** The whole upload flow up to the pending URL the save takes. */
export async function uploadImage(browser: TestBrowser, projectId: string, bytes: Buffer, contentType = 'image/jpeg') {
  const { res, data } = await requestUploadUrl(browser, projectId, contentType, bytes.length);
  if (res.status !== 200) throw new Error(`upload-url answered ${res.status}: ${JSON.stringify(data)}`);
  const put = await putUpload(browser.baseUrl, data.uploadURL, bytes, contentType);
  if (!put.ok) throw new Error(`PUT answered ${put.status}: ${await put.text()}`);
  return data.publicUrl;
}

export function saveImages(browser: TestBrowser, projectId: string, imageUrls: string[]) {
  return browser.json<ProjectBody & { message?: string; code?: string }>('POST', `/api/projects/${projectId}/images`, { imageUrls });
}
