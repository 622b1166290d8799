// @ts-check
/**
 * The process environment, read here and nowhere else. Two readers share it:
 * - src/server/config.ts validates every setting of the app from `environment()`; the Node server
 *   (./node/serve.mjs) does that before it listens, so a bad setting stops it at start-up;
 * - astro.config.mjs takes the few settings that shape the build (`buildSettings()`).
 * Plain JavaScript without dependencies, so that astro.config.mjs can import it before anything is
 * built. What both sides need (defaults, the S3 bucket's URL) is written once, here.
 */

/** @typedef {Readonly<Record<string, string | undefined>>} Environment */

/** The variables the app's settings come from. @returns {Environment} */
export function environment() {
  return process.env;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';
/** Where the Node server listens unless HOST and PORT say otherwise. */
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_PORT = 4321;
export const DEFAULT_S3_REGION = 'us-east-1';

/**
 * A variable's value without surrounding blanks; empty counts as unset.
 * @param {string | undefined} value
 */
export const trimmed = (value) => value?.trim() || undefined;

/**
 * The S3 bucket's base URL: path style under S3_ENDPOINT (R2, MinIO, any S3-compatible server),
 * else AWS's virtual-hosted style for S3_REGION.
 * @param {{ S3_ENDPOINT?: string | undefined; S3_BUCKET?: string | undefined; S3_REGION?: string | undefined }} s3
 */
export function s3BucketUrl(s3) {
  if (s3.S3_ENDPOINT) return `${s3.S3_ENDPOINT.replace(/\/+$/, '')}/${s3.S3_BUCKET}`;
  return `https://${s3.S3_BUCKET}.s3.${s3.S3_REGION ?? DEFAULT_S3_REGION}.amazonaws.com`;
}

/** @param {string | undefined} url */
const originOf = (url) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What astro.config.mjs takes from the environment, with the app's defaults:
 * - `site`: SITE_URL, the origin prerendered pages, robots.txt and the sitemap are written with;
 * - `host`, `port`: where `astro dev` and `astro preview` listen, and the built server's fallback;
 * - `analyticsId`: pages may load Google Analytics only when it is set at build time;
 * - `s3UploadOrigin`, `s3ImageOrigin`: with S3_BUCKET set, the bucket's origin (browsers PUT
 *   uploads there) and S3_PUBLIC_URL's (images load from there; the bucket's by default), which
 *   the pages' Content-Security-Policy must allow.
 * @param {Environment} [env]
 */
export function buildSettings(env = environment()) {
  const s3 = {
    S3_ENDPOINT: trimmed(env.S3_ENDPOINT),
    S3_BUCKET: trimmed(env.S3_BUCKET),
    S3_REGION: trimmed(env.S3_REGION),
  };
  const s3UploadOrigin = s3.S3_BUCKET ? originOf(s3BucketUrl(s3)) : undefined;
  const s3ImageOrigin = s3.S3_BUCKET ? (originOf(trimmed(env.S3_PUBLIC_URL)) ?? s3UploadOrigin) : undefined;
  return {
    site: env.SITE_URL ?? DEFAULT_SITE_URL,
    host: env.HOST ?? DEFAULT_HOST,
    port: Number(env.PORT ?? DEFAULT_PORT),
    analyticsId: trimmed(env.PUBLIC_ANALYTICS_ID),
    s3UploadOrigin,
    s3ImageOrigin,
  };
}
