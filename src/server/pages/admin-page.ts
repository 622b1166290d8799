/**
 * A page for an itinerary's admins only (checkout, the codes after creating): what its loader
 * gives, or why not: an unknown itinerary is missing (the page answers 404) and a browser that is
 * not its admin is sent to the access page.
 */
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
