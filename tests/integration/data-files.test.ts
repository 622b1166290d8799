/**
 * What the built server writes to disk is for its own user only (docs/security.md, "Files on
 * disk"): started on a fresh data folder, every file it creates there (the database and its
 * -wal/-shm files, the upload signing secret, uploaded images, the mail outbox) is 0600 and every
 * folder 0700, whatever the umask it was started with.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { jpegWithGps, markPaid, saveImages, uploadImage } from '../support/images';
import { TMP_DIR } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const dataDir = join(TMP_DIR, `data-files-${randomUUID()}`, 'data');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: 'true',
    // The file's modes are the point here, so an embedded file even in the sqld run.
    DATABASE_URL: `file:${join(dataDir, 'itinerary.db')}`,
    UPLOADS_DIR: join(dataDir, 'uploads'),
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
  });
});
afterAll(async () => {
  await server?.stop();
});

/** Every path under `dir` (itself included) with its permission bits, as "0600". */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (path: string) => {
    const stat = statSync(path);
    found[relative(dataDir, path) || '.'] = (stat.mode & 0o777).toString(8).padStart(4, '0');
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

it('creates the data folder, database, uploads and outbox readable by its own user only', async () => {
  const admin = new TestBrowser(server.url, { 'x-forwarded-for': '198.51.100.30' });
  const { res, data } = await admin.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Private Files' });
  expect(res.status).toBe(201);
  const { projectId } = data.project;
  // Sends the codes email, which lands in the outbox.
  const owner = await admin.json('PATCH', `/api/projects/${projectId}/owner`, { ownerName: 'Ana', ownerEmail: 'ana@example.com' });
  expect(owner.res.status).toBe(200);
  await markPaid(server.databaseUrl, projectId);
  const image = await uploadImage(admin, projectId, await jpegWithGps());
  expect((await saveImages(admin, projectId, [image])).res.status).toBe(200);

  const found = modes(dataDir);
  const paths = Object.keys(found);
  // What this test is about was indeed created.
  expect(paths).toEqual(expect.arrayContaining(['.', 'itinerary.db', 'itinerary.db-wal', 'uploads', 'uploads/.upload-signing-secret', 'outbox']));
  expect(paths.some((p) => p.startsWith('outbox/') && p.endsWith('.eml'))).toBe(true);
  expect(paths.filter((p) => p.startsWith('uploads/') && /\.(jpe?g|webp|png|avif)$/.test(p)).length).toBeGreaterThan(0);
  const expected = Object.fromEntries(paths.map((p) => [p, statSync(join(dataDir, p)).isDirectory() ? '0700' : '0600']));
  expect(found).toEqual(expected);
});
