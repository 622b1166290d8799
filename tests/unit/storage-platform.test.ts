/**
 * The store each build picks (`@platform/storage`): Node keeps uploads on local disk unless an S3
 * bucket is configured; the edge build has no disk and refuses to run without a bucket.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/core/config';
import { EDGE_NEEDS_BUCKET, createObjectStore as edgeStore } from '../../src/server/platform/edge/storage';
import { createObjectStore as nodeStore } from '../../src/server/platform/node/storage';
import { TMP_DIR } from '../support/paths';

const UPLOADS_DIR = join(TMP_DIR, `storage-platform-${process.pid}`);
const BUCKET = {
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_BUCKET: 'itinerary-test',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://images.example/itinerary-test',
};

describe('Node build', () => {
  it('keeps uploads under UPLOADS_DIR without S3_BUCKET, served by the app', () => {
    const store = nodeStore(loadConfig({ UPLOADS_DIR }));
    expect(store.kind).toBe('local');
    expect(store.publicUrl('projects/abc/AAAAAAAAAAAAAAAAAAAAAA.jpg')).toBe('/uploads/projects/abc/AAAAAAAAAAAAAAAAAAAAAA.jpg');
  });

  it('uses the bucket when S3_BUCKET is set', () => {
    const store = nodeStore(loadConfig({ UPLOADS_DIR, ...BUCKET }));
    expect(store.kind).toBe('s3');
    expect(store.publicUrl('projects/abc/AAAAAAAAAAAAAAAAAAAAAA.jpg')).toBe('https://images.example/itinerary-test/projects/abc/AAAAAAAAAAAAAAAAAAAAAA.jpg');
  });
});

describe('edge build', () => {
  it('refuses to store uploads without S3_BUCKET, saying what to set', () => {
    expect(() => edgeStore(loadConfig({ UPLOADS_DIR }))).toThrow(EDGE_NEEDS_BUCKET);
    expect(EDGE_NEEDS_BUCKET).toMatch(/S3_BUCKET.*S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/);
  });

  it('uses the bucket when S3_BUCKET is set, with upload URLs presigned for the exact type and size', async () => {
    const store = edgeStore(loadConfig({ UPLOADS_DIR, ...BUCKET }));
    expect(store.kind).toBe('s3');
    const url = new URL(await store.createUploadUrl('pending/abc/AAAAAAAAAAAAAAAAAAAAAA', 'image/png', 1234, Date.now() + 60_000));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/itinerary-test/pending/abc/AAAAAAAAAAAAAAAAAAAAAA');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });
});
