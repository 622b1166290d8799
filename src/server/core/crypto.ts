/**
 * Every random secret, hash, MAC and secret comparison of the server, in one place. Built on
 * Web Crypto's random source (`crypto.getRandomValues`) and the pure-JavaScript @oslojs
 * functions, with no `node:crypto`, so it runs unchanged on an edge runtime.
 *
 * Encodings are part of what is stored: a session's secret hash, a sign-in link's token hash and
 * a feed's secret are written by one version and read by the next, so these functions must keep
 * producing the same text for the same input (hex and base32 lower-case, base64url unpadded).
 */
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256, sha256 as sha256Bytes } from '@oslojs/crypto/sha2';
import { constantTimeEqual as sameBytes } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeBase64, encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { md5 } from './md5';

/** How bytes are written as text: lower-case hex, unpadded lower-case base32, base64, unpadded base64url. */
export type Encoding = 'hex' | 'base32' | 'base64' | 'base64url';

export function encodeBytes(bytes: Uint8Array, encoding: Encoding): string {
  switch (encoding) {
    case 'hex':
      return encodeHexLowerCase(bytes);
    case 'base32':
      return encodeBase32LowerCaseNoPadding(bytes);
    case 'base64':
      return encodeBase64(bytes);
    case 'base64url':
      return encodeBase64urlNoPadding(bytes);
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/**
 * A secret of `bytes` random bytes as text: unpadded lower-case base32 by default (session and
 * sign-in tokens, feed secrets, forwarding tokens), base64url for storage keys, hex for file names.
 */
export function randomToken(bytes: number, encoding: Encoding = 'base32'): string {
  return encodeBytes(randomBytes(bytes), encoding);
}

/** A random (version 4) UUID, for ids that need no secrecy beyond being unguessable (user ids). */
export function randomUuid(): string {
  return crypto.randomUUID();
}

/**
 * `length` characters drawn uniformly from `alphabet` (ids and codes): bytes at or above the
 * largest multiple of the alphabet's size are drawn again, so no character is likelier.
 */
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

/** SHA-256 of a string's UTF-8 bytes, lower-case hex unless another encoding is asked for. */
export function sha256(text: string, encoding: Encoding = 'hex'): string {
  return encodeBytes(sha256Bytes(utf8(text)), encoding);
}

/**
 * MD5 of a string's UTF-8 bytes in base64: only for S3's Content-MD5 header, a checksum the
 * protocol requires (./md5.ts; @oslojs has no MD5), never for anything secret.
 */
export function contentMd5(text: string): string {
  return encodeBytes(md5(utf8(text)), 'base64');
}

/** HMAC-SHA256 of a string's UTF-8 bytes under `key` (raw bytes, or a string's UTF-8 bytes). */
export function hmacSha256(key: Uint8Array | string, message: string): Uint8Array {
  return hmac(SHA256, typeof key === 'string' ? utf8(key) : key, utf8(message));
}

/**
 * Constant-time equality of a given secret (a code, a token, a signature) with the expected one.
 * Both sides are hashed first, so the comparison always runs over 32 bytes and reveals neither
 * where the first difference is nor the expected value's length.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  return sameBytes(sha256Bytes(utf8(given)), sha256Bytes(utf8(expected)));
}
