/**
 * What opening the database takes, for db/index.ts and each platform's client
 * (`@platform/database-client`). src/server/config.ts builds it from the settings.
 */
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
