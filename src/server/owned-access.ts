/**
 * Owner auto-access (spec §4 "Owner auto-access", §6 "Owner"): the signed-in owner of an
 * itinerary gets an admin grant for this session without typing a code. Used by the project
 * page's SSR for `?owned=true` and by POST /api/projects/{id}/access-owned.
 */
import type { DatabaseHandle } from '../../db/index';
import type { Project, Session, User } from '../../db/schema';
import { findProjectByPublicId, grantRole } from './access';

/** The project when `user` owns it (and this session now holds admin), else null. */
export async function grantOwnedAccess(
  handle: DatabaseHandle,
  session: Session | null,
  user: User | null,
  projectId: string,
): Promise<Project | null> {
  if (!session || !user) return null;
  const project = await findProjectByPublicId(handle, projectId);
  if (!project || project.ownerUserId !== user.id) return null;
  await grantRole(handle, session.id, project, 'admin');
  return project;
}
