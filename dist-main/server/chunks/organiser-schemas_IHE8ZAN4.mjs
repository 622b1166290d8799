import { $r as HEADER_IMAGE_TYPES, Jr as FEEDBACK_TEXT_MAX, hr as MESSAGES, ni as IMAGE_URL_MAX, si as MAX_HEADER_IMAGE_BYTES, w as requiredText, y as trimmed } from "./schemas_BP9cnbZP.mjs";
import * as z from "zod/mini";
// src/lib/organiser-schemas.ts
/**
* Request bodies of the organiser tools: owner email, feedback, location search and
* header images. Kept apart from ./schemas.ts, which the landing page downloads for its create
* form, so they stay out of that download.
*/
var ownerInfoSchema = z.object({
	ownerName: z.optional(z.nullable(trimmed(80, `Names can be at most 80 characters.`))),
	ownerEmail: z.pipe(requiredText(MESSAGES.ownerEmailRequired, 254, MESSAGES.invalidEmail), z.email(MESSAGES.invalidEmail))
});
var feedbackSchema = z.object({
	userType: z.enum(["owner", "guest"], MESSAGES.feedbackMissing),
	feedbackText: requiredText(MESSAGES.feedbackMissing, FEEDBACK_TEXT_MAX, `Feedback can be at most ${FEEDBACK_TEXT_MAX} characters.`)
});
var geocodeQuerySchema = z.object({ q: z.string({ error: `Type at least 2 characters to search for a place.` }).check(z.trim(), z.minLength(2, `Type at least 2 characters to search for a place.`), z.maxLength(200, `Place searches can be at most 200 characters.`)) });
var imageUploadUrlSchema = z.object({
	contentType: z.enum(HEADER_IMAGE_TYPES, MESSAGES.imageTypeUnsupported),
	size: z.int(MESSAGES.notAnImage).check(z.minimum(1, MESSAGES.notAnImage), z.maximum(MAX_HEADER_IMAGE_BYTES, MESSAGES.imageTooLarge))
});
var headerImagesSchema = z.object({ imageUrls: z.array(z.string("Image addresses are text.").check(z.minLength(1, "Image addresses are text."), z.maxLength(IMAGE_URL_MAX, "This image address is too long."))).check(z.maxLength(5, MESSAGES.tooManyImages)) });
export { ownerInfoSchema as a, imageUploadUrlSchema as i, geocodeQuerySchema as n, headerImagesSchema as r, feedbackSchema as t };
