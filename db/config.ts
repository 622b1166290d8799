/**
 * What opening the database takes, for db/index.ts and each platform's client
 * (`@platform/database-client`). src/server/core/config.ts builds it from the settings.
 */
import type { Client } from '@libsql/client';

export type DatabaseConfig = {
  url: string;
  authToken?: string | undefined;
  /** The primary (Turso or sqld) that `url`, then a local file, replicates. */
  syncUrl?: string | undefined;
  /** Seconds between background pulls from the primary. */
  syncInterval?: number | undefined;
  /** Tests only: a file that gets one line per call to the database (the Node client's query log). */
  queryLog?: string | undefined;
};

/** An embedded database file (`file:…`), as opposed to a server (sqld, Turso). */
export function isFileUrl(url: string): boolean {
  return url.startsWith('file:');
}

/**
 * The platform's libSQL client, handed to `openDatabase` by its caller (db/ imports nothing from
 * src/server/): `@platform/database-client` provides it on each build (docs/platforms.md).
 */
export type DatabaseClientFactory = {
  createDatabaseClient(config: DatabaseConfig): Client;
  /**
   * Whether the handle queues this process's writes one after another (db/index.ts's WriteLock):
   * yes in a Node process; no in a Worker, where a queue shared by requests would hang them.
   * Nothing depends on it for correctness: rules that must hold are guarded in SQL, against other
   * processes as much as against other requests.
   */
  queuesWrites: boolean;
};
