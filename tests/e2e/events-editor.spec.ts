/**
 * Event editing in admin mode:
 * attendee chips, the default date, the ways to save and cancel, delete with confirm, location
 * autocomplete against the local stand-in geocoder (tests/playwright.config.ts), the Map tab,
 * the free event limit, and a guest's page following along live.
 */
import { createClient } from '@libsql/client';
import type { Browser, Locator, Page } from '@playwright/test';
import { FREE_EVENT_LIMIT } from '../../src/lib/limits';
import type { EventView } from '../../src/lib/types';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, expect, newClient, test, type CreatedItinerary, hydrated } from './fixtures';

const ZONE = 'America/New_York';

/** Tomorrow's date in the itinerary's zone, worked out here independently of the app. */
function tomorrowInZone(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

async function organiserWithGuest(browser: Browser, name: string) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, name);
  const guest = await newClient(browser);
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  return { organiser, guest, project };
}

async function enterAdmin(page: Page, project: CreatedItinerary) {
  await page.goto(`/project/${project.projectId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
}

async function addEventByApi(page: Page, project: CreatedItinerary, data: Record<string, unknown>) {
  const res = await page.context().request.post(`/api/projects/${project.projectId}/events`, { data });
  expect(res.status()).toBe(201);
  return (await res.json()) as EventView;
}

async function eventsOf(page: Page, project: CreatedItinerary) {
  const res = await page.context().request.get(`/api/projects/${project.projectId}/events`);
  return (await res.json()) as EventView[];
}

const editorOf = (page: Page) => page.getByRole('form', { name: /^(New|Edit) event$/ });
const chipsOf = (editor: Locator) => editor.getByRole('list', { name: 'Attendees added' }).getByRole('listitem');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('an organiser adds events with attendee chips; a guest sees them arrive live', async ({ browser }) => {
  test.slow(); // a long journey, two browsers
  const { organiser, guest, project } = await organiserWithGuest(browser, 'Chips Weekend');
  const page = organiser.page;
  await expect(guest.page.getByText('No Events Yet')).toBeVisible();
  await enterAdmin(page, project);

  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = editorOf(page);
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel('Event Title *')).toBeFocused();
  // A new event defaults to tomorrow at 12:00 in the itinerary's zone.
  await expect(editor.getByLabel('Date and time *')).toHaveValue(`${tomorrowInZone()}T12:00`);
  await expect(editor.getByText('New York time')).toBeVisible();

  await editor.getByLabel('Event Title *').fill('Welcome brunch');
  const attendees = editor.getByLabel('Attendees', { exact: true });
  await attendees.pressSequentially('Ana,');
  await expect(chipsOf(editor)).toHaveText(['Ana']);
  await expect(attendees).toHaveValue('');
  await attendees.pressSequentially('Ben');
  await attendees.press('Enter');
  await attendees.pressSequentially('ANA,');
  await expect(chipsOf(editor)).toHaveText(['Ana', 'Ben']);
  await attendees.press('Backspace');
  await expect(chipsOf(editor)).toHaveText(['Ana']);
  await attendees.pressSequentially('Chloé');
  await editor.getByLabel('Vibe & Style').click(); // blur adds it
  await expect(chipsOf(editor)).toHaveText(['Ana', 'Chloé']);
  await editor.getByRole('button', { name: 'Remove Ana' }).click();
  await expect(chipsOf(editor)).toHaveText(['Chloé']);
  await attendees.pressSequentially('Ana, Ben,');
  await editor.getByLabel('Vibe & Style').fill('Brunch casual');
  await editor.getByLabel('Private notes (only admins see these)').fill('Deposit paid');
  await checkA11y(page);

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  // The first event asks for the organiser's email; skipped here.
  await page.getByRole('dialog', { name: 'Great work!' }).getByRole('button', { name: 'Skip for now' }).click();
  const brunch = card(page, 'Welcome brunch');
  await expect(brunch).toBeVisible();
  await expect(brunch.getByText('Chloé, Ana, Ben')).toBeVisible();
  await expect(brunch.getByText('12:00 PM')).toBeVisible();
  await expect(brunch.getByText('Deposit paid')).toBeVisible();
  // The guest's page follows live, without private notes.
  await expect(card(guest.page, 'Welcome brunch')).toBeVisible();
  await expect(guest.page.getByText('Deposit paid')).toHaveCount(0);

  // A click outside saves when the title and date are filled...
  await page.getByRole('button', { name: 'Add Event' }).last().click();
  await editor.getByLabel('Event Title *').fill('Karaoke night');
  await page.getByRole('heading', { name: 'Upcoming' }).click();
  await expect(editor).toBeHidden();
  await expect(card(page, 'Karaoke night')).toBeVisible();
  await expect(card(guest.page, 'Karaoke night')).toBeVisible();

  // ...and cancels when they are not; Cancel and Escape close without saving.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  await editor.getByLabel('Description').fill('No title yet');
  await page.getByRole('heading', { name: 'Upcoming' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  await editor.getByLabel('Event Title *').fill('Escaped');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Event' }).first()).toBeFocused();
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  await editor.getByLabel('Event Title *').fill('Cancelled');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  expect((await eventsOf(page, project)).map((e) => e.title).sort()).toEqual(['Karaoke night', 'Welcome brunch']);

  // A failed check keeps the card open with the server's message, and nothing typed is lost.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  await editor.getByLabel('Description').fill('Bring sunscreen');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Please enter an event title.')).toBeVisible();
  await expect(editor.getByLabel('Event Title *')).toBeFocused();
  await expect(editor.getByLabel('Event Title *')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByLabel('Date and time *').fill('');
  await editor.getByLabel('Event Title *').fill('Beach day');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Please choose a date and time.')).toBeVisible();
  await expect(editor.getByLabel('Description')).toHaveValue('Bring sunscreen');
  await checkA11y(page);
  await editor.getByLabel('Date and time *').fill('2031-07-04T10:00');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Beach day')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Friday, July 4, 2031' })).toBeVisible();

  await organiser.context.close();
  await guest.context.close();
});

test('editing saves when a changed date loses focus; Cancel keeps the event; delete asks first', async ({ browser }) => {
  const { organiser, guest, project } = await organiserWithGuest(browser, 'Edit Weekend');
  const page = organiser.page;
  await addEventByApi(page, project, {
    title: 'Rooftop dinner',
    datetime: '2031-06-14T23:00:00.000Z',
    attendees: 'Everyone except Ana, Ben',
    location: 'Le Perchoir',
  });
  await addEventByApi(page, project, { title: 'Arrival', datetime: '2020-01-10T20:00:00.000Z' });
  await enterAdmin(page, project);
  // Past events are dimmed, their Edit and Delete buttons are not.
  await expect(card(page, 'Arrival').getByRole('button', { name: /^Edit/ })).toBeVisible();
  await checkA11y(page);

  // Edit, change the title, Cancel: nothing changes.
  await card(page, 'Rooftop dinner').getByRole('button', { name: /^Edit/ }).click();
  const editor = editorOf(page);
  await expect(editor.getByLabel('Event Title *')).toHaveValue('Rooftop dinner');
  await expect(editor.getByLabel('Date and time *')).toHaveValue('2031-06-14T19:00');
  await expect(chipsOf(editor)).toHaveText(['Everyone except Ana', /Ben/]);
  await editor.getByLabel('Event Title *').fill('Rooftop drinks');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Rooftop dinner')).toBeVisible();
  await expect(card(page, 'Rooftop dinner').getByRole('button', { name: /^Edit/ })).toBeFocused();

  // Edit again: a new date saves as soon as the field loses focus.
  await card(page, 'Rooftop dinner').getByRole('button', { name: /^Edit/ }).click();
  await editor.getByLabel('Event Title *').fill('Rooftop drinks');
  await editor.getByLabel('Date and time *').fill('2031-06-15T18:30');
  await editor.getByLabel('Date and time *').blur();
  await expect(editor).toBeHidden();
  const drinks = card(page, 'Rooftop drinks');
  await expect(drinks).toBeVisible();
  await expect(drinks.getByText('6:30 PM')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sunday, June 15, 2031' })).toBeVisible();
  const saved = (await eventsOf(page, project)).find((e) => e.title === 'Rooftop drinks');
  // 18:30 in New York in June is 22:30 UTC; the attendees text survives the chips unchanged.
  expect(saved).toMatchObject({ datetime: '2031-06-15T22:30:00.000Z', attendees: 'Everyone except Ana, Ben', location: 'Le Perchoir' });
  await expect(card(guest.page, 'Rooftop drinks')).toBeVisible();

  // Delete asks first; dismissing keeps the event.
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await drinks.getByRole('button', { name: /^Delete/ }).click();
  await expect.poll(() => messages).toEqual(['Are you sure you want to delete this event?']);
  await expect(drinks).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await drinks.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(drinks).toHaveCount(0);
  await expect(card(guest.page, 'Rooftop drinks')).toHaveCount(0);
  expect((await eventsOf(page, project)).map((e) => e.title)).toEqual(['Arrival']);

  await organiser.context.close();
  await guest.context.close();
});

test('one editor at a time: opening another saves the open one first; failures keep it open', async ({ page }) => {
  const project = await createItinerary(page.context(), 'One Editor Weekend');
  await addEventByApi(page, project, { title: 'Museum morning', datetime: '2031-05-10T14:00:00.000Z' });
  await addEventByApi(page, project, { title: 'Picnic lunch', datetime: '2031-05-10T17:00:00.000Z' });
  await enterAdmin(page, project);
  const editor = editorOf(page);

  await card(page, 'Museum morning').getByRole('button', { name: /^Edit/ }).click();
  await editor.getByLabel('Event Title *').fill('Museum and coffee');
  await card(page, 'Picnic lunch').getByRole('button', { name: /^Edit/ }).click();
  await expect(editor).toHaveCount(1);
  await expect(editor.getByLabel('Event Title *')).toHaveValue('Picnic lunch');
  await expect(card(page, 'Museum and coffee')).toBeVisible();

  // With an error showing, the open editor stays: nothing typed is dropped.
  await editor.getByLabel('Event Title *').fill('x'.repeat(201));
  await editor.getByLabel('Description').fill('Blankets');
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  await expect(editor.getByText('Event titles can be at most 200 characters.')).toBeVisible();
  await expect(editor.getByLabel('Description')).toHaveValue('Blankets');
  await expect(page.getByRole('form', { name: 'New event' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // A failed save or delete says so, and the editor keeps what was typed.
  await page.route(`**/api/projects/${project.projectId}/events/*`, (route) => route.fulfill({ status: 404, body: '' }));
  await card(page, 'Picnic lunch').getByRole('button', { name: /^Edit/ }).click();
  await editor.getByLabel('Event Title *').fill('Picnic in the park');
  await editor.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to save event. Please try again.');
  await expect(editor.getByLabel('Event Title *')).toHaveValue('Picnic in the park');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await card(page, 'Picnic lunch').getByRole('button', { name: /^Delete/ }).click();
  await expect(toast).toContainText('Failed to delete event. Please try again.');
  await expect(card(page, 'Picnic lunch')).toBeVisible();
});

test(`a free itinerary says how many events are left, stops at ${FREE_EVENT_LIMIT} and keeps what was typed`, async ({ page }) => {
  const project = await createItinerary(page.context(), 'Free Limit Weekend');
  for (let i = 1; i < FREE_EVENT_LIMIT; i++) {
    await addEventByApi(page, project, { title: `Event ${i}`, datetime: `2031-05-0${i}T16:00:00.000Z` });
  }
  await enterAdmin(page, project);
  // Before the form is filled, the editor says what is left.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = editorOf(page);
  await expect(editor.getByText('1 event left on the free plan')).toBeVisible();
  await checkA11y(page);
  await editor.getByLabel('Event Title *').fill('One too many');
  // Meanwhile the last free event is added elsewhere: the server refuses this one, and the
  // upgrade prompt names what was tried; the editor keeps the text.
  await addEventByApi(page, project, { title: `Event ${FREE_EVENT_LIMIT}`, datetime: `2031-05-0${FREE_EVENT_LIMIT}T16:00:00.000Z` });
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.projectId}/events`) && r.request().method() === 'POST');
  await editor.getByRole('button', { name: 'Save' }).click();
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { code: string }).code).toBe('TRIAL_LIMIT_REACHED');
  const paywall = page.getByRole('dialog', { name: 'Make it yours ($3)' });
  await expect(paywall).toContainText('You tried to: add more events');
  await expect(paywall).toContainText(`up to ${FREE_EVENT_LIMIT} events`);
  await paywall.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(paywall).toBeHidden();
  await expect(editor.getByLabel('Event Title *')).toHaveValue('One too many');
  await expect(editor.getByRole('button', { name: 'Save' })).toBeEnabled();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article')).toHaveCount(FREE_EVENT_LIMIT);
  expect(await eventsOf(page, project)).toHaveLength(FREE_EVENT_LIMIT);

  // At the limit, Add Event opens the upgrade prompt at once: no form to fill in vain.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  await expect(paywall).toContainText('You tried to: add more events');
  await expect(editorOf(page)).toHaveCount(0);
});

test('a picked place pins the event on the Map tab', async ({ browser }) => {
  const { organiser, guest, project } = await organiserWithGuest(browser, 'Map Weekend');
  const page = organiser.page;
  // Turn the Map tab on in the database (the panel's own tests cover the switch); the version
  // bump tells open pages and caches.
  const db = createClient({ url: workerStack.dbUrl });
  await db.execute({ sql: 'update projects set show_map_tab = 1, version = version + 1 where project_id = ?', args: [project.projectId] });
  db.close();
  await enterAdmin(page, project);

  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = editorOf(page);
  await editor.getByLabel('Event Title *').fill('Sunset at the tower');
  const location = editor.getByRole('combobox', { name: 'Location' });
  await location.pressSequentially('eiffel');
  const list = editor.getByRole('listbox', { name: 'Suggested places' });
  await expect(list.getByRole('option')).toHaveText([/^Tour Eiffel, 5 Avenue Gustave Eiffel/, /^Eiffel Tower Restaurant/]);
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  await checkA11y(page);

  // Arrows move through the list; Escape closes it without closing the editor.
  await location.press('ArrowDown');
  await expect(location).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id')) ?? '');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await location.press('Escape');
  await expect(list).toBeHidden();
  await expect(editor).toBeVisible();
  await location.press('ArrowDown');
  await location.press('ArrowDown');
  await location.press('ArrowUp');
  await location.press('Enter');
  await expect(location).toHaveValue('Tour Eiffel, 5 Avenue Gustave Eiffel, Paris, Île-de-France, France');
  await expect(editor.getByText('Pinned on the map')).toBeVisible();
  // Typing afterwards unpins it; picking again pins it.
  await location.press('End');
  await location.pressSequentially(' x');
  await expect(editor.getByText('Pinned on the map')).toBeHidden();
  // Typed, not picked: the field says it will be looked up on save.
  await expect(location).toHaveAccessibleDescription(/Not pinned yet: pick a suggestion, or it is looked up on the map when you save\./);
  await location.fill('');
  await location.pressSequentially('Tour Eiffel');
  await list.getByRole('option').first().click();
  await expect(editor.getByText('Pinned on the map')).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Sunset at the tower')).toBeVisible();
  // The first event asks for the organiser's email; skipped here.
  await page.getByRole('dialog', { name: 'Great work!' }).getByRole('button', { name: 'Skip for now' }).click();
  const [saved] = await eventsOf(page, project);
  expect(saved).toMatchObject({ latitude: 48.8582599, longitude: 2.2945006 });

  await page.getByRole('tab', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: /^Map of 1 stop/ });
  await expect(map.getByRole('button', { name: 'Stop 1: Sunset at the tower', exact: true })).toBeVisible();
  await guest.page.getByRole('tab', { name: 'Map' }).click();
  await expect(guest.page.getByRole('button', { name: 'Stop 1: Sunset at the tower', exact: true })).toBeVisible();

  await organiser.context.close();
  await guest.context.close();
});

// Last: a slow geocoder makes the server skip it for a few seconds afterwards.
test('without a geocoder answer the location is free text, and the field says so', async ({ page }) => {
  const project = await createItinerary(page.context(), 'Offline Weekend');
  await enterAdmin(page, project);
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = editorOf(page);
  await editor.getByLabel('Event Title *').fill('Picnic');
  const location = editor.getByRole('combobox', { name: 'Location' });
  // The stand-in answers "slow" queries after 5 s; the server gives up after 3 s.
  const answered = page.waitForResponse((r) => r.url().includes('/geocode?q=slow'));
  await location.pressSequentially('slow meadow');
  const answer = (await (await answered).json()) as { available: boolean };
  expect(answer.available).toBe(false);
  await expect(editor.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(location).toHaveAccessibleDescription(/Place search is unavailable right now: this place is kept as typed and will not appear on the map\./);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Picnic')).toBeVisible({ timeout: 15_000 });
  const [saved] = await eventsOf(page, project);
  expect(saved).toMatchObject({ location: 'slow meadow', latitude: null, longitude: null });
});
