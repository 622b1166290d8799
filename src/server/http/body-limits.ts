/**
 * How large a request body each route may send. Every body is read through one size-limited
 * stream with its route's limit, whether or not it declares a Content-Length: the Node server
 * (../node/guard.ts) counts the bytes as they arrive and answers 413 the moment the limit is
 * passed, and the app's own readers (readBody in ./http.ts) stop at the same limit.
 */
import {
  MAX_API_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  MAX_HEADER_IMAGE_BYTES,
  MAX_STRIPE_WEBHOOK_BYTES,
} from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import { config } from '../core/config';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const TOO_LARGE = 'The request is too large.';

export type BodyLimit = { bytes: number; message: string };

/** The most bytes a request to `pathname` may carry, and what the 413 says past it. */
export function bodyLimitFor(pathname: string, contentType: string | null | undefined): BodyLimit {
  const path = pathname.replace(/\/+$/, '');
  // Raw forwarded messages, posted by an inbound-mail provider.
  if (path === '/api/inbound/email') return { bytes: config().INBOUND_MAX_BYTES, message: 'The message is too large.' };
  if (path === '/api/stripe/webhook') return { bytes: MAX_STRIPE_WEBHOOK_BYTES, message: TOO_LARGE };
  // Header images and profile pictures PUT to a signed local upload URL.
  if (path.startsWith('/uploads/')) return { bytes: MAX_HEADER_IMAGE_BYTES, message: MESSAGES.imageTooLarge };
  // Every form of the product (sign in, sign out, unsubscribe, access) posts a few short fields.
  if (contentType && FORM_TYPES.test(contentType)) return { bytes: MAX_FORM_BODY_BYTES, message: TOO_LARGE };
  if (path.startsWith('/api/')) return { bytes: MAX_API_BODY_BYTES, message: TOO_LARGE };
  return { bytes: MAX_FORM_BODY_BYTES, message: TOO_LARGE };
}

/** Thrown into the body stream once it passes its limit; readers turn it into a 413. */
export class BodyTooLargeError extends Error {
  readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** True for the error a limited body stream fails with (also when it arrives wrapped by the runtime). */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BodyTooLargeError || (e as { code?: unknown }).code === 'PAYLOAD_TOO_LARGE') return true;
  }
  return false;
}
