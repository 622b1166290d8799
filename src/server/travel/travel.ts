/**
 * Guests' arrivals and departures (docs/product.md#travel-and-the-arrivals-board): listing what a
 * browser may see, adding (with both count limits inside the INSERT), editing and deleting (the
 * writing browser or an admin), the organiser's visibility switch, and the CSV export. Every
 * write bumps the itinerary's version in the same batch, so open pages update.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, travelEntries, type Project, type TravelEntry } from '../../../db/schema';
import { arrivalsBoard, visibleTravel, type TravelEntryView } from '../../lib/arrivals-board';
import { toCsv } from '../../lib/csv';
import { TRAVEL_ENTRIES_PER_ITINERARY, TRAVEL_ENTRIES_PER_NAME } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import type { TravelEntryInput, TravelEntryUpdate, TravelSettingsInput } from '../../lib/travel-schemas';
import type { Role } from '../../lib/types';
import type { TravelListing } from '../../lib/guest-travel';
import { fromDatetimeLocal, toDatetimeLocal } from '../../lib/zoned-time';
import { HttpError, badRequest, notFound } from '../http/errors';
import { bumpVersion, bumpedVersions } from '../projects/versions';
import { guestNameKey } from '../guests/guest-names';
import { guestWrite, nameFreeFor, nameHeldByOther, nameTaken, type Writer } from '../guests/guest-writes';
import { airportByCode } from '../inbound/airports';

/** Who is reading: the role, and the session whose entries are "mine" (none for a feed). */
export type Reader = { role: Role; sessionId: string | undefined };

/**
 * What the API says of a row (a travel entry or an RSVP answer) instead of whose session wrote
 * it: whether the reader's browser did (`mine`), and whether the reader may change it.
 */
export function ownership(row: { sessionId: string | null }, reader: Reader) {
  const mine = reader.sessionId !== undefined && row.sessionId === reader.sessionId;
  return { mine, canEdit: mine || reader.role === 'admin' };
}

const missing = () => notFound('This arrival or departure does not exist.');
const notYours = () =>
  new HttpError(403, 'Only the person who added this arrival or departure, or an organiser, can change it.', 'FORBIDDEN');

function toTravelView(row: TravelEntry, reader: Reader): TravelEntryView {
  return {
    id: row.id,
    guestName: row.guestName,
    kind: row.kind,
    localTime: row.localTime,
    timeZone: row.timeZone,
    instant: row.instant.toISOString(),
    place: row.place,
    placeCode: row.placeCode,
    transportNumber: row.transportNumber,
    fromPlace: row.fromPlace,
    seatsFree: row.seatsFree,
    note: row.note,
    ...ownership(row, reader),
  };
}

/**
 * The entry's time: the zone given, else the airport's when the code is one, else the
 * itinerary's. The wall time is kept as read back from the instant, which is what was typed
 * except in the hour clocks skip (02:30 on a spring-forward night is 03:30).
 */
function timing(input: Pick<TravelEntryUpdate, 'localTime' | 'timeZone' | 'placeCode'>, project: Project) {
  const timeZone = input.timeZone || (input.placeCode ? airportByCode(input.placeCode)?.timeZone : undefined) || project.timeZone;
  const iso = fromDatetimeLocal(input.localTime, timeZone);
  if (!iso) throw badRequest(MESSAGES.dateTimeRequired);
  const instant = new Date(iso);
  return { timeZone, instant, localTime: toDatetimeLocal(instant, timeZone) };
}

function values(input: TravelEntryUpdate, project: Project) {
  return {
    kind: input.kind,
    ...timing(input, project),
    place: input.place,
    placeCode: input.placeCode || null,
    transportNumber: input.transportNumber || null,
    fromPlace: input.fromPlace || null,
    seatsFree: input.seatsFree ?? null,
    note: input.note || null,
  };
}

/** Every entry `reader` may see, in time order (the switch is applied in SQL for guests too). */
export async function listTravel(handle: DatabaseHandle, project: Project, reader: Reader): Promise<TravelEntryView[]> {
  const onlyOwn = reader.role !== 'admin' && !project.guestsSeeTravel;
  if (onlyOwn && !reader.sessionId) return [];
  const rows = await handle.db
    .select()
    .from(travelEntries)
    .where(
      onlyOwn
        ? and(eq(travelEntries.projectRowId, project.id), eq(travelEntries.sessionId, reader.sessionId ?? ''))
        : eq(travelEntries.projectRowId, project.id),
    )
    .orderBy(asc(travelEntries.instant), asc(travelEntries.id));
  return visibleTravel(
    rows.map((row) => toTravelView(row, reader)),
    { role: reader.role },
    project.guestsSeeTravel,
  );
}

export type { TravelListing };

/** The entries and the board for `reader`, the board filtered to `people` (the people filter). */
export async function travelListing(
  handle: DatabaseHandle,
  project: Project,
  reader: Reader,
  people: readonly string[] = [],
): Promise<TravelListing> {
  const entries = await listTravel(handle, project, reader);
  return {
    guestsSeeTravel: project.guestsSeeTravel,
    entries,
    board: arrivalsBoard(entries, { role: reader.role }, { guestsSeeTravel: project.guestsSeeTravel, people }),
  };
}

/**
 * Adds an entry. Both limits (per name, per itinerary) and the name's owner are checked inside
 * the INSERT … SELECT … WHERE, so parallel requests cannot slip past them; when nothing was
 * inserted the counts are read only to say which limit it was. With `once`, an entry the name
 * already has (same kind, instant and flight or train) is not added again, also in the INSERT.
 */
export async function createTravelEntry(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  input: TravelEntryInput,
  { once = false }: { once?: boolean } = {},
) {
  return guestWrite(handle, project, writer, async (claim) => {
    const v = values(input, project);
    const key = guestNameKey(input.guestName);
    await claim(key);
    // A name already on the board keeps its first spelling, so a look-alike never shows as a second person.
    const spelling = sql`coalesce((SELECT ${travelEntries.guestName} FROM ${travelEntries}
      WHERE ${travelEntries.projectRowId} = ${project.id} AND ${travelEntries.guestKey} = ${key} ORDER BY ${travelEntries.id} LIMIT 1), ${input.guestName})`;
    const countOf = (where: ReturnType<typeof sql>) => sql`(SELECT count(*) FROM ${travelEntries} WHERE ${where})`;
    const same = sql`${travelEntries.projectRowId} = ${project.id} AND ${travelEntries.guestKey} = ${key} AND ${travelEntries.kind} = ${v.kind}
      AND ${travelEntries.instant} = ${v.instant.getTime()} AND coalesce(${travelEntries.transportNumber}, '') = ${v.transportNumber ?? ''}`;
    const [inserted, , rows] = await handle.write((db) =>
      db.batch([
        db.run(sql`INSERT INTO ${travelEntries}
          (project_id, guest_name, guest_key, kind, local_time, time_zone, instant, place, place_code,
           transport_number, from_place, seats_free, note, session_id, by_admin)
          SELECT ${project.id}, ${spelling}, ${key}, ${v.kind}, ${v.localTime}, ${v.timeZone}, ${v.instant.getTime()},
            ${v.place}, ${v.placeCode}, ${v.transportNumber}, ${v.fromPlace}, ${v.seatsFree}, ${v.note},
            ${writer.sessionId}, ${writer.role === 'admin' ? 1 : 0}
          WHERE ${countOf(sql`${travelEntries.projectRowId} = ${project.id} AND ${travelEntries.guestKey} = ${key}`)} < ${TRAVEL_ENTRIES_PER_NAME}
            AND ${countOf(sql`${travelEntries.projectRowId} = ${project.id}`)} < ${TRAVEL_ENTRIES_PER_ITINERARY}
            AND ${nameFreeFor(project.id, key, writer)}
            AND ${once ? sql`NOT EXISTS (SELECT 1 FROM ${travelEntries} WHERE ${same})` : sql`1`}`),
        bumpVersion(db, project.id),
        db.select().from(travelEntries).where(sql`${travelEntries.id} = last_insert_rowid() AND changes() > 0`),
      ]),
    );
    const row = rows[0];
    if (inserted.rowsAffected === 0 || !row) throw await whyNotAdded(handle, project, key, input.guestName, writer, once ? same : undefined);
    return toTravelView(row, writer);
  });
}

async function whyNotAdded(handle: DatabaseHandle, project: Project, key: string, name: string, writer: Writer, same: SQL | undefined) {
  const holder = await nameHeldByOther(handle, project.id, key, writer);
  if (holder) return nameTaken(name, holder);
  const [again] = same ? await handle.db.select({ id: travelEntries.id }).from(travelEntries).where(same) : [];
  if (again) return new HttpError(409, `This is already on the board for “${name}”.`, 'DUPLICATE');
  const [[forName], [forItinerary]] = await handle.db.batch([
    handle.db
      .select({ n: count() })
      .from(travelEntries)
      .where(and(eq(travelEntries.projectRowId, project.id), eq(travelEntries.guestKey, key))),
    handle.db.select({ n: count() }).from(travelEntries).where(eq(travelEntries.projectRowId, project.id)),
  ]);
  if ((forName?.n ?? 0) >= TRAVEL_ENTRIES_PER_NAME) {
    return new HttpError(
      409,
      `“${name}” already has ${TRAVEL_ENTRIES_PER_NAME} arrivals and departures, the most one person can add.`,
      'LIMIT_REACHED',
    );
  }
  if ((forItinerary?.n ?? 0) >= TRAVEL_ENTRIES_PER_ITINERARY) {
    return new HttpError(
      409,
      `This itinerary already has ${TRAVEL_ENTRIES_PER_ITINERARY} arrivals and departures, the most it can hold.`,
      'LIMIT_REACHED',
    );
  }
  // The counts moved between the insert and this read: the caller may simply try again.
  return new HttpError(409, 'This arrival or departure could not be added. Please try again.', 'LIMIT_REACHED');
}

/** The condition of an edit or delete: this itinerary's entry, and the writer's own unless admin. */
const editable = (project: Project, entryId: number, writer: Writer) =>
  and(
    eq(travelEntries.id, entryId),
    eq(travelEntries.projectRowId, project.id),
    writer.role === 'admin' ? undefined : eq(travelEntries.sessionId, writer.sessionId),
  );

/** 404 when the entry is not this itinerary's, else 403 (it exists, but is someone else's). */
async function refusal(handle: DatabaseHandle, project: Project, entryId: number) {
  const exists = await handle.db
    .select({ id: travelEntries.id })
    .from(travelEntries)
    .where(and(eq(travelEntries.id, entryId), eq(travelEntries.projectRowId, project.id)));
  return exists.length > 0 ? notYours() : missing();
}

export async function updateTravelEntry(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  entryId: number,
  input: TravelEntryUpdate,
) {
  return guestWrite(handle, project, writer, async () => {
    const [updated] = await handle.write((db) =>
      db.batch([
        db
          .update(travelEntries)
          .set({ ...values(input, project), updatedAt: new Date() })
          .where(editable(project, entryId, writer))
          .returning(),
        bumpVersion(db, project.id),
      ]),
    );
    const row = updated[0];
    if (!row) throw await refusal(handle, project, entryId);
    return toTravelView(row, writer);
  });
}

export async function deleteTravelEntry(handle: DatabaseHandle, project: Project, writer: Writer, entryId: number) {
  await guestWrite(handle, project, writer, async () => {
    const [deleted] = await handle.write((db) =>
      db.batch([
        db.delete(travelEntries).where(editable(project, entryId, writer)).returning({ id: travelEntries.id }),
        bumpVersion(db, project.id),
      ]),
    );
    if (deleted.length === 0) throw await refusal(handle, project, entryId);
  });
}

export function parseEntryId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw missing();
  return id;
}

/** The organiser's switch (admins). Bumps the version: what guests see changes. */
export async function setTravelSettings(handle: DatabaseHandle, project: Project, input: TravelSettingsInput) {
  await handle.write((db) =>
    db
      .update(projects)
      .set({ guestsSeeTravel: input.guestsSeeTravel, ...bumpedVersions(), updatedAt: new Date() })
      .where(eq(projects.id, project.id)),
  );
  return { guestsSeeTravel: input.guestsSeeTravel };
}

const ARRIVALS_CSV_HEADER = [
  'Name',
  'Arrival or departure',
  'Date',
  'Time',
  'Time zone',
  'Place',
  'Code',
  'Flight or train',
  'Coming from or going to',
  'Seats free',
  'Note',
] as const;

/** Every entry as CSV (admins), times as the guest typed them in the place's zone. */
export async function arrivalsCsv(handle: DatabaseHandle, project: Project, reader: Reader): Promise<string> {
  const entries = await listTravel(handle, project, reader);
  return toCsv(
    ARRIVALS_CSV_HEADER,
    entries.map((e) => [
      e.guestName,
      e.kind === 'arrival' ? 'Arrival' : 'Departure',
      e.localTime.slice(0, 10),
      e.localTime.slice(11, 16),
      e.timeZone,
      e.place,
      e.placeCode,
      e.transportNumber,
      e.fromPlace,
      e.seatsFree,
      e.note,
    ]),
  );
}
