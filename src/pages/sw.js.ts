/**
 * The service worker (src/service-worker/sw.ts; rules in docs/offline.md), at the site root so
 * that its scope is the whole site. `no-cache`: browsers check for a new version on every visit.
 */
import type { APIRoute } from 'astro';
import script from 'virtual:service-worker';

export const GET: APIRoute = () =>
  new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
