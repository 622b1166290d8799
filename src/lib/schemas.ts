/**
 * The API contract: one schema per request body, used by the endpoint and by the island, so the
 * browser shows the same message the server would send.
 * Built with zod/mini so the landing page can validate without shipping all of zod.
 */
import * as z from 'zod/mini';
import { MESSAGES, PRIVATE_EVENT_MESSAGES } from './messages';
import {
  COUPON_CODE_MAX,
  EMAIL_MAX,
  EVENT_ATTENDEES_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_PRIVATE_NOTES_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPE_MAX,
  EVENT_VIBE_MAX,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQ_REORDER_MAX,
  FEED_PERSON_MAX,
  HEADER_IMAGE_TYPES,
  MAX_AVATAR_BYTES,
  GROUP_SIZE_MAX,
  MAX_CODE_INPUT_LENGTH,
  OWNER_NAME_MAX,
  PROJECT_ID_INPUT_MAX,
  PROJECT_NAME_MAX,
  RETURN_TO_MAX,
  UPLOAD_KEY_MAX,
} from './limits';
import { canonicalTimeZone } from './time-zones';

export { MESSAGES };
// Form checks and the itinerary name live in small modules of their own, so a page that checks
// only a name (the landing page) downloads them without every other schema.
export { checkField, checkForm, fieldErrors, firstIssueMessage, type FormCheck } from './form-check';
export { requiredText } from './itinerary-name';
import { itineraryNameSchema, requiredText } from './itinerary-name';

export const trimmed = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong));

export const TIME_ZONE_MESSAGE = 'Please choose a valid time zone, such as America/New_York.';

/** An IANA time zone this runtime knows, stored with the tz database's spelling. */
export const timeZoneSchema = z.string(TIME_ZONE_MESSAGE).check(
  z.trim(),
  z.refine((v) => canonicalTimeZone(v) !== null, TIME_ZONE_MESSAGE),
  z.overwrite((v) => canonicalTimeZone(v) ?? v),
);

export const createProjectSchema = z.object({
  name: itineraryNameSchema,
  // Dashboard body: ownerName, groupSize, optional ownerEmail.
  ownerName: z.optional(
    z.nullable(trimmed(OWNER_NAME_MAX, `Names can be at most ${OWNER_NAME_MAX} characters.`)),
  ),
  groupSize: z.optional(
    z.int('Group size must be a whole number.').check(
      z.minimum(1, 'Group size must be at least 1.'),
      z.maximum(GROUP_SIZE_MAX, 'Group size is too large.'),
    ),
  ),
  ownerEmail: z.optional(
    z.nullable(
      z.union([
        z.literal(''),
        z.email(MESSAGES.invalidEmail).check(z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail)),
      ]),
    ),
  ),
  // The creator's browser zone (docs/time-zones.md). One the server does not know is no reason
  // to refuse the itinerary: it falls back to the default zone, which the organiser can change.
  timeZone: z.optional(z.catch(z.nullable(timeZoneSchema), null)),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const accessCodeSchema = z.string({ error: MESSAGES.accessCodeRequired }).check(
  z.trim(),
  z.toUpperCase(),
  z.minLength(1, MESSAGES.accessCodeRequired),
  z.maxLength(MAX_CODE_INPUT_LENGTH, MESSAGES.invalidAccessCode),
);

const accessEmail = z.email(MESSAGES.invalidEmail).check(z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail));

export const accessRequestSchema = z.object({
  accessCode: accessCodeSchema,
  // Variant A sends the guest's email too; variant B sends the code only.
  email: z.optional(z.union([z.literal(''), accessEmail])),
});

const filledIn = z.string(MESSAGES.accessFieldsRequired).check(z.trim(), z.minLength(1, MESSAGES.accessFieldsRequired));

/**
 * The access page's own form: project id, email and code, all three needed there (the API takes
 * the id from its path and needs only the code). A missing one gets the one message that names
 * all three; then each is checked as the access endpoint checks it.
 */
export const accessFormSchema = z.pipe(
  z.object({ projectId: filledIn, email: filledIn, accessCode: filledIn }),
  z.object({
    projectId: z.string().check(z.toLowerCase(), z.maxLength(PROJECT_ID_INPUT_MAX, MESSAGES.unknownItinerary)),
    email: accessEmail,
    accessCode: accessCodeSchema,
  }),
);

// An empty admin code: 'Missing Code' / 'Please enter the admin code.'
export const verifyAdminSchema = z.object({
  adminCode: z.string({ error: MESSAGES.adminCodeRequired }).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, MESSAGES.adminCodeRequired),
    z.maxLength(MAX_CODE_INPUT_LENGTH, MESSAGES.invalidAdminCode),
  ),
});

// Calendar feeds: `person` null or absent is the whole itinerary.
export const calendarFeedRequestSchema = z.object({
  person: z.optional(
    z.nullable(
      z
        .string('Please choose a person from the list.')
        .check(z.trim(), z.maxLength(FEED_PERSON_MAX, 'Please choose a person from the list.')),
    ),
  ),
});

const optionalText = (max: number, label: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`))));

const eventTitle = requiredText('Please enter an event title.', EVENT_TITLE_MAX, `Event titles can be at most ${EVENT_TITLE_MAX} characters.`);
const eventDatetime = z.iso.datetime({ offset: true, error: MESSAGES.dateTimeRequired });
// An event's end is optional: absent, null or '' is no end.
const eventEndDatetime = z.optional(
  z.nullable(z.union([z.literal(''), z.iso.datetime({ offset: true, error: MESSAGES.eventEndInvalid })], { error: MESSAGES.eventEndInvalid })),
);

/**
 * Every field an event and an unclaimed event share, named as their columns are (db/schema.ts
 * builds both tables from one column set). The event schemas and the unclaimed-event schemas are
 * made from this one object, so a field's rule and message are written once.
 */
export const eventFieldsSchema = z.object({
  title: eventTitle,
  datetime: eventDatetime,
  endDatetime: eventEndDatetime,
  description: optionalText(EVENT_DESCRIPTION_MAX, 'Descriptions'),
  location: optionalText(EVENT_LOCATION_MAX, 'Locations'),
  latitude: z.optional(z.nullable(z.number().check(z.minimum(-90, 'Latitude must be between -90 and 90.'), z.maximum(90, 'Latitude must be between -90 and 90.')))),
  longitude: z.optional(z.nullable(z.number().check(z.minimum(-180, 'Longitude must be between -180 and 180.'), z.maximum(180, 'Longitude must be between -180 and 180.')))),
  attendees: optionalText(EVENT_ATTENDEES_MAX, 'Attendee lists'),
  vibe: optionalText(EVENT_VIBE_MAX, 'Vibe & Style'),
  eventType: optionalText(EVENT_TYPE_MAX, 'Event types'),
  privateNotes: optionalText(EVENT_PRIVATE_NOTES_MAX, 'Private notes'),
});

/** True when an event's end, if it has one, is after its start (both ISO instants). */
export function endAfterStart(event: { datetime: string; endDatetime?: string | null | undefined }): boolean {
  // A malformed date has its own message; only two real instants are compared.
  return !event.endDatetime || !(Date.parse(event.endDatetime) <= Date.parse(event.datetime));
}

// An event (docs/product.md#events): title and datetime required; an end, when given, is after the start.
// Who sees it (docs/product.md#private-events): everyone with the itinerary (the default), or
// only the people its attendees list.
export const eventInputSchema = z.extend(eventFieldsSchema, {
  visibility: z.optional(z.enum(['everyone', 'listed'], PRIVATE_EVENT_MESSAGES.visibilityInvalid)),
}).check(
  z.refine(endAfterStart, { message: MESSAGES.eventEndBeforeStart, path: ['endDatetime'] }),
);
export type EventInput = z.infer<typeof eventInputSchema>;

// An FAQ needs a non-empty trimmed question and answer.
export const faqInputSchema = z.object({
  question: requiredText('Please enter a question.', FAQ_QUESTION_MAX, `Questions can be at most ${FAQ_QUESTION_MAX} characters.`),
  answer: requiredText('Please enter an answer.', FAQ_ANSWER_MAX, `Answers can be at most ${FAQ_ANSWER_MAX} characters.`),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** A new FAQ, with where it goes: `first` from the list's top Add button, else last. */
export const faqCreateSchema = z.extend(faqInputSchema, { at: z.optional(z.enum(['first', 'last'])) });
export type FaqCreateInput = z.infer<typeof faqCreateSchema>;

export const faqReorderSchema = z.object({
  faqIds: z.array(z.int('FAQ ids are whole numbers.')).check(z.maxLength(FAQ_REORDER_MAX, 'Too many FAQs.')),
});

// The admin panel's body (PUT …/customizations) lives in ./customization-schema.ts: it needs the
// font, background and theme modules, which the landing page must not download with this file.

// The organiser tools' bodies (owner email, feedback, location search, header images) live in
// ./organiser-schemas.ts, for the same reason: the landing page loads this file.

// Payments. POST …/upgrade has no body.
const paymentIntentIdSchema = z.string('This payment is not valid.').check(
  z.trim(),
  z.regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'This payment is not valid.'),
);
// Asked only when the owner has no real email; empty means none given.
export const checkoutEmailSchema = z.optional(
  z.nullable(
    z.pipe(
      z.string(MESSAGES.invalidEmail).check(z.trim(), z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail)),
      z.union([z.literal(''), z.email(MESSAGES.invalidEmail)]),
    ),
  ),
);
export const validateCouponSchema = z.object({
  couponCode: z.string('Please enter a coupon code.').check(
    z.trim(),
    z.minLength(1, 'Please enter a coupon code.'),
    z.maxLength(COUPON_CODE_MAX, MESSAGES.invalidCoupon),
  ),
  // The client secret's part before `_secret_`; null when card payments are off.
  paymentIntentId: z.optional(z.nullable(paymentIntentIdSchema)),
  projectId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(PROJECT_ID_INPUT_MAX))),
  // Used when the coupon makes the upgrade free (no confirm-payment follows).
  ownerEmail: checkoutEmailSchema,
});
export type ValidateCouponInput = z.infer<typeof validateCouponSchema>;

export const confirmPaymentSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  couponCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(COUPON_CODE_MAX, MESSAGES.invalidCoupon)))),
  ownerEmail: checkoutEmailSchema,
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

// Sign-in: POST /api/auth/email-link. returnTo is made safe by the server (src/lib/return-to.ts).
export const emailLinkRequestSchema = z.object({
  email: z.pipe(
    z.string({ error: MESSAGES.ownerEmailRequired }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, MESSAGES.ownerEmailRequired),
      z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail),
    ),
    z.email(MESSAGES.invalidEmail),
  ),
  returnTo: z.optional(z.nullable(z.string().check(z.maxLength(RETURN_TO_MAX, 'That return address is too long.')))),
});
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;

// PATCH /api/auth/user (dashboard Settings): a first name is needed, the last name may be empty.
export const updateUserSchema = z.object({
  firstName: requiredText('Please enter your first name.', OWNER_NAME_MAX, `Names can be at most ${OWNER_NAME_MAX} characters.`),
  lastName: z.optional(z.nullable(trimmed(OWNER_NAME_MAX, `Names can be at most ${OWNER_NAME_MAX} characters.`))),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
// Dashboard.
export const deleteProjectSchema = z.object({
  // Compared with the itinerary's name exactly (case and inner spaces count); only the edges are
  // trimmed, as the name itself was trimmed when it was saved.
  confirmationName: z.string(MESSAGES.deleteNameMismatch).check(z.trim(), z.maxLength(PROJECT_NAME_MAX, MESSAGES.deleteNameMismatch)),
});
export type DeleteProjectInput = z.infer<typeof deleteProjectSchema>;

// Unclaimed event fields update one at a time; a date is only ever replaced, not cleared.
// Coordinates and private notes come only from the email that made the event.
export const unclaimedEventUpdateSchema = z.partial(
  z.pick(eventFieldsSchema, {
    title: true,
    datetime: true,
    description: true,
    location: true,
    attendees: true,
    vibe: true,
    eventType: true,
  }),
);
export type UnclaimedEventUpdate = z.infer<typeof unclaimedEventUpdateSchema>;

export const assignUnclaimedEventSchema = z.object({
  projectId: z.string('Please choose an itinerary.').check(z.trim(), z.minLength(1, 'Please choose an itinerary.'), z.maxLength(PROJECT_ID_INPUT_MAX, 'Please choose an itinerary.')),
});
export type AssignUnclaimedEventInput = z.infer<typeof assignUnclaimedEventSchema>;

const headerImageTypes: readonly string[] = HEADER_IMAGE_TYPES;
// Profile pictures: images only, at most 5 MB; the bytes are checked again on the server.
export const avatarUploadUrlSchema = z.object({
  contentType: z.string(MESSAGES.notAnImage).check(
    z.refine((type) => type.startsWith('image/'), MESSAGES.notAnImage),
    z.refine((type) => !type.startsWith('image/') || headerImageTypes.includes(type), MESSAGES.imageTypeUnsupported),
  ),
  size: z.int(MESSAGES.notAnImage).check(
    z.minimum(1, MESSAGES.notAnImage),
    z.maximum(MAX_AVATAR_BYTES, MESSAGES.avatarTooLarge),
  ),
});
export type AvatarUploadUrlInput = z.infer<typeof avatarUploadUrlSchema>;

export const avatarCompleteSchema = z.object({
  key: z.string(MESSAGES.uploadNotFound).check(
    z.minLength(1, MESSAGES.uploadNotFound),
    z.maxLength(UPLOAD_KEY_MAX, MESSAGES.uploadNotFound),
  ),
});
export type AvatarCompleteInput = z.infer<typeof avatarCompleteSchema>;
