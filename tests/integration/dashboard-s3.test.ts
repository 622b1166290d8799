/**
 * The dashboard's storage work on S3-compatible storage: deleting an itinerary lists
 * and deletes every object under its folders (ListObjectsV2 + DeleteObjects), and a profile
 * picture goes through the presigned PUT, the check and the re-encode like a header image. Runs
 * against s3rver behind the SigV4-checking proxy (tests/support/s3-stand-in.ts).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuthUserView } from '../../src/lib/types';
import { ownedItinerary, signIn } from '../support/dashboard';
import { png, putUpload, requestUploadUrl, saveImages, uploadImage } from '../support/images';
import { s3ServerSuite } from '../support/s3-stand-in';

const { suite, bucket } = s3ServerSuite({ TRUST_PROXY: 'true' });

const objectStatus = async (key: string) => (await fetch(`${bucket().env.S3_PUBLIC_URL}/${key}`)).status;

describe('deleting an itinerary on S3 storage', () => {
  it('removes its images and pending uploads from the bucket, and nothing of another itinerary', async () => {
    const owner = await signIn(suite);
    const doomed = await ownedItinerary(suite, owner, { name: 'Bucket Trip' });
    const kept = await ownedItinerary(suite, owner, { name: 'Kept Trip' });
    const upload = async (projectId: string, admin: typeof doomed.admin, count: number) => {
      const urls: string[] = [];
      for (let i = 0; i < count; i++) urls.push(await uploadImage(admin, projectId, await png(40 + i, 30)));
      const saved = await saveImages(admin, projectId, urls);
      expect(saved.res.status).toBe(200);
      return saved.data.project.headerImages;
    };
    const doomedImages = await upload(doomed.projectId, doomed.admin, 3);
    const keptImages = await upload(kept.projectId, kept.admin, 1);
    const pending = await requestUploadUrl(doomed.admin, doomed.projectId, 'image/png', (await png(20, 20)).length);
    expect((await putUpload(suite.server.url, pending.data.uploadURL, await png(20, 20), 'image/png')).status).toBe(200);
    for (const url of [...doomedImages, ...keptImages]) expect((await fetch(url)).status).toBe(200);
    const pendingKey = pending.data.publicUrl.slice(bucket().env.S3_PUBLIC_URL!.length + 1);
    expect(await objectStatus(pendingKey)).toBe(200);

    const res = await owner.browser.request('DELETE', `/api/projects/${doomed.projectId}`, { confirmationName: 'Bucket Trip' });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const url of doomedImages) expect((await fetch(url)).status, url).toBe(404);
    expect(await objectStatus(pendingKey)).toBe(404);
    for (const url of keptImages) expect((await fetch(url)).status).toBe(200);
    expect(suite.server.output()).not.toMatch(/failed/i);
  });
});

describe('profile pictures on S3 storage', () => {
  it('presigns the PUT into the user’s folder, re-encodes into the bucket and drops the old picture', async () => {
    const ana = await signIn(suite);
    const upload = async (bytes: Buffer) => {
      const { res, data } = await ana.browser.json<{ uploadUrl: string; key: string }>('POST', '/api/users/avatar/upload-url', {
        contentType: 'image/png',
        size: bytes.length,
      });
      expect(res.status).toBe(200);
      expect(new URL(data.uploadUrl).pathname).toBe(`/${bucket().bucket}/${data.key}`);
      // The bucket refuses another size than signed.
      expect((await putUpload(suite.server.url, data.uploadUrl, Buffer.concat([bytes, Buffer.alloc(5)]), 'image/png')).status).toBe(403);
      expect((await putUpload(suite.server.url, data.uploadUrl, bytes, 'image/png')).status).toBe(200);
      return ana.browser.json<AuthUserView>('POST', '/api/users/avatar/complete', { key: data.key });
    };
    const first = await upload(await png(500, 300));
    expect(first.res.status).toBe(200);
    const url = first.data.profileImageUrl!;
    expect(url).toMatch(new RegExp(`^${bucket().env.S3_PUBLIC_URL}/users/${ana.userId}/avatar-[A-Za-z0-9_-]{22}\\.webp$`));
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const second = await upload(await png(64, 64));
    expect(second.res.status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(second.data.profileImageUrl!)).status).toBe(200);
  });
});
