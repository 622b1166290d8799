import { describe, expect, it } from 'vitest';
import { safeLinkUrl as linkUrlToSave } from '../../src/lib/links';
import { accessCodesSchema, customAccessCodeSchema, customAdminCodeSchema } from '../../src/lib/customization-schema';
import { HEX_COLOR, RESET_COLORS, THEME_PRESETS, normalizeHex } from '../../src/lib/themes';
import { canonicalTimeZone, listTimeZones } from '../../src/lib/time-zones';

describe('custom codes (Access Control)', () => {
  it('upper-cases and accepts well-formed codes', () => {
    expect(accessCodesSchema.parse({ accessCode: ' party1 ', adminCode: 'hostcode9' })).toEqual({
      accessCode: 'PARTY1',
      adminCode: 'HOSTCODE9',
    });
    expect(customAdminCodeSchema.parse('abc123')).toBe('ABC123');
    expect(customAdminCodeSchema.parse('ABCDEF123456')).toBe('ABCDEF123456');
  });

  it('refuses wrong lengths, other characters and equal codes', () => {
    expect(customAccessCodeSchema.safeParse('ABC12').success).toBe(false);
    expect(customAccessCodeSchema.safeParse('ABC1234').success).toBe(false);
    expect(customAccessCodeSchema.safeParse('ABC-12').success).toBe(false);
    expect(customAdminCodeSchema.safeParse('ABC12').success).toBe(false);
    expect(customAdminCodeSchema.safeParse('ABCDEF1234567').success).toBe(false);
    const same = accessCodesSchema.safeParse({ accessCode: 'party1', adminCode: 'PARTY1' });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.message).toBe('The share access code and the admin code must be different.');
  });
});

describe('themes', () => {
  it('has the six named presets with three hex colours each, and the reset colours', () => {
    expect(THEME_PRESETS.map((p) => p.name)).toEqual([
      'Purple & Pink',
      'Blue & Teal',
      'Green & Lime',
      'Orange & Red',
      'Pink & Rose',
      'Indigo & Purple',
    ]);
    for (const { colors } of THEME_PRESETS) {
      for (const hex of Object.values(colors)) expect(hex).toMatch(HEX_COLOR);
    }
    expect(RESET_COLORS).toEqual({ primary: '#c084fc', secondary: '#f9a8d4', accent: '#10b981' });
  });

  it('normalises hex colours', () => {
    expect(normalizeHex('ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #9333EA ')).toBe('#9333ea');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
  });
});

describe('links and time zones', () => {
  it('keeps http(s) addresses as typed, adds https:// to bare ones, refuses other schemes', () => {
    expect(linkUrlToSave('https://example.com/x')).toBe('https://example.com/x');
    expect(linkUrlToSave(' chat.example.com ')).toBe('https://chat.example.com/');
    expect(linkUrlToSave('javascript:alert(1)')).toBeNull();
    expect(linkUrlToSave('data:text/html,hi')).toBeNull();
    expect(linkUrlToSave('not a link')).toBeNull();
  });

  it('finds IANA zones in any letter case', () => {
    expect(listTimeZones()).toContain('America/New_York');
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
  });
});
