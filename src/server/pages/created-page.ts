/**
 * What `/new/{projectId}` shows: the codes of an itinerary just created without JavaScript, so
 * its creator sees the admin code before anything else (the script path shows it in the share
 * dialog instead). Only an admin of the itinerary sees them; anyone else goes to its access page,
 * and an unknown itinerary is missing (docs/product.md#creating-an-itinerary).
 */
import type { Session } from '../../../db/schema';
import { requireProjectGrant } from '../access/access';
import { database } from '../database/database';
import { adminPage, type AdminPageModel } from './admin-page';

export type CreatedCodes = { projectId: string; name: string; accessCode: string; adminCode: string };

export async function createdPageModel(projectId: string, session: Session | null): Promise<AdminPageModel<CreatedCodes>> {
  return adminPage(async () => {
    const { project } = await requireProjectGrant(await database(), session?.id, projectId, 'admin');
    const { accessCode, adminCode } = project;
    return { projectId: project.projectId, name: project.customTitle || project.name, accessCode, adminCode };
  });
}
