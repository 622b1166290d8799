import { Wr as EXAMPLE_ACCESS_CODE, ri as LINK_URL_MAX, v as timeZoneSchema } from "./schemas_BP9cnbZP.mjs";
import { n as BACKGROUND_KEYS } from "./backgrounds_BdBrr_48.mjs";
import { i as TITLE_FONT_KEYS, t as BODY_FONTS } from "./fonts_CJYrE5pk.mjs";
import { a as safeLinkUrl, i as INVALID_LINK_MESSAGE, t as BORDER_STYLES } from "./theme_rYMUkkbR.mjs";
import * as z from "zod/mini";
// src/lib/messages-codes.ts
/** The custom share access and admin codes (the admin panel's Security tab); see ./messages.ts. */
var CODE_MESSAGES = {
	accessCode: `The share access code must be exactly 6 letters or numbers.`,
	adminCode: `The admin code must be 6 to 12 letters or numbers.`,
	reserved: `${EXAMPLE_ACCESS_CODE} is reserved for the example itineraries. Please choose another code.`,
	sameCodes: "The share access code and the admin code must be different."
};
// src/lib/themes.ts
var THEME_PRESETS = [
	{
		id: "purple-pink",
		name: "Purple & Pink",
		colors: {
			primary: "#9333ea",
			secondary: "#ec4899",
			accent: "#10b981"
		}
	},
	{
		id: "blue-teal",
		name: "Blue & Teal",
		colors: {
			primary: "#2563eb",
			secondary: "#14b8a6",
			accent: "#f59e0b"
		}
	},
	{
		id: "green-lime",
		name: "Green & Lime",
		colors: {
			primary: "#15803d",
			secondary: "#84cc16",
			accent: "#0ea5e9"
		}
	},
	{
		id: "orange-red",
		name: "Orange & Red",
		colors: {
			primary: "#ea580c",
			secondary: "#dc2626",
			accent: "#facc15"
		}
	},
	{
		id: "pink-rose",
		name: "Pink & Rose",
		colors: {
			primary: "#db2777",
			secondary: "#fb7185",
			accent: "#8b5cf6"
		}
	},
	{
		id: "indigo-purple",
		name: "Indigo & Purple",
		colors: {
			primary: "#4f46e5",
			secondary: "#a855f7",
			accent: "#06b6d4"
		}
	}
];
/** 'Reset Colors': what the admin panel's reset puts back, a soft purple and pink with a green accent. */
var RESET_COLORS = {
	primary: "#c084fc",
	secondary: "#f9a8d4",
	accent: "#10b981"
};
/** The form a colour takes in a request body and in `<input type="color">`: `#rrggbb`. */
var HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** `#abc`, `abc`, `#AABBCC` → `#aabbcc`; null when it is not a colour. */
function normalizeHex(raw) {
	const value = raw.trim().replace(/^#?/, "#").toLowerCase();
	if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join("")}`;
	return HEX_COLOR.test(value) ? value : null;
}
var sameColors = (a, b) => a.primary.toLowerCase() === b.primary.toLowerCase() && a.secondary.toLowerCase() === b.secondary.toLowerCase() && a.accent.toLowerCase() === b.accent.toLowerCase();
// src/lib/customization-schema.ts
/**
* The admin panel's request body (PUT /api/projects/{id}/customizations), shared by the panel and the endpoint like every schema of ./schemas.ts. It has a file of its
* own because it needs the font, background and theme modules: kept out of ./schemas.ts, they
* stay out of the landing page's bundle (which validates the create form with ./schemas.ts).
*/
var HEX_MESSAGE = "Colours must be hex values like #9333ea.";
var hexColorSchema = z.string(HEX_MESSAGE).check(z.trim(), z.refine((v) => v.startsWith("#") && normalizeHex(v) !== null, HEX_MESSAGE), z.overwrite((v) => normalizeHex(v) ?? v));
var customLinkSchema = z.object({
	name: z.string("Please give each link a name.").check(z.trim(), z.minLength(1, "Please give each link a name."), z.maxLength(60, `Link names can be at most 60 characters.`)),
	url: z.string("Please enter a URL for each link.").check(z.trim(), z.minLength(1, "Please enter a URL for each link."), z.maxLength(LINK_URL_MAX, `Link URLs can be at most ${LINK_URL_MAX} characters.`), z.refine((v) => safeLinkUrl(v) !== null, INVALID_LINK_MESSAGE), z.overwrite((v) => safeLinkUrl(v) ?? v))
});
var ACCESS_CODE_PATTERN = new RegExp(`^[A-Z0-9]{6}$`);
var ADMIN_CODE_PATTERN = new RegExp(`^[A-Z0-9]{6,12}$`);
var customCode = (pattern, message) => z.string(message).check(z.trim(), z.toUpperCase(), z.regex(pattern, message), z.refine((v) => v !== EXAMPLE_ACCESS_CODE, CODE_MESSAGES.reserved));
/** The custom codes one at a time (the Security tab's fields validate as they are typed). */
var customAccessCodeSchema = customCode(ACCESS_CODE_PATTERN, CODE_MESSAGES.accessCode);
var customAdminCodeSchema = customCode(ADMIN_CODE_PATTERN, CODE_MESSAGES.adminCode);
/** Both codes as they would stand after a change: each well formed, and different. */
var accessCodesSchema = z.object({
	accessCode: customAccessCodeSchema,
	adminCode: customAdminCodeSchema
}).check(z.refine((codes) => codes.accessCode !== codes.adminCode, {
	message: CODE_MESSAGES.sameCodes,
	path: ["adminCode"]
}));
/** A display title, counted in characters (an emoji is one); empty means the itinerary's name. */
var customTitleSchema = z.string("Please enter a title.").check(z.trim(), z.refine((v) => [...v].length <= 100, `Titles can be at most 100 characters.`));
/** What events keep when the itinerary's zone changes: their clock times, or their moments. */
var KEEP_TIMES = ["clock", "moment"];
var KEEP_TIMES_MESSAGE = "Choose whether events keep their clock times ('clock') or their moments ('moment').";
var toggle = (label) => z.optional(z.boolean(`${label} must be on or off.`));
var customizationSchema = z.object({
	customColors: z.optional(z.object({
		primary: hexColorSchema,
		secondary: hexColorSchema,
		accent: hexColorSchema
	}, "Colours need a primary, a secondary and an accent colour.")),
	/** The colour pickers' saves: only customColors may come with it. */
	isColorOnlyUpdate: z.optional(z.boolean("isColorOnlyUpdate must be true or false.")),
	/** Empty or null means the itinerary's own name; emojis allowed. */
	customTitle: z.optional(z.nullable(customTitleSchema)),
	selectedFont: z.optional(z.enum(Object.keys(BODY_FONTS), "Please choose the Normal or Classy font.")),
	titleFont: z.optional(z.enum(TITLE_FONT_KEYS, "Please choose a title font from the list.")),
	selectedBackground: z.optional(z.enum(BACKGROUND_KEYS, "Please choose a background from the list.")),
	customBackgroundColor: z.optional(hexColorSchema),
	borderStyle: z.optional(z.enum(BORDER_STYLES, `Border style must be ${BORDER_STYLES.join(" or ")}.`)),
	showCountdown: toggle("Show countdown timer"),
	showCreatorName: toggle("Show creator name"),
	showMapTab: toggle("The Map tab"),
	/** One of the itinerary's header images, or null for none (checked by the server). */
	headerImage: z.optional(z.nullable(z.string("Please choose one of the uploaded header images.").check(z.maxLength(LINK_URL_MAX, "Please choose one of the uploaded header images.")))),
	customLinks: z.optional(z.array(customLinkSchema, "Links must be a list.").check(z.maxLength(4, `You can add up to 4 links.`))),
	timeZone: z.optional(timeZoneSchema),
	/**
	* With a new timeZone only: what its events keep (docs/time-zones.md). 'clock' (the default)
	* keeps the date and time they read, so each moves to that clock time in the new zone;
	* 'moment' keeps each event's instant, so the clock time it reads changes.
	*/
	keepTimes: z.optional(z.enum(KEEP_TIMES, KEEP_TIMES_MESSAGE)),
	accessCode: z.optional(customAccessCodeSchema),
	adminCode: z.optional(customAdminCodeSchema),
	/**
	* With a new accessCode only: true signs every guest out (their viewer grants and the
	* calendar feeds they made end); false or absent keeps guests who already entered.
	*/
	signOutGuests: z.optional(z.boolean("Signing guests out must be yes or no.")),
	/** Sent by the panel; ignored: the server counts title changes itself. */
	titleChangesUsed: z.optional(z.unknown())
}).check(z.refine((v) => !v.accessCode || !v.adminCode || v.accessCode !== v.adminCode, {
	message: CODE_MESSAGES.sameCodes,
	path: ["adminCode"]
}), z.refine((v) => v.keepTimes === void 0 || v.timeZone !== void 0, {
	message: "Keeping clock times or moments goes with a new time zone.",
	path: ["keepTimes"]
}), z.refine((v) => v.signOutGuests === void 0 || v.accessCode !== void 0, {
	message: "Signing guests out goes with a new share access code.",
	path: ["signOutGuests"]
}), z.refine((v) => !v.isColorOnlyUpdate || v.customColors !== void 0 && Object.entries(v).every(([key, value]) => value === void 0 || [
	"customColors",
	"isColorOnlyUpdate",
	"titleChangesUsed"
].includes(key)), {
	message: "A colour-only update may change the colours only.",
	path: ["isColorOnlyUpdate"]
}));
/** POST …/access-code: the one-click new random access code (when someone is guessing codes). */
var newAccessCodeSchema = z.object({ 
/** True signs every guest out as well; false or absent keeps guests who already entered. */
signOutGuests: z.optional(z.boolean("Signing guests out must be yes or no.")) });
export { hexColorSchema as a, THEME_PRESETS as c, customizationSchema as i, sameColors as l, customLinkSchema as n, newAccessCodeSchema as o, customTitleSchema as r, RESET_COLORS as s, accessCodesSchema as t, CODE_MESSAGES as u };
