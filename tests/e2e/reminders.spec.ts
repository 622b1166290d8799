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

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('on an iPhone the page explains Add to Home Screen in a Safari tab, and offers reminders when opened from the Home Screen', async ({ browser }) => {
  const { project } = await itineraryAskingRsvp(browser, 'iPhone Reminder Weekend', 'Welcome dinner', 3);
  // In a Safari tab, iOS offers no Web Push (no PushManager).
  const tab = await newClient(browser, { viewport: { width: 390, height: 844 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true });
  await tab.context.addInitScript('delete window.PushManager');
  await tab.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await tab.page.goto(`/project/${project.projectId}/reminders`);
  await expect(tab.page.getByRole('status')).toHaveText(/add this itinerary to your Home Screen first: tap Share, then “Add to Home Screen”/);
  await expect(tab.page.getByRole('button', { name: 'Turn on reminders' })).toBeHidden();
  // Email works anywhere.
  await expect(tab.page.getByRole('button', { name: 'Email me reminders' })).toBeVisible();
  await checkA11y(tab.page);
  await screenshot(tab.page, 'reminders-iphone-tab', 390);
  expectNoConsoleErrors(tab.page);
  await tab.context.close();

  // Opened from the Home Screen (standalone, where iOS has Web Push): the usual switch.
  const home = await newClient(browser, { viewport: { width: 390, height: 844 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true });
  await home.context.addInitScript(STAND_IN_PUSH);
  await home.context.addInitScript(`(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query) => (query.includes('display-mode: standalone') ? { ...original(query), matches: true, media: query } : original(query));
  })()`);
  await home.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await home.page.goto(`/project/${project.projectId}/reminders`);
  await expect(home.page.getByRole('status')).toHaveText('Reminders are off for this device.');
  await expect(home.page.getByRole('button', { name: 'Turn on reminders' })).toBeVisible();
  await home.context.close();
});

test('a push reaching the browser shows a notification with the app’s icon and the event it opens (tests/unit/service-worker-push.test.ts taps it)', async ({ browser }) => {
  const { project, eventId } = await itineraryAskingRsvp(browser, 'Notified Weekend', 'Welcome dinner', 3);
  const { page, context } = await newClient(browser, { viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['notifications']);
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  // The reminders page registers the service worker; a push service delivers through the browser.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.endsWith('/project/') && !r.isDeleted);
      if (found) resolve(found);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await page.goto(`/project/${project.projectId}/reminders`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const { registrationId, scopeURL } = await registered;
  const url = `/project/${project.projectId}#event-${eventId}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(scopeURL).origin,
    registrationId,
    data: JSON.stringify({ title: 'Welcome dinner', body: 'Today at 7:00 PM · Casa do Alentejo', url, tag: `reminder-${eventId}` }),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown })),
    );
  await expect.poll(shown).toEqual([
    { title: 'Welcome dinner', body: 'Today at 7:00 PM · Casa do Alentejo', tag: `reminder-${eventId}`, icon: expect.stringMatching(/\/icons\/icon-192\.png$/), data: { url } },
  ]);
  // The same message again (a retry) replaces it rather than showing twice.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(scopeURL).origin,
    registrationId,
    data: JSON.stringify({ title: 'Welcome dinner', body: 'Today at 7:00 PM · Casa do Alentejo', url, tag: `reminder-${eventId}` }),
  });
  await page.waitForTimeout(500);
  expect(await shown()).toHaveLength(1);
  expectNoConsoleErrors(page);
  await context.close();
});
