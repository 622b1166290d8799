/**
 * What each kind of outbox message is and how it leaves (docs/outbox.md). A kind reads its row's
 * payload (checked here, with zod: a row written by an older version may not fit) and answers
 * with an outcome; it never throws for a failed send.
 */
import * as z from 'zod';
import { config } from '../core/config';
import { MailApiError } from '../mail/mail-api';
import { sendMail } from '../mail/mail';
import { pushKind } from '../reminders/push-kind';
import { changeAlertKind } from '../reminders/change-alert-kind';
import { reminderKind } from '../reminders/reminder-kind';
import { rsvpNudgeKind } from '../reminders/rsvp-nudges';
import { outcomeOfStatus, type OutboxKind, type SendOutcome } from './outbox-rules';

export type { OutboxKind };

/** A composed email, sent as it is when due. */
const composedMail = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).optional(),
});

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

export const emailKind: OutboxKind = {
  async send(message) {
    const mail = composedMail.safeParse(JSON.parse(message.payload));
    if (!mail.success) return { result: 'skip', reason: 'The message could not be read' };
    try {
      await sendMail({ ...mail.data, messageId: outboxMessageId(message) });
      return { result: 'sent' };
    } catch (error) {
      return outcomeOfMailError(error);
    }
  },
};

/** Every kind the outbox sends, by the name rows carry. */
export const OUTBOX_KINDS: Record<string, OutboxKind> = {
  email: emailKind,
  push: pushKind,
  reminder: reminderKind,
  'event-change': changeAlertKind,
  'rsvp-nudge': rsvpNudgeKind,
};
