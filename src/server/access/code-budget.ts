/**
 * The code-guessing budget of one itinerary (docs/security-codes.md): wrong access codes and
 * wrong admin codes CHECKED per itinerary a day, whoever sends them, on top of the per-client
 * limits of ./access.ts. Per-client limits alone let many addresses (or one IPv6 network) guess
 * in parallel; this cap holds whatever the number of clients.
 *
 * A check is reserved (counted) by one atomic UPSERT before the code is compared, so concurrent
 * requests can never be checked more times than the budget: the UPSERT's WHERE refuses the
 * increment once the count reaches the budget, and a refused request is not compared at all. A
 * right code gives its reservation back, so guests entering their own code never use it up.
 * The window is fixed: it starts with the first reserved check and lasts ACCESS_DAY_MS.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { accessAttempts } from '../../../db/schema';
import { ACCESS_CODE_DAILY_BUDGET, ACCESS_DAY_MS, ADMIN_CODE_DAILY_BUDGET, HOUR_MS } from '../../lib/limits';
import type { CodeBudgetState, CodeBudgetStatus } from '../../lib/types';
import { tooManyRequests, type HttpError } from '../http/errors';
import { countHit } from '../limits/rate-limit';

export type CodeKind = 'access' | 'admin';

const CODE_BUDGETS: Record<CodeKind, number> = {
  access: ACCESS_CODE_DAILY_BUDGET,
  admin: ADMIN_CODE_DAILY_BUDGET,
};

/** Keyed on the itinerary's public id, like the per-client keys of the same itinerary. */
export const budgetKey = (kind: CodeKind, projectId: string) => `${kind}:budget:${projectId}`;

export type Reservation = { reserved: true; windowStart: number } | { reserved: false; retryAfterMs: number };

/**
 * Counts one check against the itinerary's budget, or refuses it when the day's budget is spent.
 * One statement: the conflict branch only increments while the count is under the budget (or
 * the window has ended, which starts a new one), and returns no row when it refuses.
 */
export async function reserveCodeCheck(
  handle: DatabaseHandle,
  kind: CodeKind,
  projectId: string,
  now = Date.now(),
): Promise<Reservation> {
  const row = await countHit(handle, budgetKey(kind, projectId), ACCESS_DAY_MS, now, CODE_BUDGETS[kind]);
  if (row) return { reserved: true, windowStart: row.windowStart.getTime() };
  const state = await readBudget(handle, kind, projectId, now);
  const until = state.resetsAt ? Date.parse(state.resetsAt) : now + ACCESS_DAY_MS;
  return { reserved: false, retryAfterMs: Math.max(1000, until - now) };
}

/**
 * Gives a reservation back (the code was right). Only within the window it was taken from, so a
 * window that restarted meanwhile is not shortened; never below zero.
 */
export async function returnCodeCheck(
  handle: DatabaseHandle,
  kind: CodeKind,
  projectId: string,
  windowStart: number,
) {
  await handle.write((db) =>
    db
      .update(accessAttempts)
      .set({ count: sql`max(${accessAttempts.count} - 1, 0)` })
      .where(sql`${accessAttempts.key} = ${budgetKey(kind, projectId)} and ${accessAttempts.windowStart} = ${windowStart}`),
  );
}


async function readBudget(handle: DatabaseHandle, kind: CodeKind, projectId: string, now: number): Promise<CodeBudgetState> {
  const limit = CODE_BUDGETS[kind];
  const row = await handle.db.query.accessAttempts.findFirst({
    where: eq(accessAttempts.key, budgetKey(kind, projectId)),
    columns: { count: true, windowStart: true },
  });
  const start = row?.windowStart.getTime();
  // A window opened by right codes only (each gave its check back) has nothing to report.
  if (!row || start === undefined || start <= now - ACCESS_DAY_MS || row.count <= 0) {
    return { used: 0, limit, spent: false, resetsAt: null };
  }
  return {
    used: Math.min(row.count, limit),
    limit,
    spent: row.count >= limit,
    resetsAt: new Date(start + ACCESS_DAY_MS).toISOString(),
  };
}

/** Both budgets of an itinerary, for its admins (the attack notice). */
export async function codeBudgetStatus(handle: DatabaseHandle, projectId: string, now = Date.now()): Promise<CodeBudgetStatus> {
  const [access, admin] = await Promise.all([
    readBudget(handle, 'access', projectId, now),
    readBudget(handle, 'admin', projectId, now),
  ]);
  return { access, admin };
}

/** The answer to a code that was not checked because the itinerary's budget is spent. */
export function budgetSpent(kind: CodeKind, retryAfterMs: number): HttpError {
  const hours = Math.max(1, Math.ceil(retryAfterMs / HOUR_MS));
  const wait = `${hours} hour${hours === 1 ? '' : 's'}`;
  const message =
    kind === 'access'
      ? `This itinerary is not accepting codes right now. Please ask your host for the quick link or try again in ${wait}.`
      : `This itinerary is not accepting admin codes right now. Please try again in ${wait}, or open it from the account that created it.`;
  return tooManyRequests(() => message, 'CODES_PAUSED', retryAfterMs, { attemptsRemaining: 0 });
}
