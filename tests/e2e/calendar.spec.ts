import type { Page } from '@playwright/test';
import { calendarLayout, daysOf } from '../../src/lib/calendar-mode';
import type { EventView } from '../../src/lib/types';
import { checkA11y, expect, test, hydrated } from './fixtures';

const WEDDING_ZONE = 'America/New_York';

/** Opens the wedding example's Calendar tab; returns its events as the API sends them. */
async function openWeddingCalendar(page: Page) {
  await page.goto('/access/example-wedding?code=EXAMPLE');
  await page.waitForURL('**/project/example-wedding');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/[?&]tab=calendar/);
  const response = await page.request.get('/api/projects/example-wedding/itinerary');
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: EventView[] };
  return events;
}

/** The calendar's own chunk: FullCalendar and nothing else lives there. */
const isFullCalendarChunk = (url: string) => /\/_astro\/CalendarGrid\.[^/]+\.js$/.test(url);

test('the calendar shows the wedding weekend with a day either side, and opens events', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const events = await openWeddingCalendar(page);

  // Three days of events (first to last two days apart): range mode, one empty day each side.
  const layout = calendarLayout(events, WEDDING_ZONE, Date.now());
  expect(layout.mode).toBe('range');
  expect(daysOf(layout)).toHaveLength(5);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: layout.label })).toBeVisible();
  await expect(panel.getByText(`${events.length} events · times in`)).toBeVisible();
  await expect(panel.getByRole('columnheader')).toHaveCount(5);

  // The wedding day has more events than fit in a cell: two show, the rest are behind '+N more'.
  const weddingDay = daysOf(layout)[2]!;
  const onWeddingDay = events.filter(
    (e) => new Intl.DateTimeFormat('en-CA', { timeZone: WEDDING_ZONE }).format(new Date(e.datetime)) === weddingDay,
  );
  expect(onWeddingDay.length).toBeGreaterThan(2);
  const more = panel.getByRole('button', { name: `+${onWeddingDay.length - 2} more` });
  await expect(more).toBeVisible();

  // An event opens its details: date and time, attendees, a maps link in a new tab, the vibe.
  await panel.getByRole('button', { name: /Arrivals at Charleston International/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Arrivals at Charleston International' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Vibe & Style')).toBeVisible();
  await expect(dialog.getByText('Attendees')).toBeVisible();
  await expect(dialog.getByText(/(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \w+ \d+, \d{4} · 1:00 PM E[SD]T/)).toBeVisible();
  const maps = dialog.getByRole('link', { name: /Charleston International Airport/ });
  await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Charleston/);
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('rel', /noopener/);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // '+N more' lists the whole day; any event there opens in turn.
  await more.click();
  const day = page.getByRole('dialog', { name: new RegExp(`\\d{4}$`) });
  await expect(day).toBeVisible();
  await expect(day.getByRole('button')).toHaveCount(onWeddingDay.length + 1); // + the close button
  await day.getByRole('button', { name: /Ceremony at Middleton Place/ }).click();
  const ceremony = page.getByRole('dialog', { name: 'Ceremony at Middleton Place' });
  await expect(ceremony).toBeVisible();
  await expect(ceremony.getByText('Vibe & Style')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ceremony).toBeHidden();

  // Events and '+N more' are buttons: the keyboard opens them too.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(day).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(day).toBeHidden();
  await panel.getByRole('button', { name: /Check in at the Francis Marion Hotel/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Check in at the Francis Marion Hotel' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await checkA11y(page);
});

test('FullCalendar styles itself without breaking the content security policy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWeddingCalendar(page);
  await expect(page.locator('.fc .fc-daygrid-day').first()).toBeVisible();
  // Its own CSS applies (these two rules come only from FullCalendar), yet no inline <style>
  // element was added for it; the fixture fails the test on any CSP report in the console.
  await expect(page.locator('.fc').first()).toHaveCSS('display', 'flex');
  await expect(page.locator('.fc .fc-scrollgrid').first()).toHaveCSS('border-collapse', 'separate');
  expect(await page.locator('head style[data-fullcalendar]').evaluateAll((els) => els.filter((el) => el instanceof HTMLStyleElement).length)).toBe(0);
});

test('on a phone the calendar is a list of days, without downloading FullCalendar', async ({ page }) => {
  const fullCalendarRequests: string[] = [];
  page.on('request', (request) => {
    if (isFullCalendarChunk(request.url())) fullCalendarRequests.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const events = await openWeddingCalendar(page);
  const layout = calendarLayout(events, WEDDING_ZONE, Date.now());

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: layout.label })).toBeVisible();
  // Every day of the range has a heading; the padding days before and after are empty.
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(daysOf(layout).length);
  await expect(panel.getByText('No events scheduled')).toHaveCount(2);
  await expect(panel.locator('.fc')).toHaveCount(0);

  // The server's row is a link to the event's card on the List tab; with JavaScript the tap loads
  // the island and opens the details instead.
  await expect(panel.getByRole('link', { name: /Welcome drinks on the Vendue rooftop/ })).toHaveAttribute('href', /\/project\/example-wedding#event-\d+$/);
  await panel.getByRole('link', { name: /Welcome drinks on the Vendue rooftop/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome drinks on the Vendue rooftop' });
  await expect(dialog.getByText('Vibe & Style')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /The Vendue/ })).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await checkA11y(page);
  expect(fullCalendarRequests).toEqual([]);

  // Turning the phone (or widening the window) swaps in the grid.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(panel.getByRole('columnheader')).toHaveCount(daysOf(layout).length);
  expect(fullCalendarRequests).toHaveLength(1);
});
