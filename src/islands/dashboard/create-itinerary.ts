/**
 * Creating an itinerary from the dashboard (spec §7 POST /api/projects with name and ownerName;
 * §4 "Create": store the creation info, then go to redirectUrl). Shared by the Create button
 * and the unclaimed events' 'New itinerary…' choice.
 */
import { apiRequest } from '../../lib/api-client';
import { rememberCreatedProject } from '../../lib/browser-storage';
import { ownerNameFor } from '../../lib/dashboard';
import type { AuthUserView } from '../../lib/types';

export type CreatedProject = {
  projectId: string;
  name: string;
  accessCode: string;
  adminCode: string;
  ownerEmail?: string | null;
  redirectUrl: string;
};

export const CREATE_ITINERARY_FAILED = 'Failed to create itinerary. Please try again.';

export async function createItinerary(user: AuthUserView, name: string): Promise<CreatedProject> {
  const { project } = await apiRequest<{ success: boolean; project: CreatedProject }>('POST', '/api/projects', {
    name,
    ownerName: ownerNameFor(user),
  });
  rememberCreatedProject({
    projectId: project.projectId,
    projectName: project.name,
    accessCode: project.accessCode,
    adminCode: project.adminCode,
    userEmail: project.ownerEmail ?? user.email,
  });
  return project;
}
