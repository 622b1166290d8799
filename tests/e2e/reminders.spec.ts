/**
 * "Get reminders": the link on the itinerary's list, the page that explains what is sent and when,
 * and the switch for this device. The browser's push service is a stand-in (its subscribe
 * answers with an endpoint on 127.0.0.1, where the e2e server may send; nothing leaves the machine):
 * the test sees the page ask for permission only on the tap, the server keep the subscription, and
 * "Turn off" remove it.
 */
import { createClient } from '@libsql/client';
import { workerStack } from '../support/e2e-stack';
import { WIDTHS } from './a11y-support';
import { STAND_IN_PUSH } from './reminders-support';
import { checkA11y, expect, expectNoConsoleErrors, itineraryAskingRsvp, newClient, screenshot, test } from './fixtures';

// Push needs the service worker.
test.use({ serviceWorkers: 'allow' });

const subscriptionsOf = async (projectId: string) => {
  const client = createClient({ url: workerStack.dbUrl });
  try {
    const rows = await client.execute({
      sql: 'SELECT endpoint, people, digest, "before" FROM push_subscriptions WHERE project_id = (SELECT id FROM projects WHERE project_id = ?)',
      args: [projectId],
    });
    return rows.rows.map((r) => ({ endpoint: String(r.endpoint), people: r.people === null ? null : String(r.people), digest: Number(r.digest), before: Number(r.before) }));
  } finally {
    client.close();
  }
};

for (const width of WIDTHS) {
  test(`at ${width} px a guest turns reminders on for this device and off again`, async ({ browser }) => {
    const { project } = await itineraryAskingRsvp(browser, `Reminder Weekend ${width}`, 'Welcome dinner', 3);
    const { page, context } = await newClient(browser, { viewport: { width, height: 844 } });
    await context.addInitScript(STAND_IN_PUSH);
    await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await page.waitForURL(`**/project/${project.projectId}`);

    const link = page.getByRole('link', { name: 'Get reminders' });
    await expect(link).toBeVisible();
    await screenshot(page, 'itinerary-with-reminders-link', width);
    await link.click();
    await page.waitForURL(`**/project/${project.projectId}/reminders`);
    await expect(page.getByRole('heading', { name: 'Get reminders' })).toBeVisible();
    await expect(page.getByText('another 2 hours before each event')).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toHaveText('Reminders are off for this device.');
    // Nothing was asked yet: permission is asked on the tap.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await checkA11y(page);
    await screenshot(page, 'reminders-off', width);

    await context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Turn on reminders' }).click();
    await expect(status).toHaveText('Reminders are on for this device.');
    expect(await page.evaluate(() => (window as unknown as { __subscribeOptions: unknown }).__subscribeOptions)).toEqual({ userVisibleOnly: true, keyLength: 65 });
    await expect.poll(() => subscriptionsOf(project.projectId)).toEqual([
      { endpoint: expect.stringMatching(/^https:\/\/127\.0\.0\.1:9\/push\//), people: null, digest: 1, before: 1 },
    ]);
    // What this device gets is saved as soon as it is changed, and shown again on the next visit.
    await page.getByRole('checkbox', { name: 'Before each event' }).uncheck();
    await expect(status).toHaveText('Saved. Reminders are on for this device.');
    await expect.poll(async () => (await subscriptionsOf(project.projectId))[0]?.before).toBe(0);
    await page.reload();
    await expect(status).toHaveText('Reminders are on for this device.');
    await expect(page.getByRole('checkbox', { name: 'Before each event' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'The evening before' })).toBeChecked();
    await screenshot(page, 'reminders-on', width);

    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(status).toHaveText('Reminders are off for this device.');
    await expect.poll(() => subscriptionsOf(project.projectId)).toEqual([]);
    expectNoConsoleErrors(page);
    await context.close();
  });
}

test('a browser whose notifications are blocked is told how to allow them', async ({ browser }) => {
  const { project } = await itineraryAskingRsvp(browser, 'Blocked Reminder Weekend', 'Welcome dinner', 3);
  const { page, context } = await newClient(browser, { viewport: { width: 390, height: 844 } });
  await context.addInitScript(STAND_IN_PUSH);
  await context.addInitScript(`Notification.requestPermission = async () => 'denied'`);
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.goto(`/project/${project.projectId}/reminders`);
  await page.getByRole('button', { name: 'Turn on reminders' }).click();
  await expect(page.getByRole('status')).toContainText("Allow them in your browser's settings");
  expect(await subscriptionsOf(project.projectId)).toEqual([]);
  await context.close();
});

test('without a grant the reminders page asks for the code', async ({ browser }) => {
  const { project } = await itineraryAskingRsvp(browser, 'Closed Reminder Weekend', 'Welcome dinner', 3);
  const { page, context } = await newClient(browser);
  await page.goto(`/project/${project.projectId}/reminders`);
  await expect(page).toHaveURL(new RegExp(`/access/${project.projectId}`));
  await context.close();
});
