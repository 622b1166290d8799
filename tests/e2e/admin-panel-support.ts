/**
 * Helpers for the admin panel e2e tests: every `PUT /customizations` body the page sends to the
 * real server is recorded, and the tests assert on those bodies and on what the page shows.
 */
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { THEME_PRESETS } from '../../src/lib/themes';
import { workerStack } from '../support/e2e-stack';
import { createItinerary, expect, hydrated } from './fixtures';

/**
 * Marks an itinerary paid in the e2e server's database (the payments issue has no API for it
 * yet). The version bump keeps cached pages and live updates honest.
 */
export async function markPaid(projectId: string) {
  const client = createClient({ url: workerStack.dbUrl });
  try {
    await client.execute({
      sql: 'update projects set is_paid = 1, version = version + 1 where project_id = ?',
      args: [projectId],
    });
  } finally {
    client.close();
  }
}

export type CustomizationsServer = {
  /** Every PUT body the page sent, in order. */
  bodies: Record<string, unknown>[];
  /** Waits until `count` PUTs were sent (and answered), then returns the last body. */
  waitForPuts: (count: number) => Promise<Record<string, unknown>>;
};

/** Records the page's `PUT /customizations` calls and counts their answers. */
export function customizationsServer(page: Page, projectId: string): CustomizationsServer {
  const bodies: Record<string, unknown>[] = [];
  let answered = 0;
  const path = `/api/projects/${projectId}/customizations`;

  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  page.on('requestfinished', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === path) answered++;
  });

  return {
    bodies,
    async waitForPuts(count) {
      await expect.poll(() => Math.min(bodies.length, answered), { message: `${count} PUT(s) answered` }).toBe(count);
      return bodies[count - 1]!;
    },
  };
}

/** Opens the itinerary as its creator, enters admin mode and opens the panel. */
export async function openPanel(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole('button', { name: 'Customize' })).toHaveCount(0);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Customize' }).click();
  const panel = page.getByRole('dialog', { name: 'Customize', exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** A CSS custom property of the itinerary's theme root, as the page paints it now. */
export function themeVariable(page: Page, name: string) {
  return page.locator('.itinerary-theme').evaluate((el, n) => el.style.getPropertyValue(n), name);
}

export const preset = (name: string) => THEME_PRESETS.find((p) => p.name === name)!;

/** A new itinerary with one event, its creator being `page`'s browser; paid when asked. */
export async function itinerary(page: Page, name: string, { paid }: { paid: boolean }) {
  const project = await createItinerary(page.context(), name);
  await page.context().request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Welcome drinks', datetime: new Date(Date.now() + 4 * 86_400_000).toISOString() },
  });
  if (paid) await markPaid(project.projectId);
  return project;
}
