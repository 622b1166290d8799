/**
 * `npm run coupon -- create|list|disable`: the real command against a libSQL file,
 * and its argument checks.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { parseCreate, UsageError } from '../../src/server/payments/coupons-cli';
import { ROOT, TMP_DIR } from '../support/paths';

const run = promisify(execFile);

async function coupon(databaseUrl: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['src/server/payments/coupon-command.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run coupon', () => {
  it('creates, lists and disables coupons in DATABASE_URL', async () => {
    mkdirSync(TMP_DIR, { recursive: true });
    const url = `file:${join(TMP_DIR, `${randomUUID()}.db`)}`;
    expect((await coupon(url, 'create', 'summer50', '--percent', '50')).stdout).toContain('Created SUMMER50');
    expect((await coupon(url, 'create', 'DOLLAR', '--amount', '100', '--max', '10', '--expires', '2030-12-31')).code).toBe(0);
    const duplicate = await coupon(url, 'create', 'SUMMER50', '--percent', '5');
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toContain('A coupon SUMMER50 already exists.');
    expect((await coupon(url, 'disable', 'summer50')).stdout).toContain('Disabled SUMMER50.');
    const list = (await coupon(url, 'list')).stdout.trim().split('\n');
    expect(list).toEqual([
      expect.stringMatching(/^DOLLAR\s+100 cents off\s+used 0\/10\s+until 2030-12-31$/),
      expect.stringMatching(/^SUMMER50\s+50% off\s+used 0\s+no expiry\s+\(disabled\)$/),
    ]);

    const db = createClient({ url });
    try {
      const { rows } = await db.execute('SELECT code, percent_off, amount_off, max_redemptions, expires_at, active FROM coupons ORDER BY code');
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { code: 'DOLLAR', percent_off: null, amount_off: 100, max_redemptions: 10, expires_at: Date.UTC(2031, 0, 1), active: 1 },
        { code: 'SUMMER50', percent_off: 50, amount_off: null, max_redemptions: null, expires_at: null, active: 0 },
      ]);
    } finally {
      db.close();
    }
  });
});

describe('parseCreate', () => {
  it('refuses coupons that could not work', () => {
    for (const args of [
      ['X', '--percent', '10'],
      ['CODE'],
      ['CODE', '--percent', '0'],
      ['CODE', '--percent', '101'],
      ['CODE', '--amount', '-5'],
      ['CODE', '--amount', '1.5'],
      ['CODE', '--percent', '10', '--amount', '100'],
      ['CODE', '--percent', '10', '--expires', '31/12/2030'],
      ['CODE', '--percent', '10', '--max', '0'],
      ['CODE', '--percent', '10', '--colour', 'red'],
    ]) {
      expect(() => parseCreate(args), args.join(' ')).toThrow(UsageError);
    }
    expect(parseCreate(['spring', '--amount', '50'])).toEqual({ code: 'SPRING', percentOff: null, amountOff: 50, maxRedemptions: null, expiresAt: null });
  });
});
