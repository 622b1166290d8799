/**
 * Header images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), when S3_BUCKET is
 * set. The browser PUTs straight to the bucket with a presigned URL signed for the exact
 * Content-Type and Content-Length (the bucket refuses any other size), valid five minutes.
 * The server reads, writes and deletes objects with aws4fetch (SigV4, no AWS SDK).
 */
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { AppConfig } from '../core/config';
import { contentMd5 } from '../core/crypto';
import { DEFAULT_S3_REGION, s3BucketUrl } from '../core/environment.mjs';
import { CONTENT_TYPES, isRemovablePrefix, isValidKey, uploadTooLarge, type ObjectStore } from './storage-keys';

/** Checked images never change: their key is new on every upload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createS3Store(cfg: AppConfig): ObjectStore {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = cfg;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too.');
  }
  const region = cfg.S3_REGION ?? DEFAULT_S3_REGION;
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

  /**
   * One DeleteObjects call for up to 1000 keys. S3 requires a Content-MD5 of the body for it,
   * computed in plain TypeScript (../core/crypto.ts) so that this runs on the edge too: one request per
   * page of keys rather than one DELETE per object, which on Workers would also count against the
   * per-request subrequest limit.
   */
  async function deleteObjects(keys: string[]) {
    const body = `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${keys
      .map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`)
      .join('')}</Delete>`;
    const url = new URL(bucketUrl);
    url.searchParams.set('delete', '');
    const res = await client.fetch(url.toString(), {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/xml', 'Content-MD5': contentMd5(body) },
    });
    await ok(res, 'delete objects');
    const answer = await res.text();
    // A 200 can still list per-object failures.
    if (/<Error>/.test(answer)) throw new Error(`S3 delete objects failed: ${answer.slice(0, 300)}`);
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
        // what stops a browser from sending another type or a bigger file.
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

    async removePrefix(prefix) {
      if (!isRemovablePrefix(prefix)) throw new Error(`Refusing to remove ${prefix}`);
      for await (const objects of listPages(prefix)) {
        if (objects.length > 0) await deleteObjects(objects.map((o) => o.key));
      }
    },

    // Uploads that were handed a URL but never saved. A lifecycle rule on `pending/` (README)
    // does the same job inside the bucket; this keeps a bucket without one from growing.
    async sweepPending(maxAgeMs) {
      const cutoff = Date.now() - maxAgeMs;
      for await (const objects of listPages('pending/')) {
        const stale = objects.filter((o) => o.lastModified < cutoff).map((o) => o.key);
        if (stale.length > 0) await deleteObjects(stale);
      }
    },
  };

  /** ListObjectsV2, a page (up to 1000 keys, the most one DeleteObjects call takes) at a time. */
  async function* listPages(prefix: string): AsyncGenerator<{ key: string; lastModified: number }[]> {
    let continuation: string | undefined;
    do {
      const list = new URL(bucketUrl);
      list.searchParams.set('list-type', '2');
      list.searchParams.set('prefix', prefix);
      if (continuation) list.searchParams.set('continuation-token', continuation);
      const res = await client.fetch(list.toString(), { method: 'GET' });
      await ok(res, 'list');
      const xml = await res.text();
      continuation = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
      yield [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((m) => ({
        key: xmlValues(m[1] ?? '', 'Key')[0] ?? '',
        lastModified: Date.parse(xmlValues(m[1] ?? '', 'LastModified')[0] ?? '') || 0,
      })).filter((o) => o.key);
    } while (continuation);
  }
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The text of every `<tag>…</tag>` in an S3 XML answer (flat, so a regex reads it). */
function xmlValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity),
  );
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
