/**
 * The platform modules (src/server/platform/, docs/platforms.md) and the edge Worker's helpers,
 * run in Node: both sides of each pair are plain modules that do not need their host to load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredEncoding } from '../../src/server/http/compression';
import * as edgeCompression from '../../src/server/platform/edge/compression';
import * as edgeDatabase from '../../src/server/platform/edge/database-client';
import * as edgeScheduling from '../../src/server/platform/edge/scheduling';
import * as nodeCompression from '../../src/server/platform/node/compression';
import * as nodeDatabase from '../../src/server/platform/node/database-client';
import * as nodeScheduling from '../../src/server/platform/node/scheduling';
import { isPrerenderedFile, prerenderedFile, type Assets } from '../../src/server/edge/prerendered-files';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';

afterEach(() => {
  vi.useRealTimers();
});

describe('database-client', () => {
  it('accepts every database setting on Node', () => {
    expect(nodeDatabase.databaseSettingProblems({ DATABASE_URL: 'file:data/x.db', DATABASE_SYNC_URL: 'http://127.0.0.1:8080', DATABASE_QUERY_LOG: 'q.log' })).toEqual([]);
    expect(nodeDatabase.queuesWrites).toBe(true);
  });

  it('refuses on the edge what needs a disk, naming each variable', () => {
    expect(edgeDatabase.databaseSettingProblems({ DATABASE_URL: 'libsql://trips.example.turso.io' })).toEqual([]);
    expect(edgeDatabase.databaseSettingProblems({ DATABASE_URL: 'http://127.0.0.1:8080' })).toEqual([]);
    const problems = edgeDatabase.databaseSettingProblems({ DATABASE_URL: 'file:data/itinerary.db', DATABASE_SYNC_URL: 'libsql://x.turso.io', DATABASE_QUERY_LOG: 'q.log' });
    expect(problems.map((p) => p.variable)).toEqual(['DATABASE_URL', 'DATABASE_SYNC_URL', 'DATABASE_QUERY_LOG']);
    expect(problems[0]?.message).toMatch(/^DATABASE_URL must be a libsql:\/\/, https:\/\/ or wss:\/\/ URL of Turso or sqld on the edge build/);
    expect(edgeDatabase.databaseSettingProblems({ DATABASE_URL: ':memory:' }).map((p) => p.variable)).toEqual(['DATABASE_URL']);
    expect(() => edgeDatabase.createDatabaseClient({ url: 'file:x.db' })).toThrow(/DATABASE_URL must be/);
    expect(edgeDatabase.queuesWrites).toBe(false);
  });
});

describe('compression', () => {
  const page = new TextEncoder().encode('<p>A weekend in Lisbon</p>'.repeat(100));

  it('compresses to brotli before gzip on Node, to what the browser accepts', () => {
    expect(nodeCompression.serverEncodings).toEqual(['br', 'gzip']);
    expect(preferredEncoding('gzip, deflate, br', nodeCompression.serverEncodings)).toBe('br');
    expect(preferredEncoding('gzip', nodeCompression.serverEncodings)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0', nodeCompression.serverEncodings)).toBeNull();
    for (const effort of ['request', 'kept'] as const) {
      expect(brotliDecompressSync(nodeCompression.compressBytes(page, 'br', effort))).toEqual(Buffer.from(page));
      expect(gunzipSync(nodeCompression.compressBytes(page, 'gzip', effort))).toEqual(Buffer.from(page));
    }
  });

  it('compresses nothing on the edge, whatever the browser accepts', () => {
    expect(edgeCompression.serverEncodings).toEqual([]);
    expect(preferredEncoding('br, gzip', edgeCompression.serverEncodings)).toBeNull();
    expect(() => edgeCompression.compressBytes(page, 'gzip', 'request')).toThrow();
  });
});

describe('scheduling', () => {
  it('shares one timer and one read per key on Node, and stops when the last listener leaves', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => 7);
    const seen: number[] = [];
    const stopA = nodeScheduling.poll('shared-key', 1000, read, (v) => seen.push(v));
    const stopB = nodeScheduling.poll('shared-key', 1000, read, (v) => seen.push(v * 10));
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([7, 70]);
    stopA();
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([7, 70, 70]);
    stopB();
    await vi.advanceTimersByTimeAsync(3000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  describe.each([
    ['Node', (read: () => Promise<number>, onValue: (v: number) => void) => nodeScheduling.poll(`loop-${Math.random()}`, 500, read, onValue)],
    ['the edge', (read: () => Promise<number>, onValue: (v: number) => void) => edgeScheduling.poll('loop', 500, read, onValue)],
  ])('a poll on %s', (_, poll) => {
    it('reads one at a time, the next at once after a read slower than the interval', async () => {
      vi.useFakeTimers();
      let running = 0;
      let most = 0;
      const starts: number[] = [];
      const t0 = Date.now();
      const read = vi.fn(async () => {
        starts.push(Date.now() - t0);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1200));
        running--;
        return 1;
      });
      const stop = poll(read, () => undefined);
      await vi.advanceTimersByTimeAsync(5000);
      stop();
      expect(most).toBe(1);
      // 500 ms to the first read, then each right after the one before (a timer's 1 ms at most).
      expect(starts).toHaveLength(4);
      expect(starts[0]).toBe(500);
      for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeLessThanOrEqual(1201);
    });

    it('keeps to the interval, counted from each read’s start, when reads are quick', async () => {
      vi.useFakeTimers();
      const t0 = Date.now();
      const starts: number[] = [];
      const stop = poll(async () => {
        starts.push(Date.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return 1;
      }, () => undefined);
      await vi.advanceTimersByTimeAsync(2100);
      stop();
      expect(starts).toEqual([500, 1000, 1500, 2000]);
    });

    it('goes on past a read that never settles, and never hands on a result older than one already handed on', async () => {
      vi.useFakeTimers();
      const seen: number[] = [];
      let call = 0;
      let finishFirst: (value: number) => void = () => {};
      const stop = poll(() => {
        call++;
        if (call === 1) return new Promise<number>((resolve) => (finishFirst = resolve));
        return Promise.resolve(call);
      }, (v) => seen.push(v));
      await vi.advanceTimersByTimeAsync(3000);
      expect(seen.length).toBeGreaterThan(0);
      // The stalled first read ends at last, with what was true when it was sent: dropped.
      finishFirst(1);
      await vi.advanceTimersByTimeAsync(0);
      stop();
      expect(seen).not.toContain(1);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
    });

    it('logs a failed read and reads again', async () => {
      vi.useFakeTimers();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let call = 0;
      const seen: number[] = [];
      const stop = poll(async () => {
        call++;
        if (call === 1) throw new Error('refused');
        return call;
      }, (v) => seen.push(v));
      await vi.advanceTimersByTimeAsync(1000);
      stop();
      expect(errors).toHaveBeenCalledTimes(1);
      errors.mockReset();
      expect(seen).toEqual([2]);
    });
  });

  it('gives every poll its own timer on the edge, and runs the registered tasks on the cron trigger', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => 1);
    const stops = [edgeScheduling.poll('k', 1000, read, () => undefined), edgeScheduling.poll('k', 1000, read, () => undefined)];
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(2);
    for (const stop of stops) stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(2);

    const run = vi.fn(async () => undefined);
    edgeScheduling.schedule({ name: 'sweep', everyMs: 600_000, run });
    // Registering starts nothing: the trigger does.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).not.toHaveBeenCalled();
    await edgeScheduling.runScheduledTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on the edge, each trigger (every minute) runs a task only as often as it asks', async () => {
    const start = Date.UTC(2026, 10, 28, 12, 0);
    const outbox = vi.fn(async () => undefined);
    const sweep = vi.fn(async () => undefined);
    edgeScheduling.schedule({ name: 'every-minute', everyMs: 60_000, run: outbox });
    edgeScheduling.schedule({ name: 'every-ten-minutes', everyMs: 600_000, run: sweep });
    // A fresh isolate runs both on its first trigger.
    await edgeScheduling.runScheduledTasks(start);
    for (let minute = 1; minute <= 10; minute++) await edgeScheduling.runScheduledTasks(start + minute * 60_000 + (minute % 2) * 900);
    expect(outbox).toHaveBeenCalledTimes(11);
    expect(sweep).toHaveBeenCalledTimes(2);
  });
});

describe('edge prerendered files', () => {
  const site = { from: 'http://localhost:4321', to: 'https://trips.example' };
  const policy = "default-src 'self';frame-ancestors 'none'; script-src 'self' 'sha256-abc'";
  const page = `<head><meta http-equiv="content-security-policy" content="${policy}"><link rel="canonical" href="http://localhost:4321/faq/"></head><p>FAQ</p>`;
  const assets = (body = page, type = 'text/html; charset=utf-8'): Assets & { calls: number } => {
    const fake = {
      calls: 0,
      async fetch() {
        fake.calls++;
        return new Response(body, { status: 200, headers: { 'Content-Type': type, ETag: '"abc"' } });
      },
    };
    return fake;
  };

  it('asks the assets only for the files the build prerenders', () => {
    for (const path of ['/', '/index.html', '/faq/', '/faq', '/faq/index.html', '/terms', '/robots.txt', '/sitemap-index.xml', '/sitemap-0.xml']) {
      expect(isPrerenderedFile(path), path).toBe(true);
    }
    for (const path of ['/project/abc', '/api/projects', '/faq/more', '/_astro/page.css', '/favicon.svg', '/sitemap.txt']) {
      expect(isPrerenderedFile(path), path).toBe(false);
    }
  });

  it('serves a page with its policy as a header, the runtime origin, its own ETag, and 304 on it', async () => {
    const files = assets();
    const res = await prerenderedFile(new Request('https://trips.example/faq/'), files, site);
    expect(res?.status).toBe(200);
    expect(res?.headers.get('content-security-policy')).toBe(policy);
    expect(await res?.text()).toBe('<head><link rel="canonical" href="https://trips.example/faq/"></head><p>FAQ</p>');
    const etag = res?.headers.get('etag') ?? '';
    expect(etag).toBe('"abc-site"');
    const again = await prerenderedFile(new Request('https://trips.example/faq/', { headers: { 'If-None-Match': etag } }), files, site);
    expect(again?.status).toBe(304);
    const head = await prerenderedFile(new Request('https://trips.example/faq/', { method: 'HEAD' }), files, site);
    expect(head?.status).toBe(200);
    expect(await head?.text()).toBe('');
    // Made once: later requests only ask the assets whether the file changed.
    expect(files.calls).toBe(3);
  });

  it('keeps the build origin when it is the runtime one, and leaves the app everything else', async () => {
    const same = await prerenderedFile(new Request('http://localhost:4321/terms/'), assets(), undefined);
    expect(await same?.text()).toContain('href="http://localhost:4321/faq/"');
    const files = assets();
    expect(await prerenderedFile(new Request('https://trips.example/project/abc'), files, site)).toBeUndefined();
    expect(await prerenderedFile(new Request('https://trips.example/faq/', { method: 'POST', body: 'x' }), files, site)).toBeUndefined();
    expect(files.calls).toBe(0);
    const robots = await prerenderedFile(new Request('https://trips.example/robots.txt'), assets('Sitemap: http://localhost:4321/sitemap-index.xml', 'text/plain'), site);
    expect(await robots?.text()).toBe('Sitemap: https://trips.example/sitemap-index.xml');
    expect(robots?.headers.get('content-security-policy')).toBeNull();
  });
});
