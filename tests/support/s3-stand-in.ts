/**
 * A local S3 for tests: s3rver (a real S3 API on disk) behind a small proxy that checks AWS
 * Signature V4 the way S3 does. s3rver 3.7 checks that a presigned URL has not expired but does
 * not verify V4 signatures at all ("Signature version 4 calculation is unimplemented" in its
 * authentication middleware), so on its own it would accept a PUT of any size or type. The
 * proxy recomputes each signature from the request as received (its signed headers, including
 * Content-Length and Content-Type, with their received values) and answers 403
 * SignatureDoesNotMatch on a difference, as S3 would.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { serverSuite } from './suite';
import { TMP_DIR } from './paths';

// s3rver's built-in account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** Requests the proxy refused, for assertions. */
  refused: string[];
  stop: () => Promise<void>;
};

function amzDateToMs(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

function signedHeaderValues(req: IncomingMessage, names: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    if (name === 'host') continue;
    const value = req.headers[name];
    headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  return headers;
}

/** Whether the request carries a valid SigV4 signature; true for anonymous requests. */
async function signatureMatches(req: IncomingMessage, url: URL): Promise<boolean> {
  const base = { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY, service: 's3', region: REGION, allHeaders: true };
  const query = url.searchParams;
  const given = query.get('X-Amz-Signature');
  if (given) {
    const datetime = query.get('X-Amz-Date') ?? '';
    if (amzDateToMs(datetime) + Number(query.get('X-Amz-Expires')) * 1000 < Date.now()) return false;
    const names = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
    const unsigned = new URL(url);
    unsigned.searchParams.delete('X-Amz-Signature');
    const signer = new AwsV4Signer({ ...base, url: unsigned.toString(), method: req.method ?? 'GET', headers: signedHeaderValues(req, names), signQuery: true, datetime });
    return (await signer.sign()).url.searchParams.get('X-Amz-Signature') === given;
  }
  const auth = req.headers.authorization;
  if (!auth) return true;
  const names = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  const signature = /Signature=([0-9a-f]+)/.exec(auth)?.[1];
  const datetime = String(req.headers['x-amz-date'] ?? '');
  const signer = new AwsV4Signer({ ...base, url: url.toString(), method: req.method ?? 'GET', headers: signedHeaderValues(req, names), datetime });
  const expected = /Signature=([0-9a-f]+)/.exec((await signer.sign()).headers.get('Authorization') ?? '')?.[1];
  return !!signature && signature === expected;
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = join(TMP_DIR, `s3-${randomUUID()}`);
  mkdirSync(directory, { recursive: true });
  const bucket = 'itinerary-test';
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const s3Address = (await s3.run()) as AddressInfo;
  const refused: string[] = [];

  const proxy: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    void signatureMatches(req, url).then(
      (ok) => {
        if (!ok) {
          refused.push(`${req.method} ${url.pathname}`);
          req.resume();
          res.writeHead(403, { 'Content-Type': 'application/xml' });
          res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const upstream = httpRequest(
          { host: '127.0.0.1', port: s3Address.port, method: req.method, path: req.url, headers: req.headers },
          (upstreamRes) => {
            res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
            upstreamRes.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    refused,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    stop: async () => {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3.close();
    },
  };
}

/**
 * A suite whose app stores uploads in the stand-in bucket: the bucket starts first (vitest hooks
 * run in order) and its settings are in the app's environment before the app starts.
 */
export function s3ServerSuite(extraEnv: Record<string, string> = {}) {
  let s3: S3StandIn | undefined;
  const env: Record<string, string> = { ...extraEnv };
  beforeAll(async () => {
    s3 = await startS3StandIn();
    Object.assign(env, s3.env);
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const suite = serverSuite(env);
  /** The running bucket (its endpoint, name and settings), once started. */
  const bucket = () => {
    if (!s3) throw new Error('The bucket has not started yet');
    return s3;
  };
  return { suite, bucket };
}
