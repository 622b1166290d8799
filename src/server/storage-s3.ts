/**
 * Header images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), when S3_BUCKET is
 * set. The browser PUTs straight to the bucket with a presigned URL signed for the exact
 * Content-Type and Content-Length (the bucket refuses any other size), valid five minutes.
 * The server reads, writes and deletes objects with aws4fetch (SigV4, no AWS SDK).
 */
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { AppConfig } from './config';
import { CONTENT_TYPES, isValidKey, uploadTooLarge, type ObjectStore } from './storage-keys';

/** Checked images never change: their key is new on every upload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The bucket's base URL: path style under S3_ENDPOINT (R2, MinIO, any S3-compatible server),
 * else AWS's virtual-hosted style for S3_REGION.
 */
export function s3BucketUrl(cfg: Pick<AppConfig, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION'>): string {
  if (cfg.S3_ENDPOINT) return `${trimSlash(cfg.S3_ENDPOINT)}/${cfg.S3_BUCKET}`;
  return `https://${cfg.S3_BUCKET}.s3.${cfg.S3_REGION ?? 'us-east-1'}.amazonaws.com`;
}

export function createS3Store(cfg: AppConfig): ObjectStore {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = cfg;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too.');
  }
  const region = cfg.S3_REGION ?? 'us-east-1';
  const credentials = { accessKeyId, secretAccessKey, service: 's3', region };
  // A few retries on 5xx, not aws4fetch's default of ten (a request must not hang for long).
  const client = new AwsClient({ ...credentials, retries: 2 });
  const bucketUrl = s3BucketUrl(cfg);
  const publicBase = trimSlash(cfg.S3_PUBLIC_URL ?? bucketUrl);
  const objectUrl = (key: string) => `${bucketUrl}/${key}`;

  async function ok(res: Response, what: string) {
    if (res.ok) return;
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${detail}`);
  }

  return {
    kind: 's3',

    async createUploadUrl(key, contentType, size, expiresAt) {
      const url = new URL(objectUrl(key));
      url.searchParams.set('X-Amz-Expires', String(Math.max(1, Math.floor((expiresAt - Date.now()) / 1000))));
      const signer = new AwsV4Signer({
        ...credentials,
        url: url.toString(),
        method: 'PUT',
        headers: { 'Content-Type': contentType, 'Content-Length': String(size) },
        signQuery: true,
        // aws4fetch leaves Content-Type and Content-Length unsigned by default; signing them is
        // what stops a browser from sending another type or a bigger file (issue 4).
        allHeaders: true,
      });
      return (await signer.sign()).url.toString();
    },

    publicUrl: (key) => `${publicBase}/${key}`,

    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return undefined;
      const key = url.slice(publicBase.length + 1);
      return isValidKey(key) ? key : undefined;
    },

    async read(key, maxBytes) {
      const res = await client.fetch(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      await ok(res, 'read');
      if (Number(res.headers.get('content-length') ?? '0') > maxBytes) {
        await res.body?.cancel();
        throw uploadTooLarge();
      }
      // Counted as it arrives too, in case the length header was missing.
      const chunks: Uint8Array[] = [];
      let total = 0;
      const reader = res.body?.getReader();
      for (;;) {
        const next = await reader?.read();
        if (!next || next.done) break;
        total += next.value.byteLength;
        if (total > maxBytes) {
          await reader?.cancel();
          throw uploadTooLarge();
        }
        chunks.push(next.value);
      }
      return Buffer.concat(chunks);
    },

    async write(key, bytes, format) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'Content-Type': CONTENT_TYPES[format],
          'Cache-Control': IMMUTABLE,
        },
      });
      await ok(res, 'write');
      await res.body?.cancel();
    },

    async remove(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (res.status !== 404) await ok(res, 'delete');
      await res.body?.cancel();
    },

    // Listing a bucket is not cheap; a lifecycle rule on `pending/` does this job (README).
    async sweepPending() {},
  };
}
