/**
 * Secrets the app draws once and keeps in the database (`app_keys`) when the environment gives
 * none, so every process and the edge use the same one and what was made with it stays valid
 * across restarts: the VAPID key pair of Web Push, the key of email reminders' unsubscribe links.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { appKeys } from '../../../db/schema';

const kept = new Map<string, Promise<string>>();

async function readOrDraw(handle: DatabaseHandle, name: string, draw: () => Promise<string> | string): Promise<string> {
  const read = async () => (await handle.db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, name)))[0]?.value;
  let value = await read();
  if (!value) {
    const drawn = await draw();
    // Two processes may draw at once: the first insert wins, and both read the winner.
    await handle.write((db) => db.insert(appKeys).values({ name, value: drawn }).onConflictDoNothing());
    value = await read();
  }
  if (!value) throw new Error(`The ${name} key could not be kept`);
  return value;
}

/** The value kept under `name`: the first process to ask draws it with `draw` and stores it. */
export function keptKey(handle: DatabaseHandle, name: string, draw: () => Promise<string> | string): Promise<string> {
  let value = kept.get(name);
  if (!value) {
    value = readOrDraw(handle, name, draw);
    kept.set(name, value);
    value.catch(() => kept.delete(name));
  }
  return value;
}
