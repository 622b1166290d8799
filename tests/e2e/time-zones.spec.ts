/**
 * Time zones as a newcomer meets them (docs/time-zones.md): an organiser whose browser is in
 * Lisbon creates an itinerary from the landing page and it reads in Lisbon time; the editor
 * names the zone; a zone change keeps the 7:00 PM dinner at 7:00 PM, unless the organiser
 * chooses to keep the moments.
 */
import type { Page } from '@playwright/test';
import type { ItineraryData } from '../../src/lib/types';
import { checkA11y, expect, hydrated, test } from './fixtures';

test.use({ timezoneId: 'Europe/Lisbon' });

const editorOf = (page: Page) => page.getByRole('form', { name: /^(New|Edit) event$/ });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function itineraryData(page: Page, projectId: string) {
  const res = await page.context().request.get(`/api/projects/${projectId}/itinerary`);
  return (await res.json()) as ItineraryData;
}

async function changeZone(page: Page, zone: string, keep: 'Events keep their clock times' | 'Events keep the same moments') {
  await page.getByRole('button', { name: 'Customize' }).click();
  const panel = page.getByRole('dialog', { name: 'Customize', exact: true });
  await expect(panel).toBeVisible();
  const choice = panel.getByRole('group', { name: /When the zone changes/ });
  // Keeping clock times is what a zone change does unless the organiser says otherwise.
  await expect(choice.getByRole('radio', { name: /Events keep their clock times/ })).toBeChecked();
  await choice.getByRole('radio', { name: new RegExp(keep) }).check();
  const field = panel.getByRole('combobox', { name: 'Itinerary time zone' });
  await field.fill(zone);
  await field.press('Enter');
  await expect(field).toHaveValue(zone);
  await expect(page.getByText('Customizations saved!').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
}

test('a Lisbon organiser’s itinerary reads in Lisbon time, and a zone change keeps the dinner at 7:00 PM', async ({ page }) => {
  test.slow(); // the whole journey: create, add, two zone changes
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Free Itinerary' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Itinerary Name').fill('Lisbon Long Weekend');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/project\/[a-z0-9]{8}$/);
  const projectId = page.url().split('/').pop()!;
  expect((await itineraryData(page, projectId)).project.timeZone).toBe('Europe/Lisbon');

  const share = page.getByRole('dialog', { name: 'Your itinerary is ready to share!' });
  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await hydrated(page);
  // The creator lands in admin mode.
  await expect(page.getByRole('button', { name: 'View', exact: true })).toBeVisible();

  // A new event: the editor says which clock its date and time field reads.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = editorOf(page);
  const when = editor.getByLabel('Date and time *');
  await expect(editor.getByText(/^Lisbon time \(GMT\+[01]\)$/)).toBeVisible();
  await editor.getByLabel('Event Title *').fill('Dinner at Ramiro');
  await when.fill('2030-07-12T19:00');
  await expect(editor.getByText('Lisbon time (GMT+1)', { exact: true })).toBeVisible();
  // Still named while the field shows an error.
  await when.fill('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText(/^Lisbon time/)).toBeVisible();
  await when.fill('2030-07-12T19:00');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('dialog', { name: 'Great work!' }).getByRole('button', { name: 'Skip for now' }).click();
  const dinner = card(page, 'Dinner at Ramiro');
  await expect(dinner).toContainText('7:00 PM');
  await expect(dinner).toContainText('GMT+1');
  const [saved] = (await itineraryData(page, projectId)).events;
  expect(saved?.datetime).toBe('2030-07-12T18:00:00.000Z');

  // The organiser meant Tokyo all along: the dinner stays at 7:00 PM, now Tokyo's.
  await changeZone(page, 'Asia/Tokyo', 'Events keep their clock times');
  await expect(dinner).toContainText('GMT+9');
  await expect(dinner).toContainText('7:00 PM');
  expect((await itineraryData(page, projectId)).events[0]?.datetime).toBe('2030-07-12T10:00:00.000Z');
  // Editing names the new zone and shows the same clock time.
  await dinner.getByRole('button', { name: /^Edit/ }).click();
  await expect(editor.getByText('Tokyo time (GMT+9)', { exact: true })).toBeVisible();
  await expect(when).toHaveValue('2030-07-12T19:00');
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // Keeping the moments instead: the same instant, read on New York's clock (6:00 AM EDT).
  await changeZone(page, 'America/New_York', 'Events keep the same moments');
  await expect(dinner).toContainText('EDT');
  await expect(dinner).toContainText('6:00 AM');
  expect((await itineraryData(page, projectId)).events[0]?.datetime).toBe('2030-07-12T10:00:00.000Z');
});
