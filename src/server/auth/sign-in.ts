/**
 * Signing a browser in, whatever proved the email: the account is found or created
 * by its lower-cased email, and the browser gets a FRESH session bound to it (a token planted
 * before sign-in is worth nothing after: no session fixation). What the browser had as a guest
 * comes along: its project grants, the itinerary it opened last, the itineraries it created
 * anonymously, which now belong to the account, and its travel and RSVP answers with the names
 * they hold; rows the user's ended sessions still hold come back too.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/index';
import { projects, sessions, users, type Session, type User } from '../../../db/schema';
import { randomUuid } from '../core/crypto';
import { moveNames, regainNames } from '../guests/name-holds';
import { createSession, type CreatedSession } from './sessions';

export async function findOrCreateUser(handle: DatabaseHandle, email: string, now = new Date()): Promise<User> {
  const address = email.trim().toLowerCase();
  const [user] = await handle.write(async (db) => {
    await db
      .insert(users)
      .values({ id: randomUuid(), email: address, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.email });
    return db.select().from(users).where(eq(users.email, address)).limit(1);
  });
  if (!user) throw new Error('The user was not created');
  return user;
}

/** A new signed-in session for `user`, inheriting (then replacing) `previous`, the browser's old one. */
export async function startUserSession(
  handle: DatabaseHandle,
  user: User,
  previous: Session | null,
  now = new Date(),
): Promise<CreatedSession> {
  const created = await createSession(handle, user.id, now);
  // Travel and answers an ended session of this user still holds are theirs again (../guests/name-holds.ts).
  const regained = (db: Database) => regainNames(db, user.id, created.session.id, now.getTime());
  if (!previous) {
    await handle.write((db) => db.batch(regained(db)));
    return created;
  }
  await handle.write((db) =>
    db.batch([
      db.run(sql`
        insert into project_grants (session_id, project_id, role, email, created_at)
        select ${created.session.id}, project_id, role, email, created_at
        from project_grants where session_id = ${previous.id}`),
      // The grants did not end, so neither do the calendar feeds they made.
      db.run(sql`update calendar_feeds set session_id = ${created.session.id} where session_id = ${previous.id}`),
      db
        .update(sessions)
        .set({ currentProjectId: previous.currentProjectId })
        .where(eq(sessions.id, created.session.id)),
      db
        .update(projects)
        .set({ ownerUserId: user.id, updatedAt: now })
        .where(and(eq(projects.creatorSessionId, previous.id), isNull(projects.ownerUserId))),
      // The browser's travel and answers, and so its names, stay its own.
      ...moveNames(db, previous.id, created.session.id),
      ...regained(db),
      // Deleting the old session also drops its grants and clears creator_session_id.
      db.delete(sessions).where(eq(sessions.id, previous.id)),
    ]),
  );
  created.session.currentProjectId = previous.currentProjectId;
  return created;
}
