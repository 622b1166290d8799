/**
 * Prepared statements for the queries every request runs (session, access, version). Building
 * SQL with Drizzle on each request cost more than running it; a prepared statement is built
 * once per database handle and reused.
 */
import type { DatabaseHandle } from '../../../db/index';

const statements = new WeakMap<DatabaseHandle, Map<string, unknown>>();

export function prepared<T>(handle: DatabaseHandle, name: string, build: (db: DatabaseHandle['db']) => T): T {
  let forHandle = statements.get(handle);
  if (!forHandle) {
    forHandle = new Map();
    statements.set(handle, forHandle);
  }
  let statement = forHandle.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(handle.db);
    forHandle.set(name, statement);
  }
  return statement;
}
