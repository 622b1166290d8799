/** The admin panel's schema: what the panel and the server both accept. */
import { describe, expect, it } from 'vitest';
import { customizationSchema } from '../../src/lib/customization-schema';
import { normalizeHex as normaliseHexColor } from '../../src/lib/themes';
import { canonicalTimeZone } from '../../src/lib/time-zones';

const parse = (body: unknown) => customizationSchema.safeParse(body);

describe('customization schema', () => {
  it('normalises hex colours to lower-case #rrggbb', () => {
    expect(normaliseHexColor('#ABC')).toBe('#aabbcc');
    expect(normaliseHexColor(' #A1B2C3 ')).toBe('#a1b2c3');
    for (const bad of ['abc', '#abcd', '#ggg', 'red', '#1234567']) {
      expect(parse({ customBackgroundColor: bad }).success, bad).toBe(false);
    }
  });

  it('knows IANA zones, whatever their case, and nothing else', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    // An alias stays as the organiser chose it, rather than ICU's older name (Asia/Calcutta).
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    for (const bad of ['+01:00', 'Mars/Base', '', 'Europe/Paris; DROP', 'x'.repeat(80)]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });

  it('turns links into their http(s) form and refuses other schemes', () => {
    const ok = parse({ customLinks: [{ name: 'Map', url: 'maps.example.com/x' }] });
    expect(ok.success && ok.data.customLinks).toEqual([{ name: 'Map', url: 'https://maps.example.com/x' }]);
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      expect(parse({ customLinks: [{ name: 'x', url }] }).success, url).toBe(false);
    }
  });

  it('upper-cases codes and refuses the reserved EXAMPLE and equal codes', () => {
    const ok = parse({ accessCode: ' abc234 ', adminCode: 'boss2345' });
    expect(ok.success && [ok.data.accessCode, ok.data.adminCode]).toEqual(['ABC234', 'BOSS2345']);
    expect(parse({ adminCode: 'example' }).success).toBe(false);
    expect(parse({ accessCode: 'SAME12', adminCode: 'same12' }).success).toBe(false);
  });

  it('keeps a colour-only update to colours', () => {
    const colors = { primary: '#111111', secondary: '#222222', accent: '#333333' };
    expect(parse({ customColors: colors, isColorOnlyUpdate: true, titleChangesUsed: 2 }).success).toBe(true);
    expect(parse({ customColors: colors, isColorOnlyUpdate: true, showMapTab: true }).success).toBe(false);
    expect(parse({ isColorOnlyUpdate: true }).success).toBe(false);
  });
});
