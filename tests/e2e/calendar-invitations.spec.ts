/**
 * Calendar invitations' choice on the Get reminders page (docs/reminders.md "Calendar
 * invitations"): the email form's box "Also send calendar invitations", ticked, signs the address
 * up for them; once confirmed from the real email, the page lists it as getting both. The same
 * form works with JavaScript off and keeps the box as it was after a refusal. Axe on each page
 * with JavaScript (axe runs in the page); screenshots at 390 and 1280 px.
 */
import { WIDTHS } from './a11y-support';
import { itinerary } from './admin-panel-support';
import { checkA11y, expect, expectNoConsoleErrors, itineraryAskingRsvp, newClient, screenshot, test } from './fixtures';
import { fromNewestEmailTo } from './outbox';

const invitationsBox = { name: /Also send calendar invitations/ };

for (const width of WIDTHS) {
  test(`a guest asks for calendar invitations with their email reminders (${width}px)`, async ({ browser }) => {
    const organiser = await newClient(browser);
    const project = await itinerary(organiser.page, `Invitation Trip ${width}`, { paid: false });
    await organiser.context.close();
    const { page, context } = await newClient(browser, { viewport: { width, height: 900 } });
    await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await page.waitForURL(`**/project/${project.projectId}`);
    await page.goto(`/project/${project.projectId}/reminders`);
    const box = page.getByRole('checkbox', invitationsBox);
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(/Google, Apple or Outlook/);
    const address = `invite-${width}-${Date.now()}@example.test`;
    await page.getByLabel('Email address').fill(address);
    await box.check();
    await checkA11y(page);
    await screenshot(page, 'calendar-invitations-form', width);
    await page.getByRole('button', { name: 'Email me reminders' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

    const confirm = await fromNewestEmailTo(address, (mail) => mail.text?.match(/https?:\/\/\S+\/reminders\/confirm\?token=\S+/)?.[0] ?? '');
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'You’re all set'.replace('’', "'") })).toBeVisible();
    await page.goto(`/project/${project.projectId}/reminders`);
    await expect(page.getByRole('list', { name: 'Addresses getting reminders' })).toContainText('gets reminders and calendar invitations');
    await expect(page.getByText('For an address above, send it again with this box ticked or cleared.')).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'calendar-invitations-listed', width);
    expectNoConsoleErrors(page);
    await context.close();
  });
}

test('the invitations box works with JavaScript off and stays ticked after a refusal', async ({ browser }) => {
  const { project } = await itineraryAskingRsvp(browser, 'Invitation No-JS Trip', 'Welcome dinner', 3);
  const { page, context } = await newClient(browser, { viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.goto(`/project/${project.projectId}/reminders`);
  await page.getByLabel('Email address').fill('ana@example');
  await page.getByRole('checkbox', invitationsBox).check();
  await page.getByRole('button', { name: 'Email me reminders' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(page.getByRole('checkbox', invitationsBox)).toBeChecked();
  await page.getByLabel('Email address').fill(`nojs-invite-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Email me reminders' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Addresses getting reminders' })).toContainText('waiting for you to confirm');
  await screenshot(page, 'calendar-invitations-no-js', 390);
  await context.close();
});
