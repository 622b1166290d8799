/**
 * Each build's pixel limit over real HTTP, on S3-compatible storage (the only kind the edge build
 * has): a picture over the limit is refused when it is saved, by its header, with the limit in
 * words; a photo the size the browser sends (UPLOAD_MAX_PIXELS) is stored by both builds. The
 * limit is the build's own (`@platform/images`): 40 megapixels on Node, 2.5 on the edge, where
 * a Worker isolate has 128 MB (docs/edge.md, "Images").
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIDE, UPLOAD_MAX_PIXELS } from '../../src/lib/limits';
import { signIn } from '../support/dashboard';
import { BUILD_IMAGES, markPaid, putUpload, saveImages, uploadImage } from '../support/images';
import { s3ServerSuite } from '../support/s3-stand-in';

const { suite } = s3ServerSuite({ TRUST_PROXY: 'true' });

const refusal = `Please select an image of at most ${BUILD_IMAGES.maxPixels / 1_000_000} megapixels.`;

/** One row more than the build's limit allows, 4000 pixels wide: a small PNG of one colour. */
const overLimit = () =>
  sharp({ create: { width: 4000, height: Math.floor(BUILD_IMAGES.maxPixels / 4000) + 1, channels: 3, background: '#3b82f6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A photo as the browser sends it: shrunk to UPLOAD_MAX_PIXELS (4:3), a JPEG. */
const browserPhoto = () => {
  const width = Math.floor(Math.sqrt((UPLOAD_MAX_PIXELS * 4) / 3));
  const height = Math.floor((width * 3) / 4);
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7919) % 251;
  return { width, height, bytes: sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer() };
};

async function paidItinerary() {
  const admin = suite.browser();
  const { data } = await admin.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Big Photo Trip' });
  await markPaid(suite.server.databaseUrl, data.project.projectId);
  return { admin, projectId: data.project.projectId };
}

describe(`the build's pixel limit (${BUILD_IMAGES.maxPixels / 1_000_000} megapixels)`, () => {
  it('refuses a header image over it when saved, saying the limit, and stores nothing', async () => {
    const { admin, projectId } = await paidItinerary();
    const pending = await uploadImage(admin, projectId, await overLimit(), 'image/png');
    const { res, data } = await saveImages(admin, projectId, [pending]);
    expect(res.status).toBe(400);
    expect(data.message).toBe(refusal);
    const itinerary = await admin.json<{ project: { headerImages: string[] } }>('GET', `/api/projects/${projectId}/itinerary`);
    expect(itinerary.data.project.headerImages).toEqual([]);
  });

  it('refuses a profile picture over it, saying the limit', async () => {
    const ana = await signIn(suite);
    const bytes = await overLimit();
    const { data } = await ana.browser.json<{ uploadUrl: string; key: string }>('POST', '/api/users/avatar/upload-url', {
      contentType: 'image/png',
      size: bytes.length,
    });
    expect((await putUpload(suite.server.url, data.uploadUrl, bytes, 'image/png')).status).toBe(200);
    const done = await ana.browser.json<{ message?: string; profileImageUrl?: string }>('POST', '/api/users/avatar/complete', { key: data.key });
    expect(done.res.status).toBe(400);
    expect(done.data.message).toBe(refusal);
  });

  it('stores a photo the size the browser sends, at that size, as the build stores JPEGs', async () => {
    const { admin, projectId } = await paidItinerary();
    const photo = browserPhoto();
    const pending = await uploadImage(admin, projectId, await photo.bytes, 'image/jpeg');
    const saved = await saveImages(admin, projectId, [pending]);
    expect(saved.res.status, saved.data.message).toBe(200);
    const url = saved.data.project.headerImages[0]!;
    expect(url.endsWith(`.${BUILD_IMAGES.jpegStoredAs.extension}`)).toBe(true);
    const meta = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([BUILD_IMAGES.jpegStoredAs.sharpFormat, photo.width, photo.height]);

    // The same photo makes a profile picture too.
    const ana = await signIn(suite);
    const bytes = await photo.bytes;
    const { data } = await ana.browser.json<{ uploadUrl: string; key: string }>('POST', '/api/users/avatar/upload-url', {
      contentType: 'image/jpeg',
      size: bytes.length,
    });
    expect((await putUpload(suite.server.url, data.uploadUrl, bytes, 'image/jpeg')).status).toBe(200);
    const done = await ana.browser.json<{ profileImageUrl: string }>('POST', '/api/users/avatar/complete', { key: data.key });
    expect(done.res.status).toBe(200);
    const avatar = await sharp(Buffer.from(await (await fetch(done.data.profileImageUrl)).arrayBuffer())).metadata();
    expect([avatar.width, avatar.height]).toEqual([AVATAR_SIDE, AVATAR_SIDE]);
  });
});
