/**
 * Signed-in users: who the session belongs to, and the 401 every account-only call
 * answers without one. The session → user link is set at sign-in (src/server/auth/*).
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { users, type User } from '../../../db/schema';
import type { AuthUserView } from '../../lib/types';
import { HttpError } from '../http/errors';
import { prepared } from '../core/prepared';

const SIGN_IN_REQUIRED = 'Please sign in to continue.';

export async function findUser(handle: DatabaseHandle, userId: string): Promise<User | undefined> {
  return prepared(handle, 'userById', (db) =>
    db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare(),
  ).get({ id: userId });
}

/** The signed-in user, or 401 UNAUTHORIZED (GET /api/auth/user, the dashboard's calls). */
export function requireUser(locals: App.Locals): User {
  if (!locals.user) throw new HttpError(401, SIGN_IN_REQUIRED, 'UNAUTHORIZED');
  return locals.user;
}

/** What the browser is told about the signed-in user. */
export function userView(user: User): AuthUserView {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
  };
}
