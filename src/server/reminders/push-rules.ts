/**
 * Web Push rules, pure (docs/reminders.md): which push services the server will post to, and what
 * a subscription from a browser must look like.
 *
 * The server POSTs to an endpoint a browser handed it, so the endpoint must be a push service's:
 * https, on one of PUSH_SERVICE_HOSTS (the browsers' own services by default: the setting's
 * default in ../core/config-schema.ts). Anything else (an
 * address inside our network, a site of the sender's choosing) is refused when the browser
 * subscribes, and again before each send.
 */
import * as z from 'zod';

/** A push endpoint as long as any service's (FCM's are about 200 characters). */
export const PUSH_ENDPOINT_MAX = 1000;
/** Subscriptions one itinerary keeps (every guest's browsers), and one browser keeps on one itinerary. */
export const PUSH_SUBSCRIPTIONS_PER_ITINERARY = 1000;
export const PUSH_SUBSCRIPTIONS_PER_BROWSER = 3;
/** Subscribes one client address may make in an hour (all its browsers). */
export const PUSH_SUBSCRIBES_PER_CLIENT_PER_HOUR = 30;
/**
 * Pushes one device may get in a day, and one itinerary's devices together: a day of reminders,
 * alerts and messages fits well under them; past them the rest of the day's are dropped, so a
 * bug or a flood of edits never buries a phone in notifications.
 */
export const PUSHES_PER_DEVICE_PER_DAY = 30;
export const PUSHES_PER_ITINERARY_PER_DAY = 5000;
/** How long a push service keeps a message for a device that is offline: a reminder later than a day is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** What a push service may take: RFC 8030 services accept at least 4096 bytes of encrypted body. */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;

/** Why `endpoint` is not one the server posts to, or null when it is. */
export function pushEndpointProblem(endpoint: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  // An entry with a port names exactly that host and port (a local stand-in); one without, the host and its subdomains.
  const allowed = allowedHosts.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted.includes(':') ? host === wanted : hostname === wanted || hostname.endsWith(`.${wanted}`);
  });
  if (!allowed) return 'not a known push service';
  return null;
}

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes, `must be ${bytes} bytes`);

/** What PushSubscription.toJSON() gives, as the browser posts it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX),
  keys: z.object({
    // An uncompressed P-256 point, and the 16-byte authentication secret (RFC 8291).
    p256dh: base64url(65),
    auth: base64url(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
