/**
 * The one way out for email to an address that someone typed (the access codes email, sign-in
 * links, anything later): docs/mail.md states the rules. Before a message leaves, this module
 *
 * - refuses an address that asked for no more email (table mail_recipients);
 * - counts the message against the client that asked, an hour and a day, across every itinerary
 *   and kind of email (a caller with allowances of its own, invitations, counts it there instead);
 * - counts it against the recipient, a day, across every itinerary and kind: few for an address
 *   nobody has signed in with yet, more for one whose owner has proven it is theirs by signing in;
 * - gives the message its one-click "stop emails to this address" link (RFC 8058 headers and a
 *   visible link in both bodies), whose token is the recipient's row.
 *
 * The counters are the shared database ones of ../limits/allowance.ts, atomic across processes.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { mailRecipients, users } from '../../../db/schema';
import {
  DAY_MS,
  HOUR_MS,
  MAIL_PER_CLIENT_PER_DAY,
  MAIL_PER_CLIENT_PER_HOUR,
  MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED,
  MAIL_PER_RECIPIENT_PER_DAY_VERIFIED,
} from '../../lib/limits';
import { MAIL_GUARD_MESSAGES } from '../../lib/messages';
import { takeAllowance } from '../limits/allowance';
import { randomToken } from '../core/crypto';
import { config } from '../core/config';
import type { ComposedEmail } from './email-layout';
import { HttpError } from '../http/errors';
import { sendMail, type MailResult, type OutgoingMail } from './mail';

export type MailRecipient = typeof mailRecipients.$inferSelect;

type MailRefusalMessages = {
  /** The address asked for no more email (409). */
  unsubscribed: string;
  /** The client's hourly or daily allowance is used up (429; the wait is appended). */
  tooManyFromClient: string;
  /** The recipient's daily allowance is used up (429; the wait is appended). */
  tooManyToAddress: string;
};

export type TypedMail = {
  /** The address as typed; trimmed and lower-cased here. */
  to: string;
  /**
   * The rate-limit client address of the request that asked (clientAddress in ../http/http.ts), or null
   * for a send no client asked for directly (the codes after a payment): only the recipient's
   * allowance applies then.
   */
  client: string | null;
  /** The message, given the link that stops email to this address. */
  compose: (unsubscribeUrl: string) => ComposedEmail & Pick<OutgoingMail, 'calendar'>;
  /**
   * Refusals that depend on the address (it unsubscribed, its daily allowance is used up) are
   * answered with `{ sent: false }` instead of an error, so the caller can answer the same for
   * every address (sign-in does). Refusals of the client always throw.
   */
  quiet?: boolean;
  messages?: Partial<MailRefusalMessages>;
  /**
   * A narrower one-click stop than "no more email to this address" (invitations of one
   * itinerary, say): its URL replaces the recipient's own link in the headers and the bodies.
   */
  unsubscribeUrl?: string;
  /**
   * The caller has counted this message against allowances of its own, which replace the
   * client's and the recipient's here (invitations: ../guests/invite-mail.ts). The address's
   * "no more email" still holds.
   */
  ownAllowances?: boolean;
  /** A stable Message-ID for a message the outbox may send again (see OutgoingMail). */
  messageId?: string;
};

export type TypedMailOutcome =
  | { sent: true; result: MailResult }
  | { sent: false; reason: 'unsubscribed' | 'recipient-limit' };

const TOKEN_BYTES = 32;
const TOKEN_MAX = 128;

const normaliseAddress = (address: string) => address.trim().toLowerCase();

function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The recipient's row, created with a fresh 256-bit unsubscribe token on the first send. */
async function recipientRow(handle: DatabaseHandle, address: string): Promise<MailRecipient> {
  const find = () => handle.db.query.mailRecipients.findFirst({ where: eq(mailRecipients.address, address) });
  const existing = await find();
  if (existing) return existing;
  await handle.write((db) =>
    db
      .insert(mailRecipients)
      .values({ address, unsubscribeToken: randomToken(TOKEN_BYTES) })
      // Two first sends at once: one row wins, both use it.
      .onConflictDoNothing({ target: mailRecipients.address }),
  );
  const created = await find();
  if (!created) throw new Error('The mail recipient was not recorded');
  return created;
}

/** Whether someone has signed in with this address (the first sign-in creates the user). */
async function isProvenAddress(handle: DatabaseHandle, address: string): Promise<boolean> {
  const user = await handle.db.query.users.findFirst({ where: eq(users.email, address), columns: { id: true } });
  return user !== undefined;
}

/**
 * The typed-address allowances of one message: the client's (an hour and a day), then the
 * recipient's (a day). Throws 429 when the client's is used up; answers the refusal when the
 * recipient's is and the mail is `quiet`, else null.
 */
async function takeTypedAllowances(
  handle: DatabaseHandle,
  mail: TypedMail,
  address: string,
  messages: MailRefusalMessages,
): Promise<TypedMailOutcome | null> {
  // The client first: a script naming many addresses is stopped before it uses up theirs.
  if (mail.client !== null) {
    await takeAllowance(handle, `mail:client-hour:${mail.client}`, MAIL_PER_CLIENT_PER_HOUR, messages.tooManyFromClient, HOUR_MS);
    await takeAllowance(handle, `mail:client-day:${mail.client}`, MAIL_PER_CLIENT_PER_DAY, messages.tooManyFromClient, DAY_MS);
  }

  // Separate counters, so an address that is proven during the day starts on the higher
  // allowance instead of staying locked by what was sent to it before.
  const proven = await isProvenAddress(handle, address);
  try {
    await takeAllowance(
      handle,
      `mail:to:${proven ? 'proven' : 'unproven'}:${address}`,
      proven ? MAIL_PER_RECIPIENT_PER_DAY_VERIFIED : MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED,
      messages.tooManyToAddress,
      DAY_MS,
    );
  } catch (error) {
    if (mail.quiet && error instanceof HttpError && error.status === 429) return { sent: false, reason: 'recipient-limit' };
    throw error;
  }
  return null;
}

/** Sends `mail` if every rule allows it; see the module comment. */
export async function sendToTypedAddress(handle: DatabaseHandle, mail: TypedMail): Promise<TypedMailOutcome> {
  const messages = { ...MAIL_GUARD_MESSAGES, ...mail.messages };
  const address = normaliseAddress(mail.to);
  const recipient = await recipientRow(handle, address);

  if (recipient.unsubscribedAt) {
    if (mail.quiet) return { sent: false, reason: 'unsubscribed' };
    throw new HttpError(409, messages.unsubscribed, 'RECIPIENT_UNSUBSCRIBED');
  }

  if (!mail.ownAllowances) {
    const refused = await takeTypedAllowances(handle, mail, address, messages);
    if (refused) return refused;
  }

  const link = mail.unsubscribeUrl ?? unsubscribeUrl(config().SITE_URL, recipient.unsubscribeToken);
  const result = await sendMail({
    to: address,
    ...mail.compose(link),
    // RFC 2369 and RFC 8058: mail providers show their own "unsubscribe" button, which POSTs
    // "List-Unsubscribe=One-Click" to this URL.
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  });
  return { sent: true, result };
}

/** The recipient a link's token belongs to, or null for a malformed or unknown token. */
export async function recipientByToken(handle: DatabaseHandle, token: string | null): Promise<MailRecipient | null> {
  if (!token || token.length > TOKEN_MAX) return null;
  return (await handle.db.query.mailRecipients.findFirst({ where: eq(mailRecipients.unsubscribeToken, token) })) ?? null;
}

/**
 * Stops (or, with `subscribed: true`, allows again) every email to the token's address; null
 * for an unknown token. Stopping twice keeps the first date.
 */
export async function setSubscribed(
  handle: DatabaseHandle,
  token: string | null,
  subscribed: boolean,
  now = Date.now(),
): Promise<MailRecipient | null> {
  const recipient = await recipientByToken(handle, token);
  if (!recipient) return null;
  if (Boolean(recipient.unsubscribedAt) === !subscribed) return recipient;
  const [updated] = await handle.write((db) =>
    db
      .update(mailRecipients)
      .set({ unsubscribedAt: subscribed ? null : new Date(now) })
      .where(eq(mailRecipients.address, recipient.address))
      .returning(),
  );
  return updated ?? null;
}
