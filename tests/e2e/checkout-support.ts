/**
 * Helpers for the checkout e2e tests: nothing may reach Stripe from the browser, coupons are
 * written straight into the e2e server's database, and itineraries get events through the API.
 */
import { createClient } from '@libsql/client';
import type { BrowserContext, Page } from '@playwright/test';
import { workerStack } from '../support/e2e-stack';
import { expect, hydrated } from './fixtures';

/** Aborts every request to Stripe's hosts and records them, so a test can say none was made. */
export async function blockStripe(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.context().route(/^https:\/\/([a-z0-9-]+\.)*stripe\.com\//, async (route) => {
    attempted.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  return attempted;
}

/** A coupon row in the coupons table of db/schema.ts (the coupon CLI does the same). */
export async function createCoupon(
  code: string,
  coupon: { percentOff?: number; amountOff?: number },
) {
  const client = createClient({ url: workerStack.dbUrl });
  try {
    await client.execute({
      sql: 'insert into coupons (code, percent_off, amount_off, active) values (?, ?, ?, 1)',
      args: [code, coupon.percentOff ?? null, coupon.amountOff ?? null],
    });
  } finally {
    client.close();
  }
}

export async function readProjectRow(projectId: string) {
  const client = createClient({ url: workerStack.dbUrl });
  try {
    const result = await client.execute({
      sql: 'select is_paid from projects where project_id = ?',
      args: [projectId],
    });
    return { isPaid: Number(result.rows[0]?.is_paid ?? 0) === 1 };
  } finally {
    client.close();
  }
}

export async function addEvent(
  context: BrowserContext,
  projectId: string,
  title: string,
  days: number,
) {
  const res = await context.request.post(`/api/projects/${projectId}/events`, {
    data: { title, datetime: new Date(Date.now() + days * 86_400_000).toISOString() },
  });
  expect(res.status()).toBe(201);
}

/** Opens the itinerary as its creator and enters admin mode. */
export async function openAsAdmin(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
}

/** The Content-Security-Policy header of a server-rendered page, as the browser gets it. */
export async function pagePolicy(page: Page, path: string) {
  const response = await page.goto(path);
  return response?.headers()['content-security-policy'] ?? '';
}
