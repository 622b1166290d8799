/**
 * The daily allowances one send spends (a recipient's and the itinerary's, docs/reminders.md):
 * atomic counters shared by every process. Past one of them the send is skipped, not retried:
 * the day's rest are dropped, so a flood of edits never buries a phone or an inbox.
 */
import type { DatabaseHandle } from '../../../db/index';
import { DAY_MS } from '../../lib/limits';
import { HttpError } from '../http/errors';
import { reserveAllowance, returnAllowance, type AllowanceReservation } from '../limits/allowance';
import type { SendOutcome } from '../outbox/outbox-rules';

/**
 * Spends one use of each `[key, max]` for today; a skip outcome naming the one used up, or null.
 * A refusal gives back what this send took of the others: a message not sent costs nothing.
 */
export async function spendDailyAllowances(handle: DatabaseHandle, what: { one: string; many: string }, allowances: readonly (readonly [string, number])[]): Promise<SendOutcome | null> {
  const taken: AllowanceReservation[] = [];
  for (const [key, max] of allowances) {
    try {
      taken.push(await reserveAllowance(handle, key, max, `Daily ${what.one} limit reached.`, DAY_MS));
    } catch (error) {
      for (const reservation of taken) await returnAllowance(handle, reservation);
      if (error instanceof HttpError && error.status === 429) return { result: 'skip', reason: `The day's ${what.many} are used up (${key.split(':')[1]})` };
      throw error;
    }
  }
  return null;
}
