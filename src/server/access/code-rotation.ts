/**
 * A new access code closes the door (docs/security-codes.md): changing the code can sign every
 * guest out, and an admin can make a new random code in one click when someone is guessing.
 *
 * Everything a code change does is written in one batch (one transaction) with the change, and
 * every extra statement is guarded on the stored code being the new one, so nothing is signed
 * out or reset when the code UPDATE before it was refused.
 */
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database, DatabaseHandle } from '../../../db/index';
import { accessAttempts, calendarFeeds, projectGrants, projects, sessions, type Project } from '../../../db/schema';
import type { NewAccessCodeResponse } from '../../lib/types';
import { budgetKey, type CodeKind } from './code-budget';
import { generateAccessCode } from './codes';
import { HttpError } from '../http/errors';
import { toProjectView } from '../projects/projects';
import { revokeFeeds } from '../feeds/revoke-feeds';
import { revokePushSubscriptions } from '../reminders/revoke-push';
import { bumpedVersions } from '../projects/versions';

type Statement = BatchItem<'sqlite'>;

/** True while the itinerary's stored code of this kind is `code`. */
function storedCodeIs(projectRowId: number, kind: CodeKind, code: string): SQL {
  const column = kind === 'access' ? projects.accessCode : projects.adminCode;
  return sql`(SELECT ${column} FROM ${projects} WHERE ${projects.id} = ${projectRowId}) = ${code}`;
}

/**
 * Forgets the itinerary's guessing budget of this kind: the wrong codes were tried against the
 * old code, and the new one starts with a full day's budget.
 */
export function resetBudgetStatement(db: Database, project: Pick<Project, 'id' | 'projectId'>, kind: CodeKind, newCode: string): Statement {
  return db
    .delete(accessAttempts)
    .where(and(eq(accessAttempts.key, budgetKey(kind, project.projectId)), storedCodeIs(project.id, kind, newCode)));
}

/**
 * "Sign everyone out": every viewer grant of the itinerary goes (admins keep theirs), the
 * signed-out browsers stop pointing at it, and every calendar feed those browsers made is revoked
 * (an admin's feeds stay with the admin's grant). Guarded on the new access code being stored;
 * the statements that find the signed-out browsers by their grants run before the grants go.
 */
export function signOutGuestStatements(db: Database, projectRowId: number, newAccessCode: string): Statement[] {
  const guarded = storedCodeIs(projectRowId, 'access', newAccessCode);
  const viewerSessions = db
    .select({ sessionId: projectGrants.sessionId })
    .from(projectGrants)
    .where(and(eq(projectGrants.projectRowId, projectRowId), eq(projectGrants.role, 'viewer')));
  return [
    db
      .update(sessions)
      .set({ currentProjectId: null })
      .where(and(eq(sessions.currentProjectId, projectRowId), inArray(sessions.id, viewerSessions), guarded)),
    revokeFeeds(db, projectRowId, inArray(calendarFeeds.sessionId, viewerSessions), guarded),
    // Every guest's reminders stop too (admins' stay): those of browsers whose session has expired as well.
    revokePushSubscriptions(db, projectRowId, (push) => and(or(isNull(push.sessionId), inArray(push.sessionId, viewerSessions)), guarded)),
    db
      .delete(projectGrants)
      .where(and(eq(projectGrants.projectRowId, projectRowId), eq(projectGrants.role, 'viewer'), guarded)),
  ];
}

/**
 * The one-click "Make a new access code" of the attack notice: a fresh random code (never the
 * admin code), the access budget reset, and guests signed out when the host asks. A security
 * measure, not a customisation: free itineraries may use it too (the code is random, not chosen).
 */
export async function makeNewAccessCode(
  handle: DatabaseHandle,
  project: Project,
  signOutGuests: boolean,
): Promise<NewAccessCodeResponse> {
  let code = generateAccessCode();
  while (code === project.adminCode || code === project.accessCode) code = generateAccessCode();
  const [rows] = await handle.write((db) => {
    const update = db
      .update(projects)
      .set({ accessCode: code, ...bumpedVersions(), updatedAt: new Date() })
      .where(and(eq(projects.id, project.id), ne(projects.adminCode, code)))
      .returning();
    const extras = [
      resetBudgetStatement(db, project, 'access', code),
      ...(signOutGuests ? signOutGuestStatements(db, project.id, code) : []),
    ];
    return db.batch([update, ...extras]);
  });
  const row = rows[0];
  if (!row) throw new HttpError(409, 'This itinerary changed while saving. Please try again.');
  return { success: true, project: toProjectView(row, 'admin'), signedOut: signOutGuests };
}
