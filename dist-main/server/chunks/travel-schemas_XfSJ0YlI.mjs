import { F as fromDatetimeLocal, bi as TRAVEL_YEAR_MIN, hr as MESSAGES, v as timeZoneSchema, w as requiredText, yi as TRAVEL_YEAR_MAX, zt as cleanName } from "./schemas_BP9cnbZP.mjs";
import * as z from "zod/mini";
// src/lib/messages-travel.ts
/** Guests' travel and RSVPs; see ./messages.ts. */
var TRAVEL_MESSAGES = {
	nameRequired: "Please enter your name.",
	nameTooLong: `Names can be at most 100 characters.`,
	kind: "Please choose arrival or departure.",
	yearRange: `Please choose a date between ${TRAVEL_YEAR_MIN} and ${TRAVEL_YEAR_MAX}.`,
	placeRequired: "Please enter where: an airport, a station or an address.",
	placeCode: `Airport or station codes are 2 to 8 letters or digits, such as LIS.`,
	seats: `Seats free must be a whole number from 0 to 20.`,
	status: "Please choose Going, Maybe or Can’t make it.",
	plusOnes: `Plus-ones must be a whole number from 0 to 10.`,
	rsvpBy: "Please choose a valid RSVP-by date.",
	settingsFlag: "Please choose on or off.",
	confirmation: "Please choose a confirmation."
};
// src/lib/travel-schemas.ts
/**
* Request bodies of guests' travel and RSVPs (docs/product.md#travel-and-the-arrivals-board,
* docs/product.md#rsvps), shared by the endpoints and the forms that load when a guest uses them.
* zod/mini like ./schemas.ts, so the guest page's chunk stays small.
*/
var optionalText = (max, label) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`))));
/** A person's name as they write it, cleaned (`cleanName`: invisible characters and compatibility forms folded away). */
var guestNameSchema = z.string(TRAVEL_MESSAGES.nameRequired).check(z.overwrite(cleanName), z.minLength(1, TRAVEL_MESSAGES.nameRequired), z.maxLength(100, TRAVEL_MESSAGES.nameTooLong));
var LOCAL_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A wall-clock time with no zone ('2031-05-01T23:30'), as a datetime-local field gives it. */
var localTimeSchema = z.string(MESSAGES.dateTimeRequired).check(z.trim(), z.overwrite((v) => v.slice(0, 16)), z.refine((v) => LOCAL_TIME.test(v) && fromDatetimeLocal(v, "UTC") !== null, MESSAGES.dateTimeRequired), z.refine((v) => {
	const year = Number(v.slice(0, 4));
	return year >= 2e3 && year <= 2100;
}, TRAVEL_MESSAGES.yearRange));
var travelFields = {
	kind: z.enum(["arrival", "departure"], TRAVEL_MESSAGES.kind),
	localTime: localTimeSchema,
	timeZone: z.optional(z.nullable(timeZoneSchema)),
	place: requiredText(TRAVEL_MESSAGES.placeRequired, 200, `Places can be at most 200 characters.`),
	placeCode: z.optional(z.nullable(z.string(TRAVEL_MESSAGES.placeCode).check(z.trim(), z.toUpperCase(), z.refine((v) => v === "" || new RegExp(`^[A-Z0-9]{2,8}$`).test(v), TRAVEL_MESSAGES.placeCode)))),
	transportNumber: optionalText(20, "Flight or train numbers"),
	fromPlace: optionalText(200, "“Coming from” and “Going to”"),
	seatsFree: z.optional(z.nullable(z.int(TRAVEL_MESSAGES.seats).check(z.minimum(0, TRAVEL_MESSAGES.seats), z.maximum(20, TRAVEL_MESSAGES.seats)))),
	note: optionalText(500, "Notes")
};
/** A new arrival or departure, under the name of the person who travels. */
var travelEntryInputSchema = z.object({
	guestName: guestNameSchema,
	...travelFields
});
/** An edit: every field but the name, which stays the one the entry was written under. */
var travelEntryUpdateSchema = z.object(travelFields);
/** A forwarded confirmation's journey added as travel: whose, which of the user's confirmations, which end. */
var travelFromConfirmationSchema = z.object({
	confirmationId: z.int(TRAVEL_MESSAGES.confirmation).check(z.positive(TRAVEL_MESSAGES.confirmation)),
	guestName: guestNameSchema,
	kind: travelFields.kind
});
/** The organiser's switch: whether guests see each other's travel. */
var travelSettingsSchema = z.object({ guestsSeeTravel: z.boolean(TRAVEL_MESSAGES.settingsFlag) });
var RSVP_STATUSES = [
	"going",
	"maybe",
	"no"
];
var plusOnes = z.int(TRAVEL_MESSAGES.plusOnes).check(z.minimum(0, TRAVEL_MESSAGES.plusOnes), z.maximum(10, TRAVEL_MESSAGES.plusOnes));
/** A guest's answer to one event, for the name they pick. */
var rsvpAnswerSchema = z.object({
	name: guestNameSchema,
	status: z.enum(RSVP_STATUSES, TRAVEL_MESSAGES.status),
	plusOnes: z.optional(plusOnes),
	note: optionalText(500, "Notes")
});
/** Taking an answer back. */
var rsvpClearSchema = z.object({ name: guestNameSchema });
/** An event's RSVP settings (admins). Plus-ones off means none, whatever the limit says. */
var rsvpSettingsSchema = z.object({
	asks: z.boolean(TRAVEL_MESSAGES.settingsFlag),
	plusOnesAllowed: z.optional(z.boolean(TRAVEL_MESSAGES.settingsFlag)),
	plusOnesMax: z.optional(plusOnes),
	rsvpBy: z.optional(z.nullable(z.iso.datetime({
		offset: true,
		error: TRAVEL_MESSAGES.rsvpBy
	})))
});
export { rsvpSettingsSchema as a, travelFromConfirmationSchema as c, rsvpClearSchema as i, travelSettingsSchema as l, guestNameSchema as n, travelEntryInputSchema as o, rsvpAnswerSchema as r, travelEntryUpdateSchema as s, RSVP_STATUSES as t };
