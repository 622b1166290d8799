/**
 * Personal invite links' tokens: 144 random bits as base64url, stored as their SHA-256 only, and
 * anything of another shape refused before the database is asked.
 */
import { describe, expect, it } from 'vitest';
import { INVITE_TOKEN_BYTES } from '../../src/lib/limits';
import { inviteTokenHash, isInviteTokenShape, newInviteToken } from '../../src/server/guests/invite-tokens';

describe('invite tokens', () => {
  it('carry at least 128 random bits, and the stored hash is not the token', () => {
    expect(INVITE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const { token, hash } = newInviteToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(inviteTokenHash(token)).toBe(hash);
  });

  it('are never the same twice', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newInviteToken().token));
    expect(tokens.size).toBe(2000);
  });

  it('have a shape a link cut short, padded or typed with other characters does not', () => {
    const { token } = newInviteToken();
    expect(isInviteTokenShape(token)).toBe(true);
    for (const bad of [token.slice(1), `${token}=`, `${token}a`, token.replace(/^./, '+'), '', ' '.repeat(24), 'a/b'.padEnd(24, 'c')]) {
      expect(isInviteTokenShape(bad), bad).toBe(false);
    }
  });
});
