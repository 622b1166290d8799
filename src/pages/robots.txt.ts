/** robots.txt: everything public may be crawled except the API and per-itinerary pages. */
import type { APIRoute } from 'astro';
import { config } from '../server/core/config';

export const prerender = true;

const DISALLOWED = ['/api/', '/project/', '/checkout/', '/dashboard'];

// Prerendered with the build's SITE_URL; a server running with another one rewrites it.
export const GET: APIRoute = () => {
  const sitemap = new URL('/sitemap-index.xml', config().SITE_URL).href;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
