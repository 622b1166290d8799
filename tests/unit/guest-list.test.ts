/** The guest list's pure rules: pasted names, folding of repeats and look-alikes, renaming in attendees texts. */
import { describe, expect, it } from 'vitest';
import { parsePastedNames, unanswered } from '../../src/lib/guest-list';
import { GUEST_NAME_MAX } from '../../src/lib/limits';
import { addedSummary } from '../../src/lib/messages';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { renameInAttendees } from '../../src/server/guests/guest-list';

describe('pasted names', () => {
  it('splits on lines and commas, cleans each name and drops blanks', () => {
    expect(parsePastedNames('Ana Lima\n  Bo ,Cy\r\n\n, ,Dee\u200b ').names).toEqual(['Ana Lima', 'Bo', 'Cy', 'Dee']);
  });

  it('folds repeats without regard to case or spacing, keeping the first spelling', () => {
    expect(parsePastedNames('Ana\nana\n  ANA \nBo')).toEqual({ names: ['Ana', 'Bo'], repeats: 2, tooLong: [] });
  });

  it('folds look-alikes with the server’s key', () => {
    // "rn" looks like "m"; the browser's key tells them apart, the server's does not.
    expect(parsePastedNames('Emma, Ernrna').names).toEqual(['Emma', 'Ernrna']);
    expect(parsePastedNames('Emma, Ernrna', guestNameKey)).toEqual({ names: ['Emma'], repeats: 1, tooLong: [] });
  });

  it('sets apart names that are too long', () => {
    const long = 'x'.repeat(GUEST_NAME_MAX + 1);
    expect(parsePastedNames(`Ana\n${long}`)).toEqual({ names: ['Ana'], repeats: 0, tooLong: [long] });
  });

  it('says what adding did in a short line', () => {
    expect(addedSummary({ added: 3, already: 0, refused: 0 })).toBe('3 added');
    expect(addedSummary({ added: 1, already: 2, refused: 1 })).toBe('1 added · 2 already on the list · 1 not added');
  });
});

describe('renaming in attendees', () => {
  const ana = guestNameKey('Ana');
  it('renames a listed name, and names in "Everyone except"', () => {
    expect(renameInAttendees('Ana, Bo', ana, 'Anna')).toBe('Anna, Bo');
    expect(renameInAttendees('everyone except ana', ana, 'Anna')).toBe('Everyone except Anna');
  });

  it('leaves texts that do not name the guest alone', () => {
    expect(renameInAttendees('Bo, Cy', ana, 'Anna')).toBeNull();
    expect(renameInAttendees('Everyone', ana, 'Anna')).toBeNull();
    expect(renameInAttendees(null, ana, 'Anna')).toBeNull();
  });
});

describe('who has not answered', () => {
  it('lists the asking events without an answer', () => {
    const events = [{ id: 1, title: 'Dinner' }, { id: 2, title: 'Hike' }];
    expect(unanswered({ answers: [{ eventId: 2, status: 'going' }] }, events)).toEqual([{ id: 1, title: 'Dinner' }]);
  });
});
