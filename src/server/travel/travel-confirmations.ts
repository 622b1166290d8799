/**
 * A signed-in user's forwarded confirmations as "my travel" on an itinerary's arrivals board
 * (docs/product.md#travel-from-forwarded-confirmations). The user's own unclaimed events that
 * carry a journey are offered in the travel form of any itinerary they have a grant to; adding one
 * writes an ordinary travel entry (same limits, same name rule, same live update) and leaves the
 * confirmation where it was.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, unclaimedEvents, type Project, type User } from '../../../db/schema';
import { readJourney, type Journey } from '../../lib/journey';
import {
  entryLocalTime,
  journeyEntry,
  suggestedKind,
  type ConfirmationEnd,
  type TravelConfirmations,
  type TravelConfirmationView,
  type TravelKind,
} from '../../lib/journey-travel';
import { TRAVEL_CONFIRMATIONS_MAX, TRAVEL_CONFIRMATIONS_WINDOW_MS, TRAVEL_FROM_MAX, TRAVEL_NUMBER_MAX, TRAVEL_PLACE_MAX } from '../../lib/limits';
import { travelEntryInputSchema, type TravelFromConfirmationInput } from '../../lib/travel-schemas';
import { badRequest, notFound } from '../http/errors';
import type { Writer } from '../guests/guest-writes';
import { createTravelEntry } from './travel';

function end(journey: Journey, kind: TravelKind, project: Project): ConfirmationEnd | null {
  const entry = journeyEntry(journey, kind);
  if (!entry) return null;
  const timeZone = entry.timeZone ?? project.timeZone;
  return { localTime: entryLocalTime(entry, project.timeZone), timeZone, place: entry.place, placeCode: entry.placeCode };
}

const eventTimes = async (handle: DatabaseHandle, project: Project) =>
  (await handle.db.select({ at: events.datetime }).from(events).where(eq(events.projectRowId, project.id))).map((e) => e.at.getTime());

/**
 * The user's confirmations with a journey that is not cancelled, near this itinerary: within
 * `TRAVEL_CONFIRMATIONS_WINDOW_MS` of its first and last event (from now on when it has none),
 * soonest first, at most `TRAVEL_CONFIRMATIONS_MAX`.
 */
export async function listTravelConfirmations(
  handle: DatabaseHandle,
  project: Project,
  user: Pick<User, 'id'> | null,
  now = Date.now(),
): Promise<TravelConfirmations> {
  if (!user) return { signedIn: false, confirmations: [] };
  const [rows, times] = await Promise.all([
    handle.db
      .select()
      .from(unclaimedEvents)
      .where(and(eq(unclaimedEvents.userId, user.id), eq(unclaimedEvents.cancelled, false), isNotNull(unclaimedEvents.journey)))
      .orderBy(asc(unclaimedEvents.datetime), asc(unclaimedEvents.id)),
    eventTimes(handle, project),
  ]);
  const [from, to] =
    times.length > 0
      ? [Math.min(...times) - TRAVEL_CONFIRMATIONS_WINDOW_MS, Math.max(...times) + TRAVEL_CONFIRMATIONS_WINDOW_MS]
      : [now, Infinity];
  const confirmations: TravelConfirmationView[] = [];
  for (const row of rows) {
    const journey = readJourney(row.journey);
    const suggested = journey && suggestedKind(journey, times);
    if (!journey || !suggested) continue;
    const arrival = end(journey, 'arrival', project);
    const departure = end(journey, 'departure', project);
    const at = Date.parse(journeyEntry(journey, suggested)!.instant);
    if (at < from || at > to) continue;
    confirmations.push({ id: row.id, title: row.title, number: journey.number, arrival, departure, suggested });
    if (confirmations.length === TRAVEL_CONFIRMATIONS_MAX) break;
  }
  return { signedIn: true, confirmations };
}

/**
 * Adds one of the user's confirmations to the board as `kind` under `guestName`: the far end as
 * an arrival, the near end as a departure, with the flight or train number and the other end's
 * place. Another user's confirmation answers like an unknown one (404). Adding the same one twice
 * for a name is refused (409 DUPLICATE).
 */
export async function addTravelFromConfirmation(
  handle: DatabaseHandle,
  project: Project,
  writer: Writer,
  user: Pick<User, 'id'>,
  input: TravelFromConfirmationInput,
) {
  const [row] = await handle.db
    .select({ journey: unclaimedEvents.journey })
    .from(unclaimedEvents)
    .where(and(eq(unclaimedEvents.id, input.confirmationId), eq(unclaimedEvents.userId, user.id)));
  const journey = row && readJourney(row.journey);
  if (!journey) throw notFound('This confirmation does not exist, or has no journey to add.');
  const entry = journeyEntry(journey, input.kind);
  if (!entry) throw badRequest(`This confirmation gives no time for the ${input.kind}. Please add it with the form.`);
  // Through the form's own schema: what a confirmation says is clipped and checked like typing.
  const parsed = travelEntryInputSchema.safeParse({
    guestName: input.guestName,
    kind: entry.kind,
    localTime: entryLocalTime(entry, project.timeZone),
    timeZone: entry.timeZone,
    place: entry.place.slice(0, TRAVEL_PLACE_MAX),
    placeCode: entry.placeCode,
    transportNumber: entry.transportNumber?.slice(0, TRAVEL_NUMBER_MAX) ?? null,
    fromPlace: entry.fromPlace.slice(0, TRAVEL_FROM_MAX),
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'This confirmation cannot be added. Please add it with the form.');
  return createTravelEntry(handle, project, writer, parsed.data, { once: true });
}
