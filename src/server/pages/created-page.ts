/**
 * What `/new/{projectId}` shows: the codes of an itinerary just created without JavaScript, so
 * its creator sees the admin code before anything else (the script path shows it in the share
 * dialog instead). Only an admin of the itinerary sees them; anyone else goes to its access page,
 * and an unknown itinerary is missing (docs/product.md#creating-an-itinerary).
 */
import type { Session } from '../../../db/schema';
import { requireProjectGrant } from '../access/access';
import { database } from '../database/database';
import { HttpError } from '../http/errors';

export type CreatedPageModel =
  | { kind: 'missing' }
  | { kind: 'not-admin' }
  | { kind: 'ready'; project: { projectId: string; name: string; accessCode: string; adminCode: string } };

export async function createdPageModel(projectId: string, session: Session | null): Promise<CreatedPageModel> {
  try {
    const { project } = await requireProjectGrant(await database(), session?.id, projectId, 'admin');
    const { accessCode, adminCode } = project;
    return { kind: 'ready', project: { projectId: project.projectId, name: project.customTitle || project.name, accessCode, adminCode } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'missing' };
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return { kind: 'not-admin' };
    throw error;
  }
}
