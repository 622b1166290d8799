/**
 * Header images over real HTTP on local storage:
 * signed upload URLs, checks by the bytes, re-encoding that strips EXIF, serving, permissions.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGpsDirectory, jpegWithGps, markPaid, png, putUpload, requestUploadUrl, saveImages, uploadImage } from '../support/images';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

const UPLOADS_DIR = join(TMP_DIR, `uploads-${randomUUID()}`);
const SECRET = 'test-upload-secret';
const suite = serverSuite({ TRUST_PROXY: 'true', UPLOADS_DIR, UPLOAD_SIGNING_SECRET: SECRET });
const MB = 1024 * 1024;

async function itinerary(paid = true) {
  const admin = suite.browser();
  const { data } = await admin.json<{ project: { projectId: string; accessCode: string } }>('POST', '/api/projects', { name: 'Photo Trip' });
  if (paid) await markPaid(suite.server.databaseUrl, data.project.projectId);
  const guest = suite.browser();
  await guest.post(`/api/projects/${data.project.projectId}/access`, { accessCode: data.project.accessCode });
  return { admin, guest, projectId: data.project.projectId };
}

const headerImages = async (browser: ReturnType<typeof suite.browser>, projectId: string) =>
  (await browser.json<{ project: { headerImages: string[] } }>('GET', `/api/projects/${projectId}/itinerary`)).data.project.headerImages;

const filesUnder = (folder: string): string[] => {
  try {
    return readdirSync(join(UPLOADS_DIR, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

describe('header image upload (local storage)', () => {
  // First in the file: the sweep runs on the first upload URL a process hands out (then at most
  // every ten minutes).
  it('uploads, checks, re-encodes without EXIF or GPS, and serves the image to guests', async () => {
    const { admin, guest, projectId } = await itinerary();
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(hasGpsDirectory(before.exif)).toBe(true);

    const { res, data } = await requestUploadUrl(admin, projectId, 'image/jpeg', photo.length);
    expect(res.status).toBe(200);
    const signed = new URL(data.uploadURL, suite.server.url);
    expect(signed.pathname).toMatch(new RegExp(`^/uploads/pending/${projectId}/[A-Za-z0-9_-]{22}$`));
    expect(Number(signed.searchParams.get('expires')) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(data.publicUrl).toBe(signed.pathname);
    // A pending upload is never served, before or after the PUT.
    expect((await guest.get(data.publicUrl)).status).toBe(404);

    expect((await putUpload(suite.server.url, data.uploadURL, photo, 'image/jpeg')).status).toBe(200);
    expect((await guest.get(data.publicUrl)).status).toBe(404);
    // Single use: the same URL cannot fill the key again.
    expect((await putUpload(suite.server.url, data.uploadURL, photo, 'image/jpeg')).status).toBe(409);

    const saved = await saveImages(admin, projectId, [data.publicUrl]);
    expect(saved.res.status).toBe(200);
    const [url] = saved.data.project.headerImages;
    expect(url).toMatch(new RegExp(`^/uploads/projects/${projectId}/[A-Za-z0-9_-]{22}\\.jpg$`));
    expect(saved.data.project.headerImage).toBe(url);
    expect(await headerImages(guest, projectId)).toEqual([url]);
    // Consumed: the pending object is gone, and its URL cannot be used again.
    expect(filesUnder(`pending/${projectId}`).filter((f) => !f.endsWith('.used'))).toEqual([]);
    expect((await putUpload(suite.server.url, data.uploadURL, photo, 'image/jpeg')).status).toBe(409);

    const served = await guest.get(url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const after = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(hasGpsDirectory(after.exif)).toBe(false);
    // Turned upright by the EXIF orientation before it was dropped: 60×40 with "rotate 90°".
    expect([after.width, after.height]).toEqual([40, 60]);
  });

  it('stores a PNG as WebP and serves it as image/webp', async () => {
    const { admin, projectId } = await itinerary();
    const pending = await uploadImage(admin, projectId, await png(), 'image/png');
    const { data } = await saveImages(admin, projectId, [pending]);
    const url = data.project.headerImages[0]!;
    expect(url).toMatch(/\.webp$/);
    const served = await admin.get(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('refuses forged, altered, expired and mismatched upload URLs', async () => {
    const { admin, projectId } = await itinerary();
    const photo = await jpegWithGps();
    const { data } = await requestUploadUrl(admin, projectId, 'image/jpeg', photo.length);
    const forge = (change: (q: URLSearchParams) => void) => {
      const url = new URL(data.uploadURL, suite.server.url);
      change(url.searchParams);
      return url.toString();
    };
    const put = (url: string, body = photo, type = 'image/jpeg') => putUpload(suite.server.url, url, body, type);

    expect((await put(forge((q) => q.set('signature', 'A'.repeat(43))))).status).toBe(403);
    expect((await put(forge((q) => q.set('size', String(photo.length + 1))))).status).toBe(403);
    expect((await put(forge((q) => q.set('expires', String(Date.now() + 3_600_000))))).status).toBe(403);
    expect((await put(forge((q) => q.set('type', 'image/svg+xml')), photo, 'image/svg+xml')).status).toBe(403);
    // Another key with this URL's signature.
    const otherKey = new URL(data.uploadURL, suite.server.url);
    otherKey.pathname = otherKey.pathname.replace(/[A-Za-z0-9_-]{22}$/, 'B'.repeat(22));
    expect((await put(otherKey.toString())).status).toBe(403);

    // Properly signed but expired a second ago.
    const key = new URL(data.uploadURL, suite.server.url).pathname.replace('/uploads/', '');
    const expires = Date.now() - 1000;
    const signature = createHmac('sha256', SECRET).update(`PUT\n${key}\n${expires}\n${photo.length}\nimage/jpeg`).digest('base64url');
    const expired = `/uploads/${key}?${new URLSearchParams({ expires: String(expires), size: String(photo.length), type: 'image/jpeg', signature })}`;
    const refused = await put(expired);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This upload link has expired. Please try again.');

    // Signed for a JPEG of this size: another type or size is refused.
    expect((await put(data.uploadURL, photo, 'image/png')).status).toBe(400);
    expect((await put(data.uploadURL, Buffer.concat([photo, Buffer.alloc(10)]))).status).toBe(400);
    // A body without a declared length (chunked) is refused before anything is written.
    const chunked = await fetch(new URL(data.uploadURL, suite.server.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new ReadableStream({ start: (c) => (c.enqueue(new Uint8Array(photo)), c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(filesUnder(`pending/${projectId}`)).toEqual([]);

    // The genuine URL still works after all that.
    expect((await put(data.uploadURL)).status).toBe(200);
  });

  it('refuses a non-image, an SVG and a GIF posing as PNG or JPEG, and saves nothing', async () => {
    const { admin, projectId } = await itinerary();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text, not an image at all'), 'image/png'],
      [svg, 'image/png'],
      [gif, 'image/jpeg'],
      // JPEG magic bytes in front of garbage.
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'image/jpeg'],
    ];
    for (const [bytes, type] of cases) {
      const pending = await uploadImage(admin, projectId, bytes, type);
      const { res, data } = await saveImages(admin, projectId, [pending]);
      expect(res.status).toBe(400);
      expect(data.message).toMatch(/JPEG, PNG or WebP|could not be read/);
      expect(await headerImages(admin, projectId)).toEqual([]);
    }
    expect(filesUnder(`projects/${projectId}`)).toEqual([]);
    expect(filesUnder(`pending/${projectId}`).filter((f) => !f.endsWith('.used'))).toEqual([]);

    const svgType = await requestUploadUrl(admin, projectId, 'image/svg+xml', svg.length);
    expect(svgType.res.status).toBe(400);
    expect(svgType.data.message).toBe('Please upload a JPEG, PNG or WebP image.');
  });

  it('refuses 11 MB at the upload URL and at the PUT', async () => {
    const { admin, projectId } = await itinerary();
    const big = await requestUploadUrl(admin, projectId, 'image/jpeg', 11 * MB);
    expect(big.res.status).toBe(400);
    expect(big.data.message).toBe('Please select an image smaller than 10MB.');

    const { data } = await requestUploadUrl(admin, projectId, 'image/jpeg', 1000);
    const res = await putUpload(suite.server.url, data.uploadURL, Buffer.alloc(11 * MB, 1), 'image/jpeg');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Please select an image smaller than 10MB.');
    expect(filesUnder(`pending/${projectId}`)).toEqual([]);
  });

  it('refuses an image over 40 megapixels before decoding it', async () => {
    const { admin, projectId } = await itinerary();
    // 8000×6000 = 48 MP of one colour: a small PNG that would be 192 MB decoded.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const pending = await uploadImage(admin, projectId, huge, 'image/png');
    const { res, data } = await saveImages(admin, projectId, [pending]);
    expect(res.status).toBe(400);
    expect(data.message).toBe('Please select an image of at most 40 megapixels.');
  });

  it('keeps at most 5 images, in the order sent; reorders and removes, deleting removed files', async () => {
    const { admin, guest, projectId } = await itinerary();
    const colors = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'];
    const pendings = [];
    for (const color of colors) pendings.push(await uploadImage(admin, projectId, await jpegWithGps(color)));

    const six = await saveImages(admin, projectId, pendings);
    expect(six.res.status).toBe(400);
    expect(six.data.message).toBe('You can only upload up to 5 images.');
    expect(await headerImages(guest, projectId)).toEqual([]);

    const five = await saveImages(admin, projectId, pendings.slice(0, 5));
    expect(five.res.status).toBe(200);
    const urls = five.data.project.headerImages;
    expect(urls).toHaveLength(5);
    expect(filesUnder(`projects/${projectId}`)).toHaveLength(5);

    const reordered = [urls[4]!, urls[0]!, urls[2]!];
    const saved = await saveImages(admin, projectId, reordered);
    expect(saved.data.project.headerImages).toEqual(reordered);
    expect(saved.data.project.headerImage).toBe(urls[4]);
    expect(saved.data.project.version).toBeGreaterThan(five.data.project.version);
    expect(await headerImages(guest, projectId)).toEqual(reordered);
    for (const gone of [urls[1]!, urls[3]!]) expect((await guest.get(gone)).status).toBe(404);
    for (const kept of reordered) expect((await guest.get(kept)).status).toBe(200);

    const dup = await saveImages(admin, projectId, [urls[4]!, urls[4]!]);
    expect(dup.res.status).toBe(400);

    const none = await saveImages(admin, projectId, []);
    expect(none.data.project.headerImages).toEqual([]);
    expect(none.data.project.headerImage).toBeNull();
    expect(filesUnder(`projects/${projectId}`)).toEqual([]);
  });

  it('is paid only (TRIAL_IMAGE_BLOCKED) and admin only', async () => {
    const unpaid = await itinerary(false);
    const url = await requestUploadUrl(unpaid.admin, unpaid.projectId, 'image/jpeg', 1000);
    expect(url.res.status).toBe(403);
    expect(url.data.code).toBe('TRIAL_IMAGE_BLOCKED');
    const save = await saveImages(unpaid.admin, unpaid.projectId, []);
    expect(save.res.status).toBe(403);
    expect(save.data.code).toBe('TRIAL_IMAGE_BLOCKED');

    const { guest, projectId } = await itinerary();
    const other = await itinerary();
    for (const [browser, status] of [[guest, 403], [suite.browser(), 401], [other.admin, 401]] as const) {
      expect((await requestUploadUrl(browser, projectId, 'image/jpeg', 1000)).res.status).toBe(status);
      expect((await saveImages(browser, projectId, [])).res.status).toBe(status);
    }
    // Examples are never writable.
    const visitor = suite.browser();
    await visitor.post('/api/projects/example-wedding/access', { accessCode: 'EXAMPLE' });
    expect((await requestUploadUrl(visitor, 'example-wedding', 'image/jpeg', 1000)).res.status).toBe(403);
  });

  it('refuses URLs that are not this itinerary’s: another itinerary’s uploads and images, anything else', async () => {
    const { admin, projectId } = await itinerary();
    // The same browser is admin of a second itinerary.
    const { data: second } = await admin.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Second Trip' });
    await markPaid(suite.server.databaseUrl, second.project.projectId);
    const theirPending = await uploadImage(admin, second.project.projectId, await jpegWithGps());
    const theirSaved = (await saveImages(admin, second.project.projectId, [await uploadImage(admin, second.project.projectId, await jpegWithGps())])).data.project.headerImages[0]!;

    for (const url of [theirPending, theirSaved, 'https://images.example.com/cat.jpg', '/uploads/../itinerary.db', `/uploads/pending/${projectId}/../../x`]) {
      const { res } = await saveImages(admin, projectId, [url]);
      expect(res.status).toBe(400);
    }
    expect(await headerImages(admin, projectId)).toEqual([]);
    // Their files are untouched.
    expect((await admin.get(theirSaved)).status).toBe(200);
    const stillPending = await saveImages(admin, second.project.projectId, [theirSaved, theirPending]);
    expect(stillPending.res.status).toBe(200);
  });

  it('serves nothing outside the uploads: unknown keys and path tricks are 404', async () => {
    const guest = suite.browser();
    for (const path of ['/uploads/projects/abcdefgh/AAAAAAAAAAAAAAAAAAAAAA.jpg', '/uploads/..%2f..%2fpackage.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/tmp/x.part', '/uploads/projects/abcdefgh/AAAAAAAAAAAAAAAAAAAAAA.svg']) {
      expect((await guest.get(path)).status).toBe(404);
    }
  });

  it('two saves at once: the list stays whole and every listed file exists, nothing is left behind', async () => {
    const { admin, guest, projectId } = await itinerary();
    const first = (await saveImages(admin, projectId, [await uploadImage(admin, projectId, await jpegWithGps('#111111'))])).data.project.headerImages[0]!;
    const a = await uploadImage(admin, projectId, await jpegWithGps('#222222'));
    const b = await uploadImage(admin, projectId, await png());
    // Meanwhile other writes move the version (an event), which must not fail the saves.
    const [ra, rb] = await Promise.all([
      saveImages(admin, projectId, [first, a]),
      saveImages(admin, projectId, [b, first]),
      admin.post(`/api/projects/${projectId}/events`, { title: 'Dinner', datetime: new Date(Date.now() + 86_400_000).toISOString() }),
    ]);
    expect([ra.res.status, rb.res.status]).toEqual([200, 200]);
    const list = await headerImages(guest, projectId);
    expect(list).toHaveLength(2);
    expect(list).toContain(first);
    for (const url of list) expect((await guest.get(url)).status).toBe(200);
    // The losing save's image was deleted with the list it belonged to.
    expect(filesUnder(`projects/${projectId}`)).toHaveLength(2);
  });
});
