/**
 * The landing page's JavaScript stays small: at most LANDING_JS_GZIP_MAX bytes gzip for every
 * script it loads before anyone taps (the bench prints the same figure).
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const LANDING_JS_GZIP_MAX = 14 * 1024;

test(`the landing page loads at most ${LANDING_JS_GZIP_MAX / 1024} KB of JavaScript, gzip`, async ({ page }) => {
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: new URL(res.url()).pathname, gzip: gzipSync(body).length });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).map((s) => s.textContent ?? '').join(''));
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0) + gzipSync(inline).length;
  expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(LANDING_JS_GZIP_MAX);
});
