/**
 * Email out through an HTTP mail API, with fetch only, so the same module sends on Node and on
 * the edge: Resend's `POST {MAIL_API_URL}/emails` (Bearer MAIL_API_KEY, a JSON message, an
 * `{ id }` answer; errors as `{ statusCode, name, message }`). Every field a message carries
 * goes along: from, to, reply-to, subject, both bodies and the extra headers (the one-click
 * unsubscribe ones above all). docs/edge-mail.md says why Resend.
 */
import * as z from 'zod';
import type { MailMessage, MailResult } from './mail-message';
import { encodeBytes } from '../core/crypto';

export type MailApiSettings = {
  /** The API's base URL, e.g. https://api.resend.com (a local stand-in in tests). */
  url: string;
  apiKey: string;
};

// The organiser waits on the request that sends the email, as with SMTP's socket timeout.
const TIMEOUT_MS = 30_000;

const accepted = z.object({ id: z.string().min(1) });
const refused = z.object({ name: z.string().optional(), message: z.string().optional() });

/** The API refused the message or could not be reached; the caller answers EMAIL_NOT_SENT. */
export class MailApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'MailApiError';
  }
}

/** The JSON body of `POST /emails` for one message. */
function mailApiBody(message: MailMessage) {
  return {
    from: message.from,
    to: [message.to],
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
    // A calendar invitation travels as an attachment whose type names its iTIP method.
    ...(message.calendar
      ? {
          attachments: [
            {
              filename: 'invitation.ics',
              content: encodeBytes(new TextEncoder().encode(message.calendar.content), 'base64'),
              content_type: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
            },
          ],
        }
      : {}),
  };
}

export async function sendThroughMailApi(message: MailMessage, settings: MailApiSettings): Promise<MailResult> {
  const endpoint = `${settings.url.replace(/\/+$/, '')}/emails`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
        // The API sends a message with a key it has seen (within a day) only once.
        ...(message.messageId ? { 'idempotency-key': message.messageId } : {}),
      },
      body: JSON.stringify(mailApiBody(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new MailApiError(null, `The mail API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): reported by status below.
  }
  if (!response.ok) {
    const reason = refused.safeParse(answer);
    const detail = reason.success ? [reason.data.name, reason.data.message].filter(Boolean).join(': ') : '';
    throw new MailApiError(response.status, `The mail API refused the email (HTTP ${response.status}${detail ? `, ${detail.slice(0, 300)}` : ''})`);
  }
  const sent = accepted.safeParse(answer);
  if (!sent.success) throw new MailApiError(response.status, 'The mail API answered without an email id');
  return { messageId: sent.data.id };
}
