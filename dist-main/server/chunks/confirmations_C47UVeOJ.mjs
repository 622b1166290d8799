import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { m as requireWriter, n as createTravelEntry } from "./travel_DCb_oXRa.mjs";
import { o as json, r as clientAddress, t as apiRoute, u as readJson } from "./http_BJBlwemE.mjs";
import { $t as events, Dn as isNotNull, L as toDatetimeLocal, _i as TRAVEL_CONFIRMATIONS_WINDOW_MS, _n as asc, dn as unclaimedEvents, xn as eq, yn as and } from "./schemas_BP9cnbZP.mjs";
import { t as readJourney } from "./journey_Cgri85oO.mjs";
import { c as travelFromConfirmationSchema, o as travelEntryInputSchema } from "./travel-schemas_XfSJ0YlI.mjs";
import { o as badRequest, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { n as requireUser } from "./users_BrAC8NX-.mjs";
// src/lib/journey-travel.ts
/** "Lisbon Humberto Delgado (LIS), Lisbon" with code LIS: "Lisbon Humberto Delgado, Lisbon" (the board shows the code). */
function placeWithoutCode(end) {
	if (!end.code) return end.place;
	return end.place.replaceAll(`(${end.code})`, "").replace(/\s+,/g, ",").replace(/\s{2,}/g, " ").trim() || end.place;
}
/**
* The entry of `kind` for this journey: an arrival is its far end (where and when it lands), a
* departure its near end. Null when the confirmation gives no time for that end.
*/
function journeyEntry(journey, kind) {
	const [here, there] = kind === "arrival" ? [journey.to, journey.from] : [journey.from, journey.to];
	if (!here.time) return null;
	return {
		kind,
		instant: here.time,
		timeZone: here.timeZone,
		place: placeWithoutCode(here),
		placeCode: here.code,
		transportNumber: journey.number,
		fromPlace: placeWithoutCode(there)
	};
}
/** The entry's wall time in its zone, else in `fallbackZone` (what the form and the API take). */
function entryLocalTime(entry, fallbackZone) {
	return toDatetimeLocal(new Date(entry.instant), entry.timeZone ?? fallbackZone);
}
/**
* Arrival or departure, as the itinerary's events suggest: a journey that leaves after the middle
* of the itinerary (its first to its last event) is most likely the way home; before it, or with
* no events, the way there. Only one end with a time leaves no choice.
*/
function suggestedKind(journey, eventTimes) {
	const arrival = journeyEntry(journey, "arrival");
	const departure = journeyEntry(journey, "departure");
	if (!arrival || !departure) return arrival ? "arrival" : departure ? "departure" : null;
	if (eventTimes.length === 0) return "arrival";
	const middle = (Math.min(...eventTimes) + Math.max(...eventTimes)) / 2;
	return Date.parse(departure.instant) > middle ? "departure" : "arrival";
}
// src/server/travel/travel-confirmations.ts
/**
* A signed-in user's forwarded confirmations as "my travel" on an itinerary's arrivals board
* (docs/product.md#travel-from-forwarded-confirmations). The user's own unclaimed events that
* carry a journey are offered in the travel form of any itinerary they have a grant to; adding one
* writes an ordinary travel entry (same limits, same name rule, same live update) and leaves the
* confirmation where it was.
*/
function end(journey, kind, project) {
	const entry = journeyEntry(journey, kind);
	if (!entry) return null;
	const timeZone = entry.timeZone ?? project.timeZone;
	return {
		localTime: entryLocalTime(entry, project.timeZone),
		timeZone,
		place: entry.place,
		placeCode: entry.placeCode
	};
}
var eventTimes = async (handle, project) => (await handle.db.select({ at: events.datetime }).from(events).where(eq(events.projectRowId, project.id))).map((e) => e.at.getTime());
/**
* The user's confirmations with a journey that is not cancelled, near this itinerary: within
* `TRAVEL_CONFIRMATIONS_WINDOW_MS` of its first and last event (from now on when it has none),
* soonest first, at most `TRAVEL_CONFIRMATIONS_MAX`.
*/
async function listTravelConfirmations(handle, project, user, now = Date.now()) {
	if (!user) return {
		signedIn: false,
		confirmations: []
	};
	const [rows, times] = await Promise.all([handle.db.select().from(unclaimedEvents).where(and(eq(unclaimedEvents.userId, user.id), eq(unclaimedEvents.cancelled, false), isNotNull(unclaimedEvents.journey))).orderBy(asc(unclaimedEvents.datetime), asc(unclaimedEvents.id)), eventTimes(handle, project)]);
	const [from, to] = times.length > 0 ? [Math.min(...times) - TRAVEL_CONFIRMATIONS_WINDOW_MS, Math.max(...times) + TRAVEL_CONFIRMATIONS_WINDOW_MS] : [now, Infinity];
	const confirmations = [];
	for (const row of rows) {
		const journey = readJourney(row.journey);
		const suggested = journey && suggestedKind(journey, times);
		if (!journey || !suggested) continue;
		const arrival = end(journey, "arrival", project);
		const departure = end(journey, "departure", project);
		const at = Date.parse(journeyEntry(journey, suggested).instant);
		if (at < from || at > to) continue;
		confirmations.push({
			id: row.id,
			title: row.title,
			number: journey.number,
			arrival,
			departure,
			suggested
		});
		if (confirmations.length === 20) break;
	}
	return {
		signedIn: true,
		confirmations
	};
}
/**
* Adds one of the user's confirmations to the board as `kind` under `guestName`: the far end as
* an arrival, the near end as a departure, with the flight or train number and the other end's
* place. Another user's confirmation answers like an unknown one (404). Adding the same one twice
* for a name is refused (409 DUPLICATE).
*/
async function addTravelFromConfirmation(handle, project, writer, user, input) {
	const [row] = await handle.db.select({ journey: unclaimedEvents.journey }).from(unclaimedEvents).where(and(eq(unclaimedEvents.id, input.confirmationId), eq(unclaimedEvents.userId, user.id)));
	const journey = row && readJourney(row.journey);
	if (!journey) throw notFound("This confirmation does not exist, or has no journey to add.");
	const entry = journeyEntry(journey, input.kind);
	if (!entry) throw badRequest(`This confirmation gives no time for the ${input.kind}. Please add it with the form.`);
	const parsed = travelEntryInputSchema.safeParse({
		guestName: input.guestName,
		kind: entry.kind,
		localTime: entryLocalTime(entry, project.timeZone),
		timeZone: entry.timeZone,
		place: entry.place.slice(0, 200),
		placeCode: entry.placeCode,
		transportNumber: entry.transportNumber?.slice(0, 20) ?? null,
		fromPlace: entry.fromPlace.slice(0, 200)
	});
	if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "This confirmation cannot be added. Please add it with the form.");
	return createTravelEntry(handle, project, writer, parsed.data, { once: true });
}
// src/pages/api/projects/[projectId]/travel/confirmations.ts
var confirmations_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	POST: () => POST
});
/** The signed-in user's forwarded journeys near this itinerary (none, and signedIn false, without a user). */
var GET = apiRoute(async (ctx) => {
	const { project } = await requireProjectGrant(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "");
	return json(await listTravelConfirmations(ctx.db, project, ctx.locals.user ?? null));
});
/** Adds one of them to the board as the named guest's arrival or departure. */
var POST = apiRoute(async (ctx) => {
	const { project, writer } = await requireWriter(ctx.db, ctx.locals.session?.id, ctx.params.projectId ?? "", clientAddress(ctx));
	const user = requireUser(ctx.locals);
	const input = await readJson(ctx.request, travelFromConfirmationSchema);
	return json(await addTravelFromConfirmation(ctx.db, project, writer, user, input), { status: 201 });
});
// \0virtual:astro:page:src/pages/api/projects/[projectId]/travel/confirmations@_@ts
var page = () => confirmations_exports;
export { page };
