/**
 * What each kind of outbox message is and how it leaves (docs/outbox.md). A kind reads its row's
 * payload (checked here, with zod: a row written by an older version may not fit) and answers
 * with an outcome; it never throws for a failed send.
 */
import * as z from 'zod';
import { invitationKind, invitationSyncKind } from '../invitations/invitation-kind';
import { INVITATION_KIND } from '../invitations/invitations';
import { INVITATION_SYNC_KIND } from '../invitations/invitation-sync';
import { pushKind } from '../reminders/push-kind';
import { changeAlertKind } from '../reminders/change-alert-kind';
import { reminderKind } from '../reminders/reminder-kind';
import { rsvpNudgeKind } from '../reminders/rsvp-nudges';
import type { OutboxKind } from './outbox-rules';
import { sendOutboxMail } from './outbox-mail';

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

export const emailKind: OutboxKind = {
  async send(message) {
    const mail = composedMail.safeParse(JSON.parse(message.payload));
    if (!mail.success) return { result: 'skip', reason: 'The message could not be read' };
    return sendOutboxMail(message, mail.data);
  },
};

/** Every kind the outbox sends, by the name rows carry. */
export const OUTBOX_KINDS: Record<string, OutboxKind> = {
  email: emailKind,
  push: pushKind,
  reminder: reminderKind,
  'event-change': changeAlertKind,
  'rsvp-nudge': rsvpNudgeKind,
  [INVITATION_KIND]: invitationKind,
  [INVITATION_SYNC_KIND]: invitationSyncKind,
};
