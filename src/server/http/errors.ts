/**
 * One error type for every rule a service enforces: an HTTP status, a human
 * message, and where the browser acts on it, a machine code such as TRIAL_LIMIT_REACHED.
 */
import { MESSAGES } from '../../lib/messages';

export type ErrorCode =
  | 'TRIAL_FAQ_BLOCKED'
  | 'TRIAL_CUSTOMIZATION_BLOCKED'
  | 'TRIAL_IMAGE_BLOCKED'
  | 'TRIAL_LIMIT_REACHED'
  | 'TITLE_CHANGE_LIMIT_REACHED'
  | 'INVALID_ACCESS_CODE'
  | 'TOO_MANY_ATTEMPTS'
  // The itinerary's daily budget of wrong codes is spent: codes are not checked until it ends.
  | 'CODES_PAUSED'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'VALIDATION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'EMAIL_NOT_SENT'
  // The address asked for no more email (docs/mail.md).
  | 'RECIPIENT_UNSUBSCRIBED'
  // Payments.
  | 'ALREADY_PAID'
  | 'PAYMENT_NOT_COMPLETED'
  | 'PAYMENT_MISMATCH'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'INVALID_COUPON'
  // An upgrade that would complete now has no address for the access codes.
  | 'EMAIL_REQUIRED'
  // Guests' travel and RSVPs: a count limit, a name another browser wrote under, answers closed,
  // a forwarded confirmation already on the board.
  | 'LIMIT_REACHED'
  | 'NAME_TAKEN'
  | 'RSVP_CLOSED'
  | 'DUPLICATE'
  // Identity: the shared code is off ("Only personal links"); a name another browser is.
  | 'PERSONAL_LINKS_ONLY'
  | 'NAME_IN_USE';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    /** Extra fields for the JSON body (e.g. attemptsRemaining). */
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message, 'NOT_FOUND');
/** Every route that names an itinerary answers this when there is none with that id. */
export const unknownItinerary = () => notFound(MESSAGES.unknownItinerary);
export const badRequest = (message: string) => new HttpError(400, message, 'VALIDATION_FAILED');

/**
 * The one way to answer 429: `Retry-After` in whole seconds (at least one) as a header and as
 * `retryAfterSeconds` in the body. `message` is given those seconds, to say how long to wait.
 */
export function tooManyRequests(
  message: (seconds: number) => string,
  code: ErrorCode,
  retryAfterMs: number,
  details: Record<string, unknown> = {},
): HttpError {
  const wait = retryAfter(retryAfterMs);
  return new HttpError(429, message(wait.seconds), code, { ...details, ...wait.details }, wait.headers);
}

/**
 * A wait in whole seconds (at least one), as every answer that has one says it: `Retry-After`
 * and `retryAfterSeconds` in the body.
 */
export function retryAfter(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return { seconds, details: { retryAfterSeconds: seconds }, headers: { 'Retry-After': String(seconds) } };
}
