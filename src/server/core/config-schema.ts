/**
 * Every setting of the app and its rule, with the rules that join two settings: the zod schema the
 * configuration (./config.ts) reads the environment with, and the type it gives. Apart from the
 * platform's own check (./config.ts), so that the platform contract can name the settings type
 * without importing a platform module back.
 */
import * as z from 'zod';
import { isFileUrl } from '../../../db/config';
import { FULL_ACCESS_PRICE_CENTS, OUTBOX_INTERVAL_MS, OUTBOX_LEASE_MS, SWEEP_INTERVAL_MS } from '../../lib/limits';
import { DEFAULT_SITE_URL, type SETTING_NAMES } from './environment.mjs';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/**
 * The push services of the browsers in use (Chrome and Edge's FCM, Firefox's autopush, Safari's
 * and Windows' services): PUSH_SERVICE_HOSTS unless set. A host matches itself and its subdomains.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const GEOCODER_URL_PROBLEM = 'GEOCODER_URL must be an http:// or https:// URL, or off';

/** A blank value counts as unset (so the default applies), for settings that are not strings. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), schema);

/** One name per setting; the edge preview hands these to its Worker (../edge/preview.mjs). */
type SettingName = (typeof SETTING_NAMES)[number];

// `satisfies` with an object literal: every listed name has a rule here, and nothing else does.
const configShape = {
  NODE_ENV: z.string().default('development'),
  // Where the Node server listens; unset, what the build was made with (localhost:4321 by default).
  HOST: optionalString,
  PORT: blankIsUnset(z.coerce.number({ error: 'PORT must be a port number from 0 to 65535' }).int().min(0).max(65535).optional()),
  // `disabled`: the Node server does not log the address it listens on (tests).
  ASTRO_NODE_LOGGING: optionalString,
  SITE_URL: z.url({ error: 'SITE_URL must be a full URL such as https://trip.example' }).default(DEFAULT_SITE_URL),
  SITE_NAME: z.string().default('Itinerary'),
  CONTACT_EMAIL: z.email().default('hello@itinerary.example'),
  // An embedded file (file:…), or a libsql://, http(s):// or ws(s):// URL of Turso or sqld
  // (what @libsql/client opens; anything else it refuses).
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'file:data/itinerary.db')
    .pipe(
      z
        .string()
        .regex(/^(file:|:memory:$|(libsql|https?|wss?):\/\/.)/, 'DATABASE_URL must be file:<path> or a libsql://, http(s):// or ws(s):// URL'),
    ),
  DATABASE_AUTH_TOKEN: optionalString,
  // Embedded replica: with DATABASE_URL a local file, the primary (Turso or sqld) it
  // replicates. Reads stay local; writes go to the primary. db/index.ts builds the client.
  DATABASE_SYNC_URL: optionalString.pipe(z.union([z.undefined(), z.url({ protocol: /^(libsql|https?|wss?)$/ })])),
  // Seconds between pulls from the primary (the app always sees its own writes at once).
  DATABASE_SYNC_INTERVAL: blankIsUnset(z.coerce.number().positive('DATABASE_SYNC_INTERVAL must be a number of seconds above 0').default(5)),
  // Tests only: a file that gets one line per call to the database (db/index.ts).
  DATABASE_QUERY_LOG: optionalString,
  // Behind reverse proxies, how many of them to trust for X-Forwarded-For (rate limits count
  // clients by address): `true` is one, a number is that many hops, `false` none.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z.union([
        z.enum(['true', 'false', '']).transform((v) => (v === 'true' ? 1 : 0)),
        z.string().regex(/^\d{1,2}$/, 'TRUST_PROXY must be true, false or a number of proxies').transform(Number),
      ]),
    ),
  // How often expired sessions, spent counters and stale pending uploads are swept (src/server/housekeeping/sweep.ts).
  SWEEP_INTERVAL_SECONDS: blankIsUnset(z.coerce.number().positive().default(SWEEP_INTERVAL_MS / 1000)),
  // How often each process looks for due messages in the outbox (src/server/outbox/, docs/outbox.md).
  OUTBOX_INTERVAL_SECONDS: blankIsUnset(z.coerce.number().positive().default(OUTBOX_INTERVAL_MS / 1000)),
  // How long a process holds the messages it claimed before another may (docs/outbox.md): above any send's timeout.
  OUTBOX_LEASE_SECONDS: blankIsUnset(z.coerce.number().min(5, 'OUTBOX_LEASE_SECONDS must be at least 5').default(OUTBOX_LEASE_MS / 1000)),
  // Web Push (docs/reminders.md#keys): the VAPID key pair, base64url (both or neither; without them one
  // is drawn once and kept in the database), the contact a push service may use, and the push
  // services the server will post to (comma-separated hosts; an entry with a port is exactly that).
  VAPID_PUBLIC_KEY: optionalString.pipe(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)').optional()),
  VAPID_PRIVATE_KEY: optionalString.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)').optional()),
  VAPID_SUBJECT: optionalString.pipe(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL').optional()),
  PUSH_SERVICE_HOSTS: blankIsUnset(z.string().default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))).transform((v) =>
    v.split(',').map((h) => h.trim()).filter(Boolean),
  ),
  // How long a rendered itinerary page is served again to the next browser with the same key (src/server/pages/page-cache.ts).
  PAGE_CACHE_SECONDS: blankIsUnset(z.coerce.number().positive('PAGE_CACHE_SECONDS must be a number of seconds above 0').default(5)),
  PUBLIC_ANALYTICS_ID: optionalString,
  // Map tiles: any XYZ tile server; OpenStreetMap by default.
  PUBLIC_MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PUBLIC_MAP_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  PUBLIC_HERO_VIDEO_URL: optionalString,
  // Email out: nodemailer over SMTP_URL (smtp:// or smtps://, user and password in the
  // URL), Node build only. Without it, messages are written as .eml files to MAIL_OUTBOX_DIR and logged.
  SMTP_URL: optionalString.pipe(
    z.union([z.undefined(), z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })]),
  ),
  // Or a Resend-compatible HTTP mail API (src/server/mail/mail-api.ts), the only way out on the edge
  // build: on when MAIL_API_KEY is set. MAIL_API_URL is its base URL (tests: a local stand-in).
  MAIL_API_URL: blankIsUnset(
    z.url({ protocol: /^https?$/, error: 'MAIL_API_URL must be an http:// or https:// URL' }).default('https://api.resend.com'),
  ),
  MAIL_API_KEY: optionalString,
  // Sender of the product's emails; by default "SITE_NAME <no-reply@SITE_URL's host>".
  MAIL_FROM: optionalString,
  MAIL_OUTBOX_DIR: z.string().default('data/outbox'),
  // Location autocomplete, called by the server only. Photon by default: Nominatim's
  // usage policy forbids autocomplete on its public servers, so point a Nominatim URL at your own
  // instance. `off` disables it (locations are then free text).
  GEOCODER_URL: blankIsUnset(
    z
      .union([z.literal('off', { error: GEOCODER_URL_PROBLEM }), z.url({ protocol: /^https?$/, error: GEOCODER_URL_PROBLEM })], { error: GEOCODER_URL_PROBLEM })
      .default('https://photon.komoot.io/api'),
  ),
  // photon (GeoJSON) or nominatim (format=jsonv2); empty: guessed from the URL.
  GEOCODER_KIND: z
    .enum(['photon', 'nominatim', ''])
    .default('')
    .transform((v) => v || undefined),
  // Header image uploads: files under UPLOADS_DIR, unless an S3 bucket is configured.
  UPLOADS_DIR: z.string().default('data/uploads'),
  UPLOAD_SIGNING_SECRET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString,
  // Payments. Without STRIPE_SECRET_KEY card payments are off (coupons that make the
  // upgrade free still work). The publishable key is read at runtime and handed to the checkout
  // page, never baked into the build.
  STRIPE_SECRET_KEY: optionalString,
  PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Tests only: a local stand-in for api.stripe.com (e.g. http://127.0.0.1:12111).
  STRIPE_API_URL: optionalString.pipe(z.union([z.undefined(), z.url({ protocol: /^https?$/ })])),
  // The upgrade price in the currency's smallest unit; at least Stripe's 50-cent minimum.
  FULL_ACCESS_PRICE_CENTS: blankIsUnset(z.coerce.number().int().min(50).default(FULL_ACCESS_PRICE_CENTS)),
  PAYMENT_CURRENCY: z
    .string()
    .default('usd')
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.string().regex(/^[a-z]{3}$/, 'PAYMENT_CURRENCY must be a three-letter ISO currency code')),
  // Forwarded emails. Personal addresses are INBOUND_MAILBOX+<token>@INBOUND_EMAIL_DOMAIN,
  // the shared one INBOUND_MAILBOX@INBOUND_EMAIL_DOMAIN; the domain defaults to SITE_URL's host.
  INBOUND_EMAIL_DOMAIN: optionalString.transform((v) => v?.toLowerCase()),
  INBOUND_MAILBOX: z
    .string()
    .default('plans')
    .transform((v) => v.trim().toLowerCase() || 'plans')
    .pipe(z.string().regex(/^[a-z0-9._-]+$/, 'INBOUND_MAILBOX must be a plain mailbox name (letters, digits, . _ -)')),
  // The built-in SMTP listener: off unless a port is set.
  INBOUND_SMTP_PORT: blankIsUnset(z.coerce.number().int().min(1).max(65535).optional()),
  // Address the SMTP listener binds to (127.0.0.1 unless told otherwise).
  INBOUND_SMTP_HOST: z.string().default('127.0.0.1'),
  // PEM key and certificate files: the listener then offers STARTTLS (production MX).
  INBOUND_SMTP_TLS_KEY: optionalString,
  INBOUND_SMTP_TLS_CERT: optionalString,
  // DNS servers (ip or ip:port, comma-separated) for the DKIM/SPF checks of mail to the shared
  // address; the system's resolver when empty.
  INBOUND_DNS_SERVERS: optionalString,
  // POST /api/inbound/email answers 404 unless this shared secret is set (sent as a Bearer token).
  INBOUND_WEBHOOK_SECRET: optionalString,
  // Largest message accepted, in bytes (both paths): 15 MB.
  INBOUND_MAX_BYTES: blankIsUnset(z.coerce.number().int().min(1024).default(15 * 1024 * 1024)),
  // AI extraction for emails without structured data: any OpenAI-compatible chat-completions API.
  // Off unless both the key and the model are set.
  AI_BASE_URL: optionalString.pipe(z.union([z.undefined(), z.url({ protocol: /^https?$/ })])),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
} satisfies Record<SettingName, z.ZodType>;

export const configSchema = z
  .object(configShape)
  // Rules across variables, checked at start-up too rather than on first use.
  .superRefine((cfg, ctx) => {
    if (cfg.DATABASE_SYNC_URL && !isFileUrl(cfg.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_SYNC_URL'],
        message: 'DATABASE_SYNC_URL needs DATABASE_URL to be a local file (file:…) for the replica',
      });
    }
    if (cfg.SMTP_URL && cfg.MAIL_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_API_KEY'],
        message: 'MAIL_API_KEY and SMTP_URL are both set: choose one way to send email',
      });
    }
    if (Boolean(cfg.VAPID_PUBLIC_KEY) !== Boolean(cfg.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [cfg.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (a pair is then kept in the database)',
      });
    }
    if (cfg.S3_BUCKET && (!cfg.S3_ACCESS_KEY_ID || !cfg.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too',
      });
    }
  });

export type AppConfig = z.infer<typeof configSchema> & { isProduction: boolean };
