// @ts-check
/**
 * The process environment, read here and nowhere else. Two readers share it:
 * - src/server/core/config.ts validates every setting of the app from `environment()`; the Node server
 *   (../node/serve.mjs) does that before it listens, so a bad setting stops it at start-up;
 * - astro.config.mjs takes the few settings that shape the build (`buildSettings()`).
 * Plain JavaScript without dependencies, so that astro.config.mjs can import it before anything is
 * built. What both sides need (defaults, the S3 bucket's URL) is written once, here.
 */

/** @typedef {Readonly<Record<string, string | undefined>>} Environment */

/** The variables the app's settings come from. @returns {Environment} */
export function environment() {
  return process.env;
}

/**
 * The name of every setting of the app, one per variable src/server/core/config.ts validates (it
 * checks at compile time that the two agree). The edge preview (../edge/preview.mjs) hands exactly
 * these to the Worker as its variables.
 */
export const SETTING_NAMES = /** @type {const} */ ([
  'NODE_ENV', 'HOST', 'PORT', 'ASTRO_NODE_LOGGING', 'SITE_URL', 'SITE_NAME', 'CONTACT_EMAIL',
  'DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'DATABASE_SYNC_URL', 'DATABASE_SYNC_INTERVAL',
  'DATABASE_QUERY_LOG', 'TRUST_PROXY', 'SWEEP_INTERVAL_SECONDS', 'OUTBOX_INTERVAL_SECONDS', 'OUTBOX_LEASE_SECONDS', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'PUSH_SERVICE_HOSTS', 'PAGE_CACHE_SECONDS', 'PUBLIC_ANALYTICS_ID',
  'PUBLIC_MAP_TILE_URL', 'PUBLIC_MAP_ATTRIBUTION', 'PUBLIC_HERO_VIDEO_URL', 'SMTP_URL', 'MAIL_API_URL', 'MAIL_API_KEY',
  'MAIL_FROM', 'MAIL_OUTBOX_DIR', 'GEOCODER_URL', 'GEOCODER_KIND', 'UPLOADS_DIR',
  'UPLOAD_SIGNING_SECRET', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'STRIPE_SECRET_KEY', 'PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'FULL_ACCESS_PRICE_CENTS', 'PAYMENT_CURRENCY',
  'INBOUND_EMAIL_DOMAIN', 'INBOUND_MAILBOX', 'INBOUND_SMTP_PORT', 'INBOUND_SMTP_HOST',
  'INBOUND_SMTP_TLS_KEY', 'INBOUND_SMTP_TLS_CERT', 'INBOUND_DNS_SERVERS', 'INBOUND_WEBHOOK_SECRET',
  'INBOUND_MAX_BYTES', 'AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL',
]);

export const DEFAULT_SITE_URL = 'http://localhost:4321';
/** Where the Node server listens unless HOST and PORT say otherwise. */
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_PORT = 4321;
export const DEFAULT_S3_REGION = 'us-east-1';

/**
 * A variable's value without surrounding blanks; empty counts as unset.
 * @param {string | undefined} value
 */
const trimmed = (value) => value?.trim() || undefined;

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
    /** BUILD_TARGET=edge builds for Cloudflare Workers; anything else, the Node server. */
    target: env.BUILD_TARGET === 'edge' ? 'edge' : 'node',
  };
}
