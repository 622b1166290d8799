/**
 * Dates and times as the reader reads them (docs/ui.md "Dates and times"): Playwright's `locale`
 * sets both Accept-Language and navigator.language. The guest's page (list and calendar, with
 * JavaScript on and off) and the dashboard, en-US and en-GB, at a phone's and a laptop's width;
 * hydrating the island changes no date's text (a mismatch is a console error, which fails).
 */
import type { Browser, Page } from '@playwright/test';
import { formatReaderDate } from '../../src/lib/dashboard';
import type { ReaderFormat } from '../../src/lib/reader-format';
import { workerStack } from '../support/e2e-stack';
import { insertSignedInUser } from '../support/users';
import { HEIGHT, runSql, WIDTHS } from './a11y-support';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, hydrated, newClient, test, watchConsole, type CreatedItinerary, screenshot } from './fixtures';

let clients = 0;

type Reader = { locale: string; format: ReaderFormat; time: string; end: string; day: string; dates: string; calendarDay: string };
const READERS: Reader[] = [
  { locale: 'en-US', format: 'mdy-12h', time: '7:30 PM', end: '10:45 PM', day: 'Tuesday, July 1, 2031', dates: 'July 1 – 4, 2031', calendarDay: 'Tuesday, July 1' },
  { locale: 'en-GB', format: 'dmy-24h', time: '19:30', end: '22:45', day: 'Tuesday, 1 July 2031', dates: '1 – 4 July 2031', calendarDay: 'Tuesday, 1 July' },
];

/** A browser reading in `locale` at `width`, JavaScript on or off, a client of its own to the server. */
async function reader(browser: Browser, locale: string, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({
    locale,
    timezoneId: 'UTC',
    javaScriptEnabled,
    viewport: { width, height: HEIGHT },
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.12.${(++clients % 250) + 1}` },
  });
  const page = await context.newPage();
  watchConsole(page);
  return { context, page };
}


let trip: CreatedItinerary;

test.beforeAll(async ({ browser }) => {
  const organiser = await newClient(browser);
  trip = await createItinerary(organiser.context, 'Lakeside Weekend');
  // 7:30 PM to 10:45 PM in New York (EDT), and a brunch three days later.
  for (const data of [
    { title: 'Welcome dinner', datetime: '2031-07-01T23:30:00.000Z', endDatetime: '2031-07-02T02:45:00.000Z', location: 'Boathouse' },
    { title: 'Farewell brunch', datetime: '2031-07-04T15:00:00.000Z', location: 'Main lawn' },
  ]) {
    expect((await organiser.context.request.post(`/api/projects/${trip.projectId}/events`, { data })).status()).toBe(201);
  }
  await organiser.context.close();
});

/** The first event's card and the list's day heading, as the reader reads them. */
async function expectList(page: Page, r: Reader) {
  const card = page.locator('article.event-card').filter({ hasText: 'Welcome dinner' });
  await expect(card).toContainText(r.time);
  await expect(card).toContainText(r.end);
  await expect(card).toContainText('EDT');
  await expect(page.getByRole('heading', { name: r.day })).toBeVisible();
  await expect(page.getByText(r.dates)).toBeVisible();
}

for (const r of READERS) {
  for (const width of WIDTHS) {
    test(`a ${r.locale} guest reads times and dates in their format without JavaScript at ${width}px`, async ({ browser }) => {
      const { context, page } = await reader(browser, r.locale, width, false);
      await page.goto(`/access/${trip.projectId}`);
      await page.getByLabel('Access Code').fill(trip.accessCode);
      await page.getByRole('button', { name: 'Access Itinerary' }).click();
      await page.waitForURL(`**/project/${trip.projectId}`);
      await expectList(page, r);
      await screenshot(page, `list-nojs-${r.locale}`, width);
      await page.getByRole('tab', { name: 'Calendar' }).click();
      await page.waitForURL(/\?tab=calendar$/);
      const calendar = page.locator('section[aria-labelledby="calendar-range-heading"]');
      await expect(calendar).toContainText(r.calendarDay);
      await expect(calendar).toContainText(r.time);
      await screenshot(page, `calendar-nojs-${r.locale}`, width);
      expectNoConsoleErrors(page);
      await context.close();
    });

    test(`a ${r.locale} guest keeps their format when the island hydrates at ${width}px`, async ({ browser }) => {
      const { context, page } = await reader(browser, r.locale, width);
      await page.goto(`/access/${trip.projectId}?code=${trip.accessCode}`);
      await page.waitForURL(`**/project/${trip.projectId}`);
      await expectList(page, r);
      await checkA11y(page);
      // Ask for the island, as a tap that needs it does, and read the same text after it hydrated.
      await page.evaluate(() => {
        document.documentElement.dataset.itineraryWanted = '';
        document.dispatchEvent(new Event('itinerary:want'));
      });
      await expect(page.locator('html[data-itinerary-ready]')).toHaveCount(1, { timeout: 20_000 });
      await expectList(page, r);
      // The calendar: the phone's list of days, or the grid on a laptop.
      await page.getByRole('tab', { name: 'Calendar' }).click();
      const calendar = page.locator('section[aria-labelledby="calendar-range-heading"]');
      await expect(calendar).toContainText(r.calendarDay);
      await expect(calendar).toContainText(r.time, { timeout: 15_000 });
      await checkA11y(page);
      // The event's details, written by the island alone.
      await calendar.getByText('Welcome dinner').first().click();
      const details = page.getByRole('dialog', { name: 'Welcome dinner' });
      await expect(details).toContainText(`${r.day} · ${r.time} – ${r.end} EDT`);
      await checkA11y(page);
      await screenshot(page, `details-${r.locale}`, width);
      await page.keyboard.press('Escape');
      await screenshot(page, `calendar-${r.locale}`, width);
      expectNoConsoleErrors(page);
      await context.close();
    });

    test(`the dashboard writes dates in the ${r.locale} reader’s order at ${width}px`, async ({ browser }) => {
      const { context, page } = await reader(browser, r.locale, width);
      const user = await insertSignedInUser(workerStack.dbUrl, { firstName: 'Rosa' });
      await context.addCookies([{ name: 'session', value: user.token, url: workerStack.baseURL }]);
      const owned = await createItinerary(context, `Rosa’s ${r.locale} trip`);
      await runSql('update projects set owner_user_id = ? where project_id = ?', [user.userId, owned.projectId]);
      await page.goto('/dashboard');
      await hydrated(page);
      const [row] = (await runSql('select created_at from projects where project_id = ?', [owned.projectId])).rows;
      const created = new Date(Number(row?.created_at)).toISOString();
      await expect(page.getByText(formatReaderDate(created, 'UTC', r.format), { exact: true })).toBeVisible();
      await checkA11y(page);
      await screenshot(page, `dashboard-${r.locale}`, width);
      expectNoConsoleErrors(page);
      await context.close();
    });
  }
}

test('a reader’s page is never served from another reader’s cache entry', async ({ browser }) => {
  const us = await reader(browser, 'en-US', 390, false);
  const gb = await reader(browser, 'en-GB', 390, false);
  for (const client of [us, gb]) {
    await client.page.goto(`/access/${trip.projectId}`);
    await client.page.getByLabel('Access Code').fill(trip.accessCode);
    await client.page.getByRole('button', { name: 'Access Itinerary' }).click();
    await client.page.waitForURL(`**/project/${trip.projectId}`);
  }
  for (let round = 0; round < 3; round++) {
    await gb.page.reload();
    await expectList(gb.page, READERS[1]!);
    await us.page.reload();
    await expectList(us.page, READERS[0]!);
  }
  await us.context.close();
  await gb.context.close();
});
