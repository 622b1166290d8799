/**
 * Calls a database server refused, tried again (docs/architecture.md, "Writes"). A server (sqld,
 * Turso) answers a call it did not run in two ways: SQLITE_BUSY (its write lock was taken for too
 * long by other writers) and HTTP 429 (more requests at once than it takes). Both come in bursts
 * from one process: hundreds of requests at the same moment in a Worker, which does not queue its
 * writes, or several Node processes on one database.
 *
 * What is tried again, by db/index.ts on a server's database (never on an embedded file):
 * - a write (the callback of `handle.write()`) as a whole, from its start, but only while
 *   nothing it did so far can have been committed: a refused call committed nothing (a refused
 *   autocommit statement or batch is rolled back whole; a refused COMMIT of a transaction leaves
 *   it open, and closing it rolls it back), whereas a write call that succeeded, failed otherwise
 *   or is still running may have. Such a write fails with the refusal instead, as before;
 * - any other call on its own (a read, outside writes): it ran nothing.
 * Each wait is longer than the last, with jitter so that the requests of one burst spread out,
 * and the tries end after a total time, with the database's own error.
 */
import type { Client, InStatement, Transaction } from '@libsql/client';

export type RetryPolicy = {
  /** The wait before the second try; each wait after it doubles… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** No try starts later than this after the first one. */
  totalMs: number;
};

export const REFUSED_CALL_RETRY: RetryPolicy = { firstDelayMs: 20, maxDelayMs: 1000, totalMs: 15_000 };

/** Time, waiting and chance, replaceable in tests. */
export type RetryClock = { now(): number; sleep(ms: number): Promise<void>; random(): number };

const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
};

/**
 * Whether `error` (or an error it wraps: Drizzle wraps libSQL's, which wraps the HTTP client's)
 * says the database server refused the call without running it.
 */
export function refusedUnrun(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^SQLITE_BUSY(_|$)/.test(code)) return true;
    if (code === 'SERVER_ERROR' && (current.cause as { status?: unknown } | undefined)?.status === 429) return true;
    current = current.cause;
  }
  return false;
}

/** The wait before try number `retry + 2`: exponential, capped, between half of it and all of it. */
export function retryDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const bound = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** retry);
  return bound / 2 + (random() * bound) / 2;
}

/**
 * Runs `run` until it succeeds, fails with an error `retryable` refuses, or the next try would
 * start later than `policy.totalMs` after the first. The last error is thrown as it is.
 */
export async function retry<T>(
  run: () => Promise<T>,
  retryable: (error: unknown) => boolean,
  policy: RetryPolicy = REFUSED_CALL_RETRY,
  clock: RetryClock = realClock,
): Promise<T> {
  const deadline = clock.now() + policy.totalMs;
  for (let retries = 0; ; retries++) {
    try {
      return await run();
    } catch (error) {
      if (!retryable(error)) throw error;
      const delay = retryDelay(retries, policy, clock.random);
      if (clock.now() + delay > deadline) throw error;
      await clock.sleep(delay);
    }
  }
}

/** One try of a write: how many of its calls may have been committed. */
export class WriteAttempt {
  mayHaveCommitted = 0;
}

/** Runs a write (`run`, given each try's attempt) again while the server refused it and nothing of it can have been committed. */
export function retryWrite<T>(
  run: (attempt: WriteAttempt) => Promise<T>,
  policy: RetryPolicy = REFUSED_CALL_RETRY,
  clock: RetryClock = realClock,
): Promise<T> {
  let attempt = new WriteAttempt();
  return retry(
    () => run((attempt = new WriteAttempt())),
    (error) => attempt.mayHaveCommitted === 0 && refusedUnrun(error),
    policy,
    clock,
  );
}

const statementText = (stmt: InStatement | [string, unknown?]) => (typeof stmt === 'string' ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql);
/** A statement that only reads: Drizzle's selects and relational queries all start with `select`. Anything else may write. */
const onlyReads = (stmt: InStatement | [string, unknown?]) => /^\s*select\b/i.test(statementText(stmt));

/**
 * Counts a call of `attempt` that may commit while it runs: it stays counted unless it ends
 * refused, which means it ran nothing.
 */
async function counted<T>(attempt: WriteAttempt, call: () => Promise<T>): Promise<T> {
  attempt.mayHaveCommitted++;
  try {
    return await call();
  } catch (error) {
    if (refusedUnrun(error)) attempt.mayHaveCommitted--;
    throw error;
  }
}

/** A transaction whose COMMIT is counted against `attempt`; its statements commit nothing by themselves. */
function countedTransaction(tx: Transaction, attempt: WriteAttempt): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'commit') return () => counted(attempt, () => method.call(target) as Promise<void>);
      return method.bind(target);
    },
  });
}

/**
 * `client` with the rule above: inside a write (`current()` gives its attempt) every call that may
 * commit is counted against the attempt; outside writes a refused statement or batch is tried
 * again on its own. handle.write() retries the writes themselves (retryWrite).
 */
export function retryingClient(
  client: Client,
  current: () => WriteAttempt | undefined,
  policy: RetryPolicy = REFUSED_CALL_RETRY,
  clock: RetryClock = realClock,
): Client {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      const call = (args: unknown[]) => method.apply(target, args);
      switch (property) {
        case 'execute':
        case 'batch':
          return (...args: unknown[]) => {
            const attempt = current();
            if (!attempt) return retry(() => call(args), refusedUnrun, policy, clock);
            const statements = property === 'execute' ? [args[0] as InStatement] : (args[0] as InStatement[]);
            return statements.every(onlyReads) ? call(args) : counted(attempt, () => call(args));
          };
        case 'transaction':
          return async (...args: unknown[]) => {
            const attempt = current();
            const tx = (await call(args)) as Transaction;
            return attempt ? countedTransaction(tx, attempt) : tx;
          };
        case 'executeMultiple':
        case 'migrate':
          // Several statements, each committed as it runs: whatever happens, some may have been.
          return (...args: unknown[]) => {
            const attempt = current();
            if (attempt) attempt.mayHaveCommitted++;
            return call(args);
          };
        default:
          return method.bind(target);
      }
    },
  });
}
