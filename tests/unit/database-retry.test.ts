/**
 * Calls a database server refused (SQLITE_BUSY, HTTP 429), tried again (db/retry.ts): which
 * errors count, the waits, the time cap, and through handle.write() on a server's database: a
 * refused write runs again and lands once, a write that may have committed something is not
 * tried again, and an embedded file keeps failing at once as before.
 */
import * as databaseClient from '@platform/database-client';
import { createClient, type Client, type InStatement, type Transaction } from '@libsql/client';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase, type DatabaseHandle } from '../../db/index';
import { MIGRATION_DATA_STEPS } from '../../src/server/database/migration-data-steps';
import { refusedUnrun, retry, retryDelay, retryingClient, retryWrite, WriteAttempt, type RetryClock, type RetryPolicy } from '../../db/retry';
import { projects } from '../../db/schema';
import { HttpError } from '../../src/server/http/errors';
import { insertProject } from '../support/factories';
import { TMP_DIR } from '../support/paths';

/** What libSQL throws when sqld or Turso answers SQLITE_BUSY. */
const busyError = () => Object.assign(new Error('SQLITE_BUSY: SQLite error: database is locked'), { name: 'LibsqlError', code: 'SQLITE_BUSY' });
/** What libSQL throws when the server answers HTTP 429. */
const tooManyRequestsError = () =>
  Object.assign(new Error('SERVER_ERROR: Server returned HTTP status 429'), {
    name: 'LibsqlError',
    code: 'SERVER_ERROR',
    cause: Object.assign(new Error('Server returned HTTP status 429'), { status: 429 }),
  });
/** Drizzle's wrapper around the client's error. */
const failedQuery = (cause: Error) => new Error('Failed query: insert into "projects" …', { cause });

/** A clock whose sleeps only advance its time, recording each wait. */
function fakeClock(random = () => 0.5) {
  let time = 0;
  const waits: number[] = [];
  const clock: RetryClock = {
    now: () => time,
    sleep: async (ms) => {
      waits.push(ms);
      time += ms;
    },
    random,
  };
  return { clock, waits };
}

const policy: RetryPolicy = { firstDelayMs: 10, maxDelayMs: 80, totalMs: 500 };

describe('refusedUnrun', () => {
  it('recognises SQLITE_BUSY (any variant) and HTTP 429 from the server, also inside Drizzle’s error', () => {
    expect(refusedUnrun(busyError())).toBe(true);
    expect(refusedUnrun(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true);
    expect(refusedUnrun(tooManyRequestsError())).toBe(true);
    expect(refusedUnrun(failedQuery(busyError()))).toBe(true);
    expect(refusedUnrun(failedQuery(tooManyRequestsError()))).toBe(true);
  });

  it('leaves every other error alone, the app’s own 429 included', () => {
    expect(refusedUnrun(Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT' }))).toBe(false);
    expect(refusedUnrun(Object.assign(new Error('locked table'), { code: 'SQLITE_BUSYNESS' }))).toBe(false);
    const serverError = Object.assign(new Error('500'), { code: 'SERVER_ERROR', cause: Object.assign(new Error('500'), { status: 500 }) });
    expect(refusedUnrun(serverError)).toBe(false);
    expect(refusedUnrun(new HttpError(429, 'Too many attempts.', 'TOO_MANY_ATTEMPTS'))).toBe(false);
    expect(refusedUnrun(new Error('fetch failed'))).toBe(false);
    expect(refusedUnrun('SQLITE_BUSY')).toBe(false);
    expect(refusedUnrun(undefined)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles up to the largest wait, each between half of its bound and all of it', () => {
    const bounds = [0, 1, 2, 3, 4, 5].map((n) => retryDelay(n, policy, () => 1));
    expect(bounds).toEqual([10, 20, 40, 80, 80, 80]);
    expect([0, 1, 2, 3].map((n) => retryDelay(n, policy, () => 0))).toEqual([5, 10, 20, 40]);
  });
});

describe('retry', () => {
  it('tries a refused call again, waiting longer each time, until it succeeds', async () => {
    const { clock, waits } = fakeClock();
    let calls = 0;
    const result = await retry(
      async () => {
        calls++;
        if (calls <= 3) throw busyError();
        return 'done';
      },
      refusedUnrun,
      policy,
      clock,
    );
    expect(result).toBe('done');
    expect(calls).toBe(4);
    expect(waits).toEqual([7.5, 15, 30]);
  });

  it('does not try again after an error that is not a refusal', async () => {
    const { clock, waits } = fakeClock();
    const failure = Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT' });
    let calls = 0;
    const run = () => {
      calls++;
      return Promise.reject(failure);
    };
    await expect(retry(run, refusedUnrun, policy, clock)).rejects.toBe(failure);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('gives up when the next try would start after the total time, with the database’s own error', async () => {
    const { clock, waits } = fakeClock(() => 1);
    const refusals: Error[] = [];
    const run = () => {
      const error = busyError();
      refusals.push(error);
      return Promise.reject(error);
    };
    const failure = await retry(run, refusedUnrun, policy, clock).catch((error: unknown) => error);
    expect(failure).toBe(refusals.at(-1));
    // 10 + 20 + 40 + 80 × 5 = 470 ms waited; one more wait of 80 would start a try after 500.
    expect(waits).toEqual([10, 20, 40, 80, 80, 80, 80, 80]);
    expect(refusals).toHaveLength(waits.length + 1);
    expect(clock.now()).toBeLessThanOrEqual(policy.totalMs);
  });
});

describe('retryWrite', () => {
  it('runs a refused write again with a fresh attempt while nothing of it may have committed', async () => {
    const { clock } = fakeClock();
    const attempts: WriteAttempt[] = [];
    const result = await retryWrite(
      async (attempt) => {
        attempts.push(attempt);
        if (attempts.length < 3) throw failedQuery(tooManyRequestsError());
        return attempts.length;
      },
      policy,
      clock,
    );
    expect(result).toBe(3);
    expect(new Set(attempts).size).toBe(3);
  });

  it('does not run a write again once one of its calls may have committed', async () => {
    const { clock } = fakeClock();
    let runs = 0;
    const refusal = busyError();
    const outcome = retryWrite(
      async (attempt) => {
        runs++;
        attempt.mayHaveCommitted++;
        throw refusal;
      },
      policy,
      clock,
    );
    await expect(outcome).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });
});

/** A fake client whose calls answer from `answer`, recorded in `calls`. */
function fakeClient(answer: (kind: string, what: unknown) => Promise<unknown>) {
  const calls: string[] = [];
  const record = (kind: string) => (what: unknown) => {
    calls.push(kind);
    return answer(kind, what);
  };
  const tx = { execute: record('tx.execute'), commit: record('tx.commit'), close: () => calls.push('tx.close') };
  const client = {
    execute: record('execute'),
    batch: record('batch'),
    executeMultiple: record('executeMultiple'),
    transaction: async () => tx,
    closed: false,
  };
  return { client: client as unknown as Client, calls };
}

describe('retryingClient', () => {
  const ok = () => Promise.resolve({ rows: [] });

  it('outside a write, tries a refused statement or batch again on its own', async () => {
    const { clock, waits } = fakeClock();
    let refusals = 2;
    const { client, calls } = fakeClient(() => (refusals-- > 0 ? Promise.reject(tooManyRequestsError()) : ok()));
    const wrapped = retryingClient(client, () => undefined, policy, clock);
    await expect(wrapped.execute('SELECT 1')).resolves.toEqual({ rows: [] });
    expect(calls).toEqual(['execute', 'execute', 'execute']);
    expect(waits).toHaveLength(2);
    expect(wrapped.closed).toBe(false);
  });

  it('inside a write, counts every call that may commit and leaves the retrying to the write', async () => {
    const attempt = new WriteAttempt();
    let next: () => Promise<unknown> = ok;
    const { client, calls } = fakeClient(() => next());
    const wrapped = retryingClient(client, () => attempt, policy, fakeClock().clock);

    await wrapped.execute({ sql: 'select * from projects', args: [] });
    await wrapped.batch(['SELECT 1', ['select 2', []]] as InStatement[]);
    expect(attempt.mayHaveCommitted).toBe(0);

    next = () => Promise.reject(busyError());
    await expect(wrapped.execute('UPDATE projects SET name = 1')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await expect(wrapped.batch(['select 1', 'delete from faqs'])).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    // Refused: nothing ran, not tried again here.
    expect(attempt.mayHaveCommitted).toBe(0);
    expect(calls).toEqual(['execute', 'batch', 'execute', 'batch']);

    next = () => Promise.reject(new Error('fetch failed'));
    await expect(wrapped.execute('insert into faqs default values')).rejects.toThrow('fetch failed');
    // Failed otherwise: it may have landed.
    expect(attempt.mayHaveCommitted).toBe(1);

    next = ok;
    await wrapped.batch(['insert into faqs default values']);
    await wrapped.executeMultiple('update faqs set "order" = 1; update faqs set "order" = 2;');
    expect(attempt.mayHaveCommitted).toBe(3);
  });

  it('inside a write, counts a transaction’s COMMIT only, and not one the server refused', async () => {
    const attempt = new WriteAttempt();
    let commit: () => Promise<unknown> = () => Promise.reject(busyError());
    const { client } = fakeClient((kind) => (kind === 'tx.commit' ? commit() : ok()));
    const wrapped = retryingClient(client, () => attempt, policy, fakeClock().clock);
    const refused: Transaction = await wrapped.transaction('write');
    await refused.execute('update projects set version = version + 1');
    await expect(refused.commit()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(attempt.mayHaveCommitted).toBe(0);
    commit = ok;
    const accepted = await wrapped.transaction('write');
    await accepted.execute('update projects set version = version + 1');
    await accepted.commit();
    expect(attempt.mayHaveCommitted).toBe(1);
  });
});

// handle.write() on a server's database: the platform's client replaced by a local file whose
// calls the test refuses as a server would.
const server = vi.hoisted(() => ({ refuse: (_kind: string, _sql: string): boolean => false }));

vi.mock('@platform/database-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@platform/database-client')>();
  const textOf = (stmt: unknown) => (typeof stmt === 'string' ? stmt : ((stmt as { sql?: string } | undefined)?.sql ?? ''));
  const refusing = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object) as unknown;
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const kind = `${prefix}${String(property)}`;
          const text = Array.isArray(args[0]) ? args[0].map(textOf).join('; ') : textOf(args[0]);
          if (server.refuse(kind, text)) return Promise.reject(busyError());
          const result = method.apply(object, args);
          return kind === 'transaction' ? (result as Promise<Transaction>).then((tx) => refusing(tx, 'tx.')) : result;
        };
      },
    });
  return {
    ...original,
    createDatabaseClient: (config: { url: string; localFile: string }) => refusing(createClient({ url: config.localFile }), ''),
  };
});

/** A migrated database opened as if at `url`, stored in a fresh local file. */
async function databaseAt(url: string): Promise<DatabaseHandle> {
  mkdirSync(TMP_DIR, { recursive: true });
  const handle = openDatabase({ url, localFile: `file:${join(TMP_DIR, `${randomUUID()}.db`)}` } as { url: string }, databaseClient);
  await migrate(handle, MIGRATION_DATA_STEPS);
  return handle;
}

const versionOf = async (handle: DatabaseHandle, id: number) =>
  (await handle.db.select({ version: projects.version }).from(projects).where(eq(projects.id, id)))[0]?.version;

describe('handle.write() on a server’s database', () => {
  beforeEach(() => {
    server.refuse = () => false;
  });

  it('runs a write the server refused again, and it lands once', async () => {
    const handle = await databaseAt('http://127.0.0.1:9');
    let refusals = 2;
    server.refuse = (kind, text) => kind === 'execute' && /^insert into "projects"/.test(text) && refusals-- > 0;
    let runs = 0;
    const [row] = await handle.write((db) => {
      runs++;
      return db.insert(projects).values({ projectId: 'busytrip', name: 'Busy', accessCode: 'ABCDEF', adminCode: 'ABCDEFGH' }).returning();
    });
    expect(runs).toBe(3);
    expect(row?.projectId).toBe('busytrip');
    expect(await handle.db.$count(projects, eq(projects.projectId, 'busytrip'))).toBe(1);
  });

  it('runs a transaction refused at its COMMIT again, and it lands once', async () => {
    const handle = await databaseAt('http://127.0.0.1:9');
    const project = await insertProject(handle);
    let refusals = 1;
    server.refuse = (kind) => kind === 'tx.commit' && refusals-- > 0;
    let runs = 0;
    await handle.write(async (db) => {
      runs++;
      const tx = await db.$client.transaction('write');
      try {
        await tx.execute({ sql: 'UPDATE projects SET version = version + 1 WHERE id = ?', args: [project.id] });
        await tx.commit();
      } finally {
        tx.close();
      }
    });
    expect(runs).toBe(2);
    expect(await versionOf(handle, project.id)).toBe(project.version + 1);
  });

  it('does not run a write again once a statement of it was committed: it fails with the refusal', async () => {
    const handle = await databaseAt('http://127.0.0.1:9');
    const project = await insertProject(handle);
    server.refuse = (kind, text) => kind === 'execute' && /^update "projects" set "name"/.test(text);
    let runs = 0;
    const outcome = handle.write(async (db) => {
      runs++;
      await db.update(projects).set({ version: sql`${projects.version} + 1` }).where(eq(projects.id, project.id));
      await db.update(projects).set({ name: 'Renamed' }).where(eq(projects.id, project.id));
    });
    await expect(outcome).rejects.toMatchObject({ cause: { code: 'SQLITE_BUSY' } });
    expect(runs).toBe(1);
    expect(await versionOf(handle, project.id)).toBe(project.version + 1);
  });

  it('tries a refused read again', async () => {
    const handle = await databaseAt('http://127.0.0.1:9');
    const project = await insertProject(handle, { name: 'Read Me' });
    let refusals = 2;
    server.refuse = (kind, text) => kind === 'execute' && /^select/.test(text) && refusals-- > 0;
    const [row] = await handle.db.select({ name: projects.name }).from(projects).where(eq(projects.id, project.id));
    expect(row?.name).toBe('Read Me');
    expect(refusals).toBe(-1);
  });

  it('keeps an embedded file as it was: a refused write fails at once', async () => {
    const handle = await databaseAt(`file:${join(TMP_DIR, `${randomUUID()}.db`)}`);
    server.refuse = (kind, text) => kind === 'execute' && /^insert into "projects"/.test(text);
    let runs = 0;
    const outcome = handle.write((db) => {
      runs++;
      return db.insert(projects).values({ projectId: 'filetrip', name: 'File', accessCode: 'ABCDEF', adminCode: 'ABCDEFGH' });
    });
    await expect(outcome).rejects.toMatchObject({ cause: { code: 'SQLITE_BUSY' } });
    expect(runs).toBe(1);
  });
});
