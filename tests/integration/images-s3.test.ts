/**
 * Header images on S3-compatible storage: the same flow against s3rver on 127.0.0.1,
 * behind a proxy that checks SigV4 signatures as S3 does (tests/support/s3-stand-in.ts).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUILD_IMAGES, hasGpsDirectory, jpegWithGps, markPaid, png, putUpload, requestUploadUrl, saveImages, uploadImage } from '../support/images';
import { s3ServerSuite } from '../support/s3-stand-in';

const { suite, bucket } = s3ServerSuite({ TRUST_PROXY: 'true' });

async function paidItinerary() {
  const admin = suite.browser();
  const { data } = await admin.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Bucket Trip' });
  await markPaid(suite.server.databaseUrl, data.project.projectId);
  return { admin, projectId: data.project.projectId };
}

describe('header image upload (S3-compatible storage)', () => {
  it('presigns a PUT for the exact type and size, then checks, re-encodes and stores the image in the bucket', async () => {
    const { admin, projectId } = await paidItinerary();
    const photo = await jpegWithGps();
    const { res, data } = await requestUploadUrl(admin, projectId, 'image/jpeg', photo.length);
    expect(res.status).toBe(200);
    const signed = new URL(data.uploadURL);
    expect(signed.origin).toBe(bucket().endpoint);
    expect(signed.pathname).toMatch(new RegExp(`^/${bucket().bucket}/pending/${projectId}/[A-Za-z0-9_-]{22}$`));
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(data.publicUrl).toBe(`${bucket().env.S3_PUBLIC_URL}/pending/${projectId}${signed.pathname.slice(signed.pathname.lastIndexOf('/'))}`);

    expect((await putUpload(suite.server.url, data.uploadURL, photo, 'image/jpeg')).status).toBe(200);
    const saved = await saveImages(admin, projectId, [data.publicUrl]);
    expect(saved.res.status).toBe(200);
    const url = saved.data.project.headerImages[0]!;
    // A JPEG stays a JPEG on Node; the edge stores it as WebP.
    const { extension, contentType } = BUILD_IMAGES.jpegStoredAs;
    expect(url).toMatch(new RegExp(`^${bucket().env.S3_PUBLIC_URL}/projects/${projectId}/[A-Za-z0-9_-]{22}\\.${extension}$`));

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(hasGpsDirectory(meta.exif)).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 60]);
    // The pending object was consumed.
    expect((await fetch(data.publicUrl)).status).toBe(404);

    // Removing the image deletes it from the bucket.
    const emptied = await saveImages(admin, projectId, []);
    expect(emptied.data.project.headerImages).toEqual([]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('the bucket refuses a PUT of another size or type than the URL was signed for', async () => {
    const { admin, projectId } = await paidItinerary();
    const photo = await jpegWithGps();
    const { data } = await requestUploadUrl(admin, projectId, 'image/jpeg', photo.length);
    const refusedBefore = bucket().refused.length;

    const bigger = await putUpload(suite.server.url, data.uploadURL, Buffer.concat([photo, Buffer.alloc(4096)]), 'image/jpeg');
    expect(bigger.status).toBe(403);
    const eleven = await putUpload(suite.server.url, data.uploadURL, Buffer.alloc(11 * 1024 * 1024, 1), 'image/jpeg');
    expect(eleven.status).toBe(403);
    const otherType = await putUpload(suite.server.url, data.uploadURL, photo, 'image/png');
    expect(otherType.status).toBe(403);
    expect(bucket().refused.length - refusedBefore).toBe(3);
    // Nothing reached the bucket, so there is nothing to save.
    expect((await saveImages(admin, projectId, [data.publicUrl])).res.status).toBe(400);

    // The same URL with the signed size and type works.
    expect((await putUpload(suite.server.url, data.uploadURL, photo, 'image/jpeg')).status).toBe(200);
  });

  it('checks bucket uploads by their bytes too, and stores a PNG as WebP', async () => {
    const { admin, projectId } = await paidItinerary();
    const text = await uploadImage(admin, projectId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect((await saveImages(admin, projectId, [text])).res.status).toBe(400);
    expect((await fetch(text)).status).toBe(404);

    const image = await uploadImage(admin, projectId, await png(), 'image/png');
    const saved = await saveImages(admin, projectId, [image]);
    const url = saved.data.project.headerImages[0]!;
    expect(url).toMatch(/\.webp$/);
    expect((await fetch(url)).headers.get('content-type')).toBe('image/webp');
    // App-served /uploads/ is not used with a bucket.
    expect((await admin.get(`/uploads/${url.slice(bucket().env.S3_PUBLIC_URL!.length + 1)}`)).status).toBe(404);
  });

  it("serves the example itineraries' pictures itself: static files, not bucket objects", async () => {
    const guest = suite.browser();
    expect((await guest.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' })).status).toBe(200);
    const html = await (await guest.get('/project/example-paris')).text();
    const src = /<img[^>]* src="(\/examples\/[a-z0-9-]+\.webp)"/.exec(html)?.[1];
    expect(src).toBe('/examples/paris.webp');
    const served = await guest.get(src!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(2000);
  });
});
