/**
 * An outbox message that leaves as an email (docs/outbox.md): sent with a Message-ID that is the
 * same on every attempt, and its failure read as an outcome.
 */
import { config } from '../core/config';
import { MailApiError } from '../mail/mail-api';
import { sendMail, type OutgoingMail } from '../mail/mail';
import { outcomeOfStatus, type SendOutcome } from './outbox-rules';

/** The stable Message-ID of an outbox message: the same on every attempt, from any process. */
export function outboxMessageId(message: { id: number }): string {
  return `<outbox-${message.id}@${new URL(config().SITE_URL).hostname}>`;
}

/**
 * A send's failure as an outcome: the mail API's HTTP status, an SMTP reply code (4xx passes, 5xx
 * is final), or no answer at all (no connection, a timeout), which passes.
 */
export function outcomeOfMailError(error: unknown): SendOutcome {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof MailApiError) return error.status === null ? { result: 'retry', error: detail } : outcomeOfStatus(error.status, detail);
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  if (code >= 500 && code < 600) return { result: 'skip', reason: `SMTP ${code}: ${detail}` };
  return { result: 'retry', error: detail };
}

/** Sends `mail` for the outbox message `message`: the outcome, never a throw for a failed send. */
export async function sendOutboxMail(message: { id: number }, mail: Omit<OutgoingMail, 'messageId'>): Promise<SendOutcome> {
  try {
    await sendMail({ ...mail, messageId: outboxMessageId(message) });
    return { result: 'sent' };
  } catch (error) {
    return outcomeOfMailError(error);
  }
}
