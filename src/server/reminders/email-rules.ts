/**
 * Email reminders' rules, pure (docs/reminders.md#email): the address as stored, how long a
 * confirmation link lasts, the caps, and the unsubscribe link's token, which names the
 * subscription and proves itself with an HMAC, so every reminder email can carry it without the
 * token being stored.
 */
import { constantTimeEqual, encodeBytes, hmacSha256 } from '../core/crypto';

/** A confirmation link works for a week. */
export const EMAIL_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Reminder emails (of every itinerary) one address gets a day; past it the day's rest are dropped. */
export const EMAIL_REMINDERS_PER_ADDRESS_PER_DAY = 20;
/** Reminder emails one itinerary sends a day, to all its addresses together. */
export const EMAIL_REMINDERS_PER_ITINERARY_PER_DAY = 2000;
/** Confirmation emails one itinerary sends a day (besides the client's and the address's own caps). */
export const EMAIL_CONFIRMS_PER_ITINERARY_PER_DAY = 200;
/** Addresses one browser may sign up for one itinerary's reminders. */
export const EMAIL_SUBSCRIPTIONS_PER_BROWSER = 3;

/** The address as stored and compared: trimmed, lower case. */
export const normaliseReminderAddress = (address: string) => address.trim().toLowerCase();

/** An email subscription's endpoint: the address's `mailto:` URI (unique per itinerary). */
export const emailEndpoint = (address: string) => `mailto:${normaliseReminderAddress(address)}`;

/** The address of an email subscription's endpoint. */
export const addressOfEndpoint = (endpoint: string) => endpoint.replace(/^mailto:/, '');

const mac = (key: string, id: number, createdAt: number) => encodeBytes(hmacSha256(key, `email-reminders-unsubscribe:${id}:${createdAt}`), 'base64url');

/** The token of a subscription's one-click unsubscribe link: `{id}.{hmac}`. */
export function unsubscribeToken(key: string, subscription: { id: number; createdAt: Date }): string {
  return `${subscription.id}.${mac(key, subscription.id, subscription.createdAt.getTime())}`;
}

/** The subscription id a token names, before it is checked (null when it is not a token at all). */
export function unsubscribeTokenId(token: string | null): number | null {
  const match = token && token.length <= 80 ? /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token) : null;
  return match ? Number(match[1]) : null;
}

/** Whether `token` is the unsubscribe token of this subscription. */
export function isUnsubscribeToken(key: string, token: string, subscription: { id: number; createdAt: Date }): boolean {
  return constantTimeEqual(token, unsubscribeToken(key, subscription));
}

/** Whether a confirmation sent at `sentAt` still works at `now`. */
export const confirmationWorks = (sentAt: Date | null, now: number) => sentAt !== null && now - sentAt.getTime() < EMAIL_CONFIRM_TTL_MS;
