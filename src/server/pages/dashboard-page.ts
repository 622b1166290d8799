/**
 * What the /dashboard page renders before any script runs: the signed-in
 * user, their itineraries and their forwarding address, so the first paint is complete.
 */
import type { User } from '../../../db/schema';
import type { AuthUserView, ForwardingAddressView, MyProjectView } from '../../lib/types';
import { database } from '../database/database';
import { getForwardingAddress } from '../inbound/forwarding-address';
import { listMyProjects } from '../projects/my-projects';
import { userView } from '../auth/users';

export type DashboardPageModel = {
  user: AuthUserView;
  projects: MyProjectView[];
  /** Where the Unclaimed Events tab tells people to forward confirmations. */
  forwarding: ForwardingAddressView;
};

/** The dashboard's data for a signed-in user, or null when signed out ('Account Required'). */
export async function dashboardPageModel(user: User | null): Promise<DashboardPageModel | null> {
  if (!user) return null;
  const handle = await database();
  const [projects, forwarding] = await Promise.all([listMyProjects(handle, user), getForwardingAddress(handle, user)]);
  return { user: userView(user), projects, forwarding };
}
