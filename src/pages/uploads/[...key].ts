/**
 * Uploaded header images on local storage. GET serves a checked image with its real
 * type, `nosniff` and a year of immutable caching; PUT receives an upload through a signed URL
 * from …/images/upload-url. Pending uploads are never served. With S3 storage both are 404.
 */
import type { APIRoute } from 'astro';
import { errorResponse, json } from '../../server/http/http';
import { localStore } from '../../server/uploads/storage';

const notFoundResponse = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const GET: APIRoute = async (ctx) => {
  const image = await localStore()?.openImage(ctx.params.key ?? '').catch(() => undefined);
  if (!image) return notFoundResponse();
  return new Response(image.body, {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

export const PUT: APIRoute = async (ctx) => {
  const store = localStore();
  if (!store) return notFoundResponse();
  try {
    await store.receiveUpload(ctx.params.key ?? '', ctx.url, ctx.request);
    return json({ success: true });
  } catch (error) {
    return errorResponse(error);
  }
};
