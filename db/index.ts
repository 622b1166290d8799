/**
 * The database client, the Drizzle instance, migrations and the write lock. The settings come from
 * src/server/config.ts (`databaseConfig()`), which validates them with the rest.
 *
 * Embedded file by default (`file:data/itinerary.db`); a `libsql://`, `http(s)://` or `ws(s)://`
 * URL with DATABASE_AUTH_TOKEN talks to Turso or a self-hosted sqld with no other change.
 * A file URL plus DATABASE_SYNC_URL is an embedded replica: reads from the local file,
 * writes sent to the primary at the sync URL, pulled back every DATABASE_SYNC_INTERVAL seconds.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import type { SQLiteRelationalQuery } from 'drizzle-orm/sqlite-core/query-builders/query';
import { sha256 } from '../src/server/crypto';
import * as schema from './schema';
import journal from './migrations/meta/_journal.json';

export { schema };
/**
 * The full Drizzle database, writes included, and its client (`$client`, for a raw write
 * transaction). Only the callback of `DatabaseHandle.write()` receives one.
 */
export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/** A query a read batch may hold: a select (`db.select()…`) or a relational query (`db.query.…`). */
type ReadQuery = BatchItem<'sqlite'> & ({ readonly _: { readonly selectMode: unknown } } | SQLiteRelationalQuery<'async', unknown>);

/**
 * The database as reads see it (`handle.db`): selects, relational queries and counts, and a
 * batch of selects for one consistent read. No insert, update, delete, run or transaction: the
 * type leaves nothing that writes, so a write outside `handle.write()` does not compile.
 */
export type ReadDatabase = Pick<Database, 'select' | 'selectDistinct' | '$count' | 'query'> & {
  batch<U extends ReadQuery, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

// Migrations travel inside the server bundle, so `node dist/server/entry.mjs` needs no db/ folder.
const migrationFiles = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export type DatabaseConfig = {
  url: string;
  authToken?: string | undefined;
  /** The primary (Turso or sqld) that `url`, then a local file, replicates. */
  syncUrl?: string | undefined;
  /** Seconds between background pulls from the primary. */
  syncInterval?: number | undefined;
  /** Tests only: a file that gets one line per call to the database (see logQueries). */
  queryLog?: string | undefined;
};

export function isFileUrl(url: string): boolean {
  return url.startsWith('file:');
}

/**
 * Every write of this process goes through one in-process queue, whatever the database (taken
 * by `DatabaseHandle.write()`, the only caller of run()):
 * - an embedded file needs it: libSQL's local driver turns overlapping write transactions into
 *   SQLITE_BUSY and stuck locks;
 * - a remote server (sqld, Turso) orders writes itself, but a burst of writers from one process
 *   (hundreds of guesses at a code, say) piles up on its write lock until some time out as
 *   SQLITE_BUSY (a 500); queued, a process sends one write at a time, and a read-then-write
 *   inside one write() sees no other write of this process in between. Other processes still write
 *   at the same time, and the guarded statements stay correct against them.
 */
export class WriteLock {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn, fn);
    // Keep the queue going whatever this write's outcome.
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** Which write lock the running code holds, to refuse a write started inside another. */
const heldLock = new AsyncLocalStorage<WriteLock>();

export const NESTED_WRITE_MESSAGE =
  'A database write was started inside another write: the write lock is not re-entrant, so pass the db of the outer write down instead.';

export type DatabaseHandle = {
  /** The libSQL client: for closing it and for tests. App code writes through write(). */
  client: Client;
  /** Reads only: see ReadDatabase. */
  db: ReadDatabase;
  /**
   * The one way to write: runs `fn` in turn with the other writes of this process (the write
   * lock) and hands it the full database. Everything `fn` does is inside the lock, so a read
   * there and the write after it see no other write of this process in between. A statement,
   * a batch (one transaction) or `db.$client.transaction('write')` inside `fn` keeps its own
   * guarantees. The lock is not re-entrant: code inside `fn` writes through its `db`; calling
   * write() again from there is refused at once rather than left to wait for itself forever.
   */
  write<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  config: DatabaseConfig;
};

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (isFileUrl(config.url)) {
    const path = config.url.slice('file:'.length);
    if (path && !path.startsWith(':memory:')) mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  // `timeout` is SQLite's busy timeout for the embedded file (5 s). A replica sends
  // writes to the primary and, with readYourWrites, waits until the local file has them, so the
  // app reads what it just wrote (the next page after a save shows it).
  const client = createClient({
    url: config.url,
    authToken: config.authToken,
    timeout: 5000,
    ...(config.syncUrl ? { syncUrl: config.syncUrl, syncInterval: config.syncInterval, readYourWrites: true } : {}),
  });
  const logged = config.queryLog ? logQueries(client, config.queryLog) : client;
  const db: Database = drizzle(logged, { schema });
  const lock = new WriteLock();
  const write = <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
    if (heldLock.getStore() === lock) return Promise.reject(new Error(NESTED_WRITE_MESSAGE));
    return lock.run(() => heldLock.run(lock, () => fn(db)));
  };
  return { client: logged, db, write, config };
}

/**
 * For tests that count round trips (tests/integration/serving.test.ts): with DATABASE_QUERY_LOG
 * set to a file (the config's `queryLog`), every call that reaches the database (a statement, a batch, a transaction's
 * start and each of its statements) appends one line to it. Never set in production: each line
 * is a synchronous write.
 */
function logQueries(client: Client, file: string): Client {
  const log = (kind: string, what: unknown) => {
    const text = typeof what === 'string' ? what : ((what as { sql?: string })?.sql ?? JSON.stringify(what));
    appendFileSync(file, `${kind} ${text.replace(/\s+/g, ' ').trim()}\n`);
  };
  const wrap = <T extends object>(target: T, onTransaction: boolean): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => unknown;
        if (property === 'execute') return (stmt: unknown, ...rest: unknown[]) => (log('execute', stmt), method.call(object, stmt, ...rest));
        if (property === 'batch') return (stmts: unknown[], ...rest: unknown[]) => (log('batch', stmts.map((s) => (s as { sql?: string }).sql ?? s).join('; ')), method.call(object, stmts, ...rest));
        if (property === 'executeMultiple') return (sqlText: string) => (log('executeMultiple', sqlText), method.call(object, sqlText));
        if (property === 'transaction' && !onTransaction) {
          return async (...args: unknown[]) => {
            log('transaction', String(args[0] ?? 'write'));
            return wrap((await method.apply(object, args)) as object, true);
          };
        }
        return method.bind(object);
      },
    });
  return wrap(client, false);
}

type MigrationEntry = { tag: string; when: number };

function pendingMigrationStatements(lastApplied: number) {
  const statements: { sql: string; args: (string | number)[] }[] = [];
  for (const entry of journal.entries as MigrationEntry[]) {
    if (entry.when <= lastApplied) continue;
    const sqlText = migrationFiles[`./migrations/${entry.tag}.sql`];
    if (sqlText === undefined) throw new Error(`Migration ${entry.tag}.sql is missing`);
    for (const stmt of sqlText.split('--> statement-breakpoint')) {
      if (stmt.trim()) statements.push({ sql: stmt, args: [] });
    }
    statements.push({
      sql: 'INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)',
      args: [sha256(sqlText), entry.when],
    });
  }
  return statements;
}

/**
 * Applies pending migrations in one write transaction (drizzle-kit's bookkeeping table), so two
 * processes starting at once cannot both apply the same migration.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const { client } = handle;
  if (handle.config.syncUrl) {
    // A replica: start from the primary's current state; the migrations below run there.
    await client.sync();
  } else if (isFileUrl(handle.config.url)) {
    // Persistent for the file; synchronous=FULL is set per connection and is the libSQL default.
    await client.execute('PRAGMA journal_mode=WAL');
  }
  await handle.write(async () => {
    await client.execute(
      'CREATE TABLE IF NOT EXISTS __drizzle_migrations (id INTEGER PRIMARY KEY, hash text NOT NULL, created_at numeric)',
    );
    const tx = await client.transaction('write');
    try {
      const last = await tx.execute('SELECT max(created_at) AS last FROM __drizzle_migrations');
      const lastApplied = Number(last.rows[0]?.last ?? 0);
      for (const stmt of pendingMigrationStatements(lastApplied)) await tx.execute(stmt);
      await tx.commit();
    } finally {
      tx.close();
    }
  });
}
