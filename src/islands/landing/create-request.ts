/**
 * What the landing page's create dialog needs only once someone is creating: the name check (the
 * endpoint's rule, with zod) and the request. Loaded when the dialog opens, so the landing page's
 * first download stays small.
 */
import { checkForm } from '../../lib/form-check';
import { createNameSchema } from '../../lib/itinerary-name';

export { errorMessage } from '../../lib/api-client';
export { requestNewItinerary } from '../../lib/create-itinerary';

/** The typed name checked as POST /api/projects checks it: the trimmed name, or the message. */
export const checkName = (name: string) => checkForm(createNameSchema, { name });
