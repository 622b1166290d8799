import { describe, expect, it } from 'vitest';
import {
  attendeesOf,
  attends,
  filterEventsByPeople,
  masterNames,
  parseAttendees,
  peopleFilterLabel,
} from '../../src/lib/attendees';
import { countdownParts, countdownText, nextEventStart } from '../../src/lib/countdown';
import { safeLinkUrl } from '../../src/lib/links';
import { TITLE_FONT_KEYS, titleFontStack, bodyFontStack } from '../../src/lib/fonts';
import { BACKGROUND_KEYS, pageBackground } from '../../src/lib/backgrounds';
import { themeVariables } from '../../src/lib/theme';

const ev = (attendees: string | null, id = 0) => ({ id, attendees });

describe('attendee rules', () => {
  it('reads Everyone, Everyone except, and name lists', () => {
    expect(parseAttendees('Everyone')).toEqual({ kind: 'everyone' });
    expect(parseAttendees('  everyone ')).toEqual({ kind: 'everyone' });
    expect(parseAttendees('')).toEqual({ kind: 'everyone' });
    expect(parseAttendees(null)).toEqual({ kind: 'everyone' });
    expect(parseAttendees('Everyone except Emma, James')).toEqual({ kind: 'except', names: ['Emma', 'James'] });
    expect(parseAttendees('EVERYONE EXCEPT emma')).toEqual({ kind: 'except', names: ['emma'] });
    expect(parseAttendees('Ana, Ben , ana,, Cy')).toEqual({ kind: 'list', names: ['Ana', 'Ben', 'Cy'] });
    expect(parseAttendees('Everyone, Ana')).toEqual({ kind: 'everyone' });
  });

  it('excludes case-insensitively against the master list', () => {
    const events = [ev('Emma, James, Grace'), ev('Linda'), ev('Everyone except emma, JAMES')];
    const master = masterNames(events);
    expect(master).toEqual(['Emma', 'James', 'Grace', 'Linda']);
    expect(attendeesOf('Everyone except emma, JAMES', master)).toEqual(['Grace', 'Linda']);
    expect(attendeesOf('Everyone', master)).toEqual(master);
    expect(attends('Everyone except emma, JAMES', 'Emma')).toBe(false);
    expect(attends('Everyone except emma, JAMES', 'grace')).toBe(true);
    expect(attends('Grace, Linda', 'linda')).toBe(true);
    expect(attends(null, 'anyone')).toBe(true);
  });

  it('filters events for the selected people (any of them goes)', () => {
    const events = [ev('Emma', 1), ev('Linda', 2), ev('Everyone except Emma', 3), ev('Everyone', 4)];
    expect(filterEventsByPeople(events, []).map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(filterEventsByPeople(events, ['Emma']).map((e) => e.id)).toEqual([1, 4]);
    expect(filterEventsByPeople(events, ['emma', 'Linda']).map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(filterEventsByPeople(events, ['Zed']).map((e) => e.id)).toEqual([3, 4]);
  });

  it('labels the filter Everyone, the name, or N people', () => {
    expect(peopleFilterLabel([])).toBe('Everyone');
    expect(peopleFilterLabel(['Priya'])).toBe('Priya');
    expect(peopleFilterLabel(['Priya', 'Jess', 'Chloe'])).toBe('3 people');
  });
});

describe('countdown', () => {
  const now = Date.parse('2027-01-01T00:00:00Z');
  it('reads "3 days, 2 hours and 5 seconds", leaving out zero units', () => {
    const target = now + ((3 * 24 + 2) * 3600 + 5) * 1000;
    expect(countdownText(countdownParts(target, now)!)).toBe('3 days, 2 hours and 5 seconds');
    expect(countdownText(countdownParts(now + 61_000, now)!)).toBe('1 minute and 1 second');
    expect(countdownText(countdownParts(now + 1000, now)!)).toBe('1 second');
    expect(countdownText(countdownParts(now + 86_400_000, now)!)).toBe('1 day');
  });
  it('is over at the start time', () => {
    expect(countdownParts(now, now)).toBeNull();
    expect(countdownParts(now - 5000, now)).toBeNull();
  });
  it('targets the first upcoming event', () => {
    const events = [{ datetime: '2026-12-31T00:00:00Z' }, { datetime: '2027-01-03T00:00:00Z' }, { datetime: '2027-01-02T00:00:00Z' }];
    expect(nextEventStart(events, now)).toBe(Date.parse('2027-01-02T00:00:00Z'));
    expect(nextEventStart([{ datetime: '2026-01-01T00:00:00Z' }], now)).toBeNull();
  });
});

describe('custom links', () => {
  it('adds https:// to bare addresses and keeps http(s)', () => {
    expect(safeLinkUrl('zola.com/registry/emma')).toBe('https://zola.com/registry/emma');
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(safeLinkUrl('www.hotel.fr:8443/x')).toBe('https://www.hotel.fr:8443/x');
  });
  it('never renders another scheme', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,hi', 'vbscript:x', 'mailto:a@b.c', '', '   ', 'not a url']) {
      expect(safeLinkUrl(bad)).toBeNull();
    }
  });
});

describe('theme', () => {
  it('maps every title font key to a real stack', () => {
    for (const key of TITLE_FONT_KEYS) expect(titleFontStack(key)).toBeTruthy();
    expect(titleFontStack('playfair')).toMatch(/^"Playfair Display"/);
    expect(titleFontStack('nonsense')).toBe('inherit');
    expect(bodyFontStack('classy')).toMatch(/serif$/);
  });
  it('has a texture for every background key and a colour for custom', () => {
    for (const key of BACKGROUND_KEYS.filter((k) => k !== 'default' && k !== 'custom')) {
      expect(pageBackground(key, '#ffffff').backgroundImage).toMatch(/^url\("data:image\/svg\+xml,/);
    }
    expect(pageBackground('custom', '#112233')).toMatchObject({ backgroundColor: '#112233', backgroundImage: 'none', textColor: '#ffffff' });
    expect(pageBackground('custom', '#fafafa').textColor).toBe('#1f1633');
  });
  it('puts readable text on the theme colour', () => {
    const base = { borderStyle: 'rounded', selectedFont: 'normal', titleFont: 'inherit', selectedBackground: 'default', customBackgroundColor: '#f8f9fa' };
    expect(themeVariables({ ...base, customColors: { primary: '#c084fc', secondary: '#f9a8d4', accent: '#10b981' } })['--theme-on-primary']).toBe('#1f1633');
    expect(themeVariables({ ...base, customColors: { primary: '#581c87', secondary: '#f9a8d4', accent: '#10b981' } })['--theme-on-primary']).toBe('#ffffff');
    // The focus ring: the primary colour when it contrasts 3:1 with white, else ink.
    expect(themeVariables({ ...base, customColors: { primary: '#1d4ed8', secondary: '#f9a8d4', accent: '#10b981' } })['--theme-focus']).toBe('#1d4ed8');
    expect(themeVariables({ ...base, customColors: { primary: '#fde047', secondary: '#f9a8d4', accent: '#10b981' } })['--theme-focus']).toBe('#1f1633');
  });
});
