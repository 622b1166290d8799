/**
 * Guests on phones add their arrivals, the organiser sees them grouped by place and time, and an
 * RSVP reaches another guest's open page by itself.
 */
import type { Browser, Page } from '@playwright/test';
import { enterAdminMode, HEIGHT, WIDTHS } from './a11y-support';
import { markPaid } from './admin-panel-support';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, newClient, test, type CreatedItinerary, screenshot } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;
/** New entries and answers reach other open pages within 2 s of the writer seeing them. */
const LIVE = { timeout: 2_000 };

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

  // A name no event lists, written by the organiser (who may write for anyone).
  const dee = await organiser.context.request.post(`/api/projects/${project.projectId}/travel`, {
    data: { guestName: 'Dee', kind: 'arrival', localTime: '2031-05-02T10:00', place: 'Porto Airport', placeCode: 'OPO' },
  });
  expect(dee.status()).toBe(201);

  const ana = await guestOnPhone(browser, project);
  const ben = await guestOnPhone(browser, project);

  // The counts are on the server's card before any script runs.
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 0');

  await addArrival(ana, 'Ana', '14:05', 'TP 1351');
  await expect(ana.getByText('Ana lands at LIS at 2:05 PM')).toBeVisible();
  await addArrival(ben, 'Ben', '15:10', 'FR 8341');
  await expect(ben.getByText('2 people land at LIS between 2:05 PM and 3:10 PM')).toBeVisible();
  // Each guest may change only what their own browser wrote.
  await expect(ben.getByRole('button', { name: 'Edit arrival of Ben' })).toBeVisible();
  await expect(ben.getByRole('button', { name: 'Edit arrival of Ana' })).toHaveCount(0);
  await checkA11y(ben);

  // The organiser's page, server-rendered on the Arrivals tab: one group with both.
  await organiser.page.goto(`/project/${project.projectId}?tab=arrivals`);
  const lis = organiser.page.getByRole('article', { name: /^LIS on / });
  await expect(lis.getByText('2 people land at LIS between 2:05 PM and 3:10 PM')).toBeVisible();
  await expect(lis.getByText('TP 1351')).toBeVisible();
  await expect(lis.getByText('FR 8341')).toBeVisible();

  // Without JavaScript the board and the counts read the same; the people filter applies.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': '198.18.0.77' } });
  const plain = await noJs.newPage();
  await plain.goto(`/access/${project.projectId}`);
  await plain.getByLabel('Access Code').fill(project.accessCode);
  await plain.getByRole('button', { name: 'Access Itinerary' }).click();
  await plain.waitForURL(`**/project/${project.projectId}`);
  await expect(plain.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 0');
  await expect(plain.getByRole('button', { name: 'RSVP: Welcome dinner' })).toBeHidden();
  await plain.getByRole('tab', { name: 'Arrivals' }).click();
  await expect(plain.getByText('2 people land at LIS between 2:05 PM and 3:10 PM')).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Add my travel' })).toBeHidden();
  await plain.goto(`/project/${project.projectId}?tab=arrivals&person=Ben`);
  await expect(plain.getByText('Ben lands at LIS at 3:10 PM')).toBeVisible();
  await expect(plain.getByText('TP 1351')).toHaveCount(0);
  // A name only travel uses is in the people filter too.
  await plain.goto(`/project/${project.projectId}?tab=arrivals&person=Dee`);
  await expect(plain.getByText('Dee lands at OPO at 10:00 AM')).toBeVisible();
  await expect(plain.getByText('Ben lands at LIS at 3:10 PM')).toHaveCount(0);
  await expect(plain.getByLabel('Showing events for')).toHaveValue('Dee');
  await noJs.close();

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
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 1 (+1) · Maybe 0 · Can’t make it 0', LIVE);
  expect(await ben.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // The organiser sees the name and the note.
  await organiser.page.goto(`/project/${project.projectId}`);
  await expect(organiser.page.getByText('Vegetarian')).toBeVisible();

  // Ben answers; the organiser changes Ben's answer and clears Ana's; Ben takes his back.
  await ben.getByRole('button', { name: 'RSVP: Welcome dinner' }).click();
  const benRsvp = ben.getByRole('dialog', { name: 'RSVP: Welcome dinner' });
  await benRsvp.getByLabel('Your name').fill('Ben');
  await benRsvp.getByText('Maybe', { exact: true }).click();
  await benRsvp.getByRole('button', { name: 'Save RSVP' }).click();
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 1 (+1) · Maybe 1 · Can’t make it 0');
  const counts = organiser.page.locator('[data-rsvp-counts]');
  await expect(counts).toHaveText('Going 1 (+1) · Maybe 1 · Can’t make it 0', LIVE);
  await organiser.page.getByRole('button', { name: 'Change the answer of Ben' }).click();
  const change = organiser.page.getByRole('dialog', { name: 'RSVP: Welcome dinner' });
  await expect(change.getByText('For Ben')).toBeVisible();
  await change.getByText('Can’t make it', { exact: true }).click();
  await change.getByRole('button', { name: 'Save RSVP' }).click();
  await expect(counts).toHaveText('Going 1 (+1) · Maybe 0 · Can’t make it 1');
  await organiser.page.getByRole('button', { name: 'Change the answer of Ana' }).click();
  await change.getByRole('button', { name: 'Clear answer' }).click();
  await expect(organiser.page.getByText('Answer cleared')).toBeVisible();
  await expect(counts).toHaveText('Going 0 · Maybe 0 · Can’t make it 1');
  await expect(ana.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 1', LIVE);
  // The organiser's change left the answer Ben's: his browser still changes it, and takes it back.
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 1', LIVE);
  await ben.getByRole('button', { name: 'Change RSVP: Welcome dinner' }).click();
  await expect(benRsvp.getByRole('radio', { name: 'Can’t make it' })).toBeChecked();
  await benRsvp.getByRole('button', { name: 'Take my answer back' }).click();
  await expect(ben.getByText('RSVP taken back')).toBeVisible();
  await expect(ben.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 0');
  await expect(ben.getByRole('button', { name: 'RSVP: Welcome dinner' })).toBeVisible();

  for (const page of [ana, ben, organiser.page]) expectNoConsoleErrors(page);
});

test('the organiser asks for RSVPs in the event editor, hides travel from guests and finds the CSV files', async ({ browser }) => {
  const organiser = await newClient(browser, { viewport: { width: 1280, height: 900 } });
  const project = await createItinerary(organiser.context, 'Porto Weekend');
  const created = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Boat trip', datetime: new Date(Date.now() + 5 * DAY_MS).toISOString(), attendees: 'Ana, Ben' },
  });
  expect(created.status()).toBe(201);
  const guest = await guestOnPhone(browser, project);
  await addArrival(guest, 'Ana', '09:40', 'TP 1944');

  const page = organiser.page;
  await page.goto(`/project/${project.projectId}`);
  await expect(page.locator('[data-rsvp-counts]')).toHaveCount(0);
  await enterAdminMode(page, project.projectId);
  await page.getByRole('button', { name: 'Edit Boat trip' }).click();
  const editor = page.getByRole('form', { name: 'Edit event' });
  await editor.getByLabel('Ask guests: Going / Maybe / Can’t make it').check();
  await editor.getByLabel('Allow plus-ones').check();
  await editor.getByLabel('Plus-ones per guest').fill('2');
  await checkA11y(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.locator('[data-rsvp-counts]')).toHaveText('Going 0 · Maybe 0 · Can’t make it 0');
  // The guest's open page gets the question by itself.
  await guest.getByRole('tab', { name: 'List' }).click();
  await expect(guest.getByRole('button', { name: 'RSVP: Boat trip' })).toBeVisible(LIVE);

  await page.getByRole('button', { name: 'Customize' }).click();
  const panel = page.getByRole('dialog', { name: 'Customize', exact: true });
  await expect(panel.getByRole('link', { name: 'Download arrivals (CSV)' })).toHaveAttribute('href', `/api/projects/${project.projectId}/exports/arrivals.csv`);
  await expect(panel.getByRole('link', { name: 'Download RSVPs (CSV)' })).toHaveAttribute('href', `/api/projects/${project.projectId}/exports/rsvps.csv`);
  const csv = await organiser.context.request.get(`/api/projects/${project.projectId}/exports/arrivals.csv`);
  expect(await csv.text()).toContain('TP 1944');
  const sharing = panel.getByRole('switch', { name: 'Guests see each other’s travel' });
  await expect(sharing).toBeChecked();
  await sharing.click();
  await expect(page.getByText('Travel is now private to each guest')).toBeVisible();

  // Another guest's server-rendered Arrivals tab no longer lists Ana.
  const other = await guestOnPhone(browser, project);
  await other.goto(`/project/${project.projectId}?tab=arrivals`);
  await expect(other.getByText(/The organiser keeps travel private/)).toBeVisible();
  await expect(other.getByText('TP 1944')).toHaveCount(0);
  // Ana still sees her own once her page reads it.
  await guest.getByRole('tab', { name: 'Arrivals' }).click();
  const yours = guest.getByRole('region', { name: 'Your travel' });
  await expect(yours.getByText(/TP 1944/)).toBeVisible();
  // …and edits, then deletes it.
  await guest.getByRole('button', { name: 'Edit arrival of Ana' }).click();
  const edit = guest.getByRole('dialog', { name: 'Edit travel' });
  await edit.getByLabel('Flight or train number').fill('TP 1946');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(guest.getByText('Travel updated')).toBeVisible();
  await expect(yours.getByText(/TP 1946/)).toBeVisible();
  await guest.getByRole('button', { name: 'Edit arrival of Ana' }).click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(guest.getByText('Travel deleted')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'No travel yet' })).toBeVisible();
  await expect(yours).toHaveCount(0);
  for (const p of [page, guest, other]) expectNoConsoleErrors(p);
});

test('the arrivals board prints on its own, on any tier, and the events print from the other tabs', async ({ browser }) => {
  const organiser = await newClient(browser, { viewport: { width: 1280, height: 900 } });
  const project = await createItinerary(organiser.context, 'Print Reunion');
  const created = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Harbour lunch', datetime: new Date(Date.now() + 5 * DAY_MS).toISOString(), attendees: 'Everyone' },
  });
  expect(created.status()).toBe(201);
  for (const [guestName, kind, localTime, fromPlace] of [
    ['Ana', 'arrival', '2031-05-01T14:05', 'Porto'],
    ['Ben', 'departure', '2031-05-03T18:20', 'Madrid'],
  ] as const) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/travel`, {
      data: { guestName, kind, localTime, place: 'Lisbon Airport', placeCode: 'LIS', fromPlace },
    });
    expect(res.status()).toBe(201);
  }
  const page = organiser.page;
  const board = page.getByRole('region', { name: 'Arrivals & departures' });
  const events = page.getByRole('article', { name: 'Printable itinerary' });
  for (const paid of [false, true]) {
    if (paid) await markPaid(project.projectId);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/project/${project.projectId}?tab=arrivals`);
    await expect(board.getByText('from Porto')).toBeVisible();
    // A departure names where it goes.
    await expect(board.getByText('to Madrid')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(board.getByText('Ana lands at LIS at 2:05 PM')).toBeVisible();
    await expect(board.getByText('Print Reunion', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Print Reunion' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add my travel' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(events).toBeHidden();
  }
  // From the List tab the paper holds the events (paid), not the board.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('tab', { name: 'List' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(events).toBeVisible();
  await expect(board).toHaveCount(0);
  expectNoConsoleErrors(page);
});

for (const width of WIDTHS) {
  test(`a guest's own answer and travel are on the page after a reload, only in their browser, and the forms open with their name (${width} px)`, async ({ browser }) => {
    const viewport = { width, height: HEIGHT };
    const shot = (page: Page, name: string) => screenshot(page, name, width);
    const organiser = await newClient(browser, { viewport });
    const project = await createItinerary(organiser.context, 'Porto Weekend');
    const created = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
      data: { title: 'Welcome dinner', datetime: new Date(Date.now() + 5 * DAY_MS).toISOString(), attendees: 'Diana, Ed' },
    });
    const { id: eventId } = (await created.json()) as { id: number };
    expect((await organiser.context.request.put(`/api/projects/${project.projectId}/events/${eventId}/rsvp-settings`, { data: { asks: true } })).status()).toBe(200);

    const diana = await newClient(browser, { viewport });
    await diana.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await diana.page.waitForURL(`**/project/${project.projectId}`);
    // The first answer asks for a name; the travel form after it opens with that name.
    await diana.page.getByRole('button', { name: 'RSVP: Welcome dinner' }).click();
    const rsvp = diana.page.getByRole('dialog', { name: 'RSVP: Welcome dinner' });
    await expect(rsvp.getByLabel('Your name')).toHaveValue('');
    await rsvp.getByLabel('Your name').fill('Diana');
    await rsvp.getByText('Going', { exact: true }).click();
    await rsvp.getByRole('button', { name: 'Save RSVP' }).click();
    await expect(diana.page.getByText('RSVP saved')).toBeVisible();
    await diana.page.getByRole('tab', { name: 'Arrivals' }).click();
    await diana.page.getByRole('button', { name: 'Add my travel' }).click();
    const travel = diana.page.getByRole('dialog', { name: 'Add my travel' });
    await expect(travel.getByLabel('Your name')).toHaveValue('Diana');
    await travel.getByLabel('Date and time (local to the place)').fill('2031-05-01T14:05');
    await travel.getByLabel('Airport, station or address').fill('Lisbon Airport');
    await travel.getByLabel('Code', { exact: true }).fill('lis');
    await travel.getByLabel('Flight or train number').fill('TP 1351');
    await travel.getByRole('button', { name: 'Save' }).click();
    await expect(diana.page.getByText('Travel added')).toBeVisible();
    const yours = diana.page.getByRole('region', { name: 'Your travel' });
    await expect(yours).toContainText('Diana: Arrives at LIS on Thursday, May 1 at 2:05 PM · TP 1351');

    // A reload shows both before the island loads: the server rendered them for this browser.
    await diana.page.goto(`/project/${project.projectId}`);
    const card = diana.page.locator(`[data-rsvp="${eventId}"]`);
    await expect(card).toContainText('Diana: Going');
    await expect(diana.page.getByRole('button', { name: 'Change RSVP: Welcome dinner' })).toBeVisible();
    await expect(diana.page.locator('astro-island[ssr]')).toHaveCount(1);
    await checkA11y(diana.page);
    await shot(diana.page, 'list-own-answer');
    await diana.page.goto(`/project/${project.projectId}?tab=arrivals`);
    await expect(yours).toContainText('Diana: Arrives at LIS on Thursday, May 1 at 2:05 PM · TP 1351');
    await checkA11y(diana.page);
    await shot(diana.page, 'arrivals-own-travel');

    // The same browser without JavaScript reads them too.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport, storageState: await diana.context.storageState() });
    const plainPage = await plain.newPage();
    await plainPage.goto(`/project/${project.projectId}`);
    await expect(plainPage.locator(`[data-rsvp="${eventId}"]`)).toContainText('Diana: Going');
    await plainPage.goto(`/project/${project.projectId}?tab=arrivals`);
    await expect(plainPage.getByRole('region', { name: 'Your travel' })).toContainText('Diana: Arrives at LIS');
    await plain.close();

    // Another browser with the same code sees the counts, not Diana's answer as its own.
    const ed = await newClient(browser, { viewport });
    await ed.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await ed.page.waitForURL(`**/project/${project.projectId}`);
    await expect(ed.page.locator(`[data-rsvp-counts]`)).toHaveText('Going 1 · Maybe 0 · Can’t make it 0');
    await expect(ed.page.getByText('Diana: Going')).toHaveCount(0);
    await expect(ed.page.getByRole('button', { name: 'RSVP: Welcome dinner', exact: true })).toBeVisible();
    await ed.page.goto(`/project/${project.projectId}?tab=arrivals`);
    await expect(ed.page.getByRole('region', { name: 'Your travel' })).toHaveCount(0);

    // Filtered to one person, the forms open with that person's name.
    await ed.page.goto(`/project/${project.projectId}?person=Ed`);
    await ed.page.getByRole('button', { name: 'RSVP: Welcome dinner' }).click();
    const edRsvp = ed.page.getByRole('dialog', { name: 'RSVP: Welcome dinner' });
    await expect(edRsvp.getByLabel('Your name')).toHaveValue('Ed');
    await checkA11y(ed.page);
    await shot(ed.page, 'rsvp-prefilled');
    await ed.page.keyboard.press('Escape');
    // Diana's browser filtered to Ed: the filter's choice wins over her own name.
    await diana.page.goto(`/project/${project.projectId}?tab=arrivals&person=Ed`);
    await diana.page.getByRole('button', { name: 'Add my travel' }).click();
    await expect(diana.page.getByRole('dialog', { name: 'Add my travel' }).getByLabel('Your name')).toHaveValue('Ed');

    for (const page of [diana.page, ed.page, organiser.page]) expectNoConsoleErrors(page);
  });
}
