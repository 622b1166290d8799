/** Which end of a forwarded journey becomes an arrival or a departure, and which the board wants. */
import { describe, expect, it } from 'vitest';
import type { Journey } from '../../src/lib/journey';
import { entryLocalTime, journeyEntry, suggestedKind } from '../../src/lib/journey-travel';

const flight: Journey = {
  mode: 'flight',
  number: 'TP1351',
  from: { place: 'Porto Francisco Sá Carneiro (OPO), Porto', code: 'OPO', timeZone: 'Europe/Lisbon', time: '2031-05-01T12:55:00.000Z' },
  to: { place: 'Tokyo Narita (NRT)', code: 'NRT', timeZone: 'Asia/Tokyo', time: '2031-05-02T14:30:00.000Z' },
};
const at = (iso: string) => Date.parse(iso);

describe('journeyEntry', () => {
  it('makes the far end an arrival and the near end a departure, the other end as from or to', () => {
    expect(journeyEntry(flight, 'arrival')).toEqual({
      kind: 'arrival',
      instant: '2031-05-02T14:30:00.000Z',
      timeZone: 'Asia/Tokyo',
      place: 'Tokyo Narita',
      placeCode: 'NRT',
      transportNumber: 'TP1351',
      fromPlace: 'Porto Francisco Sá Carneiro, Porto',
    });
    expect(journeyEntry(flight, 'departure')).toMatchObject({ kind: 'departure', placeCode: 'OPO', place: 'Porto Francisco Sá Carneiro, Porto', fromPlace: 'Tokyo Narita' });
  });

  it('keeps a 23:30 landing in Tokyo at 23:30 Tokyo time, and reads an unzoned end in the fallback zone', () => {
    expect(entryLocalTime(journeyEntry(flight, 'arrival')!, 'America/New_York')).toBe('2031-05-02T23:30');
    expect(entryLocalTime({ instant: '2031-05-02T14:30:00.000Z', timeZone: null }, 'America/New_York')).toBe('2031-05-02T10:30');
  });

  it('has no entry for an end without a time, and leaves a place alone when its code is not in it', () => {
    expect(journeyEntry({ ...flight, to: { ...flight.to, time: null } }, 'arrival')).toBeNull();
    const train: Journey = { mode: 'train', number: 'ICE 101', from: { place: 'Köln Hbf', code: null, timeZone: 'Europe/Berlin', time: '2031-05-01T06:18:00.000Z' }, to: { place: 'Frankfurt(Main)Hbf', code: null, timeZone: 'Europe/Berlin', time: '2031-05-01T07:22:00.000Z' } };
    expect(journeyEntry(train, 'arrival')).toMatchObject({ place: 'Frankfurt(Main)Hbf', placeCode: null, fromPlace: 'Köln Hbf' });
  });
});

describe('suggestedKind', () => {
  it('is an arrival before the middle of the itinerary (or with no events), a departure after it', () => {
    expect(suggestedKind(flight, [])).toBe('arrival');
    expect(suggestedKind(flight, [at('2031-05-02T18:00Z'), at('2031-05-05T18:00Z')])).toBe('arrival');
    expect(suggestedKind(flight, [at('2031-04-26T18:00Z'), at('2031-05-01T10:00Z')])).toBe('departure');
  });

  it('is the only end with a time when one lacks it, and none when both do', () => {
    const untimedArrival = { ...flight, to: { ...flight.to, time: null } };
    expect(suggestedKind(untimedArrival, [at('2031-05-10T18:00Z')])).toBe('departure');
    expect(suggestedKind({ ...untimedArrival, from: { ...flight.from, time: null } }, [])).toBeNull();
  });
});
