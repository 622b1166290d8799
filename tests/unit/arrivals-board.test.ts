/** The arrivals board: days and places in the place's own zone, 90-minute groups, the filter and the switch. */
import { describe, expect, it } from 'vitest';
import { arrivalsBoard, groupSummary, type TravelEntryView } from '@/lib/arrivals-board';
import { formatWallTime } from '@/lib/display';
import { DEFAULT_READER_FORMAT } from '@/lib/reader-format';
import { fromDatetimeLocal } from '@/lib/zoned-time';

let nextId = 1;
function entry(guestName: string, localTime: string, over: Partial<TravelEntryView> = {}): TravelEntryView {
  const timeZone = over.timeZone ?? 'Europe/Lisbon';
  return {
    id: nextId++,
    guestName,
    kind: 'arrival',
    localTime,
    timeZone,
    instant: fromDatetimeLocal(localTime, timeZone)!,
    place: 'Lisbon airport',
    placeCode: 'LIS',
    transportNumber: null,
    fromPlace: null,
    seatsFree: null,
    note: null,
    mine: false,
    canEdit: false,
    ...over,
  };
}

const admin = { role: 'admin' as const };
const guest = { role: 'viewer' as const };

describe('arrivalsBoard', () => {
  it('groups people landing at one place within 90 minutes of the first of them', () => {
    const board = arrivalsBoard(
      [entry('Ana', '2031-06-12T14:05'), entry('Ben', '2031-06-12T14:40'), entry('Caro', '2031-06-12T15:10'), entry('Dan', '2031-06-12T15:36')],
      admin,
      { guestsSeeTravel: true },
    );
    expect(board).toHaveLength(1);
    const lis = board[0]!.places[0]!;
    expect(lis.arrivals.map((g) => g.summary)).toEqual([
      '3 people land at LIS between 14:05 and 15:10',
      // 15:36 is 91 minutes after 14:05: the next group.
      'Dan lands at LIS at 15:36',
    ]);
    expect(lis.arrivals[0]!.people).toEqual(['Ana', 'Ben', 'Caro']);
  });

  it('counts a person once, and keeps places, kinds and days apart', () => {
    const board = arrivalsBoard(
      [
        entry('Ana', '2031-06-12T14:05'),
        entry('ana', '2031-06-12T14:20', { transportNumber: 'TP 1' }),
        entry('Ben', '2031-06-12T14:30', { placeCode: null, place: 'Santa Apolónia station' }),
        entry('Caro', '2031-06-12T14:10', { kind: 'departure' }),
        entry('Dan', '2031-06-13T14:10'),
      ],
      admin,
      { guestsSeeTravel: true },
    );
    expect(board.map((d) => d.date)).toEqual(['2031-06-12', '2031-06-13']);
    const [lis, station] = board[0]!.places;
    expect(lis!.arrivals.map((g) => g.summary)).toEqual(['Ana lands at LIS between 14:05 and 14:20']);
    expect(lis!.departures.map((g) => g.summary)).toEqual(['Caro leaves from LIS at 14:10']);
    expect(station!.label).toBe('Santa Apolónia station');
    expect(board[1]!.places[0]!.arrivals[0]!.people).toEqual(['Dan']);
  });

  it('puts a 23:30 Tokyo landing on its Tokyo date at 23:30, and orders groups by the real instant', () => {
    const board = arrivalsBoard(
      [
        entry('Kenji', '2031-06-12T23:30', { timeZone: 'Asia/Tokyo', placeCode: 'HND', place: 'Haneda' }),
        entry('Mia', '2031-06-12T23:50', { timeZone: 'Asia/Tokyo', placeCode: 'HND', place: 'Haneda' }),
      ],
      admin,
      { guestsSeeTravel: true },
    );
    expect(board[0]!.date).toBe('2031-06-12');
    expect(board[0]!.places[0]!.arrivals[0]!.summary).toBe('2 people land at HND between 23:30 and 23:50');
  });

  it('applies the people filter by name, without regard to case', () => {
    const all = [entry('Ana', '2031-06-12T14:05'), entry('Ben', '2031-06-12T14:40')];
    const board = arrivalsBoard(all, guest, { guestsSeeTravel: true, people: ['ben'] });
    expect(board[0]!.places[0]!.arrivals[0]!.summary).toBe('Ben lands at LIS at 14:40');
    expect(arrivalsBoard(all, guest, { guestsSeeTravel: true, people: ['Zoe'] })).toEqual([]);
  });

  it('shows a guest only their own entries when the organiser turned sharing off; admins see all', () => {
    const all = [entry('Ana', '2031-06-12T14:05', { mine: true }), entry('Ben', '2031-06-12T14:40')];
    const forGuest = arrivalsBoard(all, guest, { guestsSeeTravel: false });
    expect(forGuest[0]!.places[0]!.arrivals.flatMap((g) => g.people)).toEqual(['Ana']);
    const forAdmin = arrivalsBoard(all, admin, { guestsSeeTravel: false });
    expect(forAdmin[0]!.places[0]!.arrivals.flatMap((g) => g.people)).toEqual(['Ana', 'Ben']);
  });
});

describe('groupSummary', () => {
  const group = { kind: 'arrival' as const, people: ['Ana', 'Ben', 'Caro'], from: '14:05', to: '15:10' };
  it('keeps the times as they were written for the API', () => {
    expect(groupSummary(group, 'LIS')).toBe('3 people land at LIS between 14:05 and 15:10');
    expect(groupSummary({ ...group, kind: 'departure', people: ['Caro'], to: '14:05' }, 'LIS')).toBe('Caro leaves from LIS at 14:05');
  });
  it('writes the times on the clock it is given', () => {
    expect(groupSummary(group, 'LIS', (hhmm) => formatWallTime(hhmm, DEFAULT_READER_FORMAT))).toBe('3 people land at LIS between 2:05 PM and 3:10 PM');
  });
});
