/**
 * Helpers for the admin panel e2e tests.
 *
 * `REAL_CUSTOMIZATIONS=1` runs the tests against the server's real `PUT /customizations`
 * (the endpoint another branch builds); without it the browser's PUTs are answered here by a
 * stand-in that follows the API contract (trial refusal, the 3-title-change limit, version bump),
 * so the panel can be tested before the endpoint exists. Either way every PUT body the page sends
 * is recorded, and the tests assert on those bodies and on what the page shows.
 */
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { THEME_PRESETS } from '../../src/lib/themes';
import type { ItineraryData, ProjectView } from '../../src/lib/types';
import { createItinerary, expect } from './fixtures';

export const REAL = process.env.REAL_CUSTOMIZATIONS === '1';

const port = Number(process.env.E2E_PORT ?? 4477);
const dbFile = fileURLToPath(new URL(`../.tmp/e2e-${port}.db`, import.meta.url));

/**
 * Marks an itinerary paid in the e2e server's database (the payments issue has no API for it
 * yet). The version bump keeps cached pages and live updates honest.
 */
export async function markPaid(projectId: string) {
  const client = createClient({ url: `file:${dbFile}` });
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

/** Records (and, unless REAL, answers) the page's `PUT /customizations` calls. */
export async function customizationsServer(page: Page, projectId: string): Promise<CustomizationsServer> {
  const bodies: Record<string, unknown>[] = [];
  let answered = 0;
  const path = `/api/projects/${projectId}/customizations`;

  if (REAL) {
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === path) {
        bodies.push(request.postDataJSON() as Record<string, unknown>);
      }
    });
    page.on('requestfinished', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === path) answered++;
    });
  } else {
    const response = await page.request.get(`/api/projects/${projectId}/itinerary`);
    expect(response.ok()).toBe(true);
    let project: ProjectView = ((await response.json()) as ItineraryData).project;
    await page.route(`**${path}`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      bodies.push(body);
      const answer = (status: number, json: unknown) => {
        answered++;
        return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(json) });
      };
      const fields = Object.keys(body).filter((k) => k !== 'isColorOnlyUpdate' && k !== 'titleChangesUsed');
      if (!project.isPaid && fields.some((k) => k !== 'timeZone')) {
        return answer(403, { message: 'Upgrade to customize your itinerary.', code: 'TRIAL_CUSTOMIZATION_BLOCKED' });
      }
      const next = { ...project } as Record<string, unknown>;
      for (const k of fields) next[k] = body[k];
      if ('customTitle' in body && (body.customTitle || null) !== (project.customTitle || null)) {
        if (project.titleChangesUsed >= 3) {
          return answer(403, { message: 'You have used all 3 title changes for this project.', code: 'TITLE_CHANGE_LIMIT_REACHED' });
        }
        next.customTitle = body.customTitle || null;
        next.titleChangesUsed = project.titleChangesUsed + 1;
      }
      next.version = project.version + 1;
      project = next as ProjectView;
      return answer(200, { success: true, project });
    });
  }

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
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Customize' }).click();
  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
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
