/**
 * Link preview images (docs/product.md, "Link previews"): the facts they are drawn from (dates
 * in the itinerary's zone, a city and never more, nothing private) and the drawing itself (long,
 * emoji and right-to-left titles lay out without throwing; every seeded example draws).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { events, projects } from '../../db/schema';
import { seedExamples } from '../../src/server/seed/seed';
import { eq } from 'drizzle-orm';
import { cityOfLocation, mainCity } from '../../src/lib/place';
import { cardSvg, clampText, startsRightToLeft } from '../../src/server/og/card';
import { cardAlt, cardFacts, cardVersion, readerDateRange, teaserFacts, type CardFacts } from '../../src/server/og/facts';
import { cardTitleFont } from '../../src/server/og/fonts';
import { drawCard } from '../../src/server/og/render';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

describe('the city of a location', () => {
  it.each([
    ['Francis Marion Hotel, 387 King St, Charleston, SC 29403', 'Charleston'],
    ['Gare du Nord, 18 Rue de Dunkerque, 75010 Paris', 'Paris'],
    ['Brandenburger Tor, Pariser Platz, 10117 Berlin, Germany', 'Berlin'],
    ['10 Downing St, London SW1A 2AA', 'London'],
    ['123 Main St, Toronto, ON M5V 2T6', 'Toronto'],
    ['Harry Reid International Airport (LAS), 5757 Wayne Newton Blvd, Las Vegas, NV 89119', 'Las Vegas'],
    // Postal addresses of several countries.
    ['1600 Pennsylvania Ave NW, Washington, DC 20500', 'Washington'],
    ['350 5th Ave, New York, NY 10118-0110', 'New York'],
    ['Praterstraße 1, 1020 Wien, Österreich', 'Wien'],
    ['Bahnhofstrasse 21, 8001 Zürich', 'Zürich'],
    ['Unter den Linden 77, 10117 Berlin', 'Berlin'],
    ['Via del Corso 12, 00186 Roma RM', 'Roma'],
    ['Piazza Navona 45, 00186 Roma, Italia', 'Roma'],
    ['Calle de Alcalá 42, 28014 Madrid', 'Madrid'],
    ['Rua Augusta 100, 1100-053 Lisboa', 'Lisboa'],
    ['Hôtel de Ville, 29 Rue de Rivoli, 75004 Paris, France', 'Paris'],
    ['Schiphol, Evert van de Beekstraat 202, 1118 CP Schiphol', 'Schiphol'],
    ['George St, Sydney NSW 2000', 'Sydney'],
    ['221B Baker Street, London NW1 6XE, United Kingdom', 'London'],
    ['Hall, 75001 Paris', 'Paris'],
    ['301 Front St W, Toronto, ON M5V 2T6, Canada', 'Toronto'],
    ['Strandvejen 1, 2100 København', 'København'],
    ['Saint-Martin, 12 Rue du Port, 17410 Saint-Martin-de-Ré', 'Saint-Martin-de-Ré'],
  ])('%s → %s', (location, city) => {
    expect(cityOfLocation(location)).toBe(city);
  });

  it.each([
    // No postal code: nothing to be sure of.
    'Hotel lobby',
    'Paris, France',
    'The Rooftop, Charleston',
    // A house number is not a postal code, and a street is not a city.
    'Grandma’s house, 1000 Mountain Rest Rd',
    '742 Evergreen Terrace 62704',
    '',
    // Venues, rooms and door codes are never a city, whatever numbers stand beside them.
    'Chez Marcel, 2031',
    'Room 1418, Hotel Lux, gate code 4471 then knock',
    'Hotel Lux, Room 1418',
    'Hotel Lux, 1418 Broadway',
    'Chez Marcel, 2031 Paris',
    'Main entrance, door code 2580',
    'Flat 3, 2nd floor, ring bell 4471',
    'Lobby, Hotel Lux 75001',
    'Terminal 2, Gate 4471',
    'Suite 1200, 1 Main St, Reception 40001',
    'Meet at 7, 2031',
    // Numbers only, and strings that only look like addresses.
    '1418, 2031',
    '12345, 67890',
    '2031, 4471, 9999',
    'Dinner, 75001',
    'somewhere, 12345 then left at the fountain past the bakery on the corner',
    'Chez Marcel, SC 29403',
    'Charleston, SC 29403',
    'TBD, 00000 TBD TBD TBD TBD TBD',
  ])('%j names no city', (location) => {
    expect(cityOfLocation(location)).toBeUndefined();
  });

  it('takes the city most events are in, the earliest first among equals', () => {
    expect(mainCity(['1 A St, Boston, MA 02108', 'Hall, 75001 Paris', 'Inn, 2 B St, Boston, MA 02110', null])).toBe('Boston');
    expect(mainCity(['Hall, 75001 Paris', '1 A St, Boston, MA 02108'])).toBe('Paris');
    expect(mainCity(['Somewhere', null])).toBeNull();
  });
});

describe('the facts', () => {
  let handle: DatabaseHandle;
  const SECRET = 'PLANTED-SECRET-7f3a';
  beforeAll(async () => {
    handle = await tempDatabase();
  });
  afterAll(() => handle.client.close());

  async function itineraryWith(rows: { datetime: string; location?: string }[], overrides: Partial<typeof projects.$inferInsert> = {}) {
    const project = await insertProject(handle, { timeZone: 'Pacific/Auckland', ownerName: 'Aroha', ...overrides });
    for (const row of rows) {
      await handle.write((db) =>
        db.insert(events).values({
          projectRowId: project.id,
          title: `Dinner ${SECRET}`,
          description: `${SECRET} description`,
          datetime: new Date(row.datetime),
          location: row.location ?? null,
          attendees: `Bartholomew ${SECRET}, Lisa`,
          privateNotes: `Booking ${SECRET}`,
        }),
      );
    }
    return project;
  }

  it('reads the dates in the itinerary’s zone and the city, and nothing private', async () => {
    // 11:00 UTC on March 6 is already March 7 in Auckland (UTC+13).
    const project = await itineraryWith([
      { datetime: '2030-03-06T11:00:00Z', location: `${SECRET} Hall, 12 Queen St, Auckland 1010` },
      { datetime: '2030-03-09T02:00:00Z', location: '5 Quay St, Auckland 1010, New Zealand' },
    ]);
    const teaser = await teaserFacts(handle, project);
    expect(teaser).toEqual({
      eventCount: 2,
      dateRange: 'March 7 – 9, 2030',
      span: { first: Date.parse('2030-03-06T11:00:00Z'), last: Date.parse('2030-03-09T02:00:00Z') },
      place: 'Auckland',
    });
    // A page writes them in its reader's order; the image keeps the default.
    expect(readerDateRange(teaser, project, 'dmy-24h')).toBe('7 – 9 March 2030');
    const facts = cardFacts(project, teaser);
    expect(JSON.stringify(facts)).not.toContain(SECRET);
    expect(cardAlt(facts)).toBe('Invitation card for Test Trip: March 7 – 9, 2030, Auckland, by Aroha');
    // What the image says, read from its text layer (text kept as text instead of paths).
    const svg = await cardSvg(facts, 'wide', { textAsPaths: false });
    for (const shown of ['Test', 'Trip', 'Auckland', 'Aroha']) expect(svg).toContain(shown);
    for (const hidden of [SECRET, 'Queen', 'Quay', 'Bartholomew', 'Booking', 'Dinner']) expect(svg).not.toContain(hidden);
  });

  it('has no dates or city without events, and no owner when the owner hid it', async () => {
    const project = await itineraryWith([], { showCreatorName: false });
    const facts = cardFacts(project, await teaserFacts(handle, project));
    expect(facts).toMatchObject({ dateRange: null, place: null, byline: null, headerImage: null });
  });

  it('shows the header image only when paid, and its version follows every fact it shows', async () => {
    const project = await itineraryWith([], { headerImages: ['/examples/paris.webp'] });
    const unpaid = cardFacts(project, await teaserFacts(handle, project));
    expect(unpaid.headerImage).toBeNull();
    const paid = cardFacts({ ...project, isPaid: true }, await teaserFacts(handle, project));
    expect(paid.headerImage).toBe('/examples/paris.webp');
    const versions = new Set(
      [
        unpaid,
        paid,
        { ...unpaid, title: 'Renamed' },
        { ...unpaid, theme: { ...unpaid.theme, selectedBackground: 'marble' } },
        { ...unpaid, place: 'Elsewhere' },
      ].map(cardVersion),
    );
    expect(versions.size).toBe(5);
    expect(cardVersion({ ...unpaid })).toBe(cardVersion(unpaid));
  });
});

const theme: CardFacts['theme'] = {
  customColors: { primary: '#9333ea', secondary: '#ec4899', accent: '#10b981' },
  borderStyle: 'rounded',
  selectedFont: 'normal',
  titleFont: 'lobster',
  selectedBackground: 'default',
  customBackgroundColor: '#f8f9fa',
};
const facts = (title: string): CardFacts => ({ title, byline: 'by Dana', dateRange: 'May 1 – 3, 2031', place: 'Tel Aviv', theme, headerImage: null });

describe('the drawing', () => {
  it('cuts a long title at a word, counting an emoji as one character', () => {
    const long = `${'🎉👨‍👩‍👧 '.repeat(20)}${'word '.repeat(60)}`;
    const clamped = clampText(long, 90);
    expect(clamped.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(clamped)].length).toBeLessThanOrEqual(90);
    expect(clampText('  Short   title ', 90)).toBe('Short title');
  });

  it('knows a right-to-left title', () => {
    expect(startsRightToLeft('חתונה של דנה')).toBe(true);
    expect(startsRightToLeft('🎉 رحلة العائلة')).toBe(true);
    expect(startsRightToLeft('Dana’s wedding חתונה')).toBe(false);
  });

  it('draws the title in its own font, or the nearest one the server has', () => {
    expect(cardTitleFont('lobster', 'normal').family).toBe('Lobster');
    expect(cardTitleFont('georgia', 'normal').family).toBe('Playfair Display');
    expect(cardTitleFont('impact', 'normal').family).toBe('Oswald');
    expect(cardTitleFont('inherit', 'classy').family).toBe('Playfair Display');
    expect(cardTitleFont('inherit', 'normal').family).toBe('Noto Sans');
  });

  it.each([
    ['a very long emoji title', `🎉🥳 Tyler’s Last Ride 🚗💨 ${'Las Vegas '.repeat(40)}🎰🎲`],
    ['a Hebrew title', 'חתונה של דנה ויוסי בתל אביב'],
    ['an Arabic title', 'رحلة العائلة إلى دبي 🌴'],
    ['a title with no spaces', 'x'.repeat(500)],
    ['a title of scripts no font has', '東京旅行 ✈️ 서울'],
  ])('lays out %s as a 1200×630 and a 600×600 PNG', async (_, title) => {
    for (const [variant, width, height] of [
      ['wide', 1200, 630],
      ['square', 600, 600],
    ] as const) {
      const png = await drawCard(facts(title), variant);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
  });
});

describe('the seeded examples', () => {
  it('each draws its own card, header image included', async () => {
    const handle = await tempDatabase();
    try {
      await seedExamples(handle, new Date('2030-06-01T12:00:00Z'));
      const rows = await handle.db.select().from(projects).where(eq(projects.isExample, true));
      expect(rows.length).toBeGreaterThanOrEqual(5);
      const out = process.env.LINK_PREVIEW_SHOTS;
      if (out) mkdirSync(out, { recursive: true });
      const seen = new Set<string>();
      for (const project of rows) {
        const cardFactsOf = cardFacts(project, await teaserFacts(handle, project));
        expect(cardFactsOf.place, project.name).not.toBeNull();
        const png = await drawCard(cardFactsOf, 'wide');
        seen.add(Buffer.from(png).toString('base64'));
        if (out) {
          writeFileSync(`${out}/${project.projectId}.png`, png);
          writeFileSync(`${out}/${project.projectId}-square.png`, await drawCard(cardFactsOf, 'square'));
        }
      }
      expect(seen.size).toBe(rows.length);
    } finally {
      handle.client.close();
    }
  });
});
