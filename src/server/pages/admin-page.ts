/**
 * A page for an itinerary's admins only (checkout, the codes after creating): what its loader
 * gives, or why not: an unknown itinerary is missing (the page answers 404) and a browser that is
 * not its admin is sent to the access page.
 */
import type { AstroGlobal } from 'astro';
import { HttpError } from '../http/errors';

export type AdminPageModel<T> = { kind: 'missing' } | { kind: 'not-admin' } | { kind: 'ready'; data: T };

export async function adminPage<T>(load: () => Promise<T>): Promise<AdminPageModel<T>> {
  try {
    return { kind: 'ready', data: await load() };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'missing' };
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return { kind: 'not-admin' };
    throw error;
  }
}

/**
 * The answer of a page whose model is not ready: 404 for an unknown itinerary, the access page
 * for a browser that is not its admin; null when the page renders. A page that renders is an
 * admin's own: never kept by a shared cache.
 */
export function refusedAdminPage<T>(astro: AstroGlobal, projectId: string, model: AdminPageModel<T>): Promise<Response> | Response | null {
  if (model.kind === 'missing') {
    astro.response.status = 404;
    return astro.rewrite('/404');
  }
  if (model.kind === 'not-admin') return astro.redirect(`/access/${encodeURIComponent(projectId)}`);
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return null;
}
