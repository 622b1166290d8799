/**
 * The outbox: its retry and settlement rules, and its queries on a real database file: enqueueing
 * twice is once, a claim is exclusive (many claimants at once never share a row), a lease that ran
 * out is claimed again, a holder that lost its lease changes nothing, and a recipient that is gone
 * takes its pending messages with it.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { outboxMessages } from '../../db/schema';
import { claimDue, dropPendingFor, enqueue, settle, type NewOutboxMessage } from '../../src/server/outbox/outbox';
import { outcomeOfMailError } from '../../src/server/outbox/outbox-mail';
import { runOutbox } from '../../src/server/outbox/outbox-runner';
import { OUTBOX_LEASE_MS } from '../../src/lib/limits';
import {
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_MAX_MS,
  outcomeOfStatus,
  retryDelayMs,
  settlement,
  type SendOutcome,
} from '../../src/server/outbox/outbox-rules';
import { MailApiError } from '../../src/server/mail/mail-api';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

describe('outbox rules', () => {
  it('waits 30 s, then doubles, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(OUTBOX_RETRY_MAX_MS);
  });

  it('retries a passing failure until the last attempt, then gives up', () => {
    const retry: SendOutcome = { result: 'retry', error: 'HTTP 503' };
    expect(settlement(retry, 1, 1000)).toEqual({ state: 'pending', dueAt: 31_000, error: 'HTTP 503' });
    expect(settlement(retry, OUTBOX_MAX_ATTEMPTS, 1000)).toEqual({ state: 'failed', error: 'HTTP 503' });
    expect(settlement({ result: 'gone', error: 'HTTP 410' }, 1, 0)).toMatchObject({ state: 'dropped', recipientGone: true });
    expect(settlement({ result: 'skip', reason: 'past' }, 1, 0)).toMatchObject({ state: 'dropped', recipientGone: false });
  });

  it('reads a service\'s answer: 2xx sent, 404 and 410 gone, 5xx, 408 and 429 again, any other 4xx never', () => {
    expect(outcomeOfStatus(201, '').result).toBe('sent');
    expect(outcomeOfStatus(404, '').result).toBe('gone');
    expect(outcomeOfStatus(410, '').result).toBe('gone');
    for (const status of [500, 502, 503, 408, 429]) expect(outcomeOfStatus(status, '').result).toBe('retry');
    for (const status of [400, 401, 403, 413, 422]) expect(outcomeOfStatus(status, '').result).toBe('skip');
  });

  it('reads a mail failure: no answer and 5xx from the API again, SMTP 4xx again, SMTP 5xx never', () => {
    expect(outcomeOfMailError(new MailApiError(null, 'unreachable')).result).toBe('retry');
    expect(outcomeOfMailError(new MailApiError(503, 'busy')).result).toBe('retry');
    expect(outcomeOfMailError(new MailApiError(422, 'invalid')).result).toBe('skip');
    expect(outcomeOfMailError(Object.assign(new Error('try later'), { responseCode: 451 })).result).toBe('retry');
    expect(outcomeOfMailError(Object.assign(new Error('no such user'), { responseCode: 550 })).result).toBe('skip');
    expect(outcomeOfMailError(new Error('ETIMEDOUT')).result).toBe('retry');
  });
});

describe('outbox queries', () => {
  let handle: DatabaseHandle;
  let projectRowId: number;
  const message = (n: number, extra: Partial<NewOutboxMessage> = {}): NewOutboxMessage => ({
    projectRowId,
    kind: 'test',
    recipient: `push:${n % 3}`,
    dedupeKey: `test:${n}`,
    payload: { n },
    dueAt: 1_000,
    ...extra,
  });
  const rows = () => handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);

  beforeEach(async () => {
    handle = await tempDatabase();
    projectRowId = (await insertProject(handle)).id;
  });
  afterEach(() => handle.client.close());

  it('takes the same message once, however often it is enqueued', async () => {
    await enqueue(handle, [message(1), message(2)]);
    await enqueue(handle, [message(1, { payload: { changed: true } }), message(3)]);
    const all = await rows();
    expect(all.map((r) => r.dedupeKey)).toEqual(['test:1', 'test:2', 'test:3']);
    expect(JSON.parse(all[0]!.payload)).toEqual({ n: 1 });
  });

  it('claims only what is due, and each row for one claimant, however many claim at once', async () => {
    await enqueue(handle, [...Array.from({ length: 60 }, (_, i) => message(i)), message(99, { dueAt: 10 * OUTBOX_LEASE_MS })]);
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimDue(handle, `owner-${i}`, 2_000, 10, OUTBOX_LEASE_MS)));
    const ids = claims.flat().map((r) => r.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(claims.flat().every((r) => r.attempts === 1 && r.leaseUntil?.getTime() === 2_000 + OUTBOX_LEASE_MS)).toBe(true);
    // Nothing is left to claim until a lease runs out; the message due later is not due yet.
    expect(await claimDue(handle, 'late', 3_000, 100, OUTBOX_LEASE_MS)).toEqual([]);
    const again = await claimDue(handle, 'after-the-lease', 2_000 + OUTBOX_LEASE_MS, 100, OUTBOX_LEASE_MS);
    expect(again).toHaveLength(60);
    expect(again.every((r) => r.attempts === 2)).toBe(true);
  });

  it('lets only the holder of the lease settle a message', async () => {
    await enqueue(handle, [message(1)]);
    const [first] = await claimDue(handle, 'slow', 2_000, 1, OUTBOX_LEASE_MS);
    const [second] = await claimDue(handle, 'quick', 2_000 + OUTBOX_LEASE_MS, 1, OUTBOX_LEASE_MS);
    expect(second?.id).toBe(first?.id);
    // The slow process comes back after its lease ran out: its outcome no longer counts.
    expect(await settle(handle, first!, 'slow', { result: 'retry', error: 'timeout' }, 2_000 + OUTBOX_LEASE_MS)).toBeNull();
    expect(await settle(handle, second!, 'quick', { result: 'sent' }, 2_000 + OUTBOX_LEASE_MS)).toEqual({ state: 'sent' });
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', leaseOwner: null, attempts: 2 });
  });

  it('sets a failed send back for later, and drops a gone recipient\'s other pending messages', async () => {
    await enqueue(handle, [message(0), ...[3, 6, 1].map((n) => message(n, { dueAt: 500_000 }))]);
    const claimed = await claimDue(handle, 'p', 2_000, 1, OUTBOX_LEASE_MS);
    await settle(handle, claimed[0]!, 'p', { result: 'retry', error: 'HTTP 503' }, 2_000);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'pending', leaseOwner: null, lastError: 'HTTP 503' });
    expect(row!.dueAt.getTime()).toBe(2_000 + retryDelayMs(1));
    const [again] = await claimDue(handle, 'p', 2_000 + retryDelayMs(1), 1, OUTBOX_LEASE_MS);
    expect(again?.id).toBe(row!.id);
    await settle(handle, again!, 'p', { result: 'gone', error: 'HTTP 410' }, 40_000);
    const after = await rows();
    // push:0 had messages 0, 3 and 6: all dropped; push:1's stays.
    expect(after.map((r) => [r.recipient, r.state])).toEqual([
      ['push:0', 'dropped'],
      ['push:0', 'dropped'],
      ['push:0', 'dropped'],
      ['push:1', 'pending'],
    ]);
    await dropPendingFor(handle, ['push:1']);
    expect((await rows()).map((r) => r.state)).toEqual(['dropped', 'dropped', 'dropped']);
  });

  it('runs a batch through its kinds and settles each: sent, again later, or dropped', async () => {
    await enqueue(handle, [message(1), message(2, { kind: 'flaky' }), message(3, { kind: 'unknown' })]);
    const sent: number[] = [];
    const report = await runOutbox(handle, {
      now: () => 5_000,
      owner: 'runner',
      leaseMs: OUTBOX_LEASE_MS,
      kinds: {
        test: { send: async (m) => (sent.push(JSON.parse(m.payload).n), { result: 'sent' }) },
        flaky: {
          send: async () => {
            throw new Error('a bug in a sender');
          },
        },
      },
    });
    expect(sent).toEqual([1]);
    expect(report).toMatchObject({ claimed: 3, sent: 1, retried: 1, dropped: 1, lost: 0 });
    const states = Object.fromEntries((await rows()).map((r) => [r.kind, r.state]));
    expect(states).toEqual({ test: 'sent', flaky: 'pending', unknown: 'dropped' });
    const [flaky] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'flaky'));
    expect(flaky?.lastError).toBe('a bug in a sender');
  });
});
