/**
 * Request bodies of guests' travel and RSVPs (docs/product.md#travel-and-the-arrivals-board,
 * docs/product.md#rsvps), shared by the endpoints and the forms that load when a guest uses them.
 * zod/mini like ./schemas.ts, so the guest page's chunk stays small.
 */
import * as z from 'zod/mini';
import {
  GUEST_NAME_MAX,
  RSVP_NOTE_MAX,
  RSVP_PLUS_ONES_LIMIT,
  TRAVEL_FROM_MAX,
  TRAVEL_NOTE_MAX,
  TRAVEL_NUMBER_MAX,
  TRAVEL_PLACE_CODE_MAX,
  TRAVEL_PLACE_MAX,
  TRAVEL_SEATS_MAX,
  TRAVEL_YEAR_MAX,
  TRAVEL_YEAR_MIN,
} from './limits';
import { cleanName } from './attendees';
import { RSVP_LABELS, type RsvpStatus } from './guest-travel';
import { MESSAGES, TRAVEL_MESSAGES } from './messages';
import { requiredText, timeZoneSchema } from './schemas';
import { fromDatetimeLocal } from './zoned-time';

const optionalText = (max: number, label: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`))));

/** A person's name as they write it, cleaned (`cleanName`: invisible characters and compatibility forms folded away). */
export const guestNameSchema = z.string(TRAVEL_MESSAGES.nameRequired).check(
  z.overwrite(cleanName),
  z.minLength(1, TRAVEL_MESSAGES.nameRequired),
  z.maxLength(GUEST_NAME_MAX, TRAVEL_MESSAGES.nameTooLong),
);

const LOCAL_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A wall-clock time with no zone ('2031-05-01T23:30'), as a datetime-local field gives it. */
const localTimeSchema = z.string(MESSAGES.dateTimeRequired).check(
  z.trim(),
  // Seconds are dropped: the board shows minutes.
  z.overwrite((v) => v.slice(0, 16)),
  z.refine((v) => LOCAL_TIME.test(v) && fromDatetimeLocal(v, 'UTC') !== null, MESSAGES.dateTimeRequired),
  z.refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= TRAVEL_YEAR_MIN && year <= TRAVEL_YEAR_MAX;
  }, TRAVEL_MESSAGES.yearRange),
);

const travelFields = {
  kind: z.enum(['arrival', 'departure'], TRAVEL_MESSAGES.kind),
  localTime: localTimeSchema,
  // The place's zone. Left out: the airport's zone when the code is one, else the itinerary's.
  timeZone: z.optional(z.nullable(timeZoneSchema)),
  place: requiredText(TRAVEL_MESSAGES.placeRequired, TRAVEL_PLACE_MAX, `Places can be at most ${TRAVEL_PLACE_MAX} characters.`),
  placeCode: z.optional(
    z.nullable(
      z.string(TRAVEL_MESSAGES.placeCode).check(
        z.trim(),
        z.toUpperCase(),
        z.refine((v) => v === '' || new RegExp(`^[A-Z0-9]{2,${TRAVEL_PLACE_CODE_MAX}}$`).test(v), TRAVEL_MESSAGES.placeCode),
      ),
    ),
  ),
  transportNumber: optionalText(TRAVEL_NUMBER_MAX, 'Flight or train numbers'),
  // Where an arrival comes from, or where a departure goes.
  fromPlace: optionalText(TRAVEL_FROM_MAX, '“Coming from” and “Going to”'),
  seatsFree: z.optional(
    z.nullable(
      z.int(TRAVEL_MESSAGES.seats).check(z.minimum(0, TRAVEL_MESSAGES.seats), z.maximum(TRAVEL_SEATS_MAX, TRAVEL_MESSAGES.seats)),
    ),
  ),
  note: optionalText(TRAVEL_NOTE_MAX, 'Notes'),
};

/** A new arrival or departure, under the name of the person who travels. */
export const travelEntryInputSchema = z.object({ guestName: guestNameSchema, ...travelFields });
export type TravelEntryInput = z.infer<typeof travelEntryInputSchema>;

/** An edit: every field but the name, which stays the one the entry was written under. */
export const travelEntryUpdateSchema = z.object(travelFields);
export type TravelEntryUpdate = z.infer<typeof travelEntryUpdateSchema>;

/** A forwarded confirmation's journey added as travel: whose, which of the user's confirmations, which end. */
export const travelFromConfirmationSchema = z.object({
  confirmationId: z.int(TRAVEL_MESSAGES.confirmation).check(z.positive(TRAVEL_MESSAGES.confirmation)),
  guestName: guestNameSchema,
  kind: travelFields.kind,
});
export type TravelFromConfirmationInput = z.infer<typeof travelFromConfirmationSchema>;

/** The organiser's switch: whether guests see each other's travel. */
export const travelSettingsSchema = z.object({
  guestsSeeTravel: z.boolean(TRAVEL_MESSAGES.settingsFlag),
});
export type TravelSettingsInput = z.infer<typeof travelSettingsSchema>;

export const RSVP_STATUSES = ['going', 'maybe', 'no'] as const satisfies readonly RsvpStatus[];
export { RSVP_LABELS, type RsvpStatus };

const plusOnes = z.int(TRAVEL_MESSAGES.plusOnes).check(
  z.minimum(0, TRAVEL_MESSAGES.plusOnes),
  z.maximum(RSVP_PLUS_ONES_LIMIT, TRAVEL_MESSAGES.plusOnes),
);

/** A guest's answer to one event, for the name they pick. */
export const rsvpAnswerSchema = z.object({
  name: guestNameSchema,
  status: z.enum(RSVP_STATUSES, TRAVEL_MESSAGES.status),
  plusOnes: z.optional(plusOnes),
  note: optionalText(RSVP_NOTE_MAX, 'Notes'),
});
export type RsvpAnswerInput = z.infer<typeof rsvpAnswerSchema>;

/** Taking an answer back. */
export const rsvpClearSchema = z.object({ name: guestNameSchema });

/** An event's RSVP settings (admins). Plus-ones off means none, whatever the limit says. */
export const rsvpSettingsSchema = z.object({
  asks: z.boolean(TRAVEL_MESSAGES.settingsFlag),
  plusOnesAllowed: z.optional(z.boolean(TRAVEL_MESSAGES.settingsFlag)),
  plusOnesMax: z.optional(plusOnes),
  rsvpBy: z.optional(z.nullable(z.iso.datetime({ offset: true, error: TRAVEL_MESSAGES.rsvpBy }))),
});
export type RsvpSettingsInput = z.infer<typeof rsvpSettingsSchema>;
