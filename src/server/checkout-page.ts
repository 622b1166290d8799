/**
 * What `/checkout/{projectId}` needs, and whether this browser may see it (spec §2 "Checkout",
 * §8: missing project → home; issue 5: only an admin of the itinerary pays for it).
 *
 * SWAP POINT (issue 5): the payments service (`loadCheckout` in ./payments.ts, same data as
 * `GET /api/projects/{id}/checkout`) owns these rules. Until it lands, `readCheckout` below reads
 * the same fields straight from the database; when merging, replace `readCheckout` with a call to
 * `loadCheckout` and keep `checkoutPageModel`'s three outcomes.
 */
import type { Session } from '../../db/schema';
import type { CheckoutData } from '../lib/checkout';
import { FULL_ACCESS_PRICE_CENTS } from '../lib/limits';
import { findGrant, findProjectByPublicId } from './access';
import { config } from './config';
import { database } from './database';

export type CheckoutPageModel =
  { kind: 'missing' } | { kind: 'not-admin' } | { kind: 'ready'; data: CheckoutData };

export async function checkoutPageModel(
  projectId: string,
  session: Session | null,
): Promise<CheckoutPageModel> {
  if (!projectId) return { kind: 'missing' };
  return readCheckout(projectId, session);
}

/** Temporary stand-in for `loadCheckout` (see the swap point above). */
async function readCheckout(
  projectId: string,
  session: Session | null,
): Promise<CheckoutPageModel> {
  const db = await database();
  const project = await findProjectByPublicId(db, projectId);
  if (!project) return { kind: 'missing' };
  const grant = session ? await findGrant(db, session.id, project.id) : undefined;
  if (grant?.role !== 'admin') return { kind: 'not-admin' };
  const siteHost = new URL(config().SITE_URL).hostname.toLowerCase();
  const email = project.ownerEmail?.trim().toLowerCase() ?? '';
  return {
    kind: 'ready',
    data: {
      project: {
        projectId: project.projectId,
        name: project.name,
        accessCode: project.accessCode,
        isPaid: project.isPaid,
        // spec §5 "Checkout": no owner email, or a placeholder on the product's own domain.
        needsEmail: !email || email.endsWith(`@${siteHost}`),
      },
      amount: FULL_ACCESS_PRICE_CENTS,
      currency: 'usd',
      publishableKey: process.env.PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() || null,
    },
  };
}
