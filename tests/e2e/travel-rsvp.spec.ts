/**
 * Guests on phones add their arrivals, the organiser sees them grouped by place and time, and an
 * RSVP reaches another guest's open page by itself.
 */
import type { Browser, Page } from '@playwright/test';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, newClient, test, type CreatedItinerary } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

async function guestOnPhone(browser: Browser, project: CreatedItinerary) {
  const guest = await newClient(browser, { viewport: PHONE });
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  return guest.page;
}

async function addArrival(page: Page, name: string, time: string, flight: string) {
  await page.getByRole('tab', { name: 'Arrivals' }).click();
  await expect(page.getByRole('heading', { name: 'Arrivals & departures' })).toBeVisible();
  await page.getByRole('button', { name: 'Add my travel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add my travel' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Date and time (local to the place)').fill(`2031-05-01T${time}`);
  await dialog.getByLabel('Airport, station or address').fill('Lisbon Airport');
  await dialog.getByLabel('Code', { exact: true }).fill('lis');
  await dialog.getByLabel('Flight or train number').fill(flight);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Travel added')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('two guests add arrivals, the organiser sees them grouped, RSVP counts follow live', async ({ browser }) => {
  const organiser = await newClient(browser, { viewport: { width: 1280, height: 900 } });
  const project = await createItinerary(organiser.context, 'Lisbon Reunion');
  const created = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Welcome dinner', datetime: new Date(Date.now() + 5 * DAY_MS).toISOString(), attendees: 'Ana, Ben, Cal' },
  });
  expect(created.status()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: number };
  const asks = await organiser.context.request.put(`/api/projects/${project.projectId}/events/${eventId}/rsvp-settings`, {
    data: { asks: true, plusOnesAllowed: true, plusOnesMax: 2 },
  });
  expect(asks.status()).toBe(200);

  const ana = await guestOnPhone(browser, project);
  const ben = await guestOnPhone(browser, project);

  // The counts are on the server's card before any script runs.
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 0');

  await addArrival(ana, 'Ana', '14:05', 'TP 1351');
  await expect(ana.getByText('Ana lands at LIS at 14:05')).toBeVisible();
  await addArrival(ben, 'Ben', '15:10', 'FR 8341');
  await expect(ben.getByText('2 people land at LIS between 14:05 and 15:10')).toBeVisible();
  await checkA11y(ben);

  // The organiser's page, server-rendered on the Arrivals tab: one group with both.
  await organiser.page.goto(`/project/${project.projectId}?tab=arrivals`);
  const lis = organiser.page.getByRole('article', { name: /^LIS on / });
  await expect(lis.getByText('2 people land at LIS between 14:05 and 15:10')).toBeVisible();
  await expect(lis.getByText('TP 1351')).toBeVisible();
  await expect(lis.getByText('FR 8341')).toBeVisible();

  // Ben's page shows the list; Ana answers and Ben's counts change without a reload.
  await ben.getByRole('tab', { name: 'List' }).click();
  await ben.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await ana.getByRole('tab', { name: 'List' }).click();
  await ana.getByRole('button', { name: 'RSVP: Welcome dinner' }).click();
  const rsvp = ana.getByRole('dialog', { name: 'RSVP: Welcome dinner' });
  await rsvp.getByLabel('Your name').fill('Ana');
  await rsvp.getByText('Going', { exact: true }).click();
  await rsvp.getByLabel('Plus-ones').fill('1');
  await rsvp.getByLabel(/Note/).fill('Vegetarian');
  await checkA11y(ana);
  await rsvp.getByRole('button', { name: 'Save RSVP' }).click();
  await expect(ana.getByText('RSVP saved')).toBeVisible();
  await expect(ana.locator('[data-rsvp-counts]')).toHaveText('Going 1 (+1) · Maybe 0 · Can’t make it 0');
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 1 (+1) · Maybe 0 · Can’t make it 0', { timeout: 4_000 });
  expect(await ben.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // The organiser sees the name and the note.
  await organiser.page.goto(`/project/${project.projectId}`);
  await expect(organiser.page.getByText('Vegetarian')).toBeVisible();

  for (const page of [ana, ben, organiser.page]) expectNoConsoleErrors(page);
});
