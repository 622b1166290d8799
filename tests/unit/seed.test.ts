import * as databaseClient from '@platform/database-client';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type DatabaseHandle } from '../../db/index';
import { MIGRATION_DATA_STEPS } from '../../src/server/database/migration-data-steps';
import { EXAMPLE_ITINERARIES } from '../../src/server/seed/examples';
import { exampleEventInstant, seedExamples } from '../../src/server/seed/seed';
import { EXAMPLE_ACCESS_CODE, EXAMPLE_IMAGES_PATH } from '../../src/lib/limits';

const EXAMPLE_IDS = [
  'example-wedding',
  'example-paris',
  'example-vegas',
  'example-reunion',
  'example-birthday',
  'example-miami',
];
const TITLE_FONTS = [
  'inherit',
  'playfair',
  'montserrat',
  'lobster',
  'oswald',
  'arial',
  'georgia',
  'timesnew',
  'verdana',
  'tahoma',
  'garamond',
  'system',
  'helvetica',
  'impact',
  'comicsans',
];
const BACKGROUNDS = [
  'default',
  'custom',
  'crinkled',
  'crumpled-paper',
  'marble',
  'handmade-paper',
  'watercolor-paper',
  'ocean-waves',
];
const HEX = /^#[0-9a-f]{6}$/i;

const tempDir = mkdtempSync(join(tmpdir(), 'seed-test-'));
const handles: DatabaseHandle[] = [];

async function freshDatabase(name: string): Promise<DatabaseHandle> {
  const handle = openDatabase({ url: `file:${join(tempDir, name)}` }, databaseClient);
  handles.push(handle);
  await migrate(handle, MIGRATION_DATA_STEPS);
  return handle;
}

async function count(handle: DatabaseHandle, sql: string, args: (string | number)[] = []) {
  const result = await handle.client.execute({ sql, args });
  return Number(result.rows[0]?.[0]);
}

afterAll(() => {
  for (const handle of handles) handle.client.close();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('example itinerary data', () => {
  it('has the six landing-page examples, each believable and consistent', () => {
    expect(EXAMPLE_ITINERARIES.map((e) => e.projectId)).toEqual(EXAMPLE_IDS);
    const startDays = EXAMPLE_ITINERARIES.map((e) => e.startsInDays);
    expect(new Set(startDays).size).toBe(startDays.length);
    expect(startDays.every((d) => d >= 10 && d <= 60)).toBe(true);
    let privateNotes = 0;
    for (const example of EXAMPLE_ITINERARIES) {
      expect(() => Intl.DateTimeFormat('en-US', { timeZone: example.timeZone })).not.toThrow();
      expect(example.people.length).toBeGreaterThanOrEqual(4);
      expect(example.people.length).toBeLessThanOrEqual(8);
      const { theme } = example;
      for (const colour of [...Object.values(theme.customColors), theme.customBackgroundColor]) {
        expect(colour).toMatch(HEX);
      }
      expect(TITLE_FONTS).toContain(theme.titleFont);
      expect(BACKGROUNDS).toContain(theme.selectedBackground);
      expect(theme.customLinks.length).toBeLessThanOrEqual(3);
      for (const link of theme.customLinks) expect(link.url).toMatch(/^https:\/\/[^\s]+$/);

      expect(example.events.length).toBeGreaterThanOrEqual(6);
      expect(example.events.length).toBeLessThanOrEqual(12);
      const lastDay = Math.max(...example.events.map((e) => e.day));
      expect(lastDay).toBeGreaterThanOrEqual(1);
      expect(lastDay).toBeLessThanOrEqual(4);
      for (const event of example.events) {
        expect(event.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        if (event.privateNotes) privateNotes += 1;
        const names = event.attendees
          .replace(/^Everyone( except )?/, '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        for (const name of names) expect(example.people).toContain(name);
      }
      expect(example.faqs.length).toBeGreaterThanOrEqual(3);
      expect(example.faqs.length).toBeLessThanOrEqual(5);
    }
    expect(privateNotes).toBeGreaterThanOrEqual(2);
    expect(privateNotes).toBeLessThanOrEqual(3);
  });
});

describe('example header images', () => {
  const publicDir = new URL('../../public/', import.meta.url);
  const WEBP = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

  it('each example shows at least one picture drawn for it, a WebP file of the build', () => {
    const seen = new Set<string>();
    for (const example of EXAMPLE_ITINERARIES) {
      const images = example.theme.headerImages;
      expect(images.length, example.projectId).toBeGreaterThanOrEqual(1);
      expect(images.length, example.projectId).toBeLessThanOrEqual(5);
      for (const path of images) {
        expect(path.startsWith(EXAMPLE_IMAGES_PATH), path).toBe(true);
        expect(path).toMatch(/^\/examples\/[a-z0-9-]+\.webp$/);
        const file = new URL(`.${path}`, publicDir);
        expect(existsSync(file), `${path} is missing: run src/server/seed/images/generate.mjs`).toBe(true);
        const bytes = readFileSync(file);
        expect(WEBP(bytes), path).toBe(true);
        // A real picture, not an empty placeholder, and small enough for a phone.
        expect(bytes.length, path).toBeGreaterThan(10_000);
        expect(bytes.length, path).toBeLessThan(200_000);
        seen.add(path);
      }
    }
    // Every example has its own picture.
    expect(seen.size).toBe(EXAMPLE_ITINERARIES.length);
  });

  it('the pictures say how they were made', () => {
    const readme = readFileSync(new URL('../../src/server/seed/images/README.md', import.meta.url), 'utf8');
    for (const example of EXAMPLE_ITINERARIES) {
      for (const path of example.theme.headerImages) expect(readme).toContain(path.slice(EXAMPLE_IMAGES_PATH.length));
    }
  });
});

describe('seedExamples', () => {
  // Early June: every Paris event (day 10..64 after) falls in summer time, UTC+2.
  const summerNow = new Date('2025-06-01T12:00:00Z');

  it('inserts the six examples once, with their events and FAQs', async () => {
    const handle = await freshDatabase('seed.db');

    const first = await seedExamples(handle, summerNow);
    expect(first.inserted).toEqual(EXAMPLE_IDS);
    const second = await seedExamples(handle, summerNow);
    expect(second.inserted).toEqual([]);
    expect(second.imagesUpdated).toEqual([]);

    const projects = await handle.client.execute(
      'SELECT id, project_id, access_code, admin_code, is_example, is_paid, custom_colors, show_map_tab, header_images, header_image FROM projects ORDER BY id',
    );
    expect(projects.rows.map((r) => r['project_id'])).toEqual(EXAMPLE_IDS);
    for (const row of projects.rows) {
      expect(row['access_code']).toBe(EXAMPLE_ACCESS_CODE);
      expect(row['is_example']).toBe(1);
      expect(row['is_paid']).toBe(1);
      expect(row['show_map_tab']).toBe(1);
      const images = EXAMPLE_ITINERARIES.find((e) => e.projectId === row['project_id'])?.theme.headerImages;
      expect(JSON.parse(String(row['header_images']))).toEqual(images);
      expect(row['header_image']).toBe(images?.[0]);
      expect(row['admin_code']).toMatch(/^[A-Z]{12}$/);
      expect(Object.keys(JSON.parse(String(row['custom_colors'])))).toEqual([
        'primary',
        'secondary',
        'accent',
      ]);
      const projectRowId = Number(row['id']);
      const events = await count(handle, 'SELECT count(*) FROM events WHERE project_id = ?', [
        projectRowId,
      ]);
      expect(events).toBeGreaterThanOrEqual(6);
      expect(events).toBeLessThanOrEqual(12);
      const faqOrders = await handle.client.execute({
        sql: 'SELECT "order" FROM faqs WHERE project_id = ? ORDER BY "order"',
        args: [projectRowId],
      });
      expect(faqOrders.rows.length).toBeGreaterThanOrEqual(3);
      expect(faqOrders.rows.map((r) => r['order'])).toEqual(faqOrders.rows.map((_, i) => i));
    }
    const adminCodes = new Set(projects.rows.map((r) => r['admin_code']));
    expect(adminCodes.size).toBe(EXAMPLE_IDS.length);

    const outOfRange = await count(
      handle,
      `SELECT count(*) FROM events WHERE latitude IS NULL OR longitude IS NULL
         OR latitude NOT BETWEEN -90 AND 90 OR longitude NOT BETWEEN -180 AND 180`,
    );
    expect(outOfRange).toBe(0);
    const everyoneExcept = await count(
      handle,
      "SELECT count(*) FROM events WHERE attendees LIKE 'Everyone except %'",
    );
    expect(everyoneExcept).toBeGreaterThan(0);
    const withPrivateNotes = await count(
      handle,
      'SELECT count(*) FROM events WHERE private_notes IS NOT NULL',
    );
    expect(withPrivateNotes).toBeGreaterThanOrEqual(2);
  });

  it('gives examples seeded without pictures their pictures, once, and touches nothing else', async () => {
    const handle = await freshDatabase('images.db');
    await seedExamples(handle, summerNow);
    // As a database seeded before the examples had pictures: no images, and a user's itinerary.
    await handle.client.execute("UPDATE projects SET header_images = '[]', header_image = NULL");
    await handle.client.execute({
      sql: `INSERT INTO projects (project_id, name, admin_code, access_code, header_images)
            VALUES ('mine', 'Mine', 'ADMINCODE', 'ABC234', '[]')`,
      args: [],
    });
    const before = await handle.client.execute('SELECT project_id, version FROM projects ORDER BY id');

    const again = await seedExamples(handle, summerNow);
    expect(again.inserted).toEqual([]);
    expect(again.imagesUpdated).toEqual(EXAMPLE_IDS);
    const after = await handle.client.execute('SELECT project_id, version, header_images FROM projects ORDER BY id');
    for (const [i, row] of after.rows.entries()) {
      const example = EXAMPLE_ITINERARIES.find((e) => e.projectId === row['project_id']);
      const version = Number(before.rows[i]?.['version']);
      if (example) {
        expect(JSON.parse(String(row['header_images']))).toEqual(example.theme.headerImages);
        expect(Number(row['version'])).toBe(version + 1);
      } else {
        expect(row['header_images']).toBe('[]');
        expect(Number(row['version'])).toBe(version);
      }
    }
    expect((await seedExamples(handle, summerNow)).imagesUpdated).toEqual([]);
  });

  it('stores 19:00 in Paris as the right UTC instant', async () => {
    const handle = await freshDatabase('paris.db');
    await seedExamples(handle, summerNow);

    const paris = EXAMPLE_ITINERARIES.find((e) => e.projectId === 'example-paris');
    const dinner = paris?.events.find((e) => e.title === 'Dinner at Le Train Bleu');
    expect(paris?.timeZone).toBe('Europe/Paris');
    expect(dinner?.time).toBe('19:00');
    if (!paris || !dinner) return;

    const stored = await handle.client.execute({
      sql: `SELECT e.datetime FROM events e JOIN projects p ON p.id = e.project_id
            WHERE p.project_id = 'example-paris' AND e.title = ?`,
      args: [dinner.title],
    });
    // Seed date 2025-06-01 in Paris; 19:00 CEST is 17:00 UTC.
    const expected = Date.UTC(2025, 5, 1 + paris.startsInDays + dinner.day, 17, 0);
    expect(Number(stored.rows[0]?.['datetime'])).toBe(expected);
    expect(new Date(expected).toISOString()).toBe('2025-07-01T17:00:00.000Z');
  });

  it('keeps local wall-clock time across a daylight-saving change', () => {
    // 2025-03-29 is the day before Europe springs forward; 2025-03-08 the day before the US does.
    expect(
      exampleEventInstant(new Date('2025-03-29T12:00:00Z'), 'Europe/Paris', 0, '19:00'),
    ).toEqual(new Date('2025-03-29T18:00:00Z'));
    expect(
      exampleEventInstant(new Date('2025-03-29T12:00:00Z'), 'Europe/Paris', 1, '19:00'),
    ).toEqual(new Date('2025-03-30T17:00:00Z'));
    expect(
      exampleEventInstant(new Date('2025-03-08T12:00:00Z'), 'America/New_York', 1, '09:30'),
    ).toEqual(new Date('2025-03-09T13:30:00Z'));
    // Seed date is the date in the itinerary's zone: 02:00 UTC on 1 June is still 31 May in Las Vegas.
    expect(
      exampleEventInstant(new Date('2025-06-01T02:00:00Z'), 'America/Los_Angeles', 0, '13:15'),
    ).toEqual(new Date('2025-05-31T20:15:00Z'));
  });

  // Two server processes starting at once are serialised by the write transaction itself
  // (BEGIN IMMEDIATE plus the busy timeout). That cannot be reproduced inside one test process:
  // libSQL's local driver waits for a lock synchronously, so a second handle on the same file
  // blocks the event loop while the first still holds the lock, and fails with SQLITE_BUSY.
  it('inserts each example once when two seeds run at the same time', async () => {
    const handle = await freshDatabase('concurrent.db');
    const [a, b] = await Promise.all([seedExamples(handle), seedExamples(handle)]);
    expect([...a.inserted, ...b.inserted].sort()).toEqual([...EXAMPLE_IDS].sort());
    expect(await count(handle, 'SELECT count(*) FROM projects')).toBe(6);
    const totalEvents = EXAMPLE_ITINERARIES.reduce((n, e) => n + e.events.length, 0);
    expect(await count(handle, 'SELECT count(*) FROM events')).toBe(totalEvents);
  });
});
