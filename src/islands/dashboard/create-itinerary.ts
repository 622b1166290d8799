/**
 * Creating an itinerary from the dashboard: the signed-in user's name goes in as the owner's
 * name. Shared by the Create button and the unclaimed events' 'New itinerary…' choice.
 */
import { requestNewItinerary, type CreatedProject } from '../../lib/create-itinerary';
import { ownerNameFor } from '../../lib/dashboard';
import type { AuthUserView } from '../../lib/types';

export const CREATE_ITINERARY_FAILED = 'Failed to create itinerary. Please try again.';

export function createItinerary(user: AuthUserView, name: string): Promise<CreatedProject> {
  return requestNewItinerary({ name, ownerName: ownerNameFor(user) }, user.email);
}
