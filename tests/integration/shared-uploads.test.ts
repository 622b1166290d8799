/**
 * Local uploads behind several processes: without UPLOAD_SIGNING_SECRET the key that
 * signs upload URLs lives in the shared uploads folder, not in one process's memory, so a URL
 * handed out by one process is accepted by another, and the image it stored is saved through
 * either.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { markPaid, png, putUpload, requestUploadUrl, saveImages } from '../support/images';
import { TMP_DIR } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const UPLOADS_DIR = join(TMP_DIR, `shared-uploads-${randomUUID()}`);

let a: RunningServer;
let b: RunningServer;
beforeAll(async () => {
  a = await startServer({ TRUST_PROXY: 'true', UPLOADS_DIR });
  b = await startServer({ TRUST_PROXY: 'true', UPLOADS_DIR, DATABASE_URL: a.databaseUrl });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

it('accepts an upload URL signed by another process sharing the uploads folder', async () => {
  const onA = new TestBrowser(a.url, { 'x-forwarded-for': '198.51.100.31' });
  const { data } = await onA.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Two Process Photos' });
  const projectId = data.project.projectId;
  await markPaid(a.databaseUrl, projectId);
  const bytes = await png(640, 360);
  const { res, data: upload } = await requestUploadUrl(onA, projectId, 'image/png', bytes.length);
  expect(res.status).toBe(200);

  // The browser's PUT reaches the other process.
  const put = await putUpload(b.url, upload.uploadURL, bytes, 'image/png');
  expect(put.status, await put.text()).toBeLessThan(300);

  // And the save, through the other process too, finds the bytes.
  const onB = new TestBrowser(b.url, onA.headers);
  for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  const saved = await saveImages(onB, projectId, [upload.publicUrl]);
  expect(saved.res.status).toBe(200);
});
