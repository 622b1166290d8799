/**
 * An event's optional end (docs/product.md#events): the organiser adds one in the editor, where a
 * new event already starts the day after the last one; the card, the details, the calendar and the
 * print view show it; a guest reads it with JavaScript off. Each screen at a phone's width and a
 * laptop's, checked with axe, photographed into the test's output.
 */
import type { Browser, Page } from '@playwright/test';
import { markPaid } from './admin-panel-support';
import { HEIGHT, WIDTHS, enterAdminMode, guestOf } from './a11y-support';
import { checkA11y, createItinerary, expect, newClient, test, watchConsole, expectNoConsoleErrors, screenshot } from './fixtures';


// In New York (EDT): dinner 19:00 to 22:30 on Saturday 14 June 2031; a villa stay from
// 15:00 on Friday 13 June to 11:00 on Monday 16 June.
const DINNER = { title: 'Welcome dinner', datetime: '2031-06-14T23:00:00.000Z', endDatetime: '2031-06-15T02:30:00.000Z', location: 'Le Marais' };
const STAY = { title: 'Villa stay', datetime: '2031-06-13T19:00:00.000Z', endDatetime: '2031-06-16T15:00:00.000Z' };

async function tripWithEnds(browser: Browser, width: number) {
  const organiser = await newClient(browser, { viewport: { width, height: HEIGHT } });
  const project = await createItinerary(organiser.context, `Ends at ${width}`);
  for (const data of [STAY, DINNER]) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, { data });
    expect(res.status()).toBe(201);
  }
  return { ...organiser, project };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('an organiser adds an end; cards, details, calendar and print show it', async ({ browser }) => {
      test.slow();
      const { page, project } = await tripWithEnds(browser, width);
      await enterAdminMode(page, project.projectId);

      // The cards the server sent already show each end.
      await expect(card(page, 'Welcome dinner')).toContainText('7:00 PM');
      await expect(card(page, 'Welcome dinner')).toContainText('until 10:30 PM');
      await expect(card(page, 'Villa stay')).toContainText('until Mon, Jun 16, 11:00 AM');

      await page.getByRole('button', { name: 'Add Event' }).first().click();
      const editor = page.getByRole('form', { name: 'New event' });
      await expect(editor).toBeVisible();
      // The day after the last event (the dinner), at its time of day.
      await expect(editor.getByLabel('Date and time *')).toHaveValue('2031-06-15T19:00');
      await editor.getByLabel('Event Title *').fill('Rooftop party');
      await expect(editor.getByLabel('Ends')).toHaveCount(0);
      await editor.getByRole('button', { name: 'Add end time' }).click();
      // An hour after the start, ready to type in.
      await expect(editor.getByLabel('Ends')).toHaveValue('2031-06-15T20:00');
      await expect(editor.getByLabel('Ends')).toBeFocused();
      await checkA11y(page);

      // An end before the start is refused beside the field, and nothing is saved.
      await editor.getByLabel('Ends').fill('2031-06-15T18:00');
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByText('The end must be after the start. Please choose a later end time.')).toBeVisible();
      await expect(editor.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
      await expect(editor.getByLabel('Ends')).toBeFocused();
      await checkA11y(page);
      await editor.scrollIntoViewIfNeeded();
      await screenshot(page, 'editor-end-error', width);

      // Past midnight: the card names the day it ends.
      await editor.getByLabel('Ends').fill('2031-06-16T02:30');
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor).toBeHidden();
      await expect(card(page, 'Rooftop party')).toContainText('until Mon, Jun 16, 2:30 AM');
      const saved = (await (await page.request.get(`/api/projects/${project.projectId}/events`)).json()) as { title: string; endDatetime: string | null }[];
      expect(saved.find((e) => e.title === 'Rooftop party')?.endDatetime).toBe('2031-06-16T06:30:00.000Z');

      // Editing shows the end; removing it saves an event without one.
      await card(page, 'Rooftop party').getByRole('button', { name: /^Edit/ }).click();
      const edit = page.getByRole('form', { name: 'Edit event' });
      await expect(edit.getByLabel('Ends')).toHaveValue('2031-06-16T02:30');
      await edit.scrollIntoViewIfNeeded();
      await screenshot(page, 'editor-end', width);
      await edit.getByRole('button', { name: 'Remove end time' }).click();
      await expect(edit.getByLabel('Ends')).toHaveCount(0);
      await expect(edit.getByRole('button', { name: 'Add end time' })).toBeFocused();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(card(page, 'Rooftop party')).not.toContainText('until');

      await page.getByRole('button', { name: 'View', exact: true }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkA11y(page);
      await screenshot(page, 'list', width);

      // The calendar: the stay covers its days; the details give the whole time.
      await page.getByRole('tab', { name: 'Calendar' }).click();
      const panel = page.getByRole('tabpanel');
      if (width >= 1024) {
        // Friday to Monday crosses from one week's row to the next: one bar in each, over its days.
        const stay = panel.locator('.fc-event', { hasText: 'Villa stay' });
        await expect(stay).toHaveCount(2);
        const day = (await panel.locator('.fc-daygrid-day').first().boundingBox())!;
        expect((await stay.first().boundingBox())!.width).toBeGreaterThan(day.width * 1.5);
        expect((await stay.last().boundingBox())!.width).toBeGreaterThan(day.width * 1.5);
        await expect(stay.first()).toHaveClass(/fc-event-start/);
        await expect(stay.last()).toHaveClass(/fc-event-end/);
        // The dinner, which ends the same evening, stays a single day's chip.
        await expect(panel.locator('.fc-event', { hasText: 'Welcome dinner' })).toHaveCount(1);
        await stay.first().click();
      } else {
        await expect(panel.getByRole('button', { name: /Villa stay/ })).toContainText('3:00 PM– until Mon 11:00 AM');
        await expect(panel.getByRole('button', { name: /Welcome dinner/ })).toContainText('7:00 PM– until 10:30 PM');
        await panel.getByRole('button', { name: /Villa stay/ }).click();
      }
      const details = page.getByRole('dialog', { name: 'Villa stay' });
      await expect(details).toContainText('Friday, June 13, 2031 · 3:00 PM – Mon, Jun 16, 11:00 AM EDT');
      await checkA11y(page);
      await screenshot(page, 'calendar-details', width);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      await checkA11y(page);
      await screenshot(page, 'calendar', width);

      // Printed: each end under its start.
      await markPaid(project.projectId);
      await page.goto(`/project/${project.projectId}`);
      await page.emulateMedia({ media: 'print' });
      const printView = page.getByRole('article', { name: 'Printable itinerary' });
      await expect(printView).toBeVisible();
      await expect(printView).toContainText('until 10:30 PM');
      await expect(printView).toContainText('until Mon, Jun 16, 11:00 AM');
      await checkA11y(page);
      await screenshot(page, 'print', width);
      await page.emulateMedia({ media: 'screen' });
    });

    test('a guest reads each end with JavaScript off', async ({ browser }) => {
      const { project } = await tripWithEnds(browser, width);
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: HEIGHT },
        extraHTTPHeaders: { 'x-forwarded-for': `198.18.1.${width % 250}` },
      });
      const page = await context.newPage();
      watchConsole(page);
      await page.goto(`/access/${project.projectId}`);
      await page.getByLabel('Access Code').fill(project.accessCode);
      await page.getByRole('button', { name: 'Access Itinerary' }).click();
      await page.waitForURL(`**/project/${project.projectId}`);
      await expect(card(page, 'Welcome dinner')).toContainText('7:00 PM');
      await expect(card(page, 'Welcome dinner')).toContainText('until 10:30 PM');
      await expect(card(page, 'Villa stay')).toContainText('until Mon, Jun 16, 11:00 AM');
      await screenshot(page, 'guest-no-js', width);
      // The Calendar tab without JavaScript lists each day with the times.
      await page.getByRole('tab', { name: 'Calendar' }).click();
      await page.waitForURL(/\?tab=calendar$/);
      await expect(page.getByRole('list', { name: 'Days' })).toContainText('3:00 PM– until Mon 11:00 AM');
      await screenshot(page, 'guest-no-js-calendar', width);
      expectNoConsoleErrors(page);
      await context.close();

      // axe needs a script in the page: the same pages for a guest with JavaScript on.
      const guest = await guestOf(browser, project);
      await guest.page.setViewportSize({ width, height: HEIGHT });
      await expect(card(guest.page, 'Welcome dinner')).toContainText('until 10:30 PM');
      await checkA11y(guest.page);
      await guest.page.goto(`/project/${project.projectId}?tab=calendar`);
      await expect(guest.page.getByRole('tabpanel')).toContainText('Villa stay');
      await checkA11y(guest.page);
    });
  });
}
