/**
 * Reminders by email in Chromium (docs/reminders.md "Email"): a guest gives an address on the Get
 * reminders page, opens the confirmation link from the real email (the SMTP sink's outbox),
 * confirms on its page, and stops them again with the unsubscribe link; the same form works with
 * JavaScript off. Axe on each page; screenshots at 390 and 1280 px.
 */
import { createClient } from '@libsql/client';
import { workerStack } from '../support/e2e-stack';
import { WIDTHS } from './a11y-support';
import { itinerary, openPanel } from './admin-panel-support';
import { checkA11y, expect, expectNoConsoleErrors, itineraryAskingRsvp, newClient, screenshot, test } from './fixtures';
import { fromNewestEmailTo } from './outbox';

const linkFrom = (address: string, path: string, timeout?: number) =>
  fromNewestEmailTo(address, (mail) => mail.text?.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=\\S+`))?.[0] ?? '', timeout);

/** A zone where it is daytime now, so quiet hours (22:00 to 08:00) hold nothing back. */
function daytimeZone(): string {
  const hourIn = (timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return ['Europe/Lisbon', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kolkata', 'Pacific/Auckland'].find((zone) => hourIn(zone) >= 9 && hourIn(zone) < 21) ?? 'UTC';
}

async function setZone(projectId: string, timeZone: string) {
  const client = createClient({ url: workerStack.dbUrl });
  try {
    await client.execute({ sql: 'UPDATE projects SET time_zone = ?, version = version + 1 WHERE project_id = ?', args: [timeZone, projectId] });
  } finally {
    client.close();
  }
}

for (const width of WIDTHS) {
  test(`a guest signs up for email reminders, confirms from the email and unsubscribes in one click (${width}px)`, async ({ browser }) => {
    // The announcement waits for the next outbox run (every 30 s here).
    test.setTimeout(120_000);
    // Paid, so its organiser may message the guests.
    const organiser = await newClient(browser);
    const project = await itinerary(organiser.page, `Email Reminder Trip ${width}`, { paid: true });
    await setZone(project.projectId, daytimeZone());
    const { page, context } = await newClient(browser, { viewport: { width, height: 900 } });
    await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await page.waitForURL(`**/project/${project.projectId}`);
    await page.goto(`/project/${project.projectId}/reminders`);
    await expect(page.getByRole('heading', { name: 'By email' })).toBeVisible();
    await checkA11y(page);

    const address = `e2e-${width}-${Date.now()}@example.test`;
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Email me reminders' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText('e…@example.test');
    await expect(page.getByText('waiting for you to confirm')).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'email-reminders-sent', width);

    // The link from the email: its page asks first, and confirms on the button.
    const confirm = await linkFrom(address, '/reminders/confirm');
    await page.goto(confirm);
    await expect(page.getByRole('heading', { name: 'Confirm reminders?' })).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'email-reminders-confirm', width);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'You’re all set'.replace('’', "'") })).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'email-reminders-confirmed', width);
    await page.goto(`/project/${project.projectId}/reminders`);
    await expect(page.getByText('gets reminders', { exact: false })).toBeVisible();

    // The organiser's "Message your guests" counts the address, and sends it the message as an
    // email carrying the one-click unsubscribe link.
    await organiser.page.setViewportSize({ width, height: 900 });
    const panel = await openPanel(organiser.page, project.projectId);
    await panel.getByRole('tab', { name: 'Guests', exact: true }).click();
    const card = panel.getByRole('region', { name: 'Message your guests' });
    await card.getByLabel('Message').fill('Bring a jacket tonight.');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByRole('status')).toHaveText('1 email address will get it.');
    await card.scrollIntoViewIfNeeded();
    await checkA11y(organiser.page);
    await screenshot(organiser.page, 'message-guests-email-preview', width);
    await card.getByRole('button', { name: 'Send to 1 email address' }).click();
    await expect(organiser.page.getByText('Sent to 1 email address')).toBeVisible();
    await organiser.context.close();
    // The outbox runs every 30 s here.
    const stop = await linkFrom(address, '/unsubscribe/reminders', 45_000);
    await page.goto(stop);
    await expect(page.getByRole('heading', { name: /Stop reminders for/ })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(page.getByRole('heading', { name: 'No more reminders' })).toBeVisible();
    await screenshot(page, 'email-reminders-stopped', width);
    expectNoConsoleErrors(page);
    await context.close();
  });
}

test('the email form works with JavaScript off', async ({ browser }) => {
  const { project } = await itineraryAskingRsvp(browser, 'Email Reminder No-JS Trip', 'Welcome dinner', 3);
  const { page, context } = await newClient(browser, { viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.goto(`/project/${project.projectId}/reminders`);
  // The browser's own check lets an address without a dot in its domain through; the server does not.
  await page.getByLabel('Email address').fill('ana@example');
  await page.getByRole('button', { name: 'Email me reminders' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(page.getByLabel('Email address')).toHaveValue('ana@example');
  const address = `nojs-${Date.now()}@example.test`;
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Email me reminders' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  await screenshot(page, 'email-reminders-no-js', 390);
  await context.close();
});
