/**
 * The configuration: defaults, the database settings it hands to db/index.ts, what the build takes
 * from the environment, and a clear error naming each wrong variable.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseConfig, loadConfig } from '../../src/server/core/config';
import { buildSettings, s3BucketUrl } from '../../src/server/core/environment.mjs';

/** The problems loadConfig reports for `env`, or [] when it is valid. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('loadConfig', () => {
  it('runs on defaults alone', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      SITE_URL: 'http://localhost:4321',
      DATABASE_URL: 'file:data/itinerary.db',
      DATABASE_SYNC_INTERVAL: 5,
      SWEEP_INTERVAL_SECONDS: 600,
      TRUST_PROXY: 0,
      isProduction: false,
    });
    expect(cfg.HOST).toBeUndefined();
    expect(cfg.PORT).toBeUndefined();
    expect(cfg.DATABASE_QUERY_LOG).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    const cfg = loadConfig({ DATABASE_URL: '  ', PORT: '', HOST: ' ', DATABASE_SYNC_INTERVAL: '', DATABASE_QUERY_LOG: '' });
    expect(cfg.DATABASE_URL).toBe('file:data/itinerary.db');
    expect(cfg.PORT).toBeUndefined();
    expect(cfg.HOST).toBeUndefined();
    expect(cfg.DATABASE_SYNC_INTERVAL).toBe(5);
    expect(loadConfig({ GEOCODER_URL: ' ' }).GEOCODER_URL).toBe('https://photon.komoot.io/api');
  });

  it('takes a geocoder URL or off, and says so for anything else', () => {
    expect(loadConfig({ GEOCODER_URL: 'off' }).GEOCODER_URL).toBe('off');
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:9090/api' }).GEOCODER_URL).toBe('http://127.0.0.1:9090/api');
    expect(problems({ GEOCODER_URL: 'photon.komoot.io' })).toEqual(['GEOCODER_URL must be an http:// or https:// URL, or off']);
  });

  it('reads the listening address and the database settings', () => {
    const cfg = loadConfig({ HOST: '0.0.0.0', PORT: '8080', DATABASE_URL: ' libsql://db.example.turso.io ', DATABASE_AUTH_TOKEN: 'token' });
    expect(cfg).toMatchObject({ HOST: '0.0.0.0', PORT: 8080, DATABASE_URL: 'libsql://db.example.turso.io', DATABASE_AUTH_TOKEN: 'token' });
    expect(loadConfig({ NODE_ENV: 'production' }).isProduction).toBe(true);
    for (const url of ['file:data/x.db', ':memory:', 'http://127.0.0.1:8080', 'wss://db.example', 'libsql://db.example.turso.io']) {
      expect(problems({ DATABASE_URL: url })).toEqual([]);
    }
  });

  it('names each wrong variable and what is wrong with it', () => {
    expect(problems({ SITE_URL: 'not-a-url' })).toEqual(['SITE_URL must be a full URL such as https://trip.example']);
    expect(problems({ PORT: 'eighty' })).toEqual(['PORT must be a port number from 0 to 65535']);
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a port number from 0 to 65535']);
    expect(problems({ PORT: '80.5' })).toEqual(['PORT must be a port number from 0 to 65535']);
    expect(problems({ DATABASE_URL: 'data/itinerary.db' })).toEqual([
      'DATABASE_URL must be file:<path> or a libsql://, http(s):// or ws(s):// URL',
    ]);
    expect(problems({ DATABASE_SYNC_INTERVAL: '0' })).toEqual(['DATABASE_SYNC_INTERVAL must be a number of seconds above 0']);
    expect(problems({ TRUST_PROXY: 'yes' })).toEqual([expect.stringMatching(/^TRUST_PROXY/)]);
    expect(problems({ CONTACT_EMAIL: 'nobody' })).toEqual([expect.stringMatching(/^CONTACT_EMAIL: /)]);
  });

  it('checks the rules that join two variables', () => {
    expect(problems({ DATABASE_URL: 'http://127.0.0.1:8080', DATABASE_SYNC_URL: 'http://127.0.0.1:8081' })).toEqual([
      'DATABASE_SYNC_URL needs DATABASE_URL to be a local file (file:…) for the replica',
    ]);
    expect(problems({ DATABASE_URL: 'file:replica.db', DATABASE_SYNC_URL: 'http://127.0.0.1:8081' })).toEqual([]);
    expect(problems({ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too',
    ]);
    expect(problems({ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([]);
    expect(problems({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_API_KEY: 're_test' })).toEqual([
      'MAIL_API_KEY and SMTP_URL are both set: choose one way to send email',
    ]);
  });

  it('reads the mail API settings: Resend by default, on with a key, any http(s) base URL', () => {
    expect(loadConfig({}).MAIL_API_URL).toBe('https://api.resend.com');
    expect(loadConfig({}).MAIL_API_KEY).toBeUndefined();
    expect(loadConfig({ MAIL_API_URL: ' ', MAIL_API_KEY: ' re_test ' })).toMatchObject({
      MAIL_API_URL: 'https://api.resend.com',
      MAIL_API_KEY: 're_test',
    });
    expect(loadConfig({ MAIL_API_URL: 'http://127.0.0.1:9025' }).MAIL_API_URL).toBe('http://127.0.0.1:9025');
    expect(problems({ MAIL_API_URL: 'smtp://mail.example' })).toEqual(['MAIL_API_URL must be an http:// or https:// URL']);
    expect(problems({ MAIL_API_URL: 'api.resend.com' })).toEqual(['MAIL_API_URL must be an http:// or https:// URL']);
  });

  it('reports every problem at once, in one message', () => {
    let error: unknown;
    try {
      loadConfig({ SITE_URL: 'not-a-url', PORT: '-1', SMTP_URL: 'http://mail.example' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(3);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration: PORT must .*; SITE_URL must .*; SMTP_URL must be an smtp/);
  });
});

describe('databaseConfig', () => {
  it('passes the sync interval only to a replica, and the query log when set', () => {
    expect(databaseConfig(loadConfig({ DATABASE_URL: 'file:a.db', DATABASE_SYNC_INTERVAL: '9' }))).toEqual({
      url: 'file:a.db',
      authToken: undefined,
      syncUrl: undefined,
      syncInterval: undefined,
      queryLog: undefined,
    });
    expect(
      databaseConfig(loadConfig({ DATABASE_URL: 'file:a.db', DATABASE_SYNC_URL: 'libsql://db.example', DATABASE_SYNC_INTERVAL: '9', DATABASE_QUERY_LOG: '/tmp/q.log' })),
    ).toMatchObject({ syncUrl: 'libsql://db.example', syncInterval: 9, queryLog: '/tmp/q.log' });
  });
});

describe('buildSettings', () => {
  it('has the same defaults as the server', () => {
    expect(buildSettings({})).toEqual({
      site: loadConfig({}).SITE_URL,
      host: 'localhost',
      port: 4321,
      analyticsId: undefined,
      s3UploadOrigin: undefined,
      s3ImageOrigin: undefined,
      target: 'node',
    });
    expect(buildSettings({ BUILD_TARGET: 'edge' }).target).toBe('edge');
    expect(buildSettings({ PUBLIC_ANALYTICS_ID: '  G-TEST  ', HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({
      analyticsId: 'G-TEST',
      host: '0.0.0.0',
      port: 8080,
    });
  });

  it('allows the S3 bucket and its public URL, built as the server builds them', () => {
    expect(buildSettings({ S3_BUCKET: 'images' })).toMatchObject({
      s3UploadOrigin: 'https://images.s3.us-east-1.amazonaws.com',
      s3ImageOrigin: 'https://images.s3.us-east-1.amazonaws.com',
    });
    const r2 = { S3_BUCKET: 'images', S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com/', S3_PUBLIC_URL: 'https://cdn.example/images/' };
    expect(buildSettings(r2)).toMatchObject({ s3UploadOrigin: 'https://acct.r2.cloudflarestorage.com', s3ImageOrigin: 'https://cdn.example' });
    expect(s3BucketUrl({ S3_BUCKET: 'images', S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com/' })).toBe('https://acct.r2.cloudflarestorage.com/images');
    expect(s3BucketUrl({ S3_BUCKET: 'images', S3_REGION: 'eu-west-3' })).toBe('https://images.s3.eu-west-3.amazonaws.com');
    // No bucket: nothing joins the page's policy, whatever else is set.
    expect(buildSettings({ S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com' }).s3UploadOrigin).toBeUndefined();
  });
});
