/**
 * The admin panel's saves (PUT /api/projects/{id}/customizations).
 *
 * The schema (src/lib/customization-schema.ts) has already checked and normalised every field
 * against the font, background and theme key lists; this module owns the rules that need the itinerary: the free tier, the
 * three title changes, the codes, the header image and the time zone (whose events keep their
 * clock times unless told otherwise, ../events/time-zone-change.ts). Everything is written by one UPDATE
 * that also bumps `version`, so open pages repaint (live updates) and cached pages and
 * itinerary data, keyed on the version, are never served stale.
 */
import { and, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Database, DatabaseHandle } from '../../../db/index';
import { calendarFeeds, projectGrants, projects, type Project } from '../../../db/schema';
import { MAX_TITLE_CHANGES } from '../../lib/limits';
import type { CustomizationInput } from '../../lib/customization-schema';
import { CODE_MESSAGES, MESSAGES } from '../../lib/messages';
import type { ProjectView } from '../../lib/types';
import { resetBudgetStatement, signOutGuestStatements } from '../access/code-rotation';
import { moveEventsStatement, readClockShift } from '../events/time-zone-change';
import { HttpError, badRequest, unknownItinerary } from '../http/errors';
import { toProjectView } from '../projects/projects';
import { revokeFeeds } from '../feeds/revoke-feeds';
import { bumpedVersions } from '../projects/versions';

/** Free itineraries may still set their time zone: it decides which day an event falls on. */
const ALLOWED_ON_FREE = new Set<keyof CustomizationInput>(['timeZone', 'keepTimes', 'titleChangesUsed']);

const trialBlocked = () =>
  new HttpError(
    403,
    'Customising colours, fonts, backgrounds, the title, links and codes is part of full access.',
    'TRIAL_CUSTOMIZATION_BLOCKED',
  );

const titleLimitReached = () => new HttpError(403, MESSAGES.titleChangeLimit, 'TITLE_CHANGE_LIMIT_REACHED');

type ProjectUpdate = SQLiteUpdateSetSource<typeof projects>;

/** The plain columns of the input, as they are stored. */
function columnValues(input: CustomizationInput): ProjectUpdate {
  const values: ProjectUpdate = {
    customColors: input.customColors,
    selectedFont: input.selectedFont,
    titleFont: input.titleFont,
    selectedBackground: input.selectedBackground,
    customBackgroundColor: input.customBackgroundColor,
    borderStyle: input.borderStyle,
    showCountdown: input.showCountdown,
    showCreatorName: input.showCreatorName,
    showMapTab: input.showMapTab,
    headerImage: input.headerImage,
    customLinks: input.customLinks,
    timeZone: input.timeZone,
    accessCode: input.accessCode,
    adminCode: input.adminCode,
  };
  for (const key of Object.keys(values) as (keyof ProjectUpdate)[]) {
    if (values[key] === undefined) delete values[key];
  }
  return values;
}

function checkCodes(project: Project, input: CustomizationInput) {
  const accessCode = input.accessCode ?? project.accessCode;
  const adminCode = input.adminCode ?? project.adminCode;
  // Codes are only ever checked together with the itinerary's id, so they need not be unique
  // across itineraries; within one, the two must differ or a guest would get edit access.
  if (accessCode === adminCode) throw badRequest(CODE_MESSAGES.sameCodes);
}

function checkHeaderImage(project: Project, headerImage: string | null | undefined) {
  if (headerImage && !project.headerImages.includes(headerImage)) {
    throw badRequest('Please choose one of the uploaded header images.');
  }
}

/**
 * Saves the changed settings of an itinerary for its admin (the route has checked the grant and
 * refused examples). `sessionId` is the caller's: it keeps admin when the admin code changes.
 */
export async function updateCustomizations(
  handle: DatabaseHandle,
  project: Project,
  sessionId: string,
  input: CustomizationInput,
): Promise<{ success: true; project: ProjectView }> {
  const changed = (Object.keys(input) as (keyof CustomizationInput)[]).filter((key) => input[key] !== undefined);
  // Unpaid itineraries cannot change colours, fonts, backgrounds, title, toggles, links, codes or
  // header images (docs/product.md#free-tier-and-full-access).
  if (!project.isPaid && changed.some((key) => !ALLOWED_ON_FREE.has(key))) throw trialBlocked();
  checkCodes(project, input);
  checkHeaderImage(project, input.headerImage);

  const values: ProjectUpdate = columnValues(input);
  const conditions: SQL[] = [eq(projects.id, project.id)];
  const title = input.customTitle === undefined ? undefined : input.customTitle || null;
  if (title !== undefined) {
    // A different title uses one of MAX_TITLE_CHANGES (3); the same title costs nothing.
    // Compared and counted inside the UPDATE, so parallel saves can never use more than three.
    const sameTitle = sql`${projects.customTitle} IS ${title}`;
    values.customTitle = title;
    values.titleChangesUsed = sql`${projects.titleChangesUsed} + (CASE WHEN ${sameTitle} THEN 0 ELSE 1 END)`;
    conditions.push(or(sameTitle, lt(projects.titleChangesUsed, MAX_TITLE_CHANGES)) as SQL);
  }
  // The codes were compared with the project as read; the UPDATE checks again against the row,
  // so two admins changing one code each at the same moment cannot make them equal.
  if (input.accessCode !== undefined && input.adminCode === undefined) conditions.push(ne(projects.adminCode, input.accessCode));
  if (input.adminCode !== undefined && input.accessCode === undefined) conditions.push(ne(projects.accessCode, input.adminCode));
  if (Object.keys(values).length === 0) return { success: true, project: toProjectView(project, 'admin') };
  const now = new Date();
  Object.assign(values, bumpedVersions());
  values.updatedAt = now;

  const newAdminCode = input.adminCode !== undefined && input.adminCode !== project.adminCode ? input.adminCode : null;
  const newAccessCode = input.accessCode !== undefined && input.accessCode !== project.accessCode ? input.accessCode : null;
  // A new code restarts its guessing budget; a new access code may also sign every guest out.
  // All in the same transaction as the change, each guarded on the new code being stored.
  const extrasOf = (db: Database) => {
    const extras: BatchItem<'sqlite'>[] = [];
    if (newAdminCode !== null) {
      extras.push(endOtherAdminsFeeds(db, project.id, sessionId, newAdminCode));
      extras.push(demoteOtherAdmins(db, project.id, sessionId, newAdminCode));
      extras.push(resetBudgetStatement(db, project, 'admin', newAdminCode));
    }
    if (newAccessCode !== null) {
      extras.push(resetBudgetStatement(db, project, 'access', newAccessCode));
      if (input.signOutGuests) extras.push(...signOutGuestStatements(db, project.id, newAccessCode));
    }
    return extras;
  };
  // A new zone moves its events so they keep their clock times, unless the admin chose to keep
  // their moments (docs/time-zones.md).
  const keepClockTo = input.timeZone !== undefined && (input.keepTimes ?? 'clock') === 'clock' ? input.timeZone : null;

  for (let attempt = 1; ; attempt++) {
    const { row, shift } = await handle.write(async (db) => {
      const shift = keepClockTo === null ? null : await readClockShift(handle, project.id, keepClockTo);
      const where = and(...conditions, ...(shift ? [eq(projects.version, shift.version)] : []));
      const update = db.update(projects).set(values).where(where).returning();
      const moves = shift?.moves.length ? [moveEventsStatement(db, project.id, shift.moves, now)] : [];
      const extras = extrasOf(db);
      if (moves.length === 0 && extras.length === 0) return { row: (await update)[0], shift };
      const [updated] = await db.batch([update, ...moves, ...extras]);
      return { row: updated[0], shift };
    });
    if (row) return { success: true, project: toProjectView(row, 'admin') };
    // The events were read at a version that is no longer the itinerary's: read them again.
    if (shift && attempt < MAX_SHIFT_ATTEMPTS && (await storedVersion(handle, project.id)) !== shift.version) {
      // Another save won the race (on a remote database they are not queued in-process): wait a
      // moment, jittered so racing saves spread out, and read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      continue;
    }
    throw await refusalReason(handle, project.id, input, title);
  }
}

/**
 * Tries of a zone change whose events changed while it was being saved, before a 409: each
 * round at least one racing save wins, so this many admins may change the zone at one moment.
 */
const MAX_SHIFT_ATTEMPTS = 8;

async function storedVersion(handle: DatabaseHandle, projectRowId: number) {
  const [row] = await handle.db.select({ version: projects.version }).from(projects).where(eq(projects.id, projectRowId));
  return row?.version;
}

/** Why the guarded UPDATE changed nothing, read from the row as it is now. */
async function refusalReason(
  handle: DatabaseHandle,
  projectRowId: number,
  input: CustomizationInput,
  title: string | null | undefined,
): Promise<HttpError> {
  const current = await handle.db.query.projects.findFirst({ where: eq(projects.id, projectRowId) });
  if (!current) return unknownItinerary();
  if (title !== undefined && current.customTitle !== title && current.titleChangesUsed >= MAX_TITLE_CHANGES) {
    return titleLimitReached();
  }
  if ((input.accessCode ?? current.accessCode) === (input.adminCode ?? current.adminCode)) {
    return badRequest(CODE_MESSAGES.sameCodes);
  }
  return new HttpError(409, 'This itinerary changed while saving. Please try again.');
}

/**
 * A new admin code is how an organiser takes edit access back from someone who learned the old
 * one, so every other browser's admin grant becomes a viewer grant: they keep reading the
 * itinerary they were invited to, and need the new code to edit again. The caller stays admin.
 * Guarded on the stored code, so nothing is demoted when the UPDATE before it was refused.
 */
/**
 * The calendar feeds the demoted admins made as admins end with their admin grant
 * (docs/security.md#calendar-feeds-live-as-long-as-their-grant); runs before the demotion, which
 * is how it finds them. Guarded on the stored code like the demotion.
 */
function endOtherAdminsFeeds(db: Database, projectRowId: number, sessionId: string, adminCode: string) {
  const otherAdmins = db
    .select({ sessionId: projectGrants.sessionId })
    .from(projectGrants)
    .where(
      and(
        eq(projectGrants.projectRowId, projectRowId),
        eq(projectGrants.role, 'admin'),
        ne(projectGrants.sessionId, sessionId),
      ),
    );
  return revokeFeeds(
    db,
    projectRowId,
    eq(calendarFeeds.createdByAdmin, true),
    inArray(calendarFeeds.sessionId, otherAdmins),
    sql`(SELECT ${projects.adminCode} FROM ${projects} WHERE ${projects.id} = ${projectRowId}) = ${adminCode}`,
  );
}

function demoteOtherAdmins(db: Database, projectRowId: number, sessionId: string, adminCode: string) {
  return db
    .update(projectGrants)
    .set({ role: 'viewer' })
    .where(
      and(
        eq(projectGrants.projectRowId, projectRowId),
        eq(projectGrants.role, 'admin'),
        ne(projectGrants.sessionId, sessionId),
        sql`(SELECT ${projects.adminCode} FROM ${projects} WHERE ${projects.id} = ${projectRowId}) = ${adminCode}`,
      ),
    );
}
