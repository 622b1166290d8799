/**
 * A signed-in guest forwards their flight confirmation and, on a phone, adds it to another
 * organiser's arrivals board as their own travel with one tap.
 */
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { insertSignedInUser } from '../support/users';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, newClient, test } from './fixtures';

const { inboundPort, dbUrl } = workerStack;
// Flight KX 416, Frankfurt 07:05 → Lisbon 09:10 on Monday 12 April 2027 (schema.org markup).
const flightEmail = readFileSync(new URL('../fixtures/corpus/jsonld/flight-kranich-de-offsets.eml', import.meta.url));

test('a signed-in guest adds a forwarded flight to the arrivals board with one tap', async ({ browser, baseURL }) => {
  const organiser = await newClient(browser, { viewport: { width: 1280, height: 900 } });
  const project = await createItinerary(organiser.context, 'Lisbon Spring Reunion');
  const created = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Welcome drinks', datetime: '2027-04-12T18:00:00Z', attendees: 'Mara, Ben' },
  });
  expect(created.status()).toBe(201);

  // Mara has an account and forwards her booking over SMTP to her personal address.
  const mara = await newClient(browser, { viewport: { width: 390, height: 844 } });
  const user = await insertSignedInUser(dbUrl, { email: 'mara.lindqvist@example.com', firstName: 'Mara' });
  await mara.context.addCookies([{ name: 'session', value: user.token, url: baseURL ?? '' }]);
  const { address } = (await (await mara.context.request.get('/api/users/forwarding-address')).json()) as { address: string };
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
  await transport.sendMail({ envelope: { from: 'mara.lindqvist@example.com', to: [address] }, raw: flightEmail });
  transport.close();

  // She opens the organiser's itinerary as a guest.
  const page = mara.page;
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await page.getByRole('tab', { name: 'Arrivals' }).click();
  await page.getByRole('button', { name: 'Add my travel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add my travel' });
  const offers = dialog.getByRole('region', { name: 'From your forwarded confirmations' });
  await expect(offers).toBeVisible();
  await expect(offers.getByText(/KX416/)).toBeVisible();
  await checkA11y(page);
  // Without a name the tap asks for one and adds nothing.
  const add = offers.getByRole('button', { name: 'Add arrival: Arrives LIS · Monday, April 12, 9:10 AM' });
  await add.click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Mara');
  await add.click();
  await expect(page.getByText('Travel added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Mara lands at LIS at 9:10 AM')).toBeVisible();
  await expect(page.getByText('from Frankfurt', { exact: false })).toBeVisible();

  // The organiser's board has it, in Lisbon time.
  await organiser.page.goto(`/project/${project.projectId}?tab=arrivals`);
  await expect(organiser.page.getByText('Mara lands at LIS at 9:10 AM')).toBeVisible();
  await expect(organiser.page.getByText('KX416')).toBeVisible();
  for (const p of [page, organiser.page]) expectNoConsoleErrors(p);
});
