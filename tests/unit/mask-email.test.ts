import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../src/lib/mask-email';

describe('maskEmail', () => {
  it('keeps the first character of the name and the whole domain', () => {
    expect(maskEmail('ana.silva@example.org')).toBe('a…@example.org');
    expect(maskEmail('mallory@attacker.example')).toBe('m…@attacker.example');
  });

  it('never shows how long the name is', () => {
    expect(maskEmail('a@example.org')).toBe('a…@example.org');
    expect(maskEmail('abcdefghijklmnop@example.org')).toBe('a…@example.org');
  });

  it('takes a whole character, also outside the basic plane', () => {
    expect(maskEmail('😀smile@example.org')).toBe('😀…@example.org');
    expect(maskEmail('élodie@exemple.fr')).toBe('é…@exemple.fr');
  });

  it('masks the part before the last @ and shows nothing of something that is not an address', () => {
    expect(maskEmail('"a@b"@example.org')).toBe('"…@example.org');
    expect(maskEmail('nobody')).toBe('n…');
    expect(maskEmail('')).toBe('…');
  });
});
