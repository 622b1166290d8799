/**
 * The admin panel's other cards: fonts, background, displays, links, title, time zone, and the
 * Security tab's codes.
 */
import { expect, newClient, test } from './fixtures';
import { customizationsServer, itinerary, openPanel, themeVariable } from './admin-panel-support';

test('fonts, background and displays save the right fields and repaint the page', async ({ page }) => {
  const project = await itinerary(page, 'Fonts Trip', { paid: true });
  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);

  await panel.getByRole('radio', { name: /Classy/ }).check();
  expect(await server.waitForPuts(1)).toEqual({ selectedFont: 'classy' });
  await expect(page.getByText('Customizations saved!')).toBeVisible();
  expect(await themeVariable(page, '--theme-body-font')).toContain('Playfair Display');

  await panel.getByRole('combobox', { name: 'Title font' }).selectOption('lobster');
  expect(await server.waitForPuts(2)).toEqual({ titleFont: 'lobster' });
  expect(await themeVariable(page, '--theme-title-font')).toContain('Lobster');
  await expect(panel.getByRole('group', { name: 'Title preview' }).locator('p')).toHaveCSS('font-family', /Lobster/);
  // The title font dropdown's groups.
  expect(await panel.getByRole('combobox', { name: 'Title font' }).locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label')))).toEqual([
    'Same as body text',
    'Most Popular',
    'Classic',
    'Bold & Fun',
  ]);

  await panel.getByRole('radio', { name: 'Marble' }).check();
  expect(await server.waitForPuts(3)).toEqual({ selectedBackground: 'marble' });
  expect(await themeVariable(page, '--page-bg-color')).toBe('#f6f5f3');
  await panel.getByRole('radio', { name: 'Custom color' }).check();
  expect(await server.waitForPuts(4)).toEqual({ selectedBackground: 'custom' });
  await panel.getByLabel('Background color', { exact: true }).fill('#fff7ed');
  expect(await server.waitForPuts(5)).toEqual({ selectedBackground: 'custom', customBackgroundColor: '#fff7ed' });
  expect(await themeVariable(page, '--page-bg-color')).toBe('#fff7ed');

  await panel.getByRole('switch', { name: 'Show Map tab' }).click();
  expect(await server.waitForPuts(6)).toEqual({ showMapTab: true });
  await expect(page.locator('#tab-map')).toHaveCount(1);
  await panel.getByRole('switch', { name: 'Show countdown timer' }).click();
  expect(await server.waitForPuts(7)).toEqual({ showCountdown: false });
  await panel.getByRole('switch', { name: 'Show creator name in header' }).click();
  expect(await server.waitForPuts(8)).toEqual({ showCreatorName: false });
  await expect(panel.getByRole('switch', { name: 'Show countdown timer' })).toHaveAttribute('aria-checked', 'false');

  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('until the next adventure begins!')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Map' })).toBeVisible();
});

test('links: saved on blur when both fields are filled, http(s) only, at most four', async ({ page }) => {
  const project = await itinerary(page, 'Links Trip', { paid: true });
  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);
  const addLink = panel.getByRole('button', { name: 'Add link' });

  await addLink.click();
  await panel.getByLabel('Link 1 name').fill('Group chat');
  await panel.getByLabel('Link 1 URL').fill('chat.example.com');
  await panel.getByLabel('Link 1 name').focus(); // leaving the URL field saves
  expect(await server.waitForPuts(1)).toEqual({ customLinks: [{ name: 'Group chat', url: 'https://chat.example.com/' }] });
  await expect(page.locator('header a[href="https://chat.example.com/"]')).toHaveText(/Group chat/);

  await addLink.click();
  await panel.getByLabel('Link 2 name').fill('Sneaky');
  await panel.getByLabel('Link 2 URL').fill('javascript:alert(1)');
  await panel.getByLabel('Link 2 name').focus();
  await expect(panel.getByText('Links must be web addresses (http:// or https://).')).toBeVisible();
  await panel.getByLabel('Link 2 URL').fill('https://registry.example.com/us');
  await panel.getByLabel('Link 2 name').focus();
  expect(await server.waitForPuts(2)).toEqual({
    customLinks: [
      { name: 'Group chat', url: 'https://chat.example.com/' },
      { name: 'Sneaky', url: 'https://registry.example.com/us' },
    ],
  });

  await addLink.click();
  await addLink.click();
  await expect(addLink).toBeDisabled();
  await expect(panel.getByText('4 of 4 links')).toBeVisible();
  // Half-filled rows are kept here, not saved.
  await panel.getByLabel('Link 3 name').fill('Half done');
  await panel.getByLabel('Link 4 name').focus();
  expect(server.bodies).toHaveLength(2);

  await panel.getByRole('button', { name: 'Remove link 1 (Group chat)' }).click();
  expect(await server.waitForPuts(3)).toEqual({ customLinks: [{ name: 'Sneaky', url: 'https://registry.example.com/us' }] });
  await expect(addLink).toBeEnabled();
  await expect(panel.getByLabel('Link 2 name')).toHaveValue('Half done');
});

test('title: emojis allowed, empty means the name, three changes then the limit', async ({ page }) => {
  const project = await itinerary(page, 'Title Trip', { paid: true });
  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);
  const field = panel.getByRole('textbox', { name: 'Display title' });
  const save = panel.getByRole('button', { name: 'Save title' });
  const title = page.locator('h1.itinerary-title');

  await expect(field).toHaveAttribute('placeholder', 'Title Trip');
  await expect(panel.getByText('3 of 3 changes left')).toBeVisible();
  await expect(save).toBeDisabled();
  await field.fill('🎉 Lisbon Bash');
  await save.click();
  expect(await server.waitForPuts(1)).toEqual({ customTitle: '🎉 Lisbon Bash' });
  await expect(title).toHaveText('🎉 Lisbon Bash');
  await expect(panel.getByText('2 of 3 changes left')).toBeVisible();

  await field.fill('Lisbon Bash');
  await field.press('Enter');
  expect(await server.waitForPuts(2)).toEqual({ customTitle: 'Lisbon Bash' });
  await expect(panel.getByText('1 of 3 changes left')).toBeVisible();

  await field.fill('');
  await save.click();
  expect(await server.waitForPuts(3)).toEqual({ customTitle: null });
  await expect(title).toHaveText('Title Trip');
  await expect(panel.getByText('Change limit reached')).toBeVisible();
  await expect(panel.getByText('You have used all 3 title changes for this project.')).toBeVisible();
  await expect(field).toBeDisabled();
  await expect(save).toBeDisabled();
});

test('time zone: a searchable list of zones, saved when picked, free on unpaid itineraries', async ({ page }) => {
  const project = await itinerary(page, 'Paris Trip', { paid: false });
  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);
  const zone = panel.getByRole('combobox', { name: 'Itinerary time zone' });

  await expect(zone).toHaveValue('America/New_York');
  await expect(panel.getByText(/Dates and times show in this time zone/)).toBeVisible();
  expect(await panel.locator('datalist option').count()).toBeGreaterThan(300);

  await zone.fill('Mars/Olympus_Mons');
  await zone.press('Enter');
  await expect(panel.getByText('Choose a time zone from the list, like Europe/Paris.')).toBeVisible();
  expect(server.bodies).toHaveLength(0);

  await zone.fill('europe/paris');
  await zone.press('Enter');
  // The events keep their clock times unless the organiser chose otherwise.
  expect(await server.waitForPuts(1)).toEqual({ timeZone: 'Europe/Paris', keepTimes: 'clock' });
  await expect(zone).toHaveValue('Europe/Paris');
  await expect(page.getByText('Customizations saved!')).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  // The event's time now reads in Paris time.
  await expect(page.locator('article.event-card').first()).toContainText(/GMT\+[12]/);
});

test('security: codes are checked like the server does and saved on blur; this device keeps the new admin code', async ({ page }) => {
  const project = await itinerary(page, 'Codes Trip', { paid: true });
  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);
  await panel.getByRole('tab', { name: 'Security' }).click();
  const access = panel.getByRole('textbox', { name: 'Share Access Code' });
  const admin = panel.getByRole('textbox', { name: 'Admin Code' });
  await expect(access).toHaveValue(project.accessCode);
  await expect(admin).toHaveValue(project.adminCode);
  await expect(panel.getByText(`/access/${project.projectId}?code=${project.accessCode}`)).toBeVisible();

  // Unchanged: nothing sent. Too short: the shared schema's message, nothing sent.
  await access.focus();
  await admin.focus();
  await access.fill('ab1');
  await admin.focus();
  await expect(panel.getByText('The share access code must be exactly 6 letters or numbers.')).toBeVisible();
  expect(server.bodies).toHaveLength(0);

  await access.fill('party1');
  await expect(access).toHaveValue('PARTY1');
  await admin.focus();
  expect(await server.waitForPuts(1)).toEqual({ accessCode: 'PARTY1' });
  await expect(page.getByText('Customizations saved!')).toBeVisible();
  await expect(panel.getByText(`/access/${project.projectId}?code=PARTY1`)).toBeVisible();

  await admin.fill('party1');
  await access.focus();
  await expect(panel.getByText('The share access code and the admin code must be different.')).toBeVisible();
  await admin.fill('hostcode9');
  await admin.press('Enter');
  expect(await server.waitForPuts(2)).toEqual({ adminCode: 'HOSTCODE9' });
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`admin_code_${id}`), project.projectId)).toBe('HOSTCODE9');

  // The new access code lets a guest in.
  const guest = await newClient(page.context().browser()!);
  await guest.page.goto(`/access/${project.projectId}?code=PARTY1`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  await guest.context.close();
});
