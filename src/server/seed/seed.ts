/**
 * Writes the example itineraries (./examples.ts) into the database, once.
 *
 * Safe to run on every start, and from two processes starting at once: each example is checked
 * and inserted inside one write transaction (BEGIN IMMEDIATE), so whoever gets the lock second
 * sees the first one's rows and skips. `projects.project_id` is unique as a last guard.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { InStatement } from '@libsql/client';
import type { DatabaseHandle } from '../../../db/index';
import { EXAMPLE_ACCESS_CODE } from '../../lib/limits';
import { randomString } from '../core/crypto';
import { EXAMPLE_ITINERARIES, type ExampleItinerary } from './examples';
import { BUMP_VERSIONS_SQL } from '../projects/versions';

const ADMIN_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const EXAMPLE_ADMIN_CODE_LENGTH = 12;

/** An admin code nobody is ever told: examples are never editable. */
const unguessableAdminCode = () => randomString(ADMIN_CODE_ALPHABET, EXAMPLE_ADMIN_CODE_LENGTH);

/**
 * The UTC instant of `time` ('HH:mm') on the day `dayOffset` calendar days after `now`'s date in
 * `timeZone`, read as wall-clock time there. Counting calendar days (not 24-hour steps) keeps the
 * wall-clock time right across daylight-saving changes.
 */
export function exampleEventInstant(
  now: Date,
  timeZone: string,
  dayOffset: number,
  time: string,
): Date {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`Invalid example time ${time}`);
  const [year, month, day] = formatInTimeZone(now, timeZone, 'yyyy-MM-dd').split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new Error(`Cannot read the date of ${now.toISOString()} in ${timeZone}`);
  }
  const date = new Date(Date.UTC(year, month - 1, day + dayOffset)).toISOString().slice(0, 10);
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

function projectInsert(example: ExampleItinerary): InStatement {
  const { theme } = example;
  return {
    sql: `INSERT INTO projects (
        project_id, name, custom_title, owner_name, group_size, is_paid, is_example,
        admin_code, access_code, custom_colors, selected_font, title_font,
        selected_background, custom_background_color, header_images, header_image, custom_links,
        show_countdown, show_creator_name, show_map_tab, time_zone
      ) VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      RETURNING id`,
    args: [
      example.projectId,
      example.name,
      example.customTitle ?? null,
      example.ownerName,
      example.groupSize,
      unguessableAdminCode(),
      EXAMPLE_ACCESS_CODE,
      JSON.stringify(theme.customColors),
      theme.selectedFont,
      theme.titleFont,
      theme.selectedBackground,
      theme.customBackgroundColor,
      JSON.stringify(theme.headerImages),
      theme.headerImages[0] ?? null,
      JSON.stringify(theme.customLinks),
      theme.showCountdown ? 1 : 0,
      theme.showCreatorName ? 1 : 0,
      theme.showMapTab ? 1 : 0,
      example.timeZone,
    ],
  };
}

function childInserts(example: ExampleItinerary, projectRowId: number, now: Date): InStatement[] {
  const events = example.events.map((event) => ({
    sql: `INSERT INTO events (
        project_id, title, description, datetime, location, latitude, longitude,
        attendees, vibe, event_type, private_notes
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      projectRowId,
      event.title,
      event.description,
      exampleEventInstant(
        now,
        example.timeZone,
        example.startsInDays + event.day,
        event.time,
      ).getTime(),
      event.location,
      event.latitude,
      event.longitude,
      event.attendees,
      event.vibe,
      event.eventType,
      event.privateNotes ?? null,
    ],
  }));
  const faqs = example.faqs.map((faq, order) => ({
    sql: 'INSERT INTO faqs (project_id, question, answer, "order") VALUES (?, ?, ?, ?)',
    args: [projectRowId, faq.question, faq.answer, order],
  }));
  return [...events, ...faqs];
}

/**
 * An example seeded before its header images changed (or before it had any) gets the current
 * ones; its version moves so open pages and cached copies refresh. Only example rows are touched.
 */
function imagesUpdate(example: ExampleItinerary): InStatement {
  const images = example.theme.headerImages;
  return {
    sql: `UPDATE projects SET header_images = ?, header_image = ?, ${BUMP_VERSIONS_SQL}
      WHERE project_id = ? AND is_example = 1`,
    args: [JSON.stringify(images), images[0] ?? null, example.projectId],
  };
}

/**
 * Inserts the examples that are missing and brings the header images of those already there up
 * to date; returns the project ids of each.
 */
export async function seedExamples(
  handle: DatabaseHandle,
  now: Date = new Date(),
): Promise<{ inserted: string[]; imagesUpdated: string[] }> {
  const inserted: string[] = [];
  const imagesUpdated: string[] = [];
  for (const example of EXAMPLE_ITINERARIES) {
    const outcome = await handle.write(async (db): Promise<'inserted' | 'images' | 'none'> => {
      const tx = await db.$client.transaction('write');
      try {
        const existing = await tx.execute({
          sql: 'SELECT header_images FROM projects WHERE project_id = ? LIMIT 1',
          args: [example.projectId],
        });
        const row = existing.rows[0];
        if (row) {
          if (row['header_images'] === JSON.stringify(example.theme.headerImages)) return 'none';
          await tx.execute(imagesUpdate(example));
          await tx.commit();
          return 'images';
        }
        const project = await tx.execute(projectInsert(example));
        const projectRowId = Number(project.rows[0]?.['id']);
        if (!Number.isInteger(projectRowId)) {
          throw new Error(`Inserting ${example.projectId} returned no id`);
        }
        await tx.batch(childInserts(example, projectRowId, now));
        await tx.commit();
        return 'inserted';
      } finally {
        tx.close();
      }
    });
    if (outcome === 'inserted') inserted.push(example.projectId);
    if (outcome === 'images') imagesUpdated.push(example.projectId);
  }
  return { inserted, imagesUpdated };
}
