/**
 * The lint rule that keeps database writes inside handle.write() (local/database-writes,
 * .config/eslint-rules/database-writes.js), run through ESLint with the repository's own config
 * on snippets placed where app code lives.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: '.config/eslint.config.js' });

const header = `import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/index';
import { projects, sessions } from '../../db/schema';
`;

/** What the rule says of the snippet: line within `body` (1-based), and the text up to its first colon. */
async function lint(body: string, filePath = 'src/server/lint-snippet.ts') {
  const [result] = await eslint.lintText(header + body, { filePath });
  const offset = header.split('\n').length - 1;
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'local/database-writes' || m.fatal)
    .map((m) => ({ line: m.line - offset, text: m.message.split(':')[0] }));
}

const outside = `export async function forget(handle: DatabaseHandle, id: string) {
  await handle.db.delete(sessions).where(eq(sessions.id, id));
}
`;

describe('local/database-writes', () => {
  it('flags a write outside handle.write()', async () => {
    expect(await lint(outside)).toEqual([
      { line: 2, text: '`db.delete()` may write outside the write lock' },
    ]);
  });

  it('flags every way around the lock: the lock itself, the raw client, a kept writer, a cast, a nested write, a second client', async () => {
    const body = `import { createClient } from '@libsql/client';
let kept: Database | undefined;
export async function around(handle: DatabaseHandle, id: string) {
  await handle.writeLock.run(async () => undefined);
  await handle.client.execute('DELETE FROM sessions');
  await handle.client.transaction('write');
  await handle.write(async (db) => {
    kept = db;
    await handle.write((inner) => inner.delete(sessions).where(eq(sessions.id, id)));
  });
  const db = kept;
  await db?.update(projects).set({ name: 'x' }).where(eq(projects.id, 1));
  await (handle.db as Database).run('DELETE FROM sessions');
  return createClient;
}
`;
    expect(await lint(body)).toEqual([
      { line: 1, text: 'A second database client writes around the write lock' },
      { line: 4, text: 'The write lock belongs to db/index.ts' },
      { line: 5, text: '`client.execute()` may write outside the write lock' },
      { line: 6, text: '`client.transaction()` may write outside the write lock' },
      { line: 9, text: 'A write inside a write waits for itself (the write lock is not re-entrant)' },
      { line: 12, text: '`db.update()` may write outside the write lock' },
      { line: 13, text: '`db.run()` may write outside the write lock' },
      { line: 13, text: 'A cast to Database hands out a writer outside handle.write()' },
    ]);
  });

  it('says nothing of writes inside handle.write(), statement builders handed its db, reads, and deletes that are not the database', async () => {
    const body = `export async function forget(handle: DatabaseHandle, id: string) {
  await handle.write((db) => db.delete(sessions).where(eq(sessions.id, id)));
}

export const bump = (db: Database, id: number) => db.update(projects).set({ version: 2 }).where(eq(projects.id, id));

export async function reorder(handle: DatabaseHandle, id: number) {
  await handle.write(async (db) => {
    const tx = await db.$client.transaction('write');
    try {
      await tx.execute({ sql: 'UPDATE projects SET version = version + 1 WHERE id = ?', args: [id] });
      await db.batch([bump(db, id), db.select().from(projects)]);
      await tx.commit();
    } finally {
      tx.close();
    }
  });
  return handle.db.batch([handle.db.select().from(projects), handle.db.query.sessions.findMany()]);
}

export function unrelated(headers: Headers, cache: Map<string, number>, store: { write(key: string): Promise<void> }) {
  headers.delete('content-length');
  cache.delete('key');
  return [createHash('sha256').update('x').digest('hex'), store.write('key')];
}
`;
    expect(await lint(body)).toEqual([]);
  });

  it('leaves db/index.ts (which owns the lock) and the tests (which stand for other processes) alone', async () => {
    expect(await lint(outside, 'db/index.ts')).toEqual([]);
    expect(await lint(outside, 'tests/unit/lint-snippet.test.ts')).toEqual([]);
    expect(await lint(outside, 'db/seed/lint-snippet.ts')).toHaveLength(1);
  });
});
