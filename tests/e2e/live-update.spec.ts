/**
 * A change reaches an open guest page within 2 s, in place: no reload, the scroll position, the
 * people filter and an open dialog are all kept.
 */
import { createItinerary, expect, expectNoConsoleErrors, hydrated, newClient, test } from './fixtures';

const DAY_MS = 86_400_000;

test('an edit arrives within 2 s and keeps scroll, filter and the open dialog', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Long Weekend In Lisbon');
  // Three events now and two during the visit: the free tier's five.
  const start = Date.now() + 3 * DAY_MS;
  for (let i = 0; i < 3; i++) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
      data: {
        title: `Plan ${i + 1}`,
        datetime: new Date(start + i * 3 * 3_600_000).toISOString(),
        attendees: i === 0 ? 'Ana' : 'Ana, Ben',
        description: 'A long enough description to give each card some height on a phone screen. '.repeat(6),
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

  // Filter to Ben: only the shared events.
  await page.getByRole('button', { name: /Showing events for/ }).click();
  await page.getByRole('checkbox', { name: 'Ben' }).check();
  await page.keyboard.press('Escape');
  const cards = page.locator('article.event-card');
  // Plan 2 and Plan 3 (Plan 1 is Ana's alone): waiting for the filtered count, not counting
  // whatever is on screen at that instant, since the filter applies a moment after the tick.
  const shown = 2;
  await expect(cards).toHaveCount(shown);
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Ben/);

  // Scroll down, then open the share dialog.
  await page.evaluate(() => window.scrollTo(0, 500));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(250);
  await page.getByRole('button', { name: 'Share' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The organiser adds two later events: one for Ben, one for Ana only.
  for (const [title, attendees] of [
    ['Farewell dinner with Ben', 'Ana, Ben'],
    ['Spa morning for Ana', 'Ana'],
  ] as const) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
      data: { title, datetime: new Date(start + 20 * DAY_MS).toISOString(), attendees },
    });
    expect(res.status(), title).toBe(201);
  }
  await expect(page.getByRole('heading', { name: 'Farewell dinner with Ben', includeHidden: true })).toHaveCount(1, { timeout: 2000 });

  // In place: the same page, the dialog still open, the filter still Ben's, the scroll kept.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spa morning for Ana', includeHidden: true })).toHaveCount(0);
  await expect(cards).toHaveCount(shown + 1);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Ben/);

  expectNoConsoleErrors(organiser.page);
  await organiser.context.close();
});
