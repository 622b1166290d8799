/**
 * Creating an itinerary from the browser (POST /api/projects, then store the creation info and
 * go to redirectUrl; docs/product.md#creating-an-itinerary). The landing page's form and the
 * dashboard's Create and 'New itinerary…' share it.
 */
import { apiRequest } from './api-client';
import { rememberCreatedProject } from './browser-storage';
import { browserTimeZone } from './time-zones';

export type CreatedProject = {
  projectId: string;
  name: string;
  accessCode: string;
  adminCode: string;
  ownerEmail?: string | null;
  redirectUrl: string;
};

/**
 * Creates it and remembers it as this browser's creation (confetti, admin entry). It
 * starts in this browser's time zone unless `timeZone` says otherwise; the server checks it.
 */
export async function requestNewItinerary(
  body: { name: string; ownerName?: string; timeZone?: string },
  email: string | null = null,
): Promise<CreatedProject> {
  const response = await apiRequest<{ success: boolean; project?: CreatedProject }>('POST', '/api/projects', {
    ...body,
    timeZone: body.timeZone || browserTimeZone(),
  });
  const project = response?.project;
  if (!response?.success || !project?.redirectUrl) throw new Error('Unexpected response');
  rememberCreatedProject({
    projectId: project.projectId,
    projectName: project.name ?? body.name,
    accessCode: project.accessCode,
    adminCode: project.adminCode,
    userEmail: project.ownerEmail ?? email,
  });
  return project;
}
