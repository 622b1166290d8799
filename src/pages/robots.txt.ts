/** robots.txt: everything public may be crawled except the API and per-itinerary pages. */
import type { APIRoute } from 'astro';

export const prerender = true;

const DISALLOWED = ['/api/', '/project/', '/checkout/', '/dashboard'];

export const GET: APIRoute = ({ site, url }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? url.origin).href;
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
