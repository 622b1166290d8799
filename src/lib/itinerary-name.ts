/**
 * An itinerary's name, the one field the landing page's create form checks: built alone (with
 * zod/mini's few pieces it needs) so the landing page does not download every other schema.
 * `createProjectSchema` (schemas.ts) uses the same rule for the whole creation body.
 */
import * as z from 'zod/mini';
import { PROJECT_NAME_MAX } from './limits';
import { MESSAGES } from './messages';

/** Text that must not be empty once trimmed: `missing` when absent or blank, `tooLong` past `max`. */
export const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

export const itineraryNameSchema = requiredText(MESSAGES.nameRequired, PROJECT_NAME_MAX, MESSAGES.nameTooLong);

/** What the landing page's create form checks before it sends the whole body. */
export const createNameSchema = z.object({ name: itineraryNameSchema });
