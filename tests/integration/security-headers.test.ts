/**
 * Every response carries the security headers, whatever serves it: prerendered pages at every
 * URL form, static files, robots.txt, favicons, the sitemap, server-rendered pages, API answers
 * and the framework's own 403 and 404 pages; HSTS in production. A route that sets a stricter
 * value keeps it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

const suite = serverSuite({ NODE_ENV: 'production', TRUST_PROXY: 'true' });

const asset = readdirSync(join(OUT_DIR, 'client', '_astro')).find((name) => name.endsWith('.js'));

function expectHardened(res: Response, what: string) {
  const h = res.headers;
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(h.get('permissions-policy'), what).toContain('camera=()');
  expect(h.get('strict-transport-security'), what).toMatch(/max-age=\d{7,}/);
}

describe('security headers', () => {
  it('are on every kind of GET response', async () => {
    const paths = [
      '/',
      '/faq',
      '/faq/',
      '/terms',
      '/terms/',
      '/privacy-policy/',
      '/community-guidelines',
      '/robots.txt',
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/sitemap-index.xml',
      '/sitemap-0.xml',
      `/_astro/${asset}`,
      '/_astro/missing.js',
      '/no-such-page',
      '/access/example-wedding',
      '/project/example-wedding',
      '/dashboard',
      '/login',
      '/api/projects/example-wedding/preview',
      '/api/projects/nope/itinerary',
      '/uploads/projects/nope/x.webp',
      '/calendar/nope.ics',
      '/api/logout',
    ];
    expect(asset).toBeDefined();
    for (const path of paths) {
      const res = await fetch(`${suite.server.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBeLessThan(500);
      expectHardened(res, path);
    }
  });

  it('are on refusals: the framework\'s cross-site form check, a 413 and a 405', async () => {
    const crossSiteForm = await fetch(`${suite.server.url}/api/auth/email-link/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'token=x',
    });
    expect(crossSiteForm.status).toBe(403);
    expectHardened(crossSiteForm, 'cross-site form');
    const tooLarge = await fetch(`${suite.server.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.server.url },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expectHardened(tooLarge, '413');
    const wrongMethod = await fetch(`${suite.server.url}/api/projects/example-wedding/preview`, { method: 'DELETE', headers: { origin: suite.server.url } });
    expect(wrongMethod.status).toBeGreaterThanOrEqual(400);
    expectHardened(wrongMethod, 'wrong method');
  });

  it('keep a stricter value a route sets itself', async () => {
    // The sign-in link and the sign-out page never pass their URL on as a Referer.
    const signIn = await fetch(`${suite.server.url}/api/auth/email-link/callback?token=unknown`, { redirect: 'manual' });
    expect(signIn.headers.get('referrer-policy')).toBe('no-referrer');
    const signOut = await fetch(`${suite.server.url}/api/logout`);
    expect(signOut.headers.get('referrer-policy')).toBe('no-referrer');
    // …and keep their own, stricter Content-Security-Policy.
    expect(signOut.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
