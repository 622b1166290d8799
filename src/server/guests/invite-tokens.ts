/**
 * Personal invite links (`/i/{token}`, docs/product.md#guests-and-private-events): each listed guest's
 * link carries a token of INVITE_TOKEN_BYTES random bytes (at least 128 bits, from the platform's
 * CSPRNG) as unpadded base64url, and the database keeps only its SHA-256, so a copy of the database
 * opens no itinerary. A token is looked up by its hash; anything that is not a token's shape is
 * refused before the database is asked.
 */
import { INVITE_TOKEN_BYTES } from '../../lib/limits';
import { randomToken, sha256 } from '../core/crypto';

/** A token's shape: exactly the characters INVITE_TOKEN_BYTES bytes make in unpadded base64url. */
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((INVITE_TOKEN_BYTES * 8) / 6)}}$`);

/** A new personal link's token, and the hash stored for it. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomToken(INVITE_TOKEN_BYTES, 'base64url');
  return { token, hash: inviteTokenHash(token) };
}

/** What is stored for a token (`guests.invite_token_hash`). */
export const inviteTokenHash = (token: string): string => sha256(token);

/** Whether `text` has a token's shape (a link cut short or typed by hand does not). */
export const isInviteTokenShape = (text: string): boolean => TOKEN_SHAPE.test(text);
