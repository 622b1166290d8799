/**
 * One run of the outbox (docs/outbox.md): claim what is due, send it a few at a time, settle each
 * row. Runs on a schedule in every Node process and on the edge's cron trigger; any number may run
 * at once, since a claim is exclusive and a settlement needs the claim.
 */
import type { DatabaseHandle } from '../../../db/index';
import type { OutboxMessage } from '../../../db/schema';
import { config } from '../core/config';
import { randomToken } from '../core/crypto';
import { claimDue, settle } from './outbox';
import { OUTBOX_KINDS, type OutboxKind } from './outbox-kinds';
import { OUTBOX_BATCH, OUTBOX_SENDS_AT_ONCE, type SendOutcome } from './outbox-rules';

/** This process's (or Worker isolate's) name on the leases it takes; drawn on first use (a Worker draws nothing at start-up). */
let processOwner: string | undefined;

export type OutboxRunReport = { claimed: number; sent: number; retried: number; dropped: number; failed: number; lost: number };

async function sendOne(handle: DatabaseHandle, kinds: Record<string, OutboxKind>, message: OutboxMessage): Promise<SendOutcome> {
  const kind = kinds[message.kind];
  if (!kind) return { result: 'skip', reason: `No sender for "${message.kind}"` };
  try {
    return await kind.send(message, handle);
  } catch (error) {
    // A kind reports failed sends as outcomes; anything thrown is a fault of ours: tried again later.
    return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Claims and sends batches until nothing more is due (or `maxBatches` ran), OUTBOX_SENDS_AT_ONCE
 * sends under way at a time.
 */
export async function runOutbox(
  handle: DatabaseHandle,
  options: { now?: () => number; owner?: string; kinds?: Record<string, OutboxKind>; maxBatches?: number; leaseMs?: number } = {},
): Promise<OutboxRunReport> {
  const now = options.now ?? Date.now;
  const owner = options.owner ?? (processOwner ??= randomToken(9, 'hex'));
  const kinds = options.kinds ?? OUTBOX_KINDS;
  const leaseMs = options.leaseMs ?? config().OUTBOX_LEASE_SECONDS * 1000;
  const report: OutboxRunReport = { claimed: 0, sent: 0, retried: 0, dropped: 0, failed: 0, lost: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch++) {
    const claimed = await claimDue(handle, owner, now(), OUTBOX_BATCH, leaseMs);
    if (claimed.length === 0) break;
    report.claimed += claimed.length;
    const queue = [...claimed];
    const worker = async () => {
      for (let message = queue.shift(); message; message = queue.shift()) {
        const outcome = await sendOne(handle, kinds, message);
        const settled = await settle(handle, message, owner, outcome, now());
        if (!settled) report.lost += 1;
        else if (settled.state === 'sent') report.sent += 1;
        else if (settled.state === 'pending') report.retried += 1;
        else if (settled.state === 'failed') report.failed += 1;
        else report.dropped += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(OUTBOX_SENDS_AT_ONCE, claimed.length) }, worker));
    if (claimed.length < OUTBOX_BATCH) break;
  }
  return report;
}
