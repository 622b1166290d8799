/**
 * Link preview images are kept in the object store (here the local uploads folder), in the
 * itinerary's folder: drawn once per version, and served from there by any process that shares
 * the store, not drawn again.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { createItinerary } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';
import { serverSuite } from '../support/suite';

const UPLOADS_DIR = join(TMP_DIR, `preview-store-${randomUUID()}`);
const env = { TRUST_PROXY: 'true', UPLOADS_DIR, UPLOAD_SIGNING_SECRET: 'preview-store-secret' };
const suite = serverSuite(env);
let other: RunningServer | undefined;
afterAll(async () => {
  await other?.stop();
});

/** The wide image the access page names, as a crawler fetches it. */
async function imagePath(base: string, projectId: string): Promise<string> {
  const html = await (await new TestBrowser(base).get(`/access/${projectId}`)).text();
  return new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&')).pathname;
}

describe('link preview images in the object store', () => {
  it('keeps a drawn image in the itinerary’s folder and serves it from there in another process', async () => {
    const { projectId } = await createItinerary(suite, { name: 'Stored Card Weekend' });
    const path = await imagePath(suite.server.url, projectId);
    const version = /\/og\/[^/]+\/([0-9a-f]{16})\.png$/.exec(path)![1]!;
    const drawn = Buffer.from(await (await suite.browser().get(path)).arrayBuffer());
    const file = join(UPLOADS_DIR, 'projects', projectId, `preview-${version}-wide.png`);
    expect(readFileSync(file).equals(drawn)).toBe(true);

    // Another process on the same database and store serves the stored bytes: a marker image
    // put in their place shows it reads the store instead of drawing again.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#123456' } }).png().toBuffer();
    writeFileSync(file, marker);
    other = await startServer({ ...env, DATABASE_URL: suite.server.databaseUrl });
    const served = Buffer.from(await (await new TestBrowser(other.url).get(path)).arrayBuffer());
    expect(served.equals(marker)).toBe(true);
  });

});
