/**
 * Profile pictures over real HTTP on local storage: image types
 * and the 5 MB cap enforced by the server, the bytes checked and re-encoded (square WebP, no
 * EXIF), the key bound to its user, the old picture deleted, upload URLs rate-limited.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_UPLOADS_PER_HOUR, MAX_AVATAR_BYTES } from '../../src/lib/limits';
import type { AuthUserView } from '../../src/lib/types';
import { signIn, type SignedIn } from '../support/dashboard';
import { hasGpsDirectory, jpegWithGps, png, putUpload } from '../support/images';
import { runSql } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

const UPLOADS_DIR = join(TMP_DIR, `avatar-uploads-${randomUUID()}`);
const suite = serverSuite({ TRUST_PROXY: 'true', UPLOADS_DIR, UPLOAD_SIGNING_SECRET: 'avatar-secret' });

type UploadAnswer = { uploadUrl: string; key: string; message?: string; code?: string };

const requestUpload = (user: SignedIn, contentType: string, size: number) =>
  user.browser.json<UploadAnswer>('POST', '/api/users/avatar/upload-url', { contentType, size });
const complete = (user: SignedIn, key: string) =>
  user.browser.json<AuthUserView & { message?: string }>('POST', '/api/users/avatar/complete', { key });

/** upload-url → PUT → complete, as the Settings tab does. */
async function uploadAvatar(user: SignedIn, bytes: Buffer, contentType = 'image/jpeg') {
  const { res, data } = await requestUpload(user, contentType, bytes.length);
  expect(res.status, JSON.stringify(data)).toBe(200);
  expect((await putUpload(suite.server.url, data.uploadUrl, bytes, contentType)).status).toBe(200);
  return { key: data.key, ...(await complete(user, data.key)) };
}

const storedProfileUrl = async (userId: string) =>
  (await runSql(suite, 'SELECT profile_image_url AS url FROM users WHERE id = ?', [userId])).rows[0]?.url ?? null;
const avatarFiles = (userId: string) => {
  const folder = join(UPLOADS_DIR, 'users', userId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('POST /api/users/avatar/upload-url', () => {
  it('takes images up to 5 MB only, with the shared validation messages', async () => {
    const ana = await signIn(suite);
    for (const [contentType, size, message] of [
      ['application/pdf', 1000, 'Please select an image file.'],
      ['text/html', 1000, 'Please select an image file.'],
      ['', 1000, 'Please select an image file.'],
      ['image/svg+xml', 1000, 'Please upload a JPEG, PNG or WebP image.'],
      ['image/png', MAX_AVATAR_BYTES + 1, 'Please select an image smaller than 5MB.'],
      ['image/png', 0, 'Please select an image file.'],
    ] as const) {
      const { res, data } = await requestUpload(ana, contentType, size);
      expect(res.status, `${contentType} ${size}`).toBe(400);
      expect(data).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
    const { res, data } = await requestUpload(ana, 'image/png', MAX_AVATAR_BYTES);
    expect(res.status).toBe(200);
    expect(data.key).toMatch(new RegExp(`^pending/users/${ana.userId}/[A-Za-z0-9_-]{22}$`));
    expect(data.uploadUrl).toContain(`/uploads/${data.key}?`);
  });

  it(`hands out at most ${AVATAR_UPLOADS_PER_HOUR} upload URLs an hour per user`, async () => {
    const ana = await signIn(suite);
    for (let i = 0; i < AVATAR_UPLOADS_PER_HOUR; i++) expect((await requestUpload(ana, 'image/png', 1000)).res.status).toBe(200);
    const { res, data } = await requestUpload(ana, 'image/png', 1000);
    expect(res.status).toBe(429);
    expect(data.code).toBe('RATE_LIMITED');
    // Per user, not per browser address: someone else is not held up.
    expect((await requestUpload(await signIn(suite), 'image/png', 1000)).res.status).toBe(200);
  });
});

describe('POST /api/users/avatar/complete', () => {
  it('stores a 256×256 WebP without EXIF, sets the profile picture, and deletes the previous one', async () => {
    const ana = await signIn(suite, { firstName: 'Ana' });
    const first = await uploadAvatar(ana, await jpegWithGps());
    expect(first.res.status).toBe(200);
    expect(first.data).toMatchObject({ firstName: 'Ana', email: ana.email });
    const url = first.data.profileImageUrl!;
    expect(url).toMatch(new RegExp(`^/uploads/users/${ana.userId}/avatar-[A-Za-z0-9_-]{22}\\.webp$`));
    expect(await storedProfileUrl(ana.userId)).toBe(url);

    const served = await fetch(new URL(url, suite.server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(hasGpsDirectory(meta.exif)).toBe(false);
    // The pending upload was used up: neither served nor usable again.
    expect((await fetch(new URL(`/uploads/${first.key}`, suite.server.url))).status).toBe(404);
    expect((await complete(ana, first.key)).res.status).toBe(400);

    const second = await uploadAvatar(ana, await png(300, 120), 'image/png');
    expect(second.res.status).toBe(200);
    expect(second.data.profileImageUrl).not.toBe(url);
    expect((await fetch(new URL(url, suite.server.url))).status).toBe(404);
    expect(avatarFiles(ana.userId)).toHaveLength(1);
  });

  it('refuses bytes that are not an image, whatever type the browser claimed, and keeps the old picture', async () => {
    const ana = await signIn(suite);
    const kept = await uploadAvatar(ana, await png());
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [fake, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])]) {
      const refused = await uploadAvatar(ana, bytes, 'image/png');
      expect(refused.res.status).toBe(400);
      expect(refused.data.message).toMatch(/^(Please upload a JPEG, PNG or WebP image\.|This image could not be read\. Please try another one\.)$/);
    }
    expect(await storedProfileUrl(ana.userId)).toBe(kept.data.profileImageUrl);
    expect(avatarFiles(ana.userId)).toHaveLength(1);
  });

  it('refuses a stored upload over 5 MB even if it got there some other way', async () => {
    const ana = await signIn(suite);
    const { data } = await requestUpload(ana, 'image/png', 1000);
    // The signed PUT cannot carry more than the signed size; put the file there directly.
    const path = join(UPLOADS_DIR, ...data.key.split('/'));
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, Buffer.concat([await png(), Buffer.alloc(MAX_AVATAR_BYTES)]));
    const refused = await complete(ana, data.key);
    expect(refused.res.status).toBe(400);
    expect(refused.data.message).toBe('Please select an image smaller than 5MB.');
    expect(await storedProfileUrl(ana.userId)).toBeNull();
  });

  it('only takes the user’s own pending upload', async () => {
    const ana = await signIn(suite);
    const ben = await signIn(suite);
    const photo = await png();
    const { data } = await requestUpload(ana, 'image/png', photo.length);
    expect((await putUpload(suite.server.url, data.uploadUrl, photo, 'image/png')).status).toBe(200);
    const notFound = 'This upload was not found. Please upload the image again.';
    for (const key of [data.key, `pending/users/${ben.userId}/${'A'.repeat(22)}`, `users/${ana.userId}/avatar-${'A'.repeat(22)}.webp`, 'pending/abcdefgh/' + 'A'.repeat(22), '../../etc/passwd']) {
      const refused = await complete(ben, key);
      expect(refused.res.status, key).toBe(400);
      expect(refused.data.message, key).toBe(notFound);
    }
    expect(await storedProfileUrl(ben.userId)).toBeNull();
    // Ana's upload is untouched and still hers to use.
    expect((await complete(ana, data.key)).res.status).toBe(200);
  });

  it('the upload URL takes exactly the signed type and size', async () => {
    const ana = await signIn(suite);
    const photo = await png();
    const { data } = await requestUpload(ana, 'image/png', photo.length);
    expect((await putUpload(suite.server.url, data.uploadUrl, Buffer.concat([photo, Buffer.alloc(10)]), 'image/png')).status).toBe(400);
    expect((await putUpload(suite.server.url, data.uploadUrl, photo, 'image/jpeg')).status).toBe(400);
    expect((await putUpload(suite.server.url, data.uploadUrl, photo, 'image/png')).status).toBe(200);
  });
});
