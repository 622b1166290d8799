import { describe, expect, it } from 'vitest';
import { eventAudience } from '../../src/lib/event-audience';
import { guestNameKey } from '../../src/server/guests/guest-names';

const guests = [
  { id: 1, name: 'Ana' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cleo' },
  { id: 4, name: 'Emma' },
];
const groups = [{ name: 'Wedding party', memberIds: [2, 3] }];
const ids = (text: string | null) => [...eventAudience(text, guests, groups, guestNameKey)].sort();

describe('eventAudience', () => {
  it('is every guest for "Everyone" and for no text', () => {
    expect(ids('Everyone')).toEqual([1, 2, 3, 4]);
    expect(ids(null)).toEqual([1, 2, 3, 4]);
    expect(ids('  ')).toEqual([1, 2, 3, 4]);
  });

  it('is the named guests and the members of named groups', () => {
    expect(ids('Ana')).toEqual([1]);
    expect(ids('ana, Wedding party')).toEqual([1, 2, 3]);
    expect(ids('wedding PARTY')).toEqual([2, 3]);
  });

  it('is every guest but the named ones and groups for "Everyone except"', () => {
    expect(ids('Everyone except Ana, Wedding party')).toEqual([4]);
    expect(ids('Everyone except Ben')).toEqual([1, 3, 4]);
  });

  it('matches by the key passed in: the look-alike key folds look-alike spellings', () => {
    expect(ids('Ernrna')).toEqual([4]);
    // Compared exactly, the same text names nobody.
    expect([...eventAudience('Ernrna', guests, groups, (n) => n)]).toEqual([]);
  });

  it('reaches nobody through a name that is no guest and no group', () => {
    expect(ids('Zoe, Friends')).toEqual([]);
    expect([...eventAudience('Ana', [], [], guestNameKey)]).toEqual([]);
  });
});
