/**
 * The one way the admin panel writes: `PUT /api/projects/{id}/customizations`. The body is any
 * subset of the fields below; the answer is the admin view
 * of the itinerary after the change.
 */
import { apiRequest } from '../../lib/api-client';
import type { KeepTimes } from '../../lib/customization-schema';
import type { ProjectView } from '../../lib/types';
import { showUpgradeFor } from '../../stores/upgrade';
import { toastError } from '../../stores/toast';

/** The itinerary fields the panel changes; names match `ProjectView` and the request body. */
export type CustomizationPatch = Partial<
  Pick<
    ProjectView,
    | 'customColors'
    | 'customTitle'
    | 'selectedFont'
    | 'titleFont'
    | 'selectedBackground'
    | 'customBackgroundColor'
    | 'showCountdown'
    | 'showCreatorName'
    | 'showMapTab'
    | 'customLinks'
    | 'timeZone'
    | 'accessCode'
    | 'adminCode'
  >
>;
export type CustomizationField = keyof CustomizationPatch;

/** Fields of the request that say how a change is made, never shown as settings. */
export type SaveOnlyFields = {
  /** With a new accessCode: sign every guest out (true) or keep guests who entered (false). */
  signOutGuests?: boolean;
  /** With a new timeZone: events keep their clock times ('clock') or their moments ('moment'). */
  keepTimes?: KeepTimes;
};
export type CustomizationsBody = CustomizationPatch & SaveOnlyFields & { isColorOnlyUpdate?: boolean };
type CustomizationsResponse = { success: true; project: ProjectView };

// The panel's toasts after a save.
export const SAVED_MESSAGE = 'Customizations saved!';
const SAVE_FAILED_MESSAGE = 'Failed to save customizations. Please try again.';

export async function saveCustomizations(projectId: string, body: CustomizationsBody): Promise<ProjectView> {
  const response = await apiRequest<CustomizationsResponse>(
    'PUT',
    `/api/projects/${encodeURIComponent(projectId)}/customizations`,
    body,
  );
  return response.project;
}

/** A refused save: the upgrade prompt for a trial 403, else a toast. */
export function reportSaveFailure(error: unknown): void {
  if (showUpgradeFor(error)) return;
  toastError(error, SAVE_FAILED_MESSAGE);
}
