/**
 * Signed-in users for tests (a fixture that signs in by inserting a session
 * row and setting the cookie, instead of clicking through sign-in every time). The rows are the
 * ones the app's own sign-in writes: a `users` row and a session bound to it, whose token is
 * `id.secret` with only SHA-256(secret) stored (src/server/auth/sessions.ts).
 *
 * The sign-in flow itself (email link) is tested end to end on its own.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createClient } from '@libsql/client';

export type TestUser = {
  userId: string;
  email: string;
  /** The session token: send as the `session` cookie (HTTP, non-production cookie name). */
  token: string;
  /** `session=<token>`, ready for a Cookie header. */
  cookie: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts a user (or reuses the one with this email) and a fresh signed-in session for it. */
export async function insertSignedInUser(
  databaseUrl: string,
  { email = `${randomUUID().slice(0, 8)}@example.test`, firstName = 'Test', lastName = 'User' }: { email?: string; firstName?: string | null; lastName?: string | null } = {},
): Promise<TestUser> {
  const db = createClient({ url: databaseUrl });
  try {
    const now = Date.now();
    await db.execute({
      sql: `insert into users (id, email, first_name, last_name, created_at, updated_at) values (?, ?, ?, ?, ?, ?)
            on conflict(email) do nothing`,
      args: [randomUUID(), email.toLowerCase(), firstName, lastName, now, now],
    });
    const user = await db.execute({ sql: 'select id from users where email = ?', args: [email.toLowerCase()] });
    const userId = String(user.rows[0]?.id);
    const id = randomBytes(20).toString('hex');
    const secret = randomBytes(32).toString('hex');
    const secretHash = createHash('sha256').update(secret).digest('hex');
    await db.execute({
      sql: `insert into sessions (id, secret_hash, user_id, created_at, last_verified_at, expires_at) values (?, ?, ?, ?, ?, ?)`,
      args: [id, secretHash, userId, now, now, now + 30 * DAY_MS],
    });
    const token = `${id}.${secret}`;
    return { userId, email: email.toLowerCase(), token, cookie: `session=${token}` };
  } finally {
    db.close();
  }
}
