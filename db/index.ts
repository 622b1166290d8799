/**
 * The database client, the Drizzle instance, migrations and the write lock. The settings come from
 * src/server/core/config.ts (`databaseConfig()`), which validates them with the rest.
 *
 * Embedded file by default (`file:data/itinerary.db`); a `libsql://`, `http(s)://` or `ws(s)://`
 * URL with DATABASE_AUTH_TOKEN talks to Turso or a self-hosted sqld with no other change.
 * A file URL plus DATABASE_SYNC_URL is an embedded replica: reads from the local file,
 * writes sent to the primary at the sync URL, pulled back every DATABASE_SYNC_INTERVAL seconds.
 * The client itself comes from the platform (`@platform/database-client`, docs/platforms.md),
 * handed in by the caller (src/server/database/database.ts): the Node server opens all of these, the edge
 * build only the remote servers. db/ imports nothing from src/server/.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, Transaction } from '@libsql/client';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import type { SQLiteRelationalQuery } from 'drizzle-orm/sqlite-core/query-builders/query';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { isFileUrl, type DatabaseClientFactory, type DatabaseConfig } from './config';
import { retryingClient, retryWrite, WriteAttempt } from './retry';
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

export { isFileUrl, type DatabaseClientFactory, type DatabaseConfig };

/**
 * Every write of this process goes through one in-process queue, whatever the database (taken
 * by `DatabaseHandle.write()`, the only caller of run()), which lets `width` writes run at once
 * and the rest wait their turn in order:
 * - an embedded file needs one at a time (`FILE_WRITES_AT_ONCE`): libSQL's local driver turns
 *   overlapping write transactions into SQLITE_BUSY and stuck locks; there a read-then-write
 *   inside one write() also sees no other write of this process in between;
 * - a remote server (sqld, Turso) orders writes itself, but a burst of writers from one process
 *   (hundreds of guesses at a code, say) piles up on its write lock until it turns some away
 *   (./retry.ts tries those again): a process sends at most `SERVER_WRITES_AT_ONCE` at a time.
 *   Not one: a write's few round trips each wait for this process's event loop, which under load
 *   is busy rendering pages for tens of milliseconds at a time, so one at a time capped a process
 *   at a few dozen writes a second and queued them for seconds. Other processes (and the edge
 *   build, which does not queue) write at the same time anyway, so the rules that must hold are
 *   guarded in SQL, never by this queue.
 * The platform says whether its writes are queued (`queuesWrites`): the Node server's are; on
 * the edge they are not (see src/server/platform/edge/database-client.ts).
 */
export class WriteLock {
  readonly #width: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(width = 1) {
    this.#width = width;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#running < this.#width) this.#running++;
    // A finishing write hands its place straight to the first waiting one (the count stays).
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/** Writes of one process at once on an embedded file, and on a database server (see `WriteLock`). */
export const FILE_WRITES_AT_ONCE = 1;
export const SERVER_WRITES_AT_ONCE = 8;

/**
 * The write the running code is in: its database, to refuse a write started inside another, and
 * its try (./retry.ts counts what it may have committed).
 */
const writing = new AsyncLocalStorage<{ db: Database; attempt: WriteAttempt }>();

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
   * On a server's database `fn` may run again from its start when the server refused a call of it
   * and nothing of it can have been committed (./retry.ts): it does database work only.
   */
  write<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  config: DatabaseConfig;
};

export function openDatabase(config: DatabaseConfig, platform: DatabaseClientFactory): DatabaseHandle {
  // On a server (sqld, Turso) a call it refused is tried again (./retry.ts); an embedded file
  // waits for its lock itself (the client's busy timeout) and its writes are queued.
  const retries = !isFileUrl(config.url);
  const ownWrite = () => {
    const store = writing.getStore();
    return store?.db === writeDb ? store : undefined;
  };
  const platformClient = platform.createDatabaseClient(config);
  const client = retries ? retryingClient(platformClient, () => ownWrite()?.attempt) : platformClient;
  const db: Database = drizzle(client, { schema });
  const lock = platform.queuesWrites ? new WriteLock(retries ? SERVER_WRITES_AT_ONCE : FILE_WRITES_AT_ONCE) : undefined;
  // Queued writes on a server (sqld, Turso; not a replica, whose reads must see its own writes
  // through one client) get a connection of their own: a write holds the lock for its own round
  // trips only, never while its statements wait behind the reads queued on the shared connection
  // (a client runs a bounded number of calls at once). Under load that wait, taken once per
  // queued write, made writes wait seconds for the lock.
  const ownWriteConnection = retries && lock !== undefined && !config.syncUrl;
  const writeClient = ownWriteConnection ? retryingClient(platform.createDatabaseClient(config), () => ownWrite()?.attempt) : client;
  const writeDb: Database = ownWriteConnection ? drizzle(writeClient, { schema }) : db;
  if (ownWriteConnection) {
    const closeReads = client.close.bind(client);
    // Closing the handle's client closes both.
    client.close = () => {
      writeClient.close();
      closeReads();
    };
  }
  const write = <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
    if (ownWrite()) return Promise.reject(new Error(NESTED_WRITE_MESSAGE));
    // Awaited inside: a query returned unawaited (Drizzle's run when awaited) still runs in the write.
    const once = (attempt: WriteAttempt) => writing.run({ db: writeDb, attempt }, async () => await fn(writeDb));
    const run = retries ? () => retryWrite(once) : () => once(new WriteAttempt());
    return lock ? lock.run(run) : run();
  };
  return { client, db, write, config };
}

type MigrationEntry = { tag: string; when: number };
type MigrationStep = { sql: string; args: (string | number)[] } | { dataStep: string };

/**
 * Data changes SQL cannot express, named by a migration file's `-- data-step: NAME` line and run
 * right after that file's statements, in the same transaction: like the SQL, exactly once. The
 * app hands them in (src/server/database/migration-data-steps.ts), since they use its rules.
 */
export type MigrationDataSteps = Record<string, (tx: Transaction) => Promise<void>>;

/** Whether a statement holds anything but comments (a data-step-only file has none). */
const hasSql = (stmt: string) => stmt.split('\n').some((line) => line.trim() && !line.trim().startsWith('--'));

function pendingMigrationStatements(lastApplied: number, dataSteps: MigrationDataSteps) {
  const statements: MigrationStep[] = [];
  for (const entry of journal.entries as MigrationEntry[]) {
    if (entry.when <= lastApplied) continue;
    const sqlText = migrationFiles[`./migrations/${entry.tag}.sql`];
    if (sqlText === undefined) throw new Error(`Migration ${entry.tag}.sql is missing`);
    for (const stmt of sqlText.split('--> statement-breakpoint')) {
      if (hasSql(stmt)) statements.push({ sql: stmt, args: [] });
    }
    for (const [, name = ''] of sqlText.matchAll(/^-- data-step: (\S+)\s*$/gm)) {
      if (!dataSteps[name]) throw new Error(`Migration ${entry.tag}.sql names an unknown data step ${name}`);
      statements.push({ dataStep: name });
    }
    statements.push({
      sql: 'INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)',
      // drizzle-kit's bookkeeping: the lower-case hex SHA-256 of the migration's text.
      args: [encodeHexLowerCase(sha256(new TextEncoder().encode(sqlText))), entry.when],
    });
  }
  return statements;
}

/**
 * Applies pending migrations in one write transaction (drizzle-kit's bookkeeping table), so two
 * processes starting at once cannot both apply the same migration.
 */
export async function migrate(handle: DatabaseHandle, dataSteps: MigrationDataSteps): Promise<void> {
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
      for (const step of pendingMigrationStatements(lastApplied, dataSteps)) {
        if ('dataStep' in step) await dataSteps[step.dataStep]?.(tx);
        else await tx.execute(step);
      }
      await tx.commit();
    } finally {
      tx.close();
    }
  });
}
