import { $t as events, B as displayTitle, H as formatDateRange, Qn as sql, R as creatorLine, _n as asc, jt as sha256, mn as min, pn as count, xn as eq } from "./schemas_BP9cnbZP.mjs";
// src/lib/place.ts
/**
* The main place of an itinerary, at city level, from its events' free-text locations. Only a
* place that is surely a city ever comes out: a venue, a room, a street, a gate code or a house
* number never does, and when unsure nothing does. A location is read only when it is written the
* way postal addresses are, with a postal code to anchor on, at the start or end of its part:
* - "387 King St, Charleston, SC 29403": a street, then a city, then a state and a code → the city;
* - "18 Rue de Dunkerque, 75010 Paris", "10 Downing St, London SW1A 2AA": a code and a name → the
*   name. A 4-digit code (which a room or a house number looks just like) counts only after a
*   street; a 5-digit, UK or Canadian code counts on its own ("Hall, 75001 Paris").
* Anything else ("Hotel lobby", "Paris, France", "Chez Marcel, 2031", "Room 1418, Hotel Lux, gate
* code 4471 then knock") names no city this can be sure of, and is skipped: nothing is better than
* a venue shown as if it were a city.
*/
var CITY_MAX = 40;
/** At most this many words: "Saint-Martin-de-Ré" and "Newcastle upon Tyne" are cities, sentences are not. */
var CITY_MAX_WORDS = 4;
/** US ZIP (+4), 4–6 digit codes (most of Europe, Australia…; Portugal's 1100-053), UK and Canadian codes. */
var POSTAL_CODE = "(?:\\d{4,6}(?:-\\d{3,4})?|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d)";
/** A code that a room number or a house number cannot be mistaken for. */
var DISTINCT_CODE = /^(?:\d{5,6}(?:-\d{4})?|\d{4}-\d{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/;
/** A part that is a code and a name, in either order, or a code alone. */
var CODE_FIRST = new RegExp(`^(${POSTAL_CODE})(?:\\s+(.+))?$`);
var CODE_LAST = new RegExp(`^(.+?)\\s+(${POSTAL_CODE})$`);
/** What stands beside a postal code when it is not the city: a state or province code. */
var REGION_CODE = /^(?:[A-Z]{1,3}|[A-Z]{2}-[A-Z]{2,3})$/;
/** Words that make a name a street, not a city ("Mountain Rest Rd", "Rue de Rivoli"). */
var STREET = /(?:^(?:rue|via|calle|avenida|avenue|boulevard|chemin|place)\b|\b(?:st|street|rd|road|ave|avenue|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|sq|square|hwy|highway|pkwy|parkway|route|str|stra(?:ss|ß)e|platz|weg|gasse|allee)\.?$)/i;
/** A street with its house number, written either way round ("387 King St", "Unter den Linden 77"). */
var HOUSE_NUMBER = /^\d{1,5}[a-z]?\s+\p{L}|\p{L}\s+\d{1,5}[a-z]?$/iu;
/** Words of venues, rooms, directions and placeholders (TBD), which no city this shows is named with. */
var NOT_A_CITY = /\b(?:room|rm|suite|apt|apartment|unit|flat|floor|fl|level|building|bldg|block|wing|tower|hotel|hostel|inn|motel|resort|chez|restaurant|bistro|brasserie|bar|pub|cafe|club|hall|lobby|reception|gate|code|door|entrance|knock|ring|buzz|bell|then|terminal|platform|box|c\/o|care of|tbd|tba|tbc)\b/iu;
var looksLikeStreet = (part) => HOUSE_NUMBER.test(part) || STREET.test(part);
/** A city name as shown: letters and a few words, no street, no venue; else undefined. */
function cleanCity(text) {
	const city = text?.replace(/\s+/g, " ").trim();
	if (!city || city.length > CITY_MAX || city.split(" ").length > CITY_MAX_WORDS) return void 0;
	if (/[\d()[\]{}@#/\\:;!?&+*=<>"]/.test(city) || !/^\p{L}/u.test(city) || STREET.test(city) || NOT_A_CITY.test(city)) return void 0;
	return city;
}
/** The city a postal address names, or undefined when it names none this can be sure of. */
function cityOfLocation(location) {
	if (!location) return void 0;
	const parts = location.split(",").map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean);
	if (parts.length < 2) return void 0;
	const streetBefore = (i) => parts.slice(0, i).some(looksLikeStreet);
	for (let i = parts.length - 1; i >= 1; i--) {
		const part = parts[i];
		if (!new RegExp(`\\b${POSTAL_CODE}\\b`).test(part)) continue;
		const first = CODE_FIRST.exec(part);
		const last = first ? null : CODE_LAST.exec(part);
		const code = first?.[1] ?? last?.[2];
		const beside = first ? first[2] : last?.[1];
		if (!code || !beside) return void 0;
		if (REGION_CODE.test(beside)) return i >= 2 && streetBefore(i - 1) ? cleanCity(parts[i - 1]) : void 0;
		if (!DISTINCT_CODE.test(code) && !streetBefore(i)) return void 0;
		return cleanCity(beside.replace(first ? /^[A-Z]{2}\s+/ : /$^/, "").replace(/\s+[A-Z]{2,3}$/, ""));
	}
}
/**
* The city most events are in (the earliest event's first among equals), from the locations in
* event order; null when none names a city.
*/
function mainCity(locations) {
	const counts = /* @__PURE__ */ new Map();
	locations.forEach((location, index) => {
		const city = cityOfLocation(location);
		if (!city) return;
		const key = city.toLocaleLowerCase("en");
		const seen = counts.get(key);
		if (seen) seen.count++;
		else counts.set(key, {
			city,
			count: 1,
			first: index
		});
	});
	let best;
	for (const entry of counts.values()) if (!best || entry.count > best.count || entry.count === best.count && entry.first < best.first) best = entry;
	return best?.city ?? null;
}
// src/server/og/facts.ts
/**
* What a link preview image of an itinerary shows, and what the teaser pages show beside it
* (/access/{id}, the public preview): never more than a browser without a grant may see
* (docs/security.md, "Public preview").
*
* From the events only three things are read, and only here: how many there are, the first and
* last dates, and their locations, which come out as one city at most (../../lib/place.ts).
*/
async function teaserFacts(handle, project) {
	const [span] = await handle.db.select({
		count: count(),
		first: min(events.datetime),
		last: sql`max(max(${events.datetime}), coalesce(max(${events.endDatetime}) - ${216e5}, 0))`
	}).from(events).where(eq(events.projectRowId, project.id));
	const eventCount = span?.count ?? 0;
	if (eventCount === 0 || span?.first == null || span.last == null) return {
		eventCount,
		dateRange: null,
		place: null
	};
	const located = await handle.db.select({ location: events.location }).from(events).where(eq(events.projectRowId, project.id)).orderBy(asc(events.datetime), asc(events.id));
	return {
		eventCount,
		dateRange: formatDateRange(span.first, span.last, project.timeZone),
		place: mainCity(located.map((row) => row.location))
	};
}
function themeOf(project) {
	return {
		customColors: project.customColors,
		borderStyle: project.borderStyle,
		selectedFont: project.selectedFont,
		titleFont: project.titleFont,
		selectedBackground: project.selectedBackground,
		customBackgroundColor: project.customBackgroundColor
	};
}
function cardFacts(project, teaser) {
	return {
		title: displayTitle(project),
		byline: creatorLine(project),
		dateRange: teaser.dateRange,
		place: teaser.place,
		theme: themeOf(project),
		headerImage: project.isPaid ? project.headerImages[0] ?? null : null
	};
}
/** Bumped when the drawing changes, so every preview gets a new URL. */
var DRAWING_VERSION = 1;
/** The version in a preview image's URL: a change to anything it shows makes a new one. */
function cardVersion(facts) {
	return sha256(JSON.stringify([DRAWING_VERSION, facts])).slice(0, 16);
}
/** What the image shows, in words (its alt text). */
function cardAlt(facts) {
	const details = [
		facts.dateRange,
		facts.place,
		facts.byline
	].filter(Boolean).join(", ");
	return `Invitation card for ${facts.title}${details ? `: ${details}` : ""}`;
}
// src/server/og/paths.ts
/**
* The URLs of link preview images: `/og/{projectId}/{version}.png` (wide) and `…-square.png`.
* Pages name them from here without loading the drawing code (./card.ts, which starts satori's
* WebAssembly when it is imported: on the edge, only a request that draws should do that).
*/
var CARD_SIZES = {
	/** Open Graph's large image (Facebook, WhatsApp, iMessage, Slack, Discord, X's large card). */
	wide: {
		width: 1200,
		height: 630
	},
	/** The small square card some apps show instead (Telegram's compact view, X's summary). */
	square: {
		width: 600,
		height: 600
	}
};
var SUFFIX = {
	wide: "",
	square: "-square"
};
/** The path of an itinerary's preview image for these facts. */
function cardPath(projectId, facts, variant) {
	return `/og/${encodeURIComponent(projectId)}/${cardVersion(facts)}${SUFFIX[variant]}.png`;
}
/** What the file name of a preview image asks for, or null when it is not one. */
function parseCardFile(file) {
	const match = /^([0-9a-f]{16})(-square)?\.png$/.exec(file);
	return match ? {
		version: match[1],
		variant: match[2] ? "square" : "wide"
	} : null;
}
export { cardFacts as a, themeOf as c, cardAlt as i, cardPath as n, cardVersion as o, parseCardFile as r, teaserFacts as s, CARD_SIZES as t };
