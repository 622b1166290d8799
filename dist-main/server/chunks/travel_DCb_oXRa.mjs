import { F as fromDatetimeLocal, Gt as personKey, Ir as DAY_MS, L as toDatetimeLocal, Qn as sql, Xr as GUEST_WRITES_PER_HOUR_PER_PROJECT, _n as asc, an as projects, dr as ACCESS_MESSAGES, hr as MESSAGES, j as airportByCode, on as rsvpAnswers, pn as count, un as travelEntries, xn as eq, xt as holdsNameFrom, yn as and } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError, o as badRequest, p as guestNameKey, s as notFound } from "./rate-limit_CGfom9Ik.mjs";
import { t as bumpVersion } from "./events_CFyOxejc.mjs";
import { c as requireProjectGrant } from "./access_txSEE2fX.mjs";
import { i as takeAllowance, n as reserveAllowance, r as returnAllowance } from "./allowance_Pg_u8elE.mjs";
// src/lib/arrivals-board.ts
/**
* The arrivals board (docs/product.md#travel-and-the-arrivals-board): guests' arrivals and
* departures by day and place, with the people who land at one place close together grouped so
* they can share a ride. Pure: the server builds it for the page and the API, and tests call it.
*
* Days and times are the place's own (the wall time the guest typed, in the place's zone): a
* 23:30 landing in Tokyo is on the board under its Tokyo date at 23:30, whatever zone the
* itinerary or the reader is in.
*/
/** What `viewer` may see: everything for an admin or with the switch on, else only their own. */
function visibleTravel(entries, viewer, guestsSeeTravel) {
	if (viewer.role === "admin" || guestsSeeTravel) return [...entries];
	return entries.filter((e) => e.mine);
}
/** Entries of the selected people (the people filter; none selected is everyone). */
function filterTravelByPeople(entries, people = []) {
	if (people.length === 0) return [...entries];
	const keys = new Set(people.map(personKey));
	return entries.filter((e) => keys.has(personKey(e.guestName)));
}
var placeKey = (e) => e.placeCode ? `code:${e.placeCode.toUpperCase()}` : `place:${personKey(e.place)}`;
var timeOf = (e) => e.localTime.slice(11, 16);
function summarise(kind, people, label, from, to) {
	const verb = kind === "arrival" ? ["lands", "land"] : ["leaves", "leave"];
	const where = kind === "arrival" ? `at ${label}` : `from ${label}`;
	const who = people.length === 1 ? people[0] : `${people.length} people`;
	const when = from === to ? `at ${from}` : `between ${from} and ${to}`;
	return `${who} ${people.length === 1 ? verb[0] : verb[1]} ${where} ${when}`;
}
/**
* Groups of one kind at one place, in time order: each group starts with the earliest entry not
* yet grouped and takes every later one within TRAVEL_GROUP_WINDOW_MS of that start, so a group
* never spans more than 90 minutes (one ride can wait for all of it).
*/
function groupsOf(kind, entries, label) {
	const sorted = entries.filter((e) => e.kind === kind).sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant) || a.id - b.id);
	const groups = [];
	let current = [];
	const close = () => {
		if (current.length === 0) return;
		const seen = /* @__PURE__ */ new Map();
		for (const e of current) if (!seen.has(personKey(e.guestName))) seen.set(personKey(e.guestName), e.guestName);
		const people = [...seen.values()];
		const from = timeOf(current[0]);
		const to = timeOf(current[current.length - 1]);
		groups.push({
			kind,
			from,
			to,
			people,
			entries: current,
			summary: summarise(kind, people, label, from, to)
		});
		current = [];
	};
	for (const entry of sorted) {
		const start = current[0];
		if (start && Date.parse(entry.instant) - Date.parse(start.instant) > 54e5) close();
		current.push(entry);
	}
	close();
	return groups;
}
/**
* The board: days in date order (the place's date), places within a day by their first entry,
* arrivals and departures grouped at each. Applies the visibility switch and the people filter.
*/
function arrivalsBoard(entries, viewer, options) {
	const shown = filterTravelByPeople(visibleTravel(entries, viewer, options.guestsSeeTravel), options.people);
	const days = /* @__PURE__ */ new Map();
	const ordered = [...shown].sort((a, b) => a.localTime.localeCompare(b.localTime) || a.id - b.id);
	for (const entry of ordered) {
		const date = entry.localTime.slice(0, 10);
		let places = days.get(date);
		if (!places) days.set(date, places = /* @__PURE__ */ new Map());
		const key = placeKey(entry);
		const list = places.get(key);
		if (list) list.push(entry);
		else places.set(key, [entry]);
	}
	return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, places]) => ({
		date,
		places: [...places.values()].map((list) => {
			const first = list[0];
			const label = first.placeCode ?? first.place;
			return {
				label,
				place: first.place,
				placeCode: first.placeCode,
				timeZone: first.timeZone,
				arrivals: groupsOf("arrival", list, label),
				departures: groupsOf("departure", list, label)
			};
		})
	}));
}
var FORMULA_START = /^[=+\-@\t\r]/;
/** Invisible format characters (zero-width space, joiners, BOM, soft hyphen…) and spaces. */
var SKIPPED_LEAD = /^[\p{Cf}\p{Zs}]+/u;
/** Whether a spreadsheet could take `text` for a formula (see the top of this file). */
function startsLikeFormula(text) {
	return FORMULA_START.test(text.replace(SKIPPED_LEAD, "").slice(0, 2).normalize("NFKC"));
}
function csvCell(value) {
	if (value === null || value === void 0) return "";
	let text = String(value);
	if (typeof value === "string" && startsLikeFormula(text)) text = `'${text}`;
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, "\"\"")}"` : text;
}
/** A whole file: the header row, then one line per row, each ending with CRLF, after a BOM. */
function toCsv(header, rows) {
	return "﻿" + [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
// src/server/guests/guest-writes.ts
/**
* What guests' own writes (travel, RSVP answers) share: who writes, the allowances, the refusal
* on example itineraries, and the rule that a name belongs to the first browser that wrote under
* it (docs/product.md#whose-name-is-whose). The allowances are in docs/security.md#guests-writes.
*/
/**
* Runs one guest write (`write`) under the allowances, in this order:
* - example itineraries are shared by every visitor: nobody adds to them;
* - admins are never held by the guests' allowances;
* - the browser's and the client address's hourly allowances: every attempt counts, so a script
*   spends its own allowance, whatever it sends and however many sessions it starts;
* - the itinerary's hourly allowance and, through `claim`, the client's daily allowance of new
*   names: a use of each is reserved before the write (so parallel writes cannot pass them) and
*   given back when the write is refused, so only writes that succeed spend them. Failing writes
*   from one client therefore cannot stop everyone else's.
* `write` calls `claim(key)` with the name's key before it writes under a name; a name this
* browser already writes under is not new.
*/
async function guestWrite(handle, project, writer, write) {
	if (project.isExample) throw new HttpError(403, ACCESS_MESSAGES.exampleReadOnly, "FORBIDDEN");
	if (writer.role === "admin") return write(async () => void 0);
	await takeAllowance(handle, `guest-writes:session:${writer.sessionId}`, 120, "You have made a lot of changes in the last hour.");
	await takeAllowance(handle, `guest-writes:client:${writer.client}`, 200, "A lot of changes have come from your connection in the last hour.");
	const reserved = [await reserveAllowance(handle, `guest-writes:project:${project.id}`, GUEST_WRITES_PER_HOUR_PER_PROJECT, "This itinerary has had a lot of changes in the last hour.")];
	const claim = async (key) => {
		if (await writesUnder(handle, project.id, key, writer)) return;
		reserved.push(await reserveAllowance(handle, `guest-names:${project.id}:${writer.client}`, 20, "You have added plans for a lot of different names today. Please ask the organiser to add the others.", DAY_MS));
	};
	try {
		return await write(claim);
	} catch (error) {
		if (error instanceof HttpError && error.status < 500) for (const reservation of reserved) await returnAllowance(handle, reservation);
		throw error;
	}
}
/** True when this browser already has travel or an answer under the name `key` on this itinerary. */
async function writesUnder(handle, projectRowId, key, writer) {
	const own = (table) => handle.db.select({ id: table.id }).from(table).where(and(eq(table.projectRowId, projectRowId), eq(table.guestKey, key), eq(table.sessionId, writer.sessionId))).limit(1);
	const [travel, answers] = await handle.db.batch([own(travelEntries), own(rsvpAnswers)]);
	return travel.length > 0 || answers.length > 0;
}
/**
* SQL: true when no other browser holds the name `key` on this itinerary, that is when no travel
* entry or answer under it was written by another session, live or ended within NAME_HOLD_MS
* (./name-holds.ts), an admin writing for someone aside. Always true for an admin.
*/
function nameFreeFor(projectRowId, key, writer, now = Date.now()) {
	if (writer.role === "admin") return sql`1`;
	const heldBy = (table) => sql`EXISTS (SELECT 1 FROM ${table}
    WHERE ${table.projectRowId} = ${projectRowId} AND ${table.guestKey} = ${key} AND ${holdsNameFrom(table, writer.sessionId, now)})`;
	return sql`NOT ${heldBy(travelEntries)} AND NOT ${heldBy(rsvpAnswers)}`;
}
/** True when another browser holds the name (to say why a guarded write changed nothing). */
async function nameHeldByOther(handle, projectRowId, key, writer) {
	const [row] = await handle.db.select({ free: sql`(${nameFreeFor(projectRowId, key, writer)})` }).from(projects).where(eq(projects.id, projectRowId));
	return row ? !row.free : false;
}
var nameTaken = (name) => new HttpError(403, `“${name}” already has plans added from another browser. Choose your own name, or ask the organiser to make this change.`, "NAME_TAKEN");
/**
* The itinerary and the writing browser of a travel or RSVP write: any grant may write (guests
* their own). `client` is the request's address (clientAddress in ../http/http.ts).
*/
async function requireWriter(handle, sessionId, projectId, client) {
	const { project, role } = await requireProjectGrant(handle, sessionId, projectId);
	return {
		project,
		writer: {
			sessionId: sessionId ?? "",
			role,
			client
		}
	};
}
// src/server/travel/travel.ts
/**
* Guests' arrivals and departures (docs/product.md#travel-and-the-arrivals-board): listing what a
* browser may see, adding (with both count limits inside the INSERT), editing and deleting (the
* writing browser or an admin), the organiser's visibility switch, and the CSV export. Every
* write bumps the itinerary's version in the same batch, so open pages update.
*/
/**
* What the API says of a row (a travel entry or an RSVP answer) instead of whose session wrote
* it: whether the reader's browser did (`mine`), and whether the reader may change it.
*/
function ownership(row, reader) {
	const mine = reader.sessionId !== void 0 && row.sessionId === reader.sessionId;
	return {
		mine,
		canEdit: mine || reader.role === "admin"
	};
}
var missing = () => notFound("This arrival or departure does not exist.");
var notYours = () => new HttpError(403, "Only the person who added this arrival or departure, or an organiser, can change it.", "FORBIDDEN");
function toTravelView(row, reader) {
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
		...ownership(row, reader)
	};
}
/**
* The entry's time: the zone given, else the airport's when the code is one, else the
* itinerary's. The wall time is kept as read back from the instant, which is what was typed
* except in the hour clocks skip (02:30 on a spring-forward night is 03:30).
*/
function timing(input, project) {
	const timeZone = input.timeZone || (input.placeCode ? airportByCode(input.placeCode)?.timeZone : void 0) || project.timeZone;
	const iso = fromDatetimeLocal(input.localTime, timeZone);
	if (!iso) throw badRequest(MESSAGES.dateTimeRequired);
	const instant = new Date(iso);
	return {
		timeZone,
		instant,
		localTime: toDatetimeLocal(instant, timeZone)
	};
}
function values(input, project) {
	return {
		kind: input.kind,
		...timing(input, project),
		place: input.place,
		placeCode: input.placeCode || null,
		transportNumber: input.transportNumber || null,
		fromPlace: input.fromPlace || null,
		seatsFree: input.seatsFree ?? null,
		note: input.note || null
	};
}
/** Every entry `reader` may see, in time order (the switch is applied in SQL for guests too). */
async function listTravel(handle, project, reader) {
	const onlyOwn = reader.role !== "admin" && !project.guestsSeeTravel;
	if (onlyOwn && !reader.sessionId) return [];
	return visibleTravel((await handle.db.select().from(travelEntries).where(onlyOwn ? and(eq(travelEntries.projectRowId, project.id), eq(travelEntries.sessionId, reader.sessionId ?? "")) : eq(travelEntries.projectRowId, project.id)).orderBy(asc(travelEntries.instant), asc(travelEntries.id))).map((row) => toTravelView(row, reader)), { role: reader.role }, project.guestsSeeTravel);
}
/** The entries and the board for `reader`, the board filtered to `people` (the people filter). */
async function travelListing(handle, project, reader, people = []) {
	const entries = await listTravel(handle, project, reader);
	return {
		guestsSeeTravel: project.guestsSeeTravel,
		entries,
		board: arrivalsBoard(entries, { role: reader.role }, {
			guestsSeeTravel: project.guestsSeeTravel,
			people
		})
	};
}
/**
* Adds an entry. Both limits (per name, per itinerary) and the name's owner are checked inside
* the INSERT … SELECT … WHERE, so parallel requests cannot slip past them; when nothing was
* inserted the counts are read only to say which limit it was. With `once`, an entry the name
* already has (same kind, instant and flight or train) is not added again, also in the INSERT.
*/
async function createTravelEntry(handle, project, writer, input, { once = false } = {}) {
	return guestWrite(handle, project, writer, async (claim) => {
		const v = values(input, project);
		const key = guestNameKey(input.guestName);
		await claim(key);
		const spelling = sql`coalesce((SELECT ${travelEntries.guestName} FROM ${travelEntries}
      WHERE ${travelEntries.projectRowId} = ${project.id} AND ${travelEntries.guestKey} = ${key} ORDER BY ${travelEntries.id} LIMIT 1), ${input.guestName})`;
		const countOf = (where) => sql`(SELECT count(*) FROM ${travelEntries} WHERE ${where})`;
		const same = sql`${travelEntries.projectRowId} = ${project.id} AND ${travelEntries.guestKey} = ${key} AND ${travelEntries.kind} = ${v.kind}
      AND ${travelEntries.instant} = ${v.instant.getTime()} AND coalesce(${travelEntries.transportNumber}, '') = ${v.transportNumber ?? ""}`;
		const [inserted, , rows] = await handle.write((db) => db.batch([
			db.run(sql`INSERT INTO ${travelEntries}
          (project_id, guest_name, guest_key, kind, local_time, time_zone, instant, place, place_code,
           transport_number, from_place, seats_free, note, session_id, by_admin)
          SELECT ${project.id}, ${spelling}, ${key}, ${v.kind}, ${v.localTime}, ${v.timeZone}, ${v.instant.getTime()},
            ${v.place}, ${v.placeCode}, ${v.transportNumber}, ${v.fromPlace}, ${v.seatsFree}, ${v.note},
            ${writer.sessionId}, ${writer.role === "admin" ? 1 : 0}
          WHERE ${countOf(sql`${travelEntries.projectRowId} = ${project.id} AND ${travelEntries.guestKey} = ${key}`)} < ${10}
            AND ${countOf(sql`${travelEntries.projectRowId} = ${project.id}`)} < ${300}
            AND ${nameFreeFor(project.id, key, writer)}
            AND ${once ? sql`NOT EXISTS (SELECT 1 FROM ${travelEntries} WHERE ${same})` : sql`1`}`),
			bumpVersion(db, project.id),
			db.select().from(travelEntries).where(sql`${travelEntries.id} = last_insert_rowid() AND changes() > 0`)
		]));
		const row = rows[0];
		if (inserted.rowsAffected === 0 || !row) throw await whyNotAdded(handle, project, key, input.guestName, writer, once ? same : void 0);
		return toTravelView(row, writer);
	});
}
async function whyNotAdded(handle, project, key, name, writer, same) {
	if (await nameHeldByOther(handle, project.id, key, writer)) return nameTaken(name);
	const [again] = same ? await handle.db.select({ id: travelEntries.id }).from(travelEntries).where(same) : [];
	if (again) return new HttpError(409, `This is already on the board for “${name}”.`, "DUPLICATE");
	const [[forName], [forItinerary]] = await handle.db.batch([handle.db.select({ n: count() }).from(travelEntries).where(and(eq(travelEntries.projectRowId, project.id), eq(travelEntries.guestKey, key))), handle.db.select({ n: count() }).from(travelEntries).where(eq(travelEntries.projectRowId, project.id))]);
	if ((forName?.n ?? 0) >= 10) return new HttpError(409, `“${name}” already has 10 arrivals and departures, the most one person can add.`, "LIMIT_REACHED");
	if ((forItinerary?.n ?? 0) >= 300) return new HttpError(409, `This itinerary already has 300 arrivals and departures, the most it can hold.`, "LIMIT_REACHED");
	return new HttpError(409, "This arrival or departure could not be added. Please try again.", "LIMIT_REACHED");
}
/** The condition of an edit or delete: this itinerary's entry, and the writer's own unless admin. */
var editable = (project, entryId, writer) => and(eq(travelEntries.id, entryId), eq(travelEntries.projectRowId, project.id), writer.role === "admin" ? void 0 : eq(travelEntries.sessionId, writer.sessionId));
/** 404 when the entry is not this itinerary's, else 403 (it exists, but is someone else's). */
async function refusal(handle, project, entryId) {
	return (await handle.db.select({ id: travelEntries.id }).from(travelEntries).where(and(eq(travelEntries.id, entryId), eq(travelEntries.projectRowId, project.id)))).length > 0 ? notYours() : missing();
}
async function updateTravelEntry(handle, project, writer, entryId, input) {
	return guestWrite(handle, project, writer, async () => {
		const [updated] = await handle.write((db) => db.batch([db.update(travelEntries).set({
			...values(input, project),
			updatedAt: /* @__PURE__ */ new Date()
		}).where(editable(project, entryId, writer)).returning(), bumpVersion(db, project.id)]));
		const row = updated[0];
		if (!row) throw await refusal(handle, project, entryId);
		return toTravelView(row, writer);
	});
}
async function deleteTravelEntry(handle, project, writer, entryId) {
	await guestWrite(handle, project, writer, async () => {
		const [deleted] = await handle.write((db) => db.batch([db.delete(travelEntries).where(editable(project, entryId, writer)).returning({ id: travelEntries.id }), bumpVersion(db, project.id)]));
		if (deleted.length === 0) throw await refusal(handle, project, entryId);
	});
}
function parseEntryId(raw) {
	const id = Number(raw);
	if (!Number.isSafeInteger(id) || id <= 0) throw missing();
	return id;
}
/** The organiser's switch (admins). Bumps the version: what guests see changes. */
async function setTravelSettings(handle, project, input) {
	await handle.write((db) => db.update(projects).set({
		guestsSeeTravel: input.guestsSeeTravel,
		version: sql`${projects.version} + 1`,
		updatedAt: /* @__PURE__ */ new Date()
	}).where(eq(projects.id, project.id)));
	return { guestsSeeTravel: input.guestsSeeTravel };
}
var ARRIVALS_CSV_HEADER = [
	"Name",
	"Arrival or departure",
	"Date",
	"Time",
	"Time zone",
	"Place",
	"Code",
	"Flight or train",
	"Coming from or going to",
	"Seats free",
	"Note"
];
/** Every entry as CSV (admins), times as the guest typed them in the place's zone. */
async function arrivalsCsv(handle, project, reader) {
	return toCsv(ARRIVALS_CSV_HEADER, (await listTravel(handle, project, reader)).map((e) => [
		e.guestName,
		e.kind === "arrival" ? "Arrival" : "Departure",
		e.localTime.slice(0, 10),
		e.localTime.slice(11, 16),
		e.timeZone,
		e.place,
		e.placeCode,
		e.transportNumber,
		e.fromPlace,
		e.seatsFree,
		e.note
	]));
}
export { ownership as a, travelListing as c, nameFreeFor as d, nameHeldByOther as f, arrivalsBoard as g, toCsv as h, listTravel as i, updateTravelEntry as l, requireWriter as m, createTravelEntry as n, parseEntryId as o, nameTaken as p, deleteTravelEntry as r, setTravelSettings as s, arrivalsCsv as t, guestWrite as u };
