// src/lib/journey.ts
/**
* A journey read from a forwarded confirmation (a flight, train, coach or ferry leg): both ends as
* the confirmation gives them. It is kept with the unclaimed event it came from, so a signed-in
* guest can add it to an itinerary's arrivals board as "my travel" in one action
* (docs/product.md#travel-from-forwarded-confirmations).
*/
var JOURNEY_MODES = [
	"flight",
	"train",
	"bus",
	"boat"
];
var text = (v, max) => typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null;
function end(v) {
	if (!v || typeof v !== "object") return null;
	const o = v;
	const place = text(o.place, 200);
	if (!place) return null;
	const code = text(o.code, 8);
	const time = text(o.time, 40);
	return {
		place,
		code: code && /^[A-Z0-9]{2,8}$/.test(code) ? code : null,
		timeZone: text(o.timeZone, 64),
		time: time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : null
	};
}
/** A stored journey (JSON) read defensively: anything malformed is no journey. */
function readJourney(raw) {
	let v = raw;
	if (typeof v === "string") try {
		v = JSON.parse(v);
	} catch {
		return null;
	}
	if (!v || typeof v !== "object") return null;
	const o = v;
	const mode = JOURNEY_MODES.find((m) => m === o.mode);
	const from = end(o.from);
	const to = end(o.to);
	if (!mode || !from || !to) return null;
	return {
		mode,
		number: text(o.number, 40),
		from,
		to
	};
}
export { readJourney as t };
