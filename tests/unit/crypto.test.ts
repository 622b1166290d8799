/**
 * The one module for random secrets, hashes and comparisons: what it writes must stay exactly
 * what node:crypto wrote before (stored session and sign-in hashes, signed upload URLs, ETags),
 * so node:crypto is the reference here.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, encodeBytes, hmacSha256, randomToken, randomUuid, sha256 } from '../../src/server/crypto';

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
