/**
 * The daily allowances a send spends, on a real database file: each send takes one of every
 * allowance; past one of them the send is skipped, naming it, and what it took of the others is
 * given back.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { accessAttempts } from '../../db/schema';
import { spendDailyAllowances } from '../../src/server/reminders/send-allowances';
import { tempDatabase } from '../support/temp-db';

const WHAT = { one: 'email', many: 'emails' };
const ALLOWANCES = [
  ['email-reminders:address:abc', 3],
  ['email-reminders:itinerary:7', 2],
] as const;

describe('spendDailyAllowances', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await tempDatabase();
  });
  afterEach(() => handle.client.close());
  const used = async (key: string) => (await handle.db.select({ count: accessAttempts.count }).from(accessAttempts).where(eq(accessAttempts.key, key)))[0]?.count ?? 0;

  it('spends one of each while all last, then skips naming the one used up and gives the others back', async () => {
    expect(await spendDailyAllowances(handle, WHAT, ALLOWANCES)).toBeNull();
    expect(await spendDailyAllowances(handle, WHAT, ALLOWANCES)).toBeNull();
    expect([await used(ALLOWANCES[0][0]), await used(ALLOWANCES[1][0])]).toEqual([2, 2]);
    // The itinerary's two are gone: the address's third is taken, then given back.
    expect(await spendDailyAllowances(handle, WHAT, ALLOWANCES)).toEqual({ result: 'skip', reason: "The day's emails are used up (itinerary)" });
    expect(await used(ALLOWANCES[0][0])).toBe(2);
    // Another itinerary's send to the same address still finds its third.
    expect(await spendDailyAllowances(handle, WHAT, [ALLOWANCES[0], ['email-reminders:itinerary:8', 2]])).toBeNull();
    expect(await spendDailyAllowances(handle, WHAT, [ALLOWANCES[0], ['email-reminders:itinerary:8', 2]])).toEqual({
      result: 'skip',
      reason: "The day's emails are used up (address)",
    });
  });
});
