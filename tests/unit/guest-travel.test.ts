import { describe, expect, it } from 'vitest';
import { boardDayLabel, rsvpCountsText } from '../../src/lib/guest-travel';

describe('the page’s travel and RSVP text', () => {
  it('reads counts with plus-ones beside Going', () => {
    expect(rsvpCountsText({ going: 4, maybe: 1, no: 2, plusOnes: 0 })).toBe('Going 4 · Maybe 1 · Can’t make it 2');
    expect(rsvpCountsText({ going: 3, maybe: 0, no: 0, plusOnes: 2 })).toBe('Going 3 (+2) · Maybe 0 · Can’t make it 0');
  });

  it('names a board day by its own calendar date, whatever the reader’s zone', () => {
    expect(boardDayLabel('2031-05-01')).toBe('Thursday, May 1');
    expect(boardDayLabel('2031-12-31')).toBe('Wednesday, December 31');
  });
});
