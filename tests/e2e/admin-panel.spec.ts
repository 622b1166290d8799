/**
 * The admin panel: opening, tabs, colours, the unpaid
 * lock, guests following live. The other cards are in admin-panel-settings.spec.ts.
 */
import { RESET_COLORS } from '../../src/lib/themes';
import { checkA11y, expect, newClient, test } from './fixtures';
import { customizationsServer, itinerary, openPanel, preset, themeVariable } from './admin-panel-support';

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
  await expect(panel.getByRole('tab', { name: 'Guests', exact: true })).toHaveAttribute('aria-selected', 'true');
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
  const server = customizationsServer(page, project.projectId);
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

  const saved = await page.request.get(`/api/projects/${project.projectId}/itinerary`);
  expect(((await saved.json()) as { project: { customColors: unknown } }).project.customColors).toEqual(RESET_COLORS);
});

test('dragging a colour picker sends one PUT after the pause, and closing sends a waiting colour at once', async ({ page }) => {
  const project = await itinerary(page, 'Drag Trip', { paid: true });
  const server = customizationsServer(page, project.projectId);
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
  const server = customizationsServer(page, project.projectId);
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

test('unpaid: stars and Make it mine!, settings visible but a change opens the upgrade prompt and changes nothing', async ({ page }) => {
  const project = await itinerary(page, 'Free Trip', { paid: false });
  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);

  await expect(panel.getByRole('button', { name: 'Make it mine!' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Customize (full access)' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Security (full access)' })).toBeVisible();
  // The guest list is free: no star on its tab, and no upgrade note in it.
  await expect(panel.getByRole('tab', { name: 'Guests', exact: true })).toBeVisible();
  await expect(panel.getByText('The time zone, Travel & RSVPs and Reminders are free.')).toBeVisible();
  await checkA11y(page);
  const before = await themeVariable(page, '--theme-primary');

  // Each attempt opens the paywall naming what was tried ('You tried to: …').
  const paywall = page.getByRole('dialog', { name: 'Make it yours ($3)' });
  const attempt = async (action: () => Promise<void>, feature: string) => {
    await action();
    await expect(paywall).toContainText(`You tried to: ${feature}`);
    await paywall.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(paywall).toBeHidden();
  };
  await attempt(() => panel.getByRole('button', { name: 'Blue & Teal' }).click(), 'customize themes and colors');
  await attempt(async () => {
    await panel.getByLabel('Primary color picker').click();
    await panel.getByLabel('Primary color', { exact: true }).pressSequentially('#1');
  }, 'customize themes and colors');
  await attempt(() => panel.getByRole('radio', { name: /Classy/ }).click(), 'change fonts');
  await attempt(() => panel.getByRole('radio', { name: 'Marble' }).click(), 'change the background');
  await attempt(async () => void (await panel.getByRole('combobox', { name: 'Title font' }).selectOption('lobster')), 'change fonts');
  await attempt(() => panel.getByRole('switch', { name: 'Show Map tab' }).click(), 'choose what your itinerary shows');
  await attempt(() => panel.getByRole('textbox', { name: 'Display title' }).pressSequentially('M'), 'change the title');
  await attempt(() => panel.getByRole('button', { name: 'Add link' }).click(), 'add custom links');

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
  await expect(panel.getByText('Sharing and Only personal links are free.')).toBeVisible();
  await panel.getByRole('tab', { name: 'Guests', exact: true }).click();
  await expect(panel.getByRole('region', { name: 'Guests', exact: true })).toBeVisible();
  await expect(panel.getByText(/unlock with a one-time/)).toHaveCount(0);
  await panel.getByRole('tab', { name: /Security/ }).click();
  await attempt(() => panel.getByRole('textbox', { name: 'Share Access Code' }).pressSequentially('X'), 'set custom access codes');
  await expect(panel.getByRole('textbox', { name: 'Share Access Code' })).toHaveValue(project.accessCode);
  await panel.getByRole('button', { name: 'Done' }).click();
  expect(server.bodies).toHaveLength(0);
});

test('guests never see Customize, and their page follows the panel live', async ({ page, browser }) => {
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
