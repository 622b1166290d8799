/**
 * The data steps of migrations (db/index.ts runs each where a migration file names it with a
 * `-- data-step: NAME` line, inside the migration's transaction, once): changes to stored data
 * that follow one of the app's rules and cannot be written in SQL.
 */
import type { Transaction } from '@libsql/client';
import type { MigrationDataSteps } from '../../../db/index';
import { cleanName } from '../../lib/attendees';
import { guestNameKey } from '../guests/guest-names';

/**
 * Cleans every guest name and recomputes its key (`guestNameKey`, docs/security.md#look-alike-names).
 * When a new key would give an event a second answer for the same person (two look-alike
 * answers written before the rule), the row whose update would collide keeps its old name and key
 * (UPDATE OR IGNORE), so nothing is lost and the organiser can delete it.
 */
async function rekeyGuestNames(tx: Transaction) {
  for (const table of ['travel_entries', 'rsvp_answers'] as const) {
    const { rows } = await tx.execute(`SELECT id, guest_name, guest_key FROM ${table} ORDER BY id`);
    const updates = [];
    for (const row of rows) {
      const name = cleanName(String(row['guest_name']));
      const key = guestNameKey(name);
      if (name === row['guest_name'] && key === row['guest_key']) continue;
      updates.push({ sql: `UPDATE OR IGNORE ${table} SET guest_name = ?, guest_key = ? WHERE id = ?`, args: [name, key, Number(row['id'])] });
    }
    for (const update of updates) await tx.execute(update);
  }
}

/** Every data step a migration may name, for `migrate(handle, MIGRATION_DATA_STEPS)`. */
export const MIGRATION_DATA_STEPS: MigrationDataSteps = {
  'guest-name-keys': rekeyGuestNames,
};
