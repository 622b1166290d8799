/**
 * An itinerary's link preview image (src/server/og/render.ts): `/og/{projectId}/{version}.png`
 * (1200×630) or `…-square.png` (600×600). The version is that of what the image shows: the
 * current one is answered for good (`immutable`); an older one is sent on to the current one.
 */
import { apiRoute, clientAddress } from '@/server/http/http';
import { cardImage, FALLBACK_IMAGE, parseCardFile } from '@/server/og/render';

const YEAR_S = 365 * 24 * 60 * 60;

const notFound = () => new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
const redirect = (path: string, maxAge: number) =>
  new Response(null, { status: 302, headers: { Location: path, 'Cache-Control': maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store' } });

export const GET = apiRoute(async (ctx) => {
  const file = parseCardFile(ctx.params.file ?? '');
  if (!file) return notFound();
  const answer = await cardImage(ctx.db, ctx.params.projectId ?? '', file.version, file.variant, clientAddress(ctx));
  switch (answer.kind) {
    case 'unknown':
      return notFound();
    case 'moved':
      // Short: the itinerary may change again.
      return redirect(answer.path, 300);
    case 'limited':
      return redirect(FALLBACK_IMAGE, 0);
    case 'image':
      return new Response(answer.png as Uint8Array<ArrayBuffer>, {
        headers: {
          'Content-Type': 'image/png',
          'Content-Length': String(answer.png.byteLength),
          'Cache-Control': `public, max-age=${YEAR_S}, immutable`,
        },
      });
  }
});
