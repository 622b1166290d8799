/**
 * What the server-rendered pages need, gathered in one place so .astro files hold no rules.
 */
import type { Session } from '../../db/schema';
import type { ItineraryData } from '../lib/types';
import { findGrant, findProjectByPublicId } from './access';
import { database } from './database';
import { loadItinerary } from './projects';

export async function accessPageModel(projectId: string, session: Session | null) {
  const db = await database();
  const project = await findProjectByPublicId(db, projectId);
  const grant = project && session ? await findGrant(db, session.id, project.id) : undefined;
  return {
    hasGrant: Boolean(grant),
    preview: project ? { name: project.name, ownerName: project.ownerName } : null,
  };
}

/** The itinerary as this browser may see it, or null when it has no grant (→ access page). */
export async function projectPageModel(
  projectId: string,
  session: Session | null,
): Promise<ItineraryData | null> {
  if (!session) return null;
  const db = await database();
  const project = await findProjectByPublicId(db, projectId);
  if (!project) return null;
  const grant = await findGrant(db, session.id, project.id);
  if (!grant) return null;
  return loadItinerary(db, project, grant.role);
}
