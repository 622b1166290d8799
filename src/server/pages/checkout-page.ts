/**
 * What `/checkout/{projectId}` needs, and whether this browser may see it: an unknown itinerary
 * is missing (404), and only an admin of the itinerary pays for it. The rules live in the
 * payments service (`loadCheckout`, the same data as `GET /api/projects/{id}/checkout`).
 */
import type { Session } from '../../../db/schema';
import type { CheckoutData } from '../../lib/checkout';
import { database } from '../database/database';
import { loadCheckout } from '../payments/payments';
import { adminPage, type AdminPageModel } from './admin-page';

export type CheckoutPageModel = AdminPageModel<CheckoutData>;

export async function checkoutPageModel(projectId: string, session: Session | null): Promise<CheckoutPageModel> {
  if (!projectId) return { kind: 'missing' };
  return adminPage(async () => loadCheckout(await database(), session?.id, projectId));
}
