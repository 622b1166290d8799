import * as databaseClient from '@platform/database-client';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openDatabase, type DatabaseHandle } from '../../db/index';
import { MIGRATION_DATA_STEPS } from '../../src/server/database/migration-data-steps';
import { TMP_DIR } from './paths';

/** A fresh, migrated libSQL file for one test. */
export async function tempDatabase(): Promise<DatabaseHandle> {
  mkdirSync(TMP_DIR, { recursive: true });
  const handle = openDatabase({ url: `file:${join(TMP_DIR, `${randomUUID()}.db`)}` }, databaseClient);
  await migrate(handle, MIGRATION_DATA_STEPS);
  return handle;
}
