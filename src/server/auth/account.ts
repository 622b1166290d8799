/**
 * The signed-in side of a browser: the email-link callback, the name edit of the
 * dashboard's Settings tab, and signing out.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { users, type Session, type User } from '../../../db/schema';
import type { AuthUserView } from '../../lib/types';
import type { UpdateUserInput } from '../../lib/schemas';
import { deleteSession, type CreatedSession } from './sessions';
import { userView } from './users';
import { spendEmailLink } from './email-link';
import { findOrCreateUser, startUserSession } from './sign-in';

/** Signs the browser in with an emailed link; null when the link is unknown, used or expired. */
export async function signInWithEmailLink(
  handle: DatabaseHandle,
  token: string | null,
  previous: Session | null,
): Promise<(CreatedSession & { returnTo: string }) | null> {
  const link = await spendEmailLink(handle, token);
  if (!link) return null;
  const user = await findOrCreateUser(handle, link.email);
  const created = await startUserSession(handle, user, previous);
  return { ...created, returnTo: link.returnTo };
}

export async function updateUserName(handle: DatabaseHandle, user: User, input: UpdateUserInput): Promise<AuthUserView> {
  const [updated] = await handle.write((db) =>
    db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName || null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning(),
  );
  return userView(updated ?? user);
}

/** Ends this browser's session (guest or signed in); signing out twice is not an error. */
export async function signOut(handle: DatabaseHandle, session: Session | null): Promise<{ success: true }> {
  if (session) await deleteSession(handle, session.id);
  return { success: true };
}
