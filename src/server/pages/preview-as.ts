/**
 * "Preview as…" (docs/product.md#preview-as, docs/security.md#preview-as): the itinerary page an
 * admin sees as one guest would (a browser identified by that guest's personal link) or as a
 * browser that came with the shared access code. It is built by the same page model as the
 * guest's own page (`itineraryPageFor`), from the access that guest's browser would have, so it
 * shows exactly what that guest sees and nothing more. It only reads: it grants nothing, marks no
 * link opened, and the page is never kept in the page cache.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Session } from '../../../db/schema';
import { guests, projectGrants } from '../../../db/schema';
import type { Access } from '../access/access';
import { requireProjectGrant } from '../access/access';
import { database } from '../database/database';
import { notFound } from '../http/errors';
import { adminPage, type AdminPageModel } from './admin-page';
import { itineraryPageFor, type ItineraryPageModel } from './pages';

/** Whom the preview is for: a guest of the list (by id), or the shared access code. */
export type PreviewSubject = { guestId: number } | { shared: true };

/** The path segment naming the subject: a guest's id, or `shared`. */
export const SHARED_SUBJECT = 'shared';

/** The subject a path segment names, or null (the page answers 404). */
export function previewSubject(segment: string): PreviewSubject | null {
  if (segment === SHARED_SUBJECT) return { shared: true };
  return /^[1-9][0-9]{0,15}$/.test(segment) ? { guestId: Number(segment) } : null;
}

export type PreviewAsModel = ItineraryPageModel & { name: string | null };

/**
 * The page as the subject would get it; 404 for an unknown itinerary or guest, or the shared code
 * while it is off; not-admin for any browser that is not the itinerary's admin.
 */
export async function previewAsModel(projectId: string, session: Session | null, subject: PreviewSubject | null, url: URL): Promise<AdminPageModel<PreviewAsModel>> {
  return adminPage(async () => {
    const db = await database();
    const { project } = await requireProjectGrant(db, session?.id, projectId, 'admin');
    if (!subject) throw notFound('There is no such guest.');
    const base = { projectRowId: project.id, version: project.version, publicVersion: project.publicVersion, role: 'viewer' as const };
    if ('shared' in subject) {
      if (!project.sharedCodeOn) throw notFound('The shared access code is off.');
      const access: Access = { ...base, guestId: null, identity: null };
      return { ...(await itineraryPageFor(db, access, undefined, url)), name: null };
    }
    const guest = await db.db.query.guests.findFirst({
      where: and(eq(guests.id, subject.guestId), eq(guests.projectRowId, project.id)),
      columns: { id: true, name: true },
    });
    if (!guest) throw notFound('There is no such guest.');
    // The guest's own answers and travel are marked by the browser that wrote them: the one that
    // opened the guest's link last, if any (a read; no grant is made or changed).
    const [own] = await db.db
      .select({ sessionId: projectGrants.sessionId })
      .from(projectGrants)
      .where(and(eq(projectGrants.projectRowId, project.id), eq(projectGrants.guestId, guest.id), eq(projectGrants.identity, 'link')))
      .orderBy(desc(projectGrants.createdAt))
      .limit(1);
    const access: Access = { ...base, guestId: guest.id, identity: 'link' };
    return { ...(await itineraryPageFor(db, access, own?.sessionId, url)), name: guest.name };
  });
}
