/**
 * One way in for every forwarded email: the SMTP listener and POST /api/inbound/email
 * both hand the raw message and its envelope to `receiveEmail`, which decides whose it is
 * (sender.ts), reads it, extracts events and stores them. A message that belongs to nobody is
 * dropped and logged without its body, never attached to an account.
 */
import { dnsResolver } from '@platform/sender-auth';
import type { DatabaseHandle } from '../../../db/index';
import { INBOUND_MAIL_PER_SENDER_PER_HOUR, INBOUND_MAIL_PER_USER_PER_HOUR } from '../../lib/limits';
import { takeAllowance } from '../limits/allowance';
import { config } from '../core/config';
import { database } from '../database/database';
import { createAiExtractor } from './ai-extractor';
import { extractEvents } from './extract';
import { readEmail } from './read-email';
import { decideRecipients, type Envelope, type SenderCheckOptions } from './sender';
import { storeExtractedEvents } from './store';
import type { AiExtractor, EmailContent, ExtractedEvent } from './types';

export type { Envelope } from './sender';

export type ReceiveDeps = {
  db: DatabaseHandle;
  readEmail: (raw: Buffer) => Promise<EmailContent>;
  extractEvents: (content: EmailContent, options: { ai?: AiExtractor }) => Promise<ExtractedEvent[]>;
  ai?: AiExtractor | undefined;
  maxBytes: number;
} & SenderCheckOptions;

export type ReceiveOutcome =
  | { status: 'stored'; users: number; events: number; inserted: number; updated: number }
  | { status: 'dropped'; reason: string }
  | { status: 'too-large' };

/** A structured log line: who and why, never the message body (it is the user's private mail). */
function logDropped(reason: string, raw: Buffer, envelope: Envelope) {
  console.warn(
    JSON.stringify({
      event: 'inbound_email_dropped',
      reason,
      rcptTo: envelope.rcptTo.slice(0, 10),
      mailFrom: envelope.mailFrom,
      remoteAddress: envelope.remoteAddress,
      bytes: raw.length,
    }),
  );
}

const SENDER_BUSY = 'Too many emails from this sender were forwarded in the last hour.';
const USER_BUSY = 'Too many emails were forwarded to this address in the last hour.';

/**
 * Reading a message costs work, so each sender and each forwarding user has an hourly allowance
 * (docs/security.md, "Reading forwarded invites"). Past it this throws 429, which the webhook
 * answers as it is and the SMTP listener turns into a temporary refusal, so the message is
 * delivered again later rather than lost.
 */
async function takeInboundAllowances(db: DatabaseHandle, sender: string | null, userIds: string[]) {
  await takeAllowance(db, `inbound-mail:sender:${sender ?? '(none)'}`, INBOUND_MAIL_PER_SENDER_PER_HOUR, SENDER_BUSY);
  for (const userId of userIds) await takeAllowance(db, `inbound-mail:user:${userId}`, INBOUND_MAIL_PER_USER_PER_HOUR, USER_BUSY);
}

function subjectOnlyEvent(content: EmailContent): ExtractedEvent {
  return {
    title: content.subject.trim() || 'Forwarded email',
    description: null,
    start: null,
    timeZone: null,
    location: null,
    latitude: null,
    longitude: null,
    eventType: null,
    reservationKey: null,
    privateNotes: null,
    needsReview: true,
    cancelled: false,
    journey: null,
  };
}

export async function receiveEmail(raw: Buffer, envelope: Envelope, deps: ReceiveDeps): Promise<ReceiveOutcome> {
  if (raw.length > deps.maxBytes) {
    logDropped('too large', raw, envelope);
    return { status: 'too-large' };
  }
  const decision = await decideRecipients(deps.db, raw, envelope, { resolver: deps.resolver });
  if (!decision.accepted) {
    logDropped(decision.reason, raw, envelope);
    return { status: 'dropped', reason: decision.reason };
  }
  await takeInboundAllowances(deps.db, decision.sender, decision.userIds);
  let content: EmailContent;
  try {
    content = await deps.readEmail(raw);
  } catch (error) {
    logDropped(`unreadable message (${error instanceof Error ? error.name : 'error'})`, raw, envelope);
    return { status: 'dropped', reason: 'unreadable message' };
  }
  let events: ExtractedEvent[];
  try {
    events = await deps.extractEvents(content, deps.ai ? { ai: deps.ai } : {});
  } catch (error) {
    // Nothing the user forwarded disappears: they get the subject to review.
    console.warn(JSON.stringify({ event: 'inbound_extraction_failed', error: error instanceof Error ? error.message.slice(0, 200) : 'error' }));
    events = [subjectOnlyEvent(content)];
  }
  let inserted = 0;
  let updated = 0;
  for (const userId of decision.userIds) {
    const result = await storeExtractedEvents(deps.db, userId, events, content.messageId);
    inserted += result.inserted;
    updated += result.updated;
  }
  return { status: 'stored', users: decision.userIds.length, events: events.length, inserted, updated };
}

let cachedDeps: Omit<ReceiveDeps, 'db'> | undefined;

/** The app's own pipeline: D's reader and extractor, the AI extractor when configured (config). */
export async function appReceiveDeps(): Promise<ReceiveDeps> {
  if (!cachedDeps) {
    const cfg = config();
    const servers = cfg.INBOUND_DNS_SERVERS?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
    cachedDeps = {
      readEmail,
      extractEvents,
      ai: cfg.AI_API_KEY && cfg.AI_MODEL ? createAiExtractor({ apiKey: cfg.AI_API_KEY, model: cfg.AI_MODEL, baseURL: cfg.AI_BASE_URL }) : undefined,
      maxBytes: cfg.INBOUND_MAX_BYTES,
      resolver: dnsResolver(servers),
    };
  }
  return { ...cachedDeps, db: await database() };
}
