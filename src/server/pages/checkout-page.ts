/**
 * What `/checkout/{projectId}` needs, and whether this browser may see it: an unknown itinerary
 * is missing (404), and only an admin of the itinerary pays for it. The rules live in the
 * payments service (`loadCheckout`, the same data as `GET /api/projects/{id}/checkout`).
 */
import type { Session } from '../../../db/schema';
import type { CheckoutData } from '../../lib/checkout';
import { database } from '../database/database';
import { HttpError } from '../http/errors';
import { loadCheckout } from '../payments/payments';

export type CheckoutPageModel =
  { kind: 'missing' } | { kind: 'not-admin' } | { kind: 'ready'; data: CheckoutData };

export async function checkoutPageModel(projectId: string, session: Session | null): Promise<CheckoutPageModel> {
  if (!projectId) return { kind: 'missing' };
  try {
    return { kind: 'ready', data: await loadCheckout(await database(), session?.id, projectId) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'missing' };
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return { kind: 'not-admin' };
    throw error;
  }
}
