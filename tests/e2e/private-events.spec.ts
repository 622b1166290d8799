/**
 * Private events in the browser (docs/product.md#private-events): the organiser makes an event
 * "Only the people listed" in the editor, the card says how many it reaches and who, and a guest
 * who came with the shared code never sees it, also when it arrives live.
 */
import { createClient } from '@libsql/client';
import type { EventView } from '../../src/lib/types';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, expect, hydrated, newClient, test } from './fixtures';

test('an organiser makes an event private; the card names who it reaches; a shared-code guest never sees it', async ({ browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Quiet Weekend');
  const db = createClient({ url: workerStack.dbUrl });
  // The guest list's own screens are tested elsewhere. These names have no look-alike letters, so
  // their look-alike key (guestNameKey, which Playwright cannot load with its JSON table) is their
  // lower-case spelling.
  for (const name of ['Ana', 'Ben']) {
    await db.execute({
      sql: 'insert into guests (project_id, name, guest_key) select id, ?, lower(?) from projects where project_id = ?',
      args: [name, name, project.projectId],
    });
  }
  db.close();
  const guest = await newClient(browser);
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  // The itinerary has a guest list: the shared code asks "Who are you?" once, and this guest skips.
  await guest.page.waitForURL(`**/project/${project.projectId}/who`);
  await guest.page.getByRole('button', { name: 'Skip' }).click();
  await guest.page.waitForURL(`**/project/${project.projectId}`);

  const page = organiser.page;
  await page.goto(`/project/${project.projectId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const editor = page.getByRole('form', { name: 'New event' });
  await editor.getByLabel('Event Title *').fill('Surprise dinner');
  await editor.getByLabel('Attendees', { exact: true }).pressSequentially('Ana, Ben, Zoe,');
  const who = editor.getByRole('group', { name: 'Who can see this' });
  await expect(who.getByRole('radio', { name: 'Everyone with the itinerary' })).toBeChecked();
  await who.getByRole('radio', { name: /Only the people listed/ }).check();
  await checkA11y(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('dialog', { name: 'Great work!' }).getByRole('button', { name: 'Skip for now' }).click();

  const dinner = page.getByRole('article', { name: 'Surprise dinner', exact: true });
  // Zoe is on no guest list: the event reaches Ana and Ben.
  const line = dinner.getByText('Private · 2 people');
  await expect(line).toBeVisible();
  await expect(dinner.getByText('Ana, Ben', { exact: true })).toBeHidden();
  await line.click();
  await expect(dinner.getByText('Ana, Ben', { exact: true })).toBeVisible();
  const saved = (await (await page.context().request.get(`/api/projects/${project.projectId}/events`)).json()) as EventView[];
  expect(saved.find((e) => e.title === 'Surprise dinner')?.visibility).toBe('listed');

  // A public event reaches the guest's open page live; the private one never does.
  const res = await page.context().request.post(`/api/projects/${project.projectId}/events`, { data: { title: 'Picnic', datetime: '2031-07-01T12:00:00.000Z' } });
  expect(res.status()).toBe(201);
  await expect(guest.page.getByRole('article', { name: 'Picnic', exact: true })).toBeVisible();
  await expect(guest.page.getByText('Surprise dinner')).toHaveCount(0);
  await guest.page.reload();
  await expect(guest.page.getByRole('article', { name: 'Picnic', exact: true })).toBeVisible();
  await expect(guest.page.getByText('Surprise dinner')).toHaveCount(0);
});
