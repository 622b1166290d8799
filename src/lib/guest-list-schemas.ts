/**
 * Request bodies of the Guests card (docs/product.md#guests-and-private-events), used by the card
 * and by the API under /api/projects/{projectId}/guests.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX, GUEST_GROUP_NAME_MAX, GUEST_GROUPS_MAX, GUEST_NAME_MAX, GUESTS_MAX } from './limits';
import { GUEST_LIST_MESSAGES as M, MESSAGES } from './messages';
import { requiredText } from './itinerary-name';

/** Pasted or typed names: one a line or comma separated (`parsePastedNames` reads them). */
export const guestNamesSchema = z.object({
  names: requiredText(M.namesRequired, GUESTS_MAX * (GUEST_NAME_MAX + 2), M.tooManyPasted),
});
export type GuestNamesInput = z.infer<typeof guestNamesSchema>;

const guestId = z.int(M.guestChoice).check(z.positive(M.guestChoice));
const groupIds = z.array(guestId).check(z.maxLength(GUEST_GROUPS_MAX, M.unknownGroup));

/** An email, or empty / null for none. */
const optionalEmail = z.nullable(
  z.pipe(
    z.string(MESSAGES.invalidEmail).check(z.trim()),
    z.union([z.literal(''), z.email(MESSAGES.invalidEmail).check(z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail))]),
  ),
);

/** A change to one guest: a new name, an email (empty: none), the groups they are in. */
export const guestUpdateSchema = z.object({
  name: z.optional(requiredText(M.nameRequired, GUEST_NAME_MAX, M.nameTooLong)),
  email: z.optional(optionalEmail),
  groupIds: z.optional(groupIds),
});
export type GuestUpdateInput = z.infer<typeof guestUpdateSchema>;

export const guestGroupSchema = z.object({ name: requiredText(M.groupRequired, GUEST_GROUP_NAME_MAX, M.groupTooLong) });
export type GuestGroupInput = z.infer<typeof guestGroupSchema>;

/** "Create links": for these guests (those of them that have none; at least one), or every guest without a link. */
export const makeLinksSchema = z.object({ guestIds: z.optional(z.array(guestId).check(z.minLength(1, M.guestChoice), z.maxLength(GUESTS_MAX, M.guestChoice))) });
export type MakeLinksInput = z.infer<typeof makeLinksSchema>;

/** "Send by email": the links the dialog was just shown, each for its guest. */
export const sendLinksSchema = z.object({
  links: z
    .array(z.object({ guestId, link: z.string(M.guestChoice).check(z.maxLength(300, M.guestChoice)) }))
    .check(z.minLength(1, M.guestChoice), z.maxLength(GUESTS_MAX, M.guestChoice)),
});
export type SendLinksInput = z.infer<typeof sendLinksSchema>;
