/**
 * What each platform module provides: every `@platform/<name>` pair, one type each. The app
 * imports `@platform/<name>`, which the build points at ./node/<name>.ts (the Node server; also
 * tsc and vitest, through tsconfig.json's paths) or at ./edge/<name>.ts (the Cloudflare Workers
 * build, astro.config.mjs). Both files of a pair export the names below; ./checks.ts fails to
 * compile when one drifts. The modules take their types from here; this file imports no module
 * of either platform. See docs/platforms.md.
 */
import type { DatabaseClientFactory, DatabaseConfig } from '../../../db/config';
import type { AppConfig } from '../core/config-schema';
import type { ParseEmail } from '../inbound/types';
import type { AuthenticateSender, DnsResolver } from '../inbound/sender-checks';
import type { MailMessage, MailResult } from '../mail/mail-message';
import type { ImageCodec } from '../uploads/image-codec';
import type { ObjectStore } from '../uploads/storage-keys';

export { isFileUrl } from '../../../db/config';
export type { AppConfig, AuthenticateSender, DatabaseConfig, DnsResolver, MailMessage, MailResult, ObjectStore, ParseEmail };

/** A setting the platform cannot serve, for the configuration's start-up check. */
export type SettingProblem = { variable: string; message: string };

/** The database settings as the configuration validated them. */
export type DatabaseSettings = {
  DATABASE_URL: string;
  DATABASE_SYNC_URL?: string | undefined;
  DATABASE_QUERY_LOG?: string | undefined;
};

/** `@platform/database-client`: the libSQL client under db/index.ts's handle, and what it cannot open. */
export type DatabaseClientPlatform = DatabaseClientFactory & {
  /** Settings the configuration accepts in general but this platform cannot open (none on Node). */
  databaseSettingProblems(settings: DatabaseSettings): SettingProblem[];
};

/** A compressed HTTP body's Content-Encoding. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * `@platform/compression`: how the server compresses its answers (../http/compression.ts) and the
 * pages it keeps (../pages/page-cache.ts). On the edge the host compresses what leaves the Worker, so
 * the Worker sends everything as it is.
 */
export type CompressionPlatform = {
  /** The encodings the server compresses to itself, preferred first; empty when the host does it. */
  serverEncodings: readonly ContentEncoding[];
  /**
   * `bytes` compressed at once. `request`: quick settings, for an answer being sent; `kept`: the
   * smaller, slower settings for a page compressed once and served many times.
   */
  compressBytes(bytes: Uint8Array, encoding: ContentEncoding, effort: 'request' | 'kept'): Uint8Array<ArrayBuffer>;
  /** `body` compressed as it streams, flushed whenever the source pauses. */
  compressStream(body: ReadableStream<Uint8Array>, encoding: ContentEncoding): ReadableStream<Uint8Array>;
};

/** Work the server does on a schedule, not on a request (../housekeeping/scheduled.ts). */
export type ScheduledTask = {
  name: string;
  /** How often it should run (the Node server's timer; the edge runs it on every cron trigger). */
  everyMs: number;
  run: () => Promise<void>;
};

/**
 * `@platform/scheduling`: timers. Node runs each task on a timer of its own; on the edge the
 * Worker's cron trigger (src/server/edge/worker.ts) runs the tasks registered here.
 */
export type SchedulingPlatform = {
  schedule(task: ScheduledTask): void;
  /**
   * Calls `read` every `everyMs`, one read at a time, and hands each result to `onValue` in the
   * order read (a failed read is logged and skipped; a stalled one does not stop the loop) until
   * the returned function is called (./poll-loop.ts). Polls with the same `key` share one timer
   * and one read where the platform can: on Node, one process serves every page. On the edge
   * each poll is its own: a request's timers and I/O belong to that request.
   */
  poll<T>(key: string, everyMs: number, read: () => Promise<T>, onValue: (value: T) => void): () => void;
  /**
   * Resolves once other waiting work (requests, I/O) has had its turn: long work in one request
   * awaits it now and then so it does not hold up every other request (../core/pacing.ts).
   */
  yieldToEventLoop(): Promise<void>;
};

/**
 * `@platform/images`: the codec that decodes, turns upright, resizes and encodes uploads
 * (../uploads/image-processing.ts makes the checks and the jobs), and what it can take.
 */
export type ImagesPlatform = {
  imageCodec: ImageCodec;
  /**
   * The most pixels an upload may have, read from its header before anything is decoded; the
   * refusal names it. Node: the product's limit; the edge: what a Worker isolate's memory allows.
   */
  maxDecodePixels: number;
  /** What a JPEG header image is stored as (PNG and WebP always become WebP). */
  jpegOutput: 'jpeg' | 'webp';
};

/** What `@platform/images` provides besides the codec: drawing link preview images. */
export type PreviewDrawingPlatform = {
  /**
   * Link preview images (../og/render.ts): an SVG drawn as a PNG of `width` × `height` (Node:
   * sharp; the edge: resvg's WebAssembly). The SVG carries its text as paths and its pictures
   * inline, so nothing is loaded.
   */
  rasterizeSvg(svg: string, width: number, height: number): Promise<Uint8Array>;
  /** Satori's layout engine (yoga) for ../og/card.ts: its compiled module or its bytes. */
  layoutEngineWasm(): Promise<WebAssembly.Module | Uint8Array>;
  /**
   * A header image made ready for an SVG: `width` × `height`, cropped to the centre, as JPEG
   * (which satori and both rasterisers read; WebP they do not). Undefined where the platform
   * cannot make one: the preview then shows the theme.
   */
  coverPicture(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array | undefined>;
};

/**
 * `@platform/static-assets`: a file of the build's static assets (the client folder), such as
 * the fonts link preview images are drawn with; undefined when there is none. Node reads the
 * folder on disk, the edge asks the Worker's ASSETS binding.
 */
export type StaticAssetsPlatform = {
  readStaticAsset(path: string): Promise<Uint8Array | undefined>;
};

/** The settings `@platform/mail` reads. */
export type MailSettings = Pick<AppConfig, 'SMTP_URL' | 'MAIL_OUTBOX_DIR' | 'isProduction'>;

/**
 * `@platform/mail`: how email leaves when no HTTP mail API is configured (../mail/mail.ts decides).
 * Node: SMTP with nodemailer, or an .eml file in the outbox folder; the edge has neither.
 */
export type MailPlatform = {
  sendWithoutMailApi(message: MailMessage, cfg: MailSettings): Promise<MailResult>;
};

/** A push subscription's address and keys, as the browser's PushManager gave them (base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** The application server's VAPID identity (RFC 8292): a contact URI and a P-256 key pair, base64url. */
export type VapidKeys = { subject: string; publicKey: string; privateKey: string };
/** The HTTP request that delivers one push message to a push service (RFC 8030). */
export type PushRequest = { endpoint: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> };

/**
 * `@platform/push`: one push message encrypted for its subscription (aes128gcm, RFC 8291) and
 * signed for the push service (a VAPID JWT, RFC 8292). Node: the `web-push` package; the edge:
 * `@block65/webcrypto-web-push` on WebCrypto. The caller sends the request (../reminders/push.ts).
 */
export type PushPlatform = {
  pushRequest(
    target: PushTarget,
    /** The payload, as JSON: the service worker reads it (src/service-worker/sw.ts). */
    payload: Record<string, unknown>,
    vapid: VapidKeys,
    options: { ttlSeconds: number; urgency: 'low' | 'normal' | 'high'; topic?: string },
  ): Promise<PushRequest>;
};

/** `@platform/parse-email`: the MIME parser of forwarded mail (Node: mailparser; the edge: postal-mime). */
export type ParseEmailPlatform = {
  parseEmail: ParseEmail;
};

/**
 * `@platform/sender-auth`: DKIM and SPF checks of mail to the shared address (Node: mailauth and
 * DNS; the edge has none, so it answers null and only personal addresses work there).
 */
export type SenderAuthPlatform = {
  authenticateSender: AuthenticateSender;
  /** A resolver asking the given DNS servers, or undefined for the system's. */
  dnsResolver(servers: string[]): DnsResolver | undefined;
};

/**
 * `@platform/storage`: where uploads are kept. Node: the S3-compatible bucket when configured,
 * else the local disk; the edge: the bucket only.
 */
export type StoragePlatform = {
  createObjectStore(cfg: AppConfig): ObjectStore;
};
