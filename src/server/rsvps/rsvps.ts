/**
 * RSVPs per event (docs/product.md#rsvps): the admin's settings per event, guests' answers
 * under the name they pick, the counts everyone sees and the names and notes only admins see,
 * and the CSV export. Every rule that a parallel request could race (asking, the RSVP-by date,
 * the plus-ones limit, the answers per event, the name's owner) is a condition of the one
 * INSERT … ON CONFLICT statement; reads afterwards only say why nothing changed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { eventRsvpSettings, events, rsvpAnswers, type EventRsvpSettings, type Project, type RsvpAnswer } from '../../../db/schema';
import { parseAttendees } from '../../lib/attendees';
import { toCsv } from '../../lib/csv';
import { RSVP_ANSWERS_PER_EVENT } from '../../lib/limits';
import { toDatetimeLocal } from '../../lib/zoned-time';
import { DEFAULT_READER_FORMAT } from '../../lib/reader-format';
import { rsvpByText, type EventRsvpView, type RsvpAnswerView, type RsvpCounts } from '../../lib/guest-travel';
import { RSVP_LABELS, type RsvpAnswerInput, type RsvpSettingsInput } from '../../lib/travel-schemas';
import { HttpError, notFound } from '../http/errors';
import { parseEventId } from '../events/events';
import { bumpVersion, eventIsPrivate } from '../projects/versions';
import { canSee, type Sight } from '../guests/visibility';
import { guestNameKey } from '../guests/guest-names';
import { guestWrite, isListedGuest, nameFreeFor, nameHeldByOther, nameTaken, type Writer } from '../guests/guest-writes';
import { ownership, type Reader } from '../travel/travel';

export { parseEventId };

export type { EventRsvpView, RsvpAnswerView };

const noEvent = () => notFound('This event does not exist.');

/** Plus-ones this event allows per answer (0 when it allows none). */
const allowedPlusOnes = (s: Pick<EventRsvpSettings, 'plusOnesAllowed' | 'plusOnesMax'>) => (s.plusOnesAllowed ? s.plusOnesMax : 0);

const isClosed = (s: Pick<EventRsvpSettings, 'rsvpBy'>, now: number) => s.rsvpBy !== null && s.rsvpBy.getTime() <= now;

/** The refusal after the RSVP-by date, its date in the default format (the card shows it in the reader's). */
function closedError(project: Project, rsvpBy: Date) {
  return new HttpError(403, `RSVPs for this event closed on ${rsvpByText(rsvpBy, project.timeZone, DEFAULT_READER_FORMAT)}. Please contact the organiser.`, 'RSVP_CLOSED');
}

function toAnswerView(row: RsvpAnswer, reader: Reader): RsvpAnswerView {
  return {
    name: row.guestName,
    status: row.status,
    plusOnes: row.plusOnes,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    ...ownership(row, reader),
  };
}

/**
 * The RSVPs of every event of the itinerary that asks, keyed by nothing: a list in event order;
 * with `sight`, of the events a browser with that sight may see (../guests/visibility.ts).
 */
export async function listRsvps(handle: DatabaseHandle, project: Project, reader: Reader, now = Date.now(), sight?: Sight): Promise<EventRsvpView[]> {
  const [rows, answers] = await handle.db.batch([
    handle.db
      .select({ s: eventRsvpSettings, id: events.id, visibility: events.visibility })
      .from(eventRsvpSettings)
      .innerJoin(events, eq(events.id, eventRsvpSettings.eventId))
      .where(and(eq(eventRsvpSettings.projectRowId, project.id), eq(eventRsvpSettings.asks, true)))
      .orderBy(asc(events.datetime), asc(events.id)),
    handle.db
      .select()
      .from(rsvpAnswers)
      .where(eq(rsvpAnswers.projectRowId, project.id))
      .orderBy(asc(sql`lower(${rsvpAnswers.guestName})`), asc(rsvpAnswers.id)),
  ]);
  const settings = sight ? rows.filter((row) => canSee(sight, row)) : rows;
  return settings.map(({ s }) => {
    const ofEvent = answers.filter((a) => a.eventId === s.eventId);
    const counts: RsvpCounts = { going: 0, maybe: 0, no: 0, plusOnes: 0 };
    for (const a of ofEvent) {
      counts[a.status]++;
      if (a.status === 'going') counts.plusOnes += a.plusOnes;
    }
    const views = ofEvent.map((a) => toAnswerView(a, reader));
    return {
      eventId: s.eventId,
      plusOnesAllowed: s.plusOnesAllowed,
      plusOnesMax: allowedPlusOnes(s),
      rsvpBy: s.rsvpBy?.toISOString() ?? null,
      closed: isClosed(s, now),
      counts,
      // Names and notes are the admins'; a guest gets back only what their browser wrote.
      answers: reader.role === 'admin' ? views : views.filter((v) => v.mine),
    };
  });
}

/** Sets whether an event asks, its plus-ones and its RSVP-by date (admins). 404 for another itinerary's event. */
export async function setRsvpSettings(handle: DatabaseHandle, project: Project, eventId: number, input: RsvpSettingsInput) {
  const plusOnesAllowed = input.plusOnesAllowed ?? false;
  const plusOnesMax = plusOnesAllowed ? (input.plusOnesMax ?? 1) : 0;
  const rsvpBy = input.rsvpBy ? Date.parse(input.rsvpBy) : null;
  const [upserted] = await handle.write((db) =>
    db.batch([
      db.run(sql`INSERT INTO ${eventRsvpSettings} (event_id, project_id, asks, plus_ones_allowed, plus_ones_max, rsvp_by)
        SELECT ${events.id}, ${events.projectRowId}, ${input.asks ? 1 : 0}, ${plusOnesAllowed ? 1 : 0}, ${plusOnesMax}, ${rsvpBy}
        FROM ${events} WHERE ${events.id} = ${eventId} AND ${events.projectRowId} = ${project.id}
        ON CONFLICT (event_id) DO UPDATE SET asks = excluded.asks, plus_ones_allowed = excluded.plus_ones_allowed,
          plus_ones_max = excluded.plus_ones_max, rsvp_by = excluded.rsvp_by,
          updated_at = cast(unixepoch('subsecond') * 1000 as integer)`),
      bumpVersion(db, project.id, eventIsPrivate(project.id, eventId)),
    ]),
  );
  if (upserted.rowsAffected === 0) throw noEvent();
  return { eventId, asks: input.asks, plusOnesAllowed, plusOnesMax, rsvpBy: rsvpBy === null ? null : new Date(rsvpBy).toISOString() };
}

async function loadEvent(handle: DatabaseHandle, project: Project, eventId: number) {
  const [row] = await handle.db
    .select({ attendees: events.attendees, settings: eventRsvpSettings })
    .from(events)
    .leftJoin(eventRsvpSettings, eq(eventRsvpSettings.eventId, events.id))
    .where(and(eq(events.id, eventId), eq(events.projectRowId, project.id)));
  if (!row) throw noEvent();
  return row;
}

/**
 * The name as the event's list spells it when it lists names, else as written; 403 when the
 * event does not include that person ('Everyone' includes any name, 'Everyone except …' any
 * but those named, a list only its names). Names are matched by `guestNameKey`, so a look-alike
 * of a listed name is that name.
 */
function answeringName(attendees: string | null, name: string): string {
  const rule = parseAttendees(attendees);
  if (rule.kind === 'everyone') return name;
  const listed = rule.names.find((n) => guestNameKey(n) === guestNameKey(name));
  if (rule.kind === 'list' && listed) return listed;
  if (rule.kind === 'except' && !listed) return name;
  throw new HttpError(403, `“${name}” is not on this event’s guest list. Choose a name the event lists.`, 'FORBIDDEN');
}

/**
 * The SQL of "this writer may change an existing answer": its own, one an admin wrote, an orphan,
 * any under the listed guest's name it is (../guests/identity.ts); any for an admin.
 */
const mayReplace = (writer: Writer) =>
  writer.role === 'admin'
    ? sql`1`
    : sql`(${rsvpAnswers.sessionId} = excluded.session_id OR ${rsvpAnswers.byAdmin} = 1 OR ${rsvpAnswers.sessionId} IS NULL
        OR ${isListedGuest(sql`${rsvpAnswers.projectRowId}`, sql`${rsvpAnswers.guestKey}`, sql`identified.session_id = excluded.session_id`)})`;

/**
 * Sets the answer of `input.name` to one event. Guests: only while the event asks and before its
 * RSVP-by date, only under a name the event includes and no other browser holds; admins may answer
 * for anyone, also after the date. A guest who answers over an admin's answer for their name takes
 * it over; an admin's edit of a guest's answer leaves it the guest's.
 */
export async function setRsvpAnswer(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  eventId: number,
  input: RsvpAnswerInput,
  now = Date.now(),
) {
  return guestWrite(handle, project, writer, async (claim) => {
    const event = await loadEvent(handle, project, eventId);
    const name = answeringName(event.attendees, input.name);
    const key = guestNameKey(name);
    await claim(key);
    const admin = writer.role === 'admin';
    const plusOnes = input.status === 'going' ? (input.plusOnes ?? 0) : 0;
    const s = eventRsvpSettings;
    const [written, , rows] = await handle.write((db) =>
      db.batch([
        db.run(sql`INSERT INTO ${rsvpAnswers} (event_id, project_id, guest_name, guest_key, status, plus_ones, note, session_id, by_admin)
          SELECT ${s.eventId}, ${s.projectRowId}, ${name}, ${key}, ${input.status}, ${plusOnes}, ${input.note || null},
            ${writer.sessionId}, ${admin ? 1 : 0}
          FROM ${s}
          WHERE ${s.eventId} = ${eventId} AND ${s.projectRowId} = ${project.id} AND ${s.asks} = 1
            AND ${plusOnes} <= (CASE WHEN ${s.plusOnesAllowed} = 1 THEN ${s.plusOnesMax} ELSE 0 END)
            AND (${admin ? sql`1` : sql`${s.rsvpBy} IS NULL OR ${s.rsvpBy} > ${now}`})
            AND ((SELECT count(*) FROM ${rsvpAnswers} WHERE ${rsvpAnswers.eventId} = ${eventId}) < ${RSVP_ANSWERS_PER_EVENT}
              OR EXISTS (SELECT 1 FROM ${rsvpAnswers} WHERE ${rsvpAnswers.eventId} = ${eventId} AND ${rsvpAnswers.guestKey} = ${key}))
            AND ${nameFreeFor(project.id, key, writer)}
          ON CONFLICT (event_id, guest_key) DO UPDATE SET
            guest_name = excluded.guest_name, status = excluded.status, plus_ones = excluded.plus_ones, note = excluded.note,
            session_id = CASE WHEN excluded.by_admin = 0 THEN excluded.session_id ELSE ${rsvpAnswers.sessionId} END,
            by_admin = CASE WHEN excluded.by_admin = 0 THEN 0 ELSE ${rsvpAnswers.byAdmin} END,
            updated_at = cast(unixepoch('subsecond') * 1000 as integer)
          WHERE ${mayReplace(writer)}`),
        bumpVersion(db, project.id, eventIsPrivate(project.id, eventId)),
        db.select().from(rsvpAnswers).where(and(eq(rsvpAnswers.eventId, eventId), eq(rsvpAnswers.guestKey, key))),
      ]),
    );
    const row = rows[0];
    if (written.rowsAffected === 0 || !row) throw await whyNotAnswered(handle, project, writer, eventId, key, name, plusOnes, now);
    return toAnswerView(row, writer);
  });
}

/** Whether the person `key` has an answer to this itinerary's event (to say why a write changed nothing). */
async function hasAnswer(handle: DatabaseHandle, project: Project, eventId: number, key: string) {
  const [row] = await handle.db
    .select({ id: rsvpAnswers.id })
    .from(rsvpAnswers)
    .where(and(eq(rsvpAnswers.eventId, eventId), eq(rsvpAnswers.projectRowId, project.id), eq(rsvpAnswers.guestKey, key)));
  return row !== undefined;
}

async function whyNotAnswered(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  eventId: number,
  key: string,
  name: string,
  plusOnes: number,
  now: number,
): Promise<HttpError> {
  const { settings } = await loadEvent(handle, project, eventId);
  if (!settings?.asks) return new HttpError(409, 'This event does not ask for RSVPs.', 'VALIDATION_FAILED');
  if (writer.role !== 'admin' && settings.rsvpBy && isClosed(settings, now)) return closedError(project, settings.rsvpBy);
  const allowed = allowedPlusOnes(settings);
  if (plusOnes > allowed) {
    return new HttpError(
      400,
      allowed === 0 ? 'This event does not allow plus-ones.' : `This event allows up to ${allowed} plus-one${allowed === 1 ? '' : 's'} per guest.`,
      'VALIDATION_FAILED',
    );
  }
  const holder = await nameHeldByOther(handle, project.id, key, writer);
  if (holder) return nameTaken(name, holder);
  if (await hasAnswer(handle, project, eventId, key)) return nameTaken(name);
  return new HttpError(409, `This event already has ${RSVP_ANSWERS_PER_EVENT} answers, the most it can hold.`, 'LIMIT_REACHED');
}

/** Takes an answer back: the browser that wrote it (before the RSVP-by date) or an admin. */
export async function clearRsvpAnswer(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  eventId: number,
  rawName: string,
  now = Date.now(),
) {
  await guestWrite(handle, project, writer, async () => {
    const { settings } = await loadEvent(handle, project, eventId);
    if (writer.role !== 'admin' && settings?.rsvpBy && isClosed(settings, now)) throw closedError(project, settings.rsvpBy);
    const key = guestNameKey(rawName);
    const [deleted] = await handle.write((db) =>
      db.batch([
        db
          .delete(rsvpAnswers)
          .where(
            and(
              eq(rsvpAnswers.eventId, eventId),
              eq(rsvpAnswers.projectRowId, project.id),
              eq(rsvpAnswers.guestKey, key),
              writer.role === 'admin' ? undefined : eq(rsvpAnswers.sessionId, writer.sessionId),
            ),
          )
          .returning({ id: rsvpAnswers.id }),
        bumpVersion(db, project.id, eventIsPrivate(project.id, eventId)),
      ]),
    );
    if (deleted.length > 0) return;
    if (await hasAnswer(handle, project, eventId, key)) throw new HttpError(403, 'Only the person who answered, or an organiser, can change this answer.', 'FORBIDDEN');
    throw notFound(`“${rawName.trim()}” has not answered this event.`);
  });
}

const RSVPS_CSV_HEADER = ['Event', 'Event date', 'Event time', 'Name', 'Answer', 'Plus-ones', 'Note', 'Answered'] as const;

/** Every answer of every event as CSV (admins): event times in the itinerary's zone. */
export async function rsvpsCsv(handle: DatabaseHandle, project: Project): Promise<string> {
  const rows = await handle.db
    .select({ event: events, answer: rsvpAnswers })
    .from(rsvpAnswers)
    .innerJoin(events, eq(events.id, rsvpAnswers.eventId))
    .where(eq(rsvpAnswers.projectRowId, project.id))
    .orderBy(asc(events.datetime), asc(events.id), asc(sql`lower(${rsvpAnswers.guestName})`), asc(rsvpAnswers.id));
  return toCsv(
    RSVPS_CSV_HEADER,
    rows.map(({ event, answer }) => {
      const local = toDatetimeLocal(event.datetime, project.timeZone);
      return [
        event.title,
        local.slice(0, 10),
        local.slice(11, 16),
        answer.guestName,
        RSVP_LABELS[answer.status],
        answer.plusOnes,
        answer.note,
        answer.updatedAt.toISOString(),
      ];
    }),
  );
}
