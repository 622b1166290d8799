/**
 * What the server-rendered pages need, gathered in one place so .astro files hold no rules.
 */
import type { Session } from '../../db/schema';
import type { ItineraryPageSettings } from '../lib/itinerary-props';
import type { ItineraryData } from '../lib/types';
import { config } from './config';
import { findAccess, findGrant, findProjectByPublicId } from './access';
import { database } from './database';
import { cachedItinerary } from './projects';

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
  const db = await database();
  const access = await findAccess(db, session?.id, projectId);
  return access ? cachedItinerary(db, access) : null;
}

/** The public preview (spec §2 "Preview page"): read-only and without any code. */
export async function previewPageModel(projectId: string): Promise<ItineraryData | null> {
  const db = await database();
  const project = await findProjectByPublicId(db, projectId);
  if (!project) return null;
  const data = await cachedItinerary(db, { projectRowId: project.id, version: project.version, role: 'viewer' });
  // A copy without the code: the cached itinerary is shared.
  const { accessCode: _withheld, ...publicProject } = data.project;
  return { ...data, project: publicProject };
}

export function itineraryPageSettings(mode: ItineraryPageSettings['mode']): ItineraryPageSettings {
  const cfg = config();
  return { mode, mapTiles: { url: cfg.PUBLIC_MAP_TILE_URL, attribution: cfg.PUBLIC_MAP_ATTRIBUTION } };
}

/** ?tab=… of the URL, when it names a tab. */
export function tabFromUrl(url: URL): string | null {
  const tab = url.searchParams.get('tab');
  return tab && ['list', 'calendar', 'map', 'faq'].includes(tab) ? tab : null;
}
