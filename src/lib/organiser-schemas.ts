/**
 * Request bodies of the organiser tools: owner email, feedback, location search, header images
 * and reminder times. Kept apart from ./schemas.ts, which the landing page downloads for its create
 * form, so they stay out of that download.
 */
import * as z from 'zod/mini';
import {
  EMAIL_MAX,
  FEEDBACK_TEXT_MAX,
  GEOCODE_QUERY_MAX,
  GEOCODE_QUERY_MIN,
  HEADER_IMAGE_TYPES,
  IMAGE_URL_MAX,
  MAX_HEADER_IMAGE_BYTES,
  MAX_HEADER_IMAGES,
  OWNER_NAME_MAX,
  REMINDER_DIGEST_TIMES,
  REMINDER_LEAD_MINUTES,
} from './limits';
import { MESSAGES, REMINDER_MESSAGES } from './messages';
import { requiredText, trimmed } from './schemas';

// The owner email dialog ('Great work!'): email required, name optional.
export const ownerInfoSchema = z.object({
  ownerName: z.optional(
    z.nullable(trimmed(OWNER_NAME_MAX, `Names can be at most ${OWNER_NAME_MAX} characters.`)),
  ),
  ownerEmail: z.pipe(
    requiredText(MESSAGES.ownerEmailRequired, EMAIL_MAX, MESSAGES.invalidEmail),
    z.email(MESSAGES.invalidEmail),
  ),
});
export type OwnerInfoInput = z.infer<typeof ownerInfoSchema>;

// The feedback dialog ('Help Us Improve!'): a role and non-empty trimmed text.
export const feedbackSchema = z.object({
  userType: z.enum(['owner', 'guest'], MESSAGES.feedbackMissing),
  feedbackText: requiredText(MESSAGES.feedbackMissing, FEEDBACK_TEXT_MAX, `Feedback can be at most ${FEEDBACK_TEXT_MAX} characters.`),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;
// Location autocomplete: `GET /api/projects/{id}/geocode?q=…`.
export const geocodeQuerySchema = z.object({
  q: z.string({ error: `Type at least ${GEOCODE_QUERY_MIN} characters to search for a place.` }).check(
    z.trim(),
    z.minLength(GEOCODE_QUERY_MIN, `Type at least ${GEOCODE_QUERY_MIN} characters to search for a place.`),
    z.maxLength(GEOCODE_QUERY_MAX, `Place searches can be at most ${GEOCODE_QUERY_MAX} characters.`),
  ),
});

// Header images: the upload URL request and the saved list.
export const imageUploadUrlSchema = z.object({
  contentType: z.enum(HEADER_IMAGE_TYPES, MESSAGES.imageTypeUnsupported),
  size: z.int(MESSAGES.notAnImage).check(
    z.minimum(1, MESSAGES.notAnImage),
    z.maximum(MAX_HEADER_IMAGE_BYTES, MESSAGES.imageTooLarge),
  ),
});
export type ImageUploadUrlInput = z.infer<typeof imageUploadUrlSchema>;

export const headerImagesSchema = z.object({
  imageUrls: z
    .array(z.string('Image addresses are text.').check(z.minLength(1, 'Image addresses are text.'), z.maxLength(IMAGE_URL_MAX, 'This image address is too long.')))
    .check(z.maxLength(MAX_HEADER_IMAGES, MESSAGES.tooManyImages)),
});
export type HeaderImagesInput = z.infer<typeof headerImagesSchema>;

// Reminders' times (docs/reminders.md#when): a digest time and a lead from their lists.
const digestAt = z.enum(REMINDER_DIGEST_TIMES, REMINDER_MESSAGES.digestAt);
const lead = z.literal(REMINDER_LEAD_MINUTES, REMINDER_MESSAGES.lead);

/** The organiser's reminder defaults, all four together. */
export const reminderDefaultsSchema = z.object({
  digest: z.boolean(REMINDER_MESSAGES.switches),
  digestAt,
  before: z.boolean(REMINDER_MESSAGES.switches),
  beforeMinutes: lead,
});
export type ReminderDefaultsInput = z.infer<typeof reminderDefaultsSchema>;

/** A device's own digest time and lead; null: the itinerary's default. */
export const deviceReminderTimesSchema = z.object({
  digestAt: z.nullable(digestAt),
  beforeMinutes: z.nullable(lead),
});
export type DeviceReminderTimes = z.infer<typeof deviceReminderTimesSchema>;
