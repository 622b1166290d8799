/**
 * The one module for random secrets, hashes and comparisons: what it writes must stay exactly
 * what node:crypto wrote before (stored session and sign-in hashes, signed upload URLs, ETags),
 * so node:crypto is the reference here.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, contentMd5, encodeBytes, hmacSha256, randomToken, randomUuid, sha256 } from '../../src/server/core/crypto';
import { md5 } from '../../src/server/core/md5';

const SAMPLES = ['', 'abc', 'a secret with spaces', 'ünïcödé ✈ 東京', 'x'.repeat(1000)];

describe('hashes', () => {
  it('sha256 is the UTF-8 SHA-256 in lower-case hex, base64 and unpadded base64url', () => {
    for (const text of SAMPLES) {
      expect(sha256(text)).toBe(createHash('sha256').update(text).digest('hex'));
      expect(sha256(text, 'base64')).toBe(createHash('sha256').update(text).digest('base64'));
      expect(sha256(text, 'base64url')).toBe(createHash('sha256').update(text).digest('base64url'));
    }
  });

  it('hmacSha256 matches node:crypto with a string key and with raw key bytes', () => {
    const rawKey = Buffer.from('00ff10ab'.repeat(8), 'hex');
    for (const text of SAMPLES) {
      expect(encodeBytes(hmacSha256('key', text), 'base64url')).toBe(createHmac('sha256', 'key').update(text).digest('base64url'));
      expect(encodeBytes(hmacSha256(rawKey, text), 'hex')).toBe(createHmac('sha256', rawKey).update(text).digest('hex'));
    }
  });
});

describe('MD5 (S3 Content-MD5)', () => {
  it('matches node:crypto on the RFC 1321 vectors and around every padding boundary', () => {
    const rfc: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, hex] of rfc) expect(encodeBytes(md5(new TextEncoder().encode(text)), 'hex')).toBe(hex);
    // Every length from 0 to 200 bytes (one and two 64-byte blocks of padding), and a large body.
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31 + 7) & 0xff);
    for (const length of [...Array.from({ length: 201 }, (_, i) => i), 1000, 70_000]) {
      const part = bytes.subarray(0, length);
      expect(encodeBytes(md5(part), 'hex')).toBe(createHash('md5').update(part).digest('hex'));
    }
  });

  it('contentMd5 is the base64 MD5 of the UTF-8 text, as S3 checks it', () => {
    for (const text of SAMPLES) expect(contentMd5(text)).toBe(createHash('md5').update(text).digest('base64'));
  });
});

describe('random tokens', () => {
  it('writes N random bytes in the asked encoding', () => {
    expect(randomToken(32)).toMatch(/^[a-z2-7]{52}$/);
    expect(randomToken(15)).toMatch(/^[a-z2-7]{24}$/);
    expect(randomToken(16, 'base64url')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken(12, 'hex')).toMatch(/^[0-9a-f]{24}$/);
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('never repeats', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => randomToken(20)));
    expect(seen.size).toBe(1000);
  });
});

describe('constantTimeEqual', () => {
  it('is true only for the same string, whatever the lengths', () => {
    expect(constantTimeEqual('token', 'token')).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('token', 'tokem')).toBe(false);
    expect(constantTimeEqual('token', 'token ')).toBe(false);
    expect(constantTimeEqual('', 'token')).toBe(false);
    expect(constantTimeEqual('Token', 'token')).toBe(false);
  });
});
