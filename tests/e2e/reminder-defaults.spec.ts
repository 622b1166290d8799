/**
 * Reminder times, at a phone's width and a laptop's: the organiser's Reminders card in the admin
 * panel (free, saved at each change), and on the Get reminders page a device that keeps the
 * itinerary's times or picks its own, saved as soon as they change. The browser's push service is
 * stood in (./reminders-support.ts); nothing leaves the machine.
 */
import { runSql, WIDTHS } from './a11y-support';
import { itinerary, openPanel } from './admin-panel-support';
import { checkA11y, expect, expectNoConsoleErrors, newClient, test } from './fixtures';
import { STAND_IN_PUSH } from './reminders-support';

// Push needs the service worker.
test.use({ serviceWorkers: 'allow' });

const defaultsOf = async (projectId: string) =>
  (
    await runSql('SELECT reminders_digest, reminders_digest_at, reminders_before, reminders_before_minutes FROM projects WHERE project_id = ?', [projectId])
  ).rows.map((r) => ({ digest: Number(r.reminders_digest), digestAt: r.reminders_digest_at, before: Number(r.reminders_before), beforeMinutes: Number(r.reminders_before_minutes) }))[0];

const devicesOf = async (projectId: string) =>
  (
    await runSql(
      'SELECT kinds_chosen, digest_at, before_minutes FROM push_subscriptions WHERE project_id = (SELECT id FROM projects WHERE project_id = ?)',
      [projectId],
    )
  ).rows.map((r) => ({ kindsChosen: Number(r.kinds_chosen), digestAt: r.digest_at, beforeMinutes: r.before_minutes === null ? null : Number(r.before_minutes) }));

for (const width of WIDTHS) {
  test(`at ${width} px the organiser sets the reminder defaults and a guest's device picks its own times`, async ({ browser }) => {
    const { page, context } = await newClient(browser, { viewport: { width, height: 844 } });
    // A free itinerary: Reminders are free.
    const project = await itinerary(page, `Reminder Times ${width}`, { paid: false });
    const panel = await openPanel(page, project.projectId);
    const card = panel.getByRole('region', { name: 'Reminders' });
    await card.scrollIntoViewIfNeeded();
    const time = card.getByRole('combobox', { name: 'Time of the evening-before note' });
    const lead = card.getByRole('combobox', { name: 'How long before' });
    await expect(time).toHaveValue('18:00');
    await expect(lead).toHaveValue('120');

    await time.selectOption({ label: '8 PM' });
    await expect.poll(() => defaultsOf(project.projectId)).toMatchObject({ digestAt: '20:00' });
    await lead.selectOption({ label: '1 day before' });
    await expect.poll(() => defaultsOf(project.projectId)).toMatchObject({ beforeMinutes: 1440 });
    await card.getByRole('switch', { name: 'Before each event' }).click();
    await expect.poll(() => defaultsOf(project.projectId)).toEqual({ digest: 1, digestAt: '20:00', before: 0, beforeMinutes: 1440 });
    // Off, its lead waits (kept for when it is on again).
    await expect(lead).toBeDisabled();
    await expect(card.getByRole('switch', { name: 'Before each event' })).toHaveAttribute('aria-checked', 'false');
    await checkA11y(page);
    await card.screenshot({ path: test.info().outputPath(`reminders-card-${width}.png`) });
    // Read back when the panel opens again.
    const again = await openPanel(page, project.projectId);
    await expect(again.getByRole('combobox', { name: 'Time of the evening-before note' })).toHaveValue('20:00');
    await expect(again.getByRole('combobox', { name: 'How long before' })).toHaveValue('1440');
    expectNoConsoleErrors(page);

    // A guest's device: the itinerary's times until it picks its own.
    const guest = await newClient(browser, { viewport: { width, height: 844 } });
    await guest.context.addInitScript(STAND_IN_PUSH);
    await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
    await guest.page.waitForURL(`**/project/${project.projectId}`);
    await guest.page.goto(`/project/${project.projectId}/reminders`);
    await expect(guest.page.getByText('a note the evening before each day with events (at 8 PM), for')).toBeVisible();
    await guest.context.grantPermissions(['notifications']);
    await guest.page.getByRole('button', { name: 'Turn on reminders' }).click();
    const status = guest.page.getByRole('status');
    await expect(status).toHaveText('Reminders are on for this device.');
    const digestAt = guest.page.getByRole('combobox', { name: 'Time of the evening-before reminder' });
    const beforeMinutes = guest.page.getByRole('combobox', { name: 'How long before each event' });
    await expect(digestAt).toHaveValue('');
    await expect(digestAt.locator('option:checked')).toHaveText('Default: 8 PM');
    await expect(guest.page.getByRole('checkbox', { name: 'Before each event' })).not.toBeChecked();
    await expect.poll(() => devicesOf(project.projectId)).toEqual([{ kindsChosen: 0, digestAt: null, beforeMinutes: null }]);

    await digestAt.selectOption({ label: 'At 9 PM' });
    await expect(status).toHaveText('Saved. Reminders are on for this device.');
    await expect.poll(() => devicesOf(project.projectId)).toEqual([{ kindsChosen: 0, digestAt: '21:00', beforeMinutes: null }]);
    await guest.page.getByRole('checkbox', { name: 'Before each event' }).check();
    await beforeMinutes.selectOption({ label: '30 minutes before' });
    await expect.poll(() => devicesOf(project.projectId)).toEqual([{ kindsChosen: 1, digestAt: '21:00', beforeMinutes: 30 }]);
    await guest.page.reload();
    await expect(status).toHaveText('Reminders are on for this device.');
    await expect(digestAt).toHaveValue('21:00');
    await expect(beforeMinutes).toHaveValue('30');
    await expect(guest.page.getByRole('checkbox', { name: 'Before each event' })).toBeChecked();
    await checkA11y(guest.page);
    await guest.page.screenshot({ path: test.info().outputPath(`reminders-own-times-${width}.png`), fullPage: true });
    // Back to the itinerary's time.
    await digestAt.selectOption({ label: 'Default: 8 PM' });
    await expect.poll(() => devicesOf(project.projectId)).toEqual([{ kindsChosen: 1, digestAt: null, beforeMinutes: 30 }]);
    expectNoConsoleErrors(guest.page);
    await guest.context.close();
    await context.close();
  });
}

test('the Reminders card changes nothing before the itinerary’s own settings are read, and says when they could not be', async ({ page }) => {
  const project = await itinerary(page, 'Reminder Times Loading', { paid: false });
  await runSql('UPDATE projects SET reminders_digest_at = ? WHERE project_id = ?', ['20:00', project.projectId]);
  const read = `**/api/projects/${project.projectId}/reminder-defaults`;
  // The read is held: the card shows the usual defaults, but none of it can be changed yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(read, async (route) => {
    await held;
    await route.continue();
  });
  const panel = await openPanel(page, project.projectId);
  const card = panel.getByRole('region', { name: 'Reminders' });
  for (const name of ['The evening before', 'Before each event']) await expect(card.getByRole('switch', { name })).toBeDisabled();
  await expect(card.getByRole('combobox', { name: 'Time of the evening-before note' })).toBeDisabled();
  release();
  await expect(card.getByRole('combobox', { name: 'Time of the evening-before note' })).toHaveValue('20:00');
  await expect(card.getByRole('switch', { name: 'Before each event' })).toBeEnabled();
  await page.unroute(read);

  // A read that fails (the phone lost its network) leaves the card as it is, and says so.
  await page.route(read, (route) => route.abort('internetdisconnected'));
  const again = await openPanel(page, project.projectId);
  const unread = again.getByRole('region', { name: 'Reminders' });
  await expect(unread.getByRole('alert')).toHaveText('The reminder settings could not be loaded. Close the panel and open it again.');
  await expect(unread.getByRole('switch', { name: 'The evening before' })).toBeDisabled();
});
