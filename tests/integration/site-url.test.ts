/**
 * One build, any host: the build in dist/ was made with one SITE_URL (the default, or whatever the
 * build's environment said) and this server runs with another. Every absolute URL of the site in
 * what it answers (canonical links, Open Graph and Twitter metadata, robots.txt, the sitemap)
 * must name the runtime one, whatever the encoding the browser takes, and never the build's.
 */
import { request } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildOrigin } from '../support/paths';
import { serverSuite } from '../support/suite';

const RUNTIME_SITE = 'https://trips.runtime-host.example';
const suite = serverSuite({ TRUST_PROXY: 'true', SITE_URL: RUNTIME_SITE });

const buildSite = buildOrigin();

async function get(path: string, encoding: 'identity' | 'br' | 'gzip' = 'identity') {
  // Node's fetch would decompress for us; a raw request shows exactly what was sent.
  const url = new URL(path, suite.server.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding, 'x-forwarded-for': '203.0.113.77' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const metaContent = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('SITE_URL is read when the server runs', () => {
  it('was built with another site than the one it runs as', () => {
    expect(buildSite).toMatch(/^https?:\/\//);
    expect(buildSite).not.toBe(RUNTIME_SITE);
  });

  for (const [path, canonicalPath] of [
    ['/', '/'],
    ['/faq', '/faq/'],
    ['/terms/', '/terms/'],
    ['/login', '/login'],
    ['/access/example-paris', '/access/example-paris'],
    ['/no-such-page', '/no-such-page'],
  ] as const) {
    it(`names the runtime site in ${path}'s links and previews, in every encoding`, async () => {
      for (const encoding of ['identity', 'br', 'gzip'] as const) {
        const res = await get(path, encoding);
        const what = `${path} (${encoding})`;
        expect(res.body, what).toContain('<link rel="canonical"');
        expect(canonicalOf(res.body), what).toBe(`${RUNTIME_SITE}${canonicalPath}`);
        expect(metaContent(res.body, 'property', 'og:url'), what).toBe(`${RUNTIME_SITE}${canonicalPath}`);
        expect(metaContent(res.body, 'property', 'og:image'), what).toMatch(new RegExp(`^${RUNTIME_SITE}/`));
        expect(metaContent(res.body, 'name', 'twitter:image'), what).toMatch(new RegExp(`^${RUNTIME_SITE}/`));
        expect(res.body, what).not.toContain(buildSite);
      }
    });
  }

  it('points robots.txt at the runtime sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.body).toContain(`Sitemap: ${RUNTIME_SITE}/sitemap-index.xml`);
    expect(res.body).not.toContain(buildSite);
  });

  it('lists runtime URLs in the sitemap', async () => {
    for (const encoding of ['identity', 'br', 'gzip'] as const) {
      const index = await get('/sitemap-index.xml', encoding);
      expect(index.body).toContain(`<loc>${RUNTIME_SITE}/sitemap-0.xml</loc>`);
      const sitemap = await get('/sitemap-0.xml', encoding);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain(`${RUNTIME_SITE}/`);
      expect(locs).toContain(`${RUNTIME_SITE}/faq/`);
      for (const loc of locs) expect(loc).toMatch(new RegExp(`^${RUNTIME_SITE}/`));
    }
  });

  it('revalidates a rewritten page by its own ETag', async () => {
    const first = await fetch(`${suite.server.url}/faq`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/-site/);
    const again = await fetch(`${suite.server.url}/faq`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
