/**
 * Manage coupons: `npm run coupon -- <command>` against DATABASE_URL, like the app.
 *
 *   create CODE --percent N | --amount CENTS [--max N] [--expires YYYY-MM-DD]
 *   list
 *   disable CODE
 *
 * Codes are stored upper-case and matched without regard to case. A coupon expires at the end
 * of its --expires day (UTC).
 */
import { asc, eq } from 'drizzle-orm';
import { COUPON_CODE_MAX, COUPON_CODE_MIN } from '../../lib/limits';
import { ConfigError, databaseConfig } from '../core/config';
import * as databaseClient from '@platform/database-client';
import { migrate, openDatabase, type DatabaseHandle } from '../../../db/index';
import { MIGRATION_DATA_STEPS } from '../database/migration-data-steps';
import { coupons } from '../../../db/schema';

const USAGE = `Usage:
  npm run coupon -- create CODE --percent N | --amount CENTS [--max N] [--expires YYYY-MM-DD]
  npm run coupon -- list
  npm run coupon -- disable CODE`;

export class UsageError extends Error {}

type CreateOptions = { code: string; percentOff: number | null; amountOff: number | null; maxRedemptions: number | null; expiresAt: Date | null };

function positiveInt(flag: string, value: string | undefined, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`${flag} needs a whole number from 1 to ${max}.`);
  return n;
}

const COUPON_CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{${COUPON_CODE_MIN},${COUPON_CODE_MAX}}$`);

/** Parses `create`'s arguments; every rule of a valid coupon is checked here, before the database. */
export function parseCreate(args: string[]): CreateOptions {
  const [rawCode, ...rest] = args;
  const code = rawCode?.trim().toUpperCase() ?? '';
  if (!COUPON_CODE_PATTERN.test(code)) throw new UsageError(`CODE must be ${COUPON_CODE_MIN}–${COUPON_CODE_MAX} letters, digits, - or _.`);
  const options: CreateOptions = { code, percentOff: null, amountOff: null, maxRedemptions: null, expiresAt: null };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (flag === '--percent') options.percentOff = positiveInt(flag, value, 100);
    else if (flag === '--amount') options.amountOff = positiveInt(flag, value);
    else if (flag === '--max') options.maxRedemptions = positiveInt(flag, value);
    else if (flag === '--expires') {
      if (!value || !/^\d{4}-\d\d-\d\d$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        throw new UsageError('--expires needs a date like 2030-12-31.');
      }
      // Valid through the whole of that day (UTC).
      options.expiresAt = new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 60 * 60 * 1000);
    } else throw new UsageError(`Unknown option ${flag ?? ''}.`);
  }
  if ((options.percentOff === null) === (options.amountOff === null)) throw new UsageError('Give exactly one of --percent or --amount.');
  return options;
}

const describeCoupon = (c: typeof coupons.$inferSelect) =>
  [
    c.code.padEnd(16),
    (c.percentOff !== null ? `${c.percentOff}% off` : `${c.amountOff ?? 0} cents off`).padEnd(16),
    `used ${c.timesRedeemed}${c.maxRedemptions !== null ? `/${c.maxRedemptions}` : ''}`.padEnd(12),
    c.expiresAt ? `until ${new Date(c.expiresAt.getTime() - 1).toISOString().slice(0, 10)}` : 'no expiry',
    c.active ? '' : '(disabled)',
  ]
    .join('  ')
    .trimEnd();

export async function runCouponCommand(handle: DatabaseHandle, argv: string[], out: (line: string) => void = console.log) {
  const [command, ...args] = argv;
  if (command === 'create') {
    const options = parseCreate(args);
    const inserted = await handle.write((db) => db.insert(coupons).values(options).onConflictDoNothing().returning());
    if (!inserted[0]) throw new UsageError(`A coupon ${options.code} already exists.`);
    out(`Created ${describeCoupon(inserted[0])}`);
  } else if (command === 'list') {
    const rows = await handle.db.select().from(coupons).orderBy(asc(coupons.code));
    if (rows.length === 0) out('No coupons yet.');
    for (const row of rows) out(describeCoupon(row));
  } else if (command === 'disable') {
    const code = args[0]?.trim().toUpperCase();
    if (!code) throw new UsageError('disable needs a CODE.');
    const updated = await handle.write((db) => db.update(coupons).set({ active: false }).where(eq(coupons.code, code)).returning());
    if (!updated[0]) throw new UsageError(`No coupon ${code}.`);
    out(`Disabled ${code}.`);
  } else {
    throw new UsageError(USAGE);
  }
}

/** Entry point: opens DATABASE_URL, applies migrations, runs one command. */
export async function main(argv: string[]): Promise<number> {
  let handle: DatabaseHandle;
  try {
    // The app's own settings, checked the same way: a bad one is named, not a stack trace.
    handle = openDatabase(databaseConfig(), databaseClient);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await migrate(handle, MIGRATION_DATA_STEPS);
    await runCouponCommand(handle, argv);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message === USAGE ? USAGE : `${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    handle.client.close();
  }
}
