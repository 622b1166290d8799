/**
 * The app's one database handle: opened from the configuration on first use, migrated and seeded
 * once per process before any request touches it.
 */
import * as databaseClient from '@platform/database-client';
import { migrate, openDatabase, type DatabaseHandle } from '../../../db/index';
import { MIGRATION_DATA_STEPS } from './migration-data-steps';
import { seedExamples } from '../seed/seed';
import { databaseConfig } from '../core/config';

let handle: DatabaseHandle | undefined;
let ready: Promise<DatabaseHandle> | undefined;

export function database(): Promise<DatabaseHandle> {
  ready ??= (async () => {
    handle = openDatabase(databaseConfig(), databaseClient);
    await migrate(handle, MIGRATION_DATA_STEPS);
    await seedExamples(handle);
    return handle;
  })().catch((error: unknown) => {
    // Let the next request try again instead of failing forever on a transient error.
    ready = undefined;
    throw error;
  });
  return ready;
}
