/**
 * A signed-in user's own itineraries:
 * the dashboard's list, deleting one, and admin access to one without its code. "Own" always
 * means `projects.owner_user_id` is the user: another user's itinerary answers exactly like an
 * unknown one, so nobody learns which ids exist.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, projects, type Project, type Session, type User } from '../../../db/schema';
import { masterNames } from '../../lib/attendees';
import { MESSAGES } from '../../lib/messages';
import type { DeleteProjectInput } from '../../lib/schemas';
import type { MyProjectView } from '../../lib/types';
import { findProjectByPublicId, grantRole } from '../access/access';
import { HttpError, badRequest, unknownItinerary } from '../http/errors';
import { objectStore } from '../uploads/storage';

/** The itinerary with this public id if `user` owns it, else undefined. */
export async function findOwnedProject(handle: DatabaseHandle, user: Pick<User, 'id'>, projectId: string): Promise<Project | undefined> {
  return handle.db.query.projects.findFirst({
    where: and(eq(projects.projectId, projectId), eq(projects.ownerUserId, user.id)),
  });
}

/**
 * GET /api/my-projects: newest first. Two queries whatever the count: the projects, then every
 * event's attendees text of those projects (participants are counted with the people filter's
 * own rules, so the card and the filter agree: 'Everyone' is nobody in particular, the names in
 * 'Everyone except A, B' are people).
 */
export async function listMyProjects(handle: DatabaseHandle, user: Pick<User, 'id'>): Promise<MyProjectView[]> {
  const owned = await handle.db
    .select()
    .from(projects)
    .where(eq(projects.ownerUserId, user.id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  if (owned.length === 0) return [];
  const rows = await handle.db
    .select({ projectId: events.projectRowId, attendees: events.attendees })
    .from(events)
    // A subquery rather than a list of ids: no bound-parameter limit, however many itineraries.
    .where(inArray(events.projectRowId, handle.db.select({ id: projects.id }).from(projects).where(eq(projects.ownerUserId, user.id))));
  const byProject = new Map<number, { attendees: string | null }[]>();
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row);
    byProject.set(row.projectId, list);
  }
  return owned.map((p) => {
    const list = byProject.get(p.id) ?? [];
    return {
      projectId: p.projectId,
      name: p.name,
      customTitle: p.customTitle,
      ownerName: p.ownerName,
      isPaid: p.isPaid,
      participantCount: masterNames(list).length,
      eventCount: list.length,
      createdAt: p.createdAt.toISOString(),
    };
  });
}

/**
 * DELETE /api/projects/{projectId}: the owner only, after typing the name exactly
 * (docs/product.md#dashboard; the schema trims the typed text's edges, nothing else: case counts).
 *
 * The row goes in one statement; the database removes its events, FAQs, grants and calendar
 * feeds with it (ON DELETE CASCADE) and keeps its payments and feedback with a null project
 * (receipts outlive the itinerary). Open pages see the version vanish and close (live.ts).
 * Stored images go afterwards: a storage failure is logged, never undoes the delete.
 */
export async function deleteOwnedProject(
  handle: DatabaseHandle,
  user: Pick<User, 'id'>,
  projectId: string,
  { confirmationName }: DeleteProjectInput,
): Promise<void> {
  const project = await findOwnedProject(handle, user, projectId);
  if (!project) throw unknownItinerary();
  if (confirmationName !== project.name) throw badRequest(MESSAGES.deleteNameMismatch);
  const deleted = await handle.write((db) =>
    db
      .delete(projects)
      // The name is checked again here, so a rename in between cannot be deleted by the old name.
      .where(and(eq(projects.id, project.id), eq(projects.ownerUserId, user.id), eq(projects.name, confirmationName)))
      .returning({ id: projects.id }),
  );
  if (deleted.length === 0) throw unknownItinerary();
  await removeStoredImages(project.projectId);
}

async function removeStoredImages(projectId: string) {
  const store = objectStore();
  for (const prefix of [`projects/${projectId}/`, `pending/${projectId}/`]) {
    await store.removePrefix(prefix).catch((error: unknown) => console.error(`Deleting the images under ${prefix} failed`, error));
  }
}

/**
 * Owner auto-access: the signed-in owner gets admin access in this browser without
 * the admin code. The project page calls this while it renders (`?owned=true`); null when the
 * browser is not signed in as the owner (unknown, not owned and example itineraries alike).
 */
export async function grantOwnedAccess(
  handle: DatabaseHandle,
  session: Pick<Session, 'id'> | null,
  user: Pick<User, 'id'> | null,
  projectId: string,
): Promise<Project | null> {
  if (!session || !user) return null;
  const project = await findOwnedProject(handle, user, projectId);
  if (!project || project.isExample) return null;
  await grantRole(handle, session.id, project, 'admin');
  return project;
}

/** POST /api/projects/{projectId}/access-owned: the same; 404 for no such itinerary, else one 403 for every refusal. */
export async function requestOwnedAccess(
  handle: DatabaseHandle,
  session: Pick<Session, 'id'> | null,
  user: Pick<User, 'id'>,
  projectId: string,
): Promise<{ success: true; project: { name: string } }> {
  const project = await grantOwnedAccess(handle, session, user, projectId);
  if (!project && !(await findProjectByPublicId(handle, projectId))) throw unknownItinerary();
  if (!project) throw new HttpError(403, MESSAGES.ownedAccessFailed, 'FORBIDDEN');
  return { success: true, project: { name: project.name } };
}
