/**
 * The admin panel (issue 4; spec §2 "Admin panel", §5 "Title"/"Links", §6, §8). Runs against a
 * stand-in for `PUT /customizations` unless REAL_CUSTOMIZATIONS=1 (see admin-panel-support.ts).
 */
import type { Page } from '@playwright/test';
import { RESET_COLORS, THEME_PRESETS } from '../../src/lib/themes';
import { checkA11y, createItinerary, expect, newClient, test } from './fixtures';
import { REAL, customizationsServer, markPaid, openPanel, themeVariable } from './admin-panel-support';

const preset = (name: string) => THEME_PRESETS.find((p) => p.name === name)!;

async function itinerary(page: Page, name: string, { paid }: { paid: boolean }) {
  const project = await createItinerary(page.context(), name);
  await page.context().request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Welcome drinks', datetime: new Date(Date.now() + 4 * 86_400_000).toISOString() },
  });
  if (paid) await markPaid(project.projectId);
  return project;
}

test('the panel opens from the admin footer, its tabs work by keyboard, and both tabs pass axe', async ({ page }) => {
  const project = await itinerary(page, 'Panel Tabs Trip', { paid: true });
  const panel = await openPanel(page, project.projectId);

  // A paid itinerary: no upsell, no stars.
  await expect(panel.getByRole('button', { name: 'Make it mine!' })).toHaveCount(0);
  const customize = panel.getByRole('tab', { name: 'Customize', exact: true });
  const security = panel.getByRole('tab', { name: 'Security', exact: true });
  await expect(customize).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toContainText('Color Customization');
  await checkA11y(page);

  await customize.focus();
  await page.keyboard.press('ArrowRight');
  await expect(security).toHaveAttribute('aria-selected', 'true');
  await expect(security).toBeFocused();
  await expect(panel.getByRole('tabpanel')).toContainText('Access Control');
  await expect(panel.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await security.getAttribute('id'))!);
  await checkA11y(page);
  await page.keyboard.press('ArrowRight');
  await expect(customize).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(security).toBeFocused();
  await page.keyboard.press('Home');
  await expect(customize).toBeFocused();
  await expect(security).toHaveAttribute('tabindex', '-1');

  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Customize' }).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('presets and Reset Colors repaint the page at once and save colour-only updates', async ({ page }) => {
  const project = await itinerary(page, 'Preset Trip', { paid: true });
  const server = await customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);

  const blueTeal = preset('Blue & Teal');
  await panel.getByRole('button', { name: 'Blue & Teal' }).click();
  await expect.poll(() => themeVariable(page, '--theme-primary')).toBe(blueTeal.colors.primary);
  expect(await themeVariable(page, '--theme-secondary')).toBe(blueTeal.colors.secondary);
  expect(await themeVariable(page, '--theme-accent')).toBe(blueTeal.colors.accent);
  await expect(panel.getByRole('button', { name: 'Blue & Teal' })).toHaveAttribute('aria-pressed', 'true');
  expect(await server.waitForPuts(1)).toEqual({ customColors: blueTeal.colors, isColorOnlyUpdate: true });
  await expect(panel.getByText('Saved', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Reset Colors' }).click();
  await expect.poll(() => themeVariable(page, '--theme-primary')).toBe('#c084fc');
  expect(await themeVariable(page, '--theme-secondary')).toBe('#f9a8d4');
  expect(await themeVariable(page, '--theme-accent')).toBe('#10b981');
  expect(await server.waitForPuts(2)).toEqual({ customColors: RESET_COLORS, isColorOnlyUpdate: true });
  await expect(panel.getByLabel('Primary color', { exact: true })).toHaveValue('#c084fc');

  if (REAL) {
    const saved = await page.request.get(`/api/projects/${project.projectId}/itinerary`);
    expect(((await saved.json()) as { project: { customColors: unknown } }).project.customColors).toEqual(RESET_COLORS);
  }
});

test('dragging a colour picker sends one PUT after the pause, and closing sends a waiting colour at once', async ({ page }) => {
  const project = await itinerary(page, 'Drag Trip', { paid: true });
  const server = await customizationsServer(page, project.projectId);
  await page.clock.install();
  const panel = await openPanel(page, project.projectId);
  // From here on, page timers run only when the test moves the clock.
  await page.clock.pauseAt(Date.now() + 60_000);

  const picker = panel.getByLabel('Primary color picker');
  const shades = Array.from({ length: 40 }, (_, i) => `#${(0x20 + i * 4).toString(16).padStart(2, '0')}3399`);
  for (const shade of shades) {
    await picker.fill(shade);
    await page.clock.runFor(20); // a drag: a new colour every 20 ms
  }
  // The page follows every tick; nothing was saved yet.
  expect(await themeVariable(page, '--theme-primary')).toBe(shades.at(-1));
  await expect(panel.getByText('Saving…')).toBeVisible();
  expect(server.bodies).toHaveLength(0);

  await page.clock.runFor(450);
  const body = await server.waitForPuts(1);
  expect(body).toEqual({
    customColors: { primary: shades.at(-1), secondary: '#ec4899', accent: '#10b981' },
    isColorOnlyUpdate: true,
  });

  // A colour typed just before 'Done' is sent on close, without waiting for the pause.
  await panel.getByLabel('Secondary color', { exact: true }).fill('#0f766e');
  expect(await themeVariable(page, '--theme-secondary')).toBe('#0f766e');
  await panel.getByRole('button', { name: 'Done' }).click();
  expect((await server.waitForPuts(2)).customColors).toEqual({ primary: shades.at(-1), secondary: '#0f766e', accent: '#10b981' });
  expect(server.bodies).toHaveLength(2);
});

test('a refused colour save puts back the last saved colours and says so', async ({ page }) => {
  const project = await itinerary(page, 'Offline Trip', { paid: true });
  const server = await customizationsServer(page, project.projectId);
  await page.clock.install();
  const panel = await openPanel(page, project.projectId);
  await page.clock.pauseAt(Date.now() + 60_000);
  await panel.getByRole('button', { name: 'Green & Lime' }).click();
  await page.clock.runFor(450);
  await server.waitForPuts(1);
  const saved = preset('Green & Lime').colors.primary;

  // The network drops for the next save.
  await page.route(`**/api/projects/${project.projectId}/customizations`, (route) => route.abort('internetdisconnected'));
  await panel.getByRole('button', { name: 'Orange & Red' }).click();
  expect(await themeVariable(page, '--theme-primary')).toBe(preset('Orange & Red').colors.primary);
  await page.clock.runFor(450);
  await expect(page.getByText('Failed to save customizations. Please try again.')).toBeVisible();
  await expect.poll(() => themeVariable(page, '--theme-primary')).toBe(saved);
  await expect(panel.getByRole('button', { name: 'Green & Lime' })).toHaveAttribute('aria-pressed', 'true');
});

test('fonts, background and displays save the right fields and repaint the page', async ({ page }) => {
  const project = await itinerary(page, 'Fonts Trip', { paid: true });
  const server = await customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);

  await panel.getByRole('radio', { name: /Classy/ }).check();
  expect(await server.waitForPuts(1)).toEqual({ selectedFont: 'classy' });
  await expect(page.getByText('Customizations saved!')).toBeVisible();
  expect(await themeVariable(page, '--theme-body-font')).toContain('Playfair Display');

  await panel.getByRole('combobox', { name: 'Title font' }).selectOption('lobster');
  expect(await server.waitForPuts(2)).toEqual({ titleFont: 'lobster' });
  expect(await themeVariable(page, '--theme-title-font')).toContain('Lobster');
  await expect(panel.getByRole('group', { name: 'Title preview' }).locator('p')).toHaveCSS('font-family', /Lobster/);
  // The dropdown groups of spec §2.
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
  const server = await customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);
  const addLink = panel.getByRole('button', { name: 'Add link' });

  await addLink.click();
  await panel.getByLabel('Link 1 name').fill('Group chat');
  await panel.getByLabel('Link 1 URL').fill('chat.example.com');
  await panel.getByLabel('Link 1 name').focus(); // leaving the URL field saves
  expect(await server.waitForPuts(1)).toEqual({ customLinks: [{ name: 'Group chat', url: 'https://chat.example.com' }] });
  await expect(page.locator('header a[href="https://chat.example.com/"]')).toHaveText(/Group chat/);

  await addLink.click();
  await panel.getByLabel('Link 2 name').fill('Sneaky');
  await panel.getByLabel('Link 2 URL').fill('javascript:alert(1)');
  await panel.getByLabel('Link 2 name').focus();
  await expect(panel.getByText('Please enter a web address starting with http:// or https://.')).toBeVisible();
  await panel.getByLabel('Link 2 URL').fill('https://registry.example.com/us');
  await panel.getByLabel('Link 2 name').focus();
  expect(await server.waitForPuts(2)).toEqual({
    customLinks: [
      { name: 'Group chat', url: 'https://chat.example.com' },
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
  const server = await customizationsServer(page, project.projectId);
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
  const server = await customizationsServer(page, project.projectId);
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
  expect(await server.waitForPuts(1)).toEqual({ timeZone: 'Europe/Paris' });
  await expect(zone).toHaveValue('Europe/Paris');
  await expect(page.getByText('Customizations saved!')).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  // The event's time now reads in Paris time.
  await expect(page.locator('article.event-card').first()).toContainText(/GMT\+[12]/);
});

test('security: codes are checked like the server does and saved on blur; this device keeps the new admin code', async ({ page }) => {
  const project = await itinerary(page, 'Codes Trip', { paid: true });
  const server = await customizationsServer(page, project.projectId);
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
  await expect(panel.getByText('Access codes are exactly 6 letters or numbers.')).toBeVisible();
  expect(server.bodies).toHaveLength(0);

  await access.fill('party1');
  await expect(access).toHaveValue('PARTY1');
  await admin.focus();
  expect(await server.waitForPuts(1)).toEqual({ accessCode: 'PARTY1' });
  await expect(page.getByText('Customizations saved!')).toBeVisible();
  await expect(panel.getByText(`/access/${project.projectId}?code=PARTY1`)).toBeVisible();

  await admin.fill('party1');
  await access.focus();
  await expect(panel.getByText('The access code and the admin code must be different.')).toBeVisible();
  await admin.fill('hostcode9');
  await admin.press('Enter');
  expect(await server.waitForPuts(2)).toEqual({ adminCode: 'HOSTCODE9' });
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`admin_code_${id}`), project.projectId)).toBe('HOSTCODE9');

  if (REAL) {
    // The new access code lets a guest in.
    const guest = await newClient(page.context().browser()!);
    await guest.page.goto(`/access/${project.projectId}?code=PARTY1`);
    await guest.page.waitForURL(`**/project/${project.projectId}`);
    await guest.context.close();
  }
});

test('unpaid: stars and Make it mine!, settings visible but a change opens the upgrade prompt and changes nothing', async ({ page }) => {
  const project = await itinerary(page, 'Free Trip', { paid: false });
  const server = await customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);

  await expect(panel.getByRole('button', { name: 'Make it mine!' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Customize (full access)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Security (full access)' })).toBeVisible();
  await checkA11y(page);
  const before = await themeVariable(page, '--theme-primary');

  await panel.getByRole('button', { name: 'Blue & Teal' }).click();
  await panel.getByLabel('Primary color picker').click();
  await panel.getByLabel('Primary color', { exact: true }).pressSequentially('#123456');
  await panel.getByRole('radio', { name: /Classy/ }).click();
  await panel.getByRole('radio', { name: 'Marble' }).click();
  await panel.getByRole('combobox', { name: 'Title font' }).selectOption('lobster');
  await panel.getByRole('switch', { name: 'Show Map tab' }).click();
  await panel.getByRole('textbox', { name: 'Display title' }).pressSequentially('Mine');
  await panel.getByRole('button', { name: 'Add link' }).click();

  expect(await themeVariable(page, '--theme-primary')).toBe(before);
  await expect(panel.getByLabel('Primary color', { exact: true })).toHaveValue('#9333ea');
  await expect(panel.getByRole('radio', { name: /Normal/ })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Default' })).toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Title font' })).toHaveValue('inherit');
  await expect(panel.getByRole('switch', { name: 'Show Map tab' })).toHaveAttribute('aria-checked', 'false');
  await expect(panel.getByRole('textbox', { name: 'Display title' })).toHaveValue('');
  await expect(panel.getByLabel('Link 1 name')).toHaveCount(0);

  await panel.getByRole('tab', { name: /Security/ }).click();
  await checkA11y(page);
  await panel.getByRole('textbox', { name: 'Share Access Code' }).pressSequentially('X');
  await expect(panel.getByRole('textbox', { name: 'Share Access Code' })).toHaveValue(project.accessCode);
  await panel.getByRole('button', { name: 'Done' }).click();
  expect(server.bodies).toHaveLength(0);
  if (REAL) {
    // With the upgrade dialog merged, the prompt names the feature (spec §2 'You tried to: …').
    await page.getByRole('button', { name: 'Customize' }).click();
    await panel.getByRole('button', { name: 'Blue & Teal' }).click();
    await expect(page.getByText(/customize themes and colors/)).toBeVisible();
  }
});

test('guests never see Customize, and their page follows the panel live', async ({ page, browser }) => {
  test.skip(!REAL, 'needs the real PUT /customizations (REAL_CUSTOMIZATIONS=1)');
  const project = await itinerary(page, 'Live Panel Trip', { paid: true });
  const guest = await newClient(browser);
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  await expect(guest.page.getByRole('button', { name: 'Customize' })).toHaveCount(0);

  const panel = await openPanel(page, project.projectId);
  await panel.getByRole('button', { name: 'Indigo & Purple' }).click();
  await panel.getByRole('radio', { name: /Classy/ }).check();
  await expect.poll(() => themeVariable(guest.page, '--theme-primary')).toBe(preset('Indigo & Purple').colors.primary);
  await expect.poll(() => themeVariable(guest.page, '--theme-body-font')).toContain('Playfair Display');
  await guest.context.close();
});
