import { describe, expect, it } from 'vitest';
import { generateAccessCode, generateAdminCode, generateProjectId } from '../../src/server/access/codes';
import { constantTimeEqual, randomString } from '../../src/server/core/crypto';
import { ACCESS_CODE_LENGTH, ADMIN_CODE_LENGTH, CODE_ALPHABET, PROJECT_ID_LENGTH } from '../../src/lib/limits';

describe('codes', () => {
  it('project ids are 8 lower-case letters and digits', () => {
    for (let i = 0; i < 200; i++) expect(generateProjectId()).toMatch(/^[a-z0-9]{8}$/);
    expect(PROJECT_ID_LENGTH).toBe(8);
  });

  it('access codes are 6 and admin codes 8 characters with no look-alikes', () => {
    for (let i = 0; i < 500; i++) {
      const access = generateAccessCode();
      const admin = generateAdminCode();
      expect(access).toHaveLength(ACCESS_CODE_LENGTH);
      expect(admin).toHaveLength(ADMIN_CODE_LENGTH);
      expect(access + admin).toMatch(/^[A-Z2-9]+$/);
      expect(access + admin).not.toMatch(/[01OIL]/);
    }
  });

  it('uses every character of the alphabet, roughly evenly', () => {
    const counts = new Map<string, number>();
    const sample = randomString(CODE_ALPHABET, 31_000);
    for (const c of sample) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(CODE_ALPHABET.length);
    for (const n of counts.values()) {
      // 1000 expected per character; a biased draw (e.g. byte % 31) would skew the first ones.
      expect(n).toBeGreaterThan(820);
      expect(n).toBeLessThan(1180);
    }
  });

  it('is not the same code twice in a row', () => {
    const seen = new Set(Array.from({ length: 1000 }, generateAdminCode));
    expect(seen.size).toBe(1000);
  });
});

describe('constantTimeEqual', () => {
  it('accepts only the exact code', () => {
    expect(constantTimeEqual('ABC234', 'ABC234')).toBe(true);
    expect(constantTimeEqual('ABC235', 'ABC234')).toBe(false);
    expect(constantTimeEqual('ABC23', 'ABC234')).toBe(false);
    expect(constantTimeEqual('ABC2345', 'ABC234')).toBe(false);
    expect(constantTimeEqual('', 'ABC234')).toBe(false);
    expect(constantTimeEqual('abc234', 'ABC234')).toBe(false);
  });

  it('compares the given value with the expected one, not with itself', () => {
    // Lucia's example once shipped a compare of a string with itself.
    expect(constantTimeEqual('WRONG1', 'RIGHT2')).toBe(false);
    expect(constantTimeEqual('RIGHT2', 'WRONG1')).toBe(false);
  });
});
