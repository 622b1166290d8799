/**
 * Public ids and secret codes: drawn with crypto.getRandomValues from
 * alphabets without look-alike characters, compared in constant time.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual as bytesEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import {
  ACCESS_CODE_LENGTH,
  ADMIN_CODE_LENGTH,
  CODE_ALPHABET,
  PROJECT_ID_ALPHABET,
  PROJECT_ID_LENGTH,
} from '../lib/limits';

/** Uniform draw: bytes at or above the largest multiple of the alphabet size are rejected. */
export function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export const generateProjectId = () => randomString(PROJECT_ID_ALPHABET, PROJECT_ID_LENGTH);
export const generateAccessCode = () => randomString(CODE_ALPHABET, ACCESS_CODE_LENGTH);
export const generateAdminCode = () => randomString(CODE_ALPHABET, ADMIN_CODE_LENGTH);

/**
 * Constant-time comparison of two codes. Both sides are hashed first, so the comparison always
 * runs over 32 bytes and reveals neither where the first difference is nor the code's length.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  return bytesEqual(sha256(encoder.encode(given)), sha256(encoder.encode(expected)));
}

/** A secret of `bytes` random bytes, in unpadded lower-case base32 (tokens, feed secrets, ids). */
export function randomToken(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}
