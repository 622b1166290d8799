/**
 * Reminders by email (docs/reminders.md#email). A browser with a grant gives an address; it gets
 * one email with a link to confirm, and nothing else until that link's page is confirmed (a POST:
 * mail scanners open every link). Then it hears what a device would (reminders, change alerts,
 * announcements, RSVP nudges), each email carrying a one-click unsubscribe (RFC 8058) that works
 * without cookies. The address is a row of `push_subscriptions` with channel 'email'.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema';
import { DAY_MS, HOUR_MS } from '../../lib/limits';
import { maskEmail } from '../../lib/mask-email';
import { EMAIL_REMINDER_MESSAGES } from '../../lib/messages';
import type { Access } from '../access/access';
import { config } from '../core/config';
import { randomToken, sha256 } from '../core/crypto';
import { HttpError } from '../http/errors';
import { takeAllowance } from '../limits/allowance';
import { emailButton, emailHtml, escapeHtml, unsubscribeHtmlRow, unsubscribeTextLines } from '../mail/email-layout';
import { sendToTypedAddress } from '../mail/mail-guard';
import type { OutgoingMail } from '../mail/mail';
import { outboxMessageId, outcomeOfMailError } from '../outbox/outbox-mail';
import { dropPendingFor, enqueue } from '../outbox/outbox';
import { confirmedAddressSync } from '../invitations/invitation-sync';
import type { SendOutcome } from '../outbox/outbox-rules';
import { keptKey } from './app-keys';
import { spendDailyAllowances } from './send-allowances';
import {
  addressOfEndpoint,
  confirmationWorks,
  EMAIL_CONFIRMS_PER_ITINERARY_PER_DAY,
  EMAIL_REMINDERS_PER_ADDRESS_PER_DAY,
  EMAIL_REMINDERS_PER_ITINERARY_PER_DAY,
  EMAIL_SUBSCRIPTIONS_PER_BROWSER,
  emailEndpoint,
  isUnsubscribeToken,
  normaliseReminderAddress,
  unsubscribeToken,
  unsubscribeTokenId,
} from './email-rules';
import type { PushNotification } from './push';
import { PUSH_SUBSCRIBES_PER_CLIENT_PER_HOUR, PUSH_SUBSCRIPTIONS_PER_ITINERARY } from './push-rules';
import { pushRecipient, subscriberOf } from './push-subscriptions';
import { reminderItinerary, type ReminderItinerary } from './reminder-events';

const CONFIRM_TOKEN_BYTES = 32;
const siteBase = () => config().SITE_URL.replace(/\/+$/, '');

/** The confirmation page of a token. */
export const confirmUrl = (token: string) => `${siteBase()}/reminders/confirm?token=${encodeURIComponent(token)}`;

const unsubscribeKey = (handle: DatabaseHandle) => keptKey(handle, 'email-reminders-unsubscribe', () => randomToken(32, 'base64url'));

/** The one-click unsubscribe link of an email subscription. */
export async function emailUnsubscribeUrl(handle: DatabaseHandle, subscription: { id: number; createdAt: Date }): Promise<string> {
  return `${siteBase()}/unsubscribe/reminders?token=${encodeURIComponent(unsubscribeToken(await unsubscribeKey(handle), subscription))}`;
}

export type EmailSubscribeInput = { address: string; invitations: boolean };

/**
 * Adds this browser's address to the itinerary's reminders, or renews one not yet confirmed, and
 * emails it a link to confirm. An address already confirmed is left as it is and gets nothing:
 * the answer is the same either way, so nobody learns which addresses get reminders. The one
 * exception is an address this browser gave and confirmed itself (its page lists it): ticking or
 * clearing "calendar invitations" then changes just that (`invitations` in the answer).
 */
export async function subscribeByEmail(
  handle: DatabaseHandle,
  access: Access,
  sessionId: string,
  client: string,
  input: EmailSubscribeInput,
  people: string[] | null,
): Promise<{ masked: string; invitations?: boolean }> {
  const address = normaliseReminderAddress(input.address);
  const endpoint = emailEndpoint(address);
  await takeAllowance(handle, `push-subscribe:client:${client}`, PUSH_SUBSCRIBES_PER_CLIENT_PER_HOUR, EMAIL_REMINDER_MESSAGES.tooMany, HOUR_MS);
  const itinerary = await reminderItinerary(handle, access.projectRowId);
  if (!itinerary) throw new HttpError(404, EMAIL_REMINDER_MESSAGES.gone, 'NOT_FOUND');
  const token = randomToken(CONFIRM_TOKEN_BYTES);
  const now = new Date();
  const who = { ...subscriberOf(access, sessionId, people), invitations: input.invitations, confirmTokenHash: sha256(token), confirmSentAt: now };
  const id = await handle.write(async (db) => {
    const [existing] = await db
      .select({ id: pushSubscriptions.id, confirmedAt: pushSubscriptions.confirmedAt, sessionId: pushSubscriptions.sessionId, invitations: pushSubscriptions.invitations })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.projectRowId, access.projectRowId), eq(pushSubscriptions.endpoint, endpoint)));
    if (existing?.confirmedAt && existing.sessionId === sessionId && existing.invitations !== input.invitations) {
      await db.update(pushSubscriptions).set({ invitations: input.invitations }).where(eq(pushSubscriptions.id, existing.id));
      return { changed: existing.id };
    }
    if (existing?.confirmedAt) return 'confirmed' as const;
    if (existing) {
      await db.update(pushSubscriptions).set(who).where(eq(pushSubscriptions.id, existing.id));
      return existing.id;
    }
    // Inserted only while both limits hold (one statement: concurrent sign-ups cannot pass them).
    const rows = await db.all<{ id: number }>(sql`
      INSERT INTO push_subscriptions (project_id, session_id, guest_id, identity, people, endpoint, p256dh, auth, channel, invitations, confirm_token_hash, confirm_sent_at)
      SELECT ${access.projectRowId}, ${who.sessionId}, ${who.guestId}, ${who.identity}, ${who.people}, ${endpoint}, '', '', 'email', ${input.invitations},
        ${who.confirmTokenHash}, ${now.getTime()}
      WHERE (SELECT count(*) FROM push_subscriptions WHERE project_id = ${access.projectRowId}) < ${PUSH_SUBSCRIPTIONS_PER_ITINERARY}
        AND (SELECT count(*) FROM push_subscriptions WHERE project_id = ${access.projectRowId} AND session_id = ${sessionId} AND channel = 'email') < ${EMAIL_SUBSCRIPTIONS_PER_BROWSER}
      RETURNING id`);
    return rows[0]?.id ?? null;
  });
  if (id === null) {
    const here = await handle.db.$count(
      pushSubscriptions,
      and(eq(pushSubscriptions.projectRowId, access.projectRowId), eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.channel, 'email')),
    );
    throw new HttpError(409, here >= EMAIL_SUBSCRIPTIONS_PER_BROWSER ? EMAIL_REMINDER_MESSAGES.tooManyHere : EMAIL_REMINDER_MESSAGES.full, 'LIMIT_REACHED');
  }
  if (typeof id === 'object') {
    // Turned on: the address gets its upcoming events now.
    if (input.invitations) await enqueue(handle, [confirmedAddressSync(access.projectRowId, id.changed, now.getTime())]);
    return { masked: maskEmail(address), invitations: input.invitations };
  }
  if (id !== 'confirmed') {
    await takeAllowance(handle, `email-confirm:itinerary:${access.projectRowId}`, EMAIL_CONFIRMS_PER_ITINERARY_PER_DAY, EMAIL_REMINDER_MESSAGES.tooMany, DAY_MS);
    // The client's and the address's own caps, and an address that asked for no more email.
    await sendToTypedAddress(handle, {
      to: address,
      client,
      compose: (stopUrl) => confirmationEmail(itinerary.name, confirmUrl(token), stopUrl),
      messages: { unsubscribed: EMAIL_REMINDER_MESSAGES.addressStopped },
    });
  }
  return { masked: maskEmail(address) };
}

function confirmationEmail(itineraryName: string, link: string, stopUrl: string) {
  const subject = `Confirm reminders for ${itineraryName}`;
  const why = 'Someone asked for reminders of this itinerary at this address. If it was not you, ignore this email: nothing is sent until the link is used.';
  return {
    subject,
    text: [subject, '', 'Open this link and tap Confirm to get reminders and changes by email:', link, '', 'The link works for 7 days.', '', ...unsubscribeTextLines(stopUrl, why)].join('\n'),
    html: emailHtml(
      subject,
      `    <tr><td><h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(subject)}</h1><p style="margin:0 0 20px;line-height:1.5">Tap the button, then Confirm, to get reminders and changes by email. The link works for 7 days.</p>${emailButton(link, 'Confirm reminders')}</td></tr>\n${unsubscribeHtmlRow(stopUrl, why)}`,
    ),
  };
}

/** An email subscription waiting for the confirmation link `token`, while the link works. */
async function waitingFor(handle: DatabaseHandle, token: string | null, now: number) {
  if (!token || token.length > 128) return null;
  const [row] = await handle.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.confirmTokenHash, sha256(token)), eq(pushSubscriptions.channel, 'email')));
  return row && confirmationWorks(row.confirmSentAt, now) ? row : null;
}

export type ConfirmationView = { itineraryName: string; projectId: string; masked: string; confirmed: boolean };

async function viewOf(handle: DatabaseHandle, row: PushSubscriptionRow, confirmed: boolean): Promise<ConfirmationView | null> {
  const itinerary = await reminderItinerary(handle, row.projectRowId);
  return itinerary ? { itineraryName: itinerary.name, projectId: itinerary.projectId, masked: maskEmail(addressOfEndpoint(row.endpoint)), confirmed } : null;
}

/** What the confirmation page shows for `token` before it is used; null for a link that does not work. */
export async function confirmation(handle: DatabaseHandle, token: string | null, now = Date.now()): Promise<ConfirmationView | null> {
  const row = await waitingFor(handle, token, now);
  return row ? viewOf(handle, row, false) : null;
}

/** Confirms the address of `token` (its link then stops working); null for a link that does not work. */
export async function confirmByToken(handle: DatabaseHandle, token: string | null, now = Date.now()): Promise<ConfirmationView | null> {
  const row = await waitingFor(handle, token, now);
  if (!row) return null;
  const confirmed = await handle.write((db) =>
    db
      .update(pushSubscriptions)
      .set({ confirmedAt: new Date(now), confirmTokenHash: null })
      .where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.confirmTokenHash, row.confirmTokenHash ?? '')))
      .returning({ id: pushSubscriptions.id }),
  );
  // An address that asked for calendar invitations gets its upcoming events now.
  if (confirmed.length > 0 && row.invitations) await enqueue(handle, [confirmedAddressSync(row.projectRowId, row.id, now)]);
  return viewOf(handle, row, true);
}

/** The subscription an unsubscribe link's token belongs to, or null. */
export async function subscriptionOfUnsubscribeToken(handle: DatabaseHandle, token: string | null) {
  const id = unsubscribeTokenId(token);
  if (id === null || !token) return null;
  const [row] = await handle.db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.channel, 'email')));
  return row && isUnsubscribeToken(await unsubscribeKey(handle), token, row) ? row : null;
}

/** Removes the subscription of an unsubscribe link (one click, no cookies); its itinerary's name, or null for an unknown link. */
export async function unsubscribeByToken(handle: DatabaseHandle, token: string | null): Promise<{ itineraryName: string } | null> {
  const row = await subscriptionOfUnsubscribeToken(handle, token);
  if (!row) return null;
  const itinerary = await reminderItinerary(handle, row.projectRowId);
  await removeEmailSubscriptions(handle, [row.id]);
  return { itineraryName: itinerary?.name ?? 'this itinerary' };
}

async function removeEmailSubscriptions(handle: DatabaseHandle, ids: number[]) {
  if (ids.length === 0) return;
  for (const id of ids) await handle.write((db) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)));
  await dropPendingFor(handle, ids.map(pushRecipient));
}

/** This browser's email reminders for the itinerary stop ("Turn off email reminders"). */
export async function turnOffEmail(handle: DatabaseHandle, projectRowId: number, sessionId: string): Promise<void> {
  const rows = await handle.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.projectRowId, projectRowId), eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.channel, 'email')));
  await removeEmailSubscriptions(handle, rows.map((row) => row.id));
}

/** This browser's email subscriptions to the itinerary, as its reminders page shows them (masked). */
export async function browserEmails(handle: DatabaseHandle, projectRowId: number, sessionId: string) {
  const rows = await handle.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.projectRowId, projectRowId), eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.channel, 'email')));
  return rows.map((row) => ({ masked: maskEmail(addressOfEndpoint(row.endpoint)), confirmed: row.confirmedAt !== null, invitations: row.invitations }));
}

/** What an email to a subscription says; the layout, the headers and the unsubscribe are added around it. */
export type SubscriptionMail = {
  subject: string;
  /** Paragraphs under the heading (the subject). */
  lines: string[];
  /** The button's link (absolute) and label. */
  link: string;
  button: string;
  /** Why the address gets it, shown above the unsubscribe link. */
  why: string;
  calendar?: OutgoingMail['calendar'];
};

/**
 * An email to a confirmed address of a subscription (reminders, alerts, calendar invitations):
 * the one-click unsubscribe in the headers and at the bottom, a Message-ID that is the same on
 * every attempt, counted against the address's and the itinerary's day (past them the day's rest
 * are dropped). An address not confirmed, or an itinerary gone, gets nothing.
 */
export async function emailToConfirmedAddress(
  handle: DatabaseHandle,
  subscription: PushSubscriptionRow,
  message: { id: number },
  compose: (itinerary: ReminderItinerary) => SubscriptionMail,
): Promise<SendOutcome> {
  if (subscription.channel !== 'email' || !subscription.confirmedAt) return { result: 'skip', reason: 'The address is not confirmed' };
  const address = addressOfEndpoint(subscription.endpoint);
  const spent = await spendDailyAllowances(handle, { one: 'email', many: 'emails' }, [
    [`email-reminders:address:${sha256(address)}`, EMAIL_REMINDERS_PER_ADDRESS_PER_DAY],
    [`email-reminders:itinerary:${subscription.projectRowId}`, EMAIL_REMINDERS_PER_ITINERARY_PER_DAY],
  ]);
  if (spent) return spent;
  const itinerary = await reminderItinerary(handle, subscription.projectRowId);
  if (!itinerary) return { result: 'skip', reason: 'The itinerary is gone' };
  const stopUrl = await emailUnsubscribeUrl(handle, subscription);
  const mail = compose(itinerary);
  const paragraphs = mail.lines.map((line) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(line)}</p>`).join('');
  try {
    const outcome = await sendToTypedAddress(handle, {
      to: address,
      client: null,
      quiet: true,
      ownAllowances: true,
      unsubscribeUrl: stopUrl,
      messageId: outboxMessageId(message),
      compose: () => ({
        subject: mail.subject,
        text: [mail.subject, ...mail.lines, '', `${mail.button}: ${mail.link}`, '', '--', mail.why, 'Stop these reminders:', stopUrl, ''].join('\n'),
        html: emailHtml(
          mail.subject,
          `    <tr><td><h1 style="margin:0 0 8px;font-size:22px">${escapeHtml(mail.subject)}</h1>${paragraphs}<div style="padding-top:8px">${emailButton(mail.link, mail.button)}</div></td></tr>\n    <tr><td style="padding-top:24px"><div style="padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(mail.why)} <a href="${escapeHtml(stopUrl)}" style="color:#6b7280;text-decoration:underline">Stop these reminders</a></div></td></tr>`,
        ),
        ...(mail.calendar && { calendar: mail.calendar }),
      }),
    });
    // An address that asked for no more email at all is as good as gone.
    return outcome.sent ? { result: 'sent' } : { result: 'gone', error: 'The address asked for no more email' };
  } catch (error) {
    return outcomeOfMailError(error);
  }
}

/** `notification` as an email to a confirmed address: the title as subject, the body, a button to the itinerary. */
export function emailToSubscription(handle: DatabaseHandle, subscription: PushSubscriptionRow, notification: PushNotification, message: { id: number }): Promise<SendOutcome> {
  return emailToConfirmedAddress(handle, subscription, message, (itinerary) => ({
    subject: notification.title,
    lines: [notification.body],
    link: `${siteBase()}${notification.url}`,
    button: 'Open the itinerary',
    why: `You get this because you asked for reminders of ${itinerary.name} at this address.`,
  }));
}
