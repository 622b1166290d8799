import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_FORMAT as US } from '../../src/lib/reader-format';
import {
  checkAvatarFile,
  dashboardTabFrom,
  formatAmount,
  formatReaderDate,
  creatorName,
  greeting,
  greetingName,
  ownerNameFor,
  participantLabel,
  paymentMethodLabel,
  unclaimedFieldChange,
} from '../../src/lib/dashboard';
import { stripOwnedParams } from '../../src/islands/itinerary/useOwnedEntry';

describe('dashboard helpers', () => {
  it('reads the tab from the URL, defaulting to Itineraries', () => {
    expect(dashboardTabFrom('unclaimed')).toBe('unclaimed');
    expect(dashboardTabFrom('settings')).toBe('settings');
    expect(dashboardTabFrom('nope')).toBe('itineraries');
    expect(dashboardTabFrom(null)).toBe('itineraries');
  });

  it('greets by first name only, never by a piece of the email', () => {
    expect(greetingName({ firstName: 'Ada' })).toBe('Ada');
    expect(greetingName({ firstName: '  ' })).toBeNull();
    expect(greeting({ firstName: 'Ada' })).toBe('Welcome back, Ada!');
    expect(greeting({ firstName: null })).toBe('Welcome back!');
  });

  it("names the creator on the owner's own cards: the stored name, else the owner's own", () => {
    const maya = { firstName: 'Maya', lastName: 'Okafor' };
    expect(creatorName('Sam', maya)).toBe('Sam');
    expect(creatorName(null, maya)).toBe('Maya Okafor');
    expect(creatorName('Anonymous', maya)).toBe('Maya Okafor');
    expect(creatorName('user', { firstName: 'Maya', lastName: null })).toBe('Maya');
    expect(creatorName('  ', { firstName: null, lastName: null })).toBe('you');
  });

  it("names a new itinerary's owner by first name, else 'User'", () => {
    expect(ownerNameFor({ firstName: 'Ada' })).toBe('Ada');
    expect(ownerNameFor({ firstName: null })).toBe('User');
  });

  it('shows cents as dollars with two decimals', () => {
    expect(formatAmount(300)).toBe('$3.00');
    expect(formatAmount(0, 'USD')).toBe('$0.00');
    expect(formatAmount(1999, 'eur')).toBe('19.99 EUR');
  });

  it('shows dates in the reader’s zone, UTC until it is known', () => {
    // 03:30 UTC on the 2nd is still the 1st in New York, and already the 2nd in Tokyo.
    expect(formatReaderDate('2026-03-02T03:30:00Z', 'America/New_York', US)).toBe('Mar 1, 2026');
    expect(formatReaderDate('2026-03-02T03:30:00Z', 'Asia/Tokyo', US)).toBe('Mar 2, 2026');
    expect(formatReaderDate('2026-03-01T23:30:00Z', null, US)).toBe('Mar 1, 2026');
  });

  it('labels payment methods and participant counts', () => {
    expect(paymentMethodLabel('apple_pay')).toBe('Apple Pay');
    expect(paymentMethodLabel('sepa')).toBe('sepa');
    expect(participantLabel(1)).toBe('1 participant');
    expect(participantLabel(0)).toBe('0 participants');
  });
});

describe('unclaimed event fields save on blur only when changed', () => {
  it('skips unchanged text, trims, and clears optional fields to null', () => {
    expect(unclaimedFieldChange('location', 'Paris', ' Paris ')).toBeNull();
    expect(unclaimedFieldChange('location', null, '')).toBeNull();
    expect(unclaimedFieldChange('location', 'Paris', 'Lyon ')).toEqual({ location: 'Lyon' });
    expect(unclaimedFieldChange('vibe', 'Casual', '')).toEqual({ vibe: null });
  });

  it('never saves an empty title', () => {
    expect(unclaimedFieldChange('title', 'Dinner', '  ')).toBeNull();
    expect(unclaimedFieldChange('title', 'Dinner', 'Lunch')).toEqual({ title: 'Lunch' });
  });

  it('saves a datetime only when non-empty and a different instant', () => {
    expect(unclaimedFieldChange('datetime', '2026-05-01T16:00:00.000Z', '')).toBeNull();
    expect(unclaimedFieldChange('datetime', '2026-05-01T16:00:00.000Z', '2026-05-01T16:00:00Z')).toBeNull();
    expect(unclaimedFieldChange('datetime', null, '2026-05-01T16:00:00.000Z')).toEqual({ datetime: '2026-05-01T16:00:00.000Z' });
  });
});

describe('owner entry URL', () => {
  it('removes only the named parameters', () => {
    expect(stripOwnedParams('http://x.test/project/abc?owned=true&admin=true&tab=faq#top', ['owned', 'admin'])).toBe('/project/abc?tab=faq#top');
    expect(stripOwnedParams('http://x.test/project/abc?autoAdmin=1', ['autoAdmin'])).toBe('/project/abc');
  });
});

describe('avatar file checks', () => {
  it('refuses non-images and files over the limit, with their titles and messages', () => {
    const max = 5 * 1024 * 1024;
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 }, max)).toEqual({ title: 'Invalid File Type', description: 'Please select an image file.' });
    expect(checkAvatarFile({ type: 'image/png', size: max + 1 }, max)).toEqual({ title: 'File Too Large', description: 'Please select an image smaller than 5MB.' });
    expect(checkAvatarFile({ type: 'image/png', size: max }, max)).toBeNull();
  });
});
