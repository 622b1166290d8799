/**
 * The core journey on the edge build (`npm run build:edge`), served under workerd by the edge
 * preview instead of the Node server Playwright starts: an organiser creates an itinerary and
 * shares it, a guest on a phone opens the quick link, the organiser adds an event and renames
 * it in admin mode, and the guest's open page follows both changes without a reload (on the
 * edge, each open page's live stream polls the database itself).
 *
 * The edge server is this file's own (tests/support/server.ts, on a sqld of its own with the S3
 * and mail-API stand-ins); its map tiles are a data: pixel and its geocoder a local stand-in, so
 * nothing leaves the machine.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startGeocoderStandIn } from '../support/geocoder-stand-in.mjs';
import { OFFLINE_MAP_TILE_URL } from '../support/map-tiles';
import { EDGE_OUT_DIR } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';
import { checkA11y, expect, expectNoConsoleErrors, hydrated, newClient, test } from './fixtures';

let edge: RunningServer | undefined;
let geocoder: Awaited<ReturnType<typeof startGeocoderStandIn>> | undefined;

test.beforeAll(async () => {
  if (!existsSync(join(EDGE_OUT_DIR, 'server', 'wrangler.json'))) {
    throw new Error(`No edge build in ${EDGE_OUT_DIR}: run \`npm run build:edge\` before this spec.`);
  }
  geocoder = await startGeocoderStandIn();
  edge = await startServer(
    { TRUST_PROXY: 'true', PUBLIC_MAP_TILE_URL: OFFLINE_MAP_TILE_URL, GEOCODER_URL: `${geocoder.url}/api` },
    { target: 'edge' },
  );
});

test.afterAll(async () => {
  await edge?.stop();
  await geocoder?.close();
});

const edgeUrl = () => {
  if (!edge) throw new Error('The edge server has not started');
  return edge.url;
};

const editorOf = (page: Page) => page.getByRole('form', { name: /^(New|Edit) event$/ });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** A date a month from now, as the editor's date field takes it, and as the day heading reads it. */
function nextMonthAt(time: string) {
  const day = new Date(Date.now() + 30 * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  const heading = day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return { field: `${date}T${time}`, heading };
}

test('on the edge build, a guest follows an itinerary live while the organiser creates and edits it', async ({ browser, request }) => {
  test.slow(); // two browsers, two live updates
  const organiser = await newClient(browser, { baseURL: edgeUrl() });
  const page = organiser.page;

  // The home page came from workerd: its static assets are served by the Workers runtime's asset
  // server, which marks its answers with a cf-cache-status header the Node server never sends.
  const home = await page.goto('/');
  expect(home?.headers()['cf-cache-status'], 'an answer from the Workers asset server').toBeDefined();
  expect((await request.get('/')).headers()['cf-cache-status'], 'the Node server (the project baseURL)').toBeUndefined();

  await page.getByRole('button', { name: 'Start Your Free Itinerary' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Itinerary Name').fill('Edge Lake Weekend');
  await create.getByRole('checkbox').check();
  await create.getByRole('button', { name: 'Create' }).click();

  await page.waitForURL(/\/project\/[a-z0-9]{8}$/);
  expect(new URL(page.url()).origin).toBe(edgeUrl());
  const projectId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Edge Lake Weekend' })).toBeVisible();
  const share = page.getByRole('dialog', { name: 'Your itinerary is ready to share!' });
  await expect(share.getByText(projectId, { exact: true })).toBeVisible();
  const quickLink = (await share.locator('output').filter({ hasText: '?code=' }).textContent())!;
  expect(quickLink).toMatch(new RegExp(`^${edgeUrl()}/access/${projectId}\\?code=[A-Z2-9]{6}$`));
  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(share).toBeHidden();

  // A guest on a phone opens the quick link and reads the (empty) itinerary.
  const guest = await newClient(browser, { baseURL: edgeUrl(), viewport: { width: 390, height: 844 } });
  const stream = guest.page.waitForResponse((res) => new URL(res.url()).pathname === `/api/projects/${projectId}/live`);
  await guest.page.goto(quickLink);
  await guest.page.waitForURL(`**/project/${projectId}`);
  // The page listens for changes on the Worker's live stream.
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Edge Lake Weekend' })).toBeVisible();
  await expect(guest.page.getByText('No Events Yet')).toBeVisible();
  await hydrated(guest.page);
  await checkA11y(guest.page);
  // Marks this very page: a reload would lose it.
  await guest.page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

  // The organiser, in admin mode since creating it, adds an event through the editor.
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = editorOf(page);
  await editor.getByLabel('Event Title *').fill('Sunset paddle');
  const when = nextMonthAt('19:30');
  await editor.getByLabel('Date and time *').fill(when.field);
  await editor.getByLabel('Attendees', { exact: true }).pressSequentially('Ana, Ben,');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  // The first event asks for the organiser's email; skipped here.
  await page.getByRole('dialog', { name: 'Great work!' }).getByRole('button', { name: 'Skip for now' }).click();
  await expect(card(page, 'Sunset paddle')).toBeVisible();

  // The guest's open page shows it within a few seconds, in place.
  const arrived = card(guest.page, 'Sunset paddle');
  await expect(arrived).toBeVisible({ timeout: 5000 });
  await expect(arrived.getByText('7:30 PM')).toBeVisible();
  await expect(arrived.getByText('Ana, Ben')).toBeVisible();
  await expect(guest.page.getByRole('heading', { name: when.heading })).toBeVisible();
  await expect(guest.page.getByText('No Events Yet')).toHaveCount(0);

  // The organiser renames it; the guest sees the new title, still without a reload.
  await card(page, 'Sunset paddle').getByRole('button', { name: /^Edit/ }).click();
  await expect(editor.getByLabel('Event Title *')).toHaveValue('Sunset paddle');
  await editor.getByLabel('Event Title *').fill('Sunrise paddle');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Sunrise paddle')).toBeVisible();
  await expect(card(guest.page, 'Sunrise paddle')).toBeVisible({ timeout: 5000 });
  await expect(card(guest.page, 'Sunset paddle')).toHaveCount(0);
  expect(await guest.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  await checkA11y(guest.page);

  expectNoConsoleErrors(page);
  expectNoConsoleErrors(guest.page);
  await organiser.context.close();
  await guest.context.close();
});
