/**
 * The libSQL client of the edge build: @libsql/client/web, which speaks to Turso or sqld over
 * HTTP or WebSockets with the Worker's own fetch and WebSocket. A Worker has no disk, so an
 * embedded file and an embedded replica are refused, at start-up by the configuration check
 * (databaseSettingProblems) and here again for any other caller.
 *
 * One Worker isolate serves many requests at once, and each request's I/O and promise
 * continuations belong to that request: work one request starts on behalf of another stops when
 * the first ends, and a request the client abandons never finishes what it started. So nothing
 * here is shared between requests:
 * - writes are not queued (`queuesWrites`): a queue would hand the next write to a request that
 *   may be gone, and every write after it would wait forever. sqld or Turso orders them; the
 *   rules that must hold are guarded in SQL, as they are between Node processes, and what the
 *   server turns away under a burst (busy, HTTP 429) is tried again by db/retry.ts, within the
 *   request that asked;
 * - the client's own limit on concurrent calls is lifted: it starts a queued call from whichever
 *   call finished, inside that call's request.
 */
import { createClient, type Client } from '@libsql/client/web';
import type { DatabaseSettings, SettingProblem } from '../contract';
import { isFileUrl, type DatabaseConfig } from '../contract';

const REMOTE_ONLY =
  'DATABASE_URL must be a libsql://, https:// or wss:// URL of Turso or sqld on the edge build: a Worker has no disk for a file: database (file:data/itinerary.db when unset)';

const isLocal = (url: string) => isFileUrl(url) || url === ':memory:';

export const queuesWrites = false;

export function databaseSettingProblems(settings: DatabaseSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if (isLocal(settings.DATABASE_URL)) problems.push({ variable: 'DATABASE_URL', message: REMOTE_ONLY });
  if (settings.DATABASE_SYNC_URL) {
    problems.push({
      variable: 'DATABASE_SYNC_URL',
      message: 'DATABASE_SYNC_URL (an embedded replica) is not available on the edge build: point DATABASE_URL at the primary instead',
    });
  }
  if (settings.DATABASE_QUERY_LOG) {
    problems.push({ variable: 'DATABASE_QUERY_LOG', message: 'DATABASE_QUERY_LOG writes a local file, which the edge build cannot: leave it unset' });
  }
  return problems;
}

export function createDatabaseClient(config: DatabaseConfig): Client {
  if (isLocal(config.url)) throw new Error(REMOTE_ONLY);
  if (config.syncUrl || config.queryLog) throw new Error('An embedded replica and the query log need a disk, which the edge build does not have.');
  // The Workers runtime itself limits a request's open connections and queues the rest, per request.
  return createClient({ url: config.url, authToken: config.authToken, concurrency: Number.POSITIVE_INFINITY });
}
