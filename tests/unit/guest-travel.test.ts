import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_FORMAT as US } from '../../src/lib/reader-format';
import { boardDayLabel, ownTravelText, prefillName, rsvpCountsText } from '../../src/lib/guest-travel';

describe('the page’s travel and RSVP text', () => {
  it('reads counts with plus-ones beside Going', () => {
    expect(rsvpCountsText({ going: 4, maybe: 1, no: 2, plusOnes: 0 })).toBe('Going 4 · Maybe 1 · Can’t make it 2');
    expect(rsvpCountsText({ going: 3, maybe: 0, no: 0, plusOnes: 2 })).toBe('Going 3 (+2) · Maybe 0 · Can’t make it 0');
  });

  it('names a board day by its own calendar date, whatever the reader’s zone', () => {
    expect(boardDayLabel('2031-05-01', US)).toBe('Thursday, May 1');
    expect(boardDayLabel('2031-12-31', US)).toBe('Wednesday, December 31');
  });

  it('says a guest’s own journey in one line, with the flight when there is one', () => {
    const entry = { kind: 'arrival' as const, localTime: '2031-05-01T14:05', place: 'Lisbon airport', placeCode: 'LIS', transportNumber: 'TP 1351' };
    expect(ownTravelText(entry, US)).toBe('Arrives at LIS on Thursday, May 1 at 2:05 PM · TP 1351');
    expect(ownTravelText({ ...entry, kind: 'departure', placeCode: null, transportNumber: null }, US)).toBe('Leaves from Lisbon airport on Thursday, May 1 at 2:05 PM');
  });
});

describe('the name a form opens with', () => {
  it('is the one person the people filter shows, else the name this browser last wrote under, else none', () => {
    expect(prefillName(['Ben'], 'Diana')).toBe('Ben');
    expect(prefillName([], 'Diana')).toBe('Diana');
    expect(prefillName(['Ben', 'Cal'], 'Diana')).toBe('Diana');
    expect(prefillName(['Ben'], undefined)).toBe('Ben');
    expect(prefillName([], undefined)).toBe('');
  });
});
