/**
 * The libSQL client of the Node server: @libsql/client with every kind of URL it opens, the
 * embedded file (whose folder is created here), an embedded replica of Turso or sqld, and a
 * remote server over HTTP or WebSockets.
 */
import { appendFileSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import type { DatabaseSettings, SettingProblem } from '../contract';
import { isFileUrl, type DatabaseConfig } from '../contract';
import { PRIVATE_DIR, PRIVATE_FILE } from '../../core/file-modes';

/** One Node process serves every request: its writes go one at a time (db/index.ts). */
export const queuesWrites = true;

/** Every database setting the configuration accepts works here. */
export function databaseSettingProblems(_settings: DatabaseSettings): SettingProblem[] {
  return [];
}

export function createDatabaseClient(config: DatabaseConfig): Client {
  if (isFileUrl(config.url)) {
    const path = config.url.slice('file:'.length);
    if (path && !path.startsWith(':memory:')) {
      mkdirSync(dirname(resolve(path)), { recursive: true, mode: PRIVATE_DIR });
      // Created empty (a valid empty database) with the owner-only mode, which SQLite gives its
      // -wal and -shm files too; an existing file is left as it is. Not for a replica's file,
      // which libSQL sets up itself, nor for a URL with options.
      if (!config.syncUrl && !path.includes('?')) closeSync(openSync(path, 'a', PRIVATE_FILE));
    }
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
  return config.queryLog ? logQueries(client, config.queryLog) : client;
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
    appendFileSync(file, `${kind} ${text.replace(/\s+/g, ' ').trim()}\n`, { mode: PRIVATE_FILE });
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
