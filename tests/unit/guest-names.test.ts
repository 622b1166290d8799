/**
 * Look-alike names (docs/security.md#look-alike-names): how a typed name is kept (`cleanName`),
 * the browser's cheap key (`personKey`), the server's look-alike key (`guestNameKey`), the name
 * field's schema, and the migration step that recomputes the keys of rows written before.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { MIGRATION_DATA_STEPS } from '../../src/server/database/migration-data-steps';
import journal from '../../db/migrations/meta/_journal.json';
import { events, rsvpAnswers, travelEntries } from '../../db/schema';
import { attends, cleanName, knownPeople, personKey, splitNames } from '../../src/lib/attendees';
import { guestNameSchema } from '../../src/lib/travel-schemas';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

// Each looks like "Ana" on screen.
const LOOK_ALIKES = {
  'zero-width space': 'Ana\u200B',
  'Cyrillic А': '\u0410na',
  'soft hyphen': 'A\u00ADna',
  'word joiner': 'An\u2060a',
  'full-width letters': '\uFF21\uFF4E\uFF41',
  'zero-width joiner and non-joiner': '\u200DA\u200Cna',
  'right-to-left mark': '\u200FAna',
  'variation selector': 'A\uFE0Fna',
  'Greek Α': '\u0391na',
  'Cyrillic а': 'An\u0430',
  'non-breaking and ideographic spaces': '\u00A0Ana\u3000',
} as const;

describe('cleanName', () => {
  it.each([
    'Ana\u200B',
    'A\u00ADna',
    'An\u2060a',
    '\uFF21\uFF4E\uFF41',
    '\u200DA\u200Cna',
    '\u200FAna',
    'A\uFE0Fna',
    '\u00A0Ana\u3000',
    ' An\u0000a ',
  ])('keeps %j as "Ana": invisible characters go, compatibility forms fold', (typed) =>
    expect(cleanName(typed)).toBe('Ana'),
  );

  it('keeps letters of other scripts and accents as written, and collapses spaces', () => {
    expect(cleanName('\u0410na')).toBe('\u0410na');
    expect(cleanName('  Zoë   Lima ')).toBe('Zoë Lima');
    // A decomposed ë is stored composed, so both spellings are one string.
    expect(cleanName('Zoe\u0308')).toBe('Zoë');
    expect(cleanName('Ana\u200B \u200BLima')).toBe('Ana Lima');
  });
});

describe('guestNameKey', () => {
  it.each(Object.entries(LOOK_ALIKES))(
    'gives a look-alike of "Ana" (%s) the key of "Ana"',
    (_, typed) => {
      expect(guestNameKey(typed)).toBe(guestNameKey('Ana'));
    },
  );

  it('ignores case and spacing as before', () => {
    expect(guestNameKey('  ana   LIMA ')).toBe(guestNameKey('Ana Lima'));
  });

  it('folds other look-alike letters and digits', () => {
    expect(guestNameKey('Emma')).toBe(guestNameKey('Ernrna'));
    expect(guestNameKey('B0b')).toBe(guestNameKey('Bob'));
    // Cyrillic Сарo is drawn like Latin Capo.
    expect(guestNameKey('\u0421\u0430\u0440\u043E')).toBe(guestNameKey('Capo'));
  });

  it('keeps different names apart, accents included', () => {
    const names = [
      'Ana',
      'Anna',
      'Ann',
      'Anne',
      'Zoë',
      'Zoe',
      'José',
      'Jose',
      'Ana Lima',
      'AnaLima',
      'Ben',
      'Björn',
      'Bjorn',
    ];
    expect(new Set(names.map(guestNameKey)).size).toBe(names.length);
  });
});

describe('personKey and the people filter', () => {
  it('matches names typed with invisible characters, but not other scripts', () => {
    expect(personKey('An\u2060a')).toBe(personKey('ana'));
    expect(personKey('\u0410na')).not.toBe(personKey('Ana'));
    expect(attends('Ana\u200B, Ben', 'ana')).toBe(true);
    expect(splitNames('Ana, An\u00ADa, Ben')).toEqual(['Ana', 'Ben']);
    expect(knownPeople(['\uFF21\uFF4E\uFF41'], ['Ana', 'Ben'])).toEqual(['Ana']);
  });
});

describe('guestNameSchema', () => {
  it('stores the cleaned name', () => {
    expect(guestNameSchema.parse('A\u00ADna\u200B')).toBe('Ana');
  });

  it('refuses a name of invisible characters only, as an empty one', () => {
    const result = guestNameSchema.safeParse('\u200B\u2060\u00AD');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter your name.');
  });
});

describe('the guest-name-keys migration step', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(() => {
    for (const handle of handles) handle.client.close();
  });

  it('cleans and rekeys rows written before it, keeping one answer per person and event', async () => {
    const handle = await tempDatabase();
    handles.push(handle);
    const project = await insertProject(handle);
    const [event] = await handle.write((db) =>
      db
        .insert(events)
        .values({
          projectRowId: project.id,
          title: 'Dinner',
          datetime: new Date('2031-06-12T19:00:00Z'),
        })
        .returning(),
    );
    if (!event) throw new Error('no event');
    const travel = (guestName: string, guestKey: string) => ({
      projectRowId: project.id,
      guestName,
      guestKey,
      kind: 'arrival' as const,
      localTime: '2031-06-12T14:05',
      timeZone: 'UTC',
      instant: new Date('2031-06-12T14:05:00Z'),
      place: 'Lisbon',
    });
    const answer = (guestName: string, guestKey: string) => ({
      eventId: event.id,
      projectRowId: project.id,
      guestName,
      guestKey,
      status: 'going' as const,
    });
    // Keys as the old rule made them: cleaned of spaces and lower-cased only.
    await handle.write((db) =>
      db.batch([
        db.insert(travelEntries).values([travel('Ana\u200B', 'ana\u200B'), travel('Emma', 'emma')]),
        db
          .insert(rsvpAnswers)
          .values([answer('\u0410na', '\u0430na'), answer('Ana', 'ana'), answer('Ben', 'ben')]),
      ]),
    );
    // The migration that names the step, then the step itself on those rows, in a write
    // transaction as migrate() runs it (later migrations cannot run twice, so not migrate() again).
    const step = journal.entries.find((entry) => entry.tag.endsWith('_guest_name_keys'));
    expect(readFileSync(new URL(`../../db/migrations/${step?.tag}.sql`, import.meta.url), 'utf8')).toMatch(/^-- data-step: guest-name-keys$/m);
    await handle.write(async () => {
      const tx = await handle.client.transaction('write');
      try {
        await MIGRATION_DATA_STEPS['guest-name-keys']?.(tx);
        await tx.commit();
      } finally {
        tx.close();
      }
    });

    const trips = await handle.db.select().from(travelEntries).orderBy(travelEntries.id);
    expect(trips.map((t) => [t.guestName, t.guestKey])).toEqual([
      ['Ana', guestNameKey('Ana')],
      ['Emma', guestNameKey('Emma')],
    ]);
    const answers = await handle.db
      .select()
      .from(rsvpAnswers)
      .where(eq(rsvpAnswers.eventId, event.id))
      .orderBy(rsvpAnswers.id);
    // Two look-alike answers to one event: one takes the person's key, the other stays as it was.
    expect(answers.map((a) => [a.guestName, a.guestKey])).toEqual([
      ['\u0410na', '\u0430na'],
      ['Ana', guestNameKey('Ana')],
      ['Ben', guestNameKey('Ben')],
    ]);
  });
});
