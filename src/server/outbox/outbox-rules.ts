/**
 * The outbox's rules, pure (docs/outbox.md): how long a claim lasts, how a failed send is retried,
 * and what each send's outcome does to its row.
 */
import type { DatabaseHandle } from '../../../db/index';
import type { OutboxMessage } from '../../../db/schema';

/** Messages one process claims in one run. */
export const OUTBOX_BATCH = 25;
/** Sends of one run under way at once. */
export const OUTBOX_SENDS_AT_ONCE = 4;
/** Attempts before a message is given up on (kept as 'failed', with its last error). */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The first retry's wait; each next one doubles, up to OUTBOX_RETRY_MAX_MS. */
export const OUTBOX_RETRY_BASE_MS = 30_000;
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
/**
 * How long a settled message (sent, failed or dropped) is kept: its dedupe key keeps the same
 * message from being enqueued again meanwhile. Then the sweep deletes it, addresses and all.
 */
export const OUTBOX_KEEP_SETTLED_MS = 30 * 24 * 60 * 60_000;

/**
 * What a send came to:
 * - `sent`: delivered to the mail or push service;
 * - `retry`: a failure that may pass (a 5xx, a timeout, no connection): tried again later;
 * - `gone`: the recipient no longer exists (a push endpoint answering 404 or 410, an address
 *   that unsubscribed): the message is dropped, and the recipient's other pending ones with it;
 * - `skip`: nothing to send any more (the event was deleted or is past): dropped.
 */
export type SendOutcome =
  | { result: 'sent' }
  | { result: 'retry'; error: string }
  | { result: 'gone'; error: string }
  | { result: 'skip'; reason: string };

/** How one kind of message leaves: reads its row's payload, sends, answers with an outcome (never throws for a failed send). */
export type OutboxKind = {
  send(message: OutboxMessage, handle: DatabaseHandle): Promise<SendOutcome>;
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min, … 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type Settlement =
  | { state: 'sent' }
  | { state: 'pending'; dueAt: number; error: string }
  | { state: 'failed'; error: string }
  | { state: 'dropped'; error: string; recipientGone: boolean };

/** What a row becomes after its `attempts`-th attempt came to `outcome`, at `now`. */
export function settlement(outcome: SendOutcome, attempts: number, now: number): Settlement {
  switch (outcome.result) {
    case 'sent':
      return { state: 'sent' };
    case 'gone':
      return { state: 'dropped', error: outcome.error, recipientGone: true };
    case 'skip':
      return { state: 'dropped', error: outcome.reason, recipientGone: false };
    case 'retry':
      return attempts >= OUTBOX_MAX_ATTEMPTS
        ? { state: 'failed', error: outcome.error }
        : { state: 'pending', dueAt: now + retryDelayMs(attempts), error: outcome.error };
  }
}

/** An HTTP status from a mail or push service as an outcome: 5xx and 429 pass, 404 and 410 mean gone. */
export function outcomeOfStatus(status: number, detail: string): SendOutcome {
  if (status >= 200 && status < 300) return { result: 'sent' };
  if (status === 404 || status === 410) return { result: 'gone', error: `HTTP ${status}: ${detail}` };
  if (status >= 500 || status === 429 || status === 408) return { result: 'retry', error: `HTTP ${status}: ${detail}` };
  // Any other 4xx is a message the service will never take: retrying cannot help.
  return { result: 'skip', reason: `HTTP ${status}: ${detail}` };
}
