/**
 * Feedback from owners and guests (the 'Help Us Improve!' dialog, docs/product.md#feedback):
 * anyone with a grant for the itinerary may send it.
 */
import type { DatabaseHandle } from '../../../db/index';
import { feedback } from '../../../db/schema';
import { FEEDBACK_PER_HOUR, FEEDBACK_PER_HOUR_PER_PROJECT } from '../../lib/limits';
import type { FeedbackInput } from '../../lib/organiser-schemas';
import { takeAllowance } from '../limits/allowance';

export async function submitFeedback(
  handle: DatabaseHandle,
  projectRowId: number,
  sessionId: string,
  input: FeedbackInput,
): Promise<{ success: true }> {
  // Generous for a person, small for a script filling the table; sessions are free to make, so
  // the itinerary has a cap of its own too.
  await takeAllowance(handle, `feedback:session:${sessionId}`, FEEDBACK_PER_HOUR, 'You have sent a lot of feedback in the last hour.');
  await takeAllowance(handle, `feedback:project:${projectRowId}`, FEEDBACK_PER_HOUR_PER_PROJECT, 'This itinerary has received a lot of feedback in the last hour.');
  await handle.write((db) =>
    db.insert(feedback).values({ projectRowId: projectRowId, userType: input.userType, feedbackText: input.feedbackText }),
  );
  return { success: true };
}
