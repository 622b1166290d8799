/**
 * The Guests tab of the admin panel: an organiser adds guests from the names already on events,
 * pastes more, makes a group, gives a guest an email, makes personal links, copies them and
 * sends one by email, at a phone's width and a
 * laptop's, with axe on the card and the links dialog.
 */
import { checkA11y, expect, screenshot, test } from './fixtures';
import { itinerary, openPanel } from './admin-panel-support';

for (const width of [390, 1280]) {
  test(`an organiser builds the guest list and copies personal links (${width} px)`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const project = await itinerary(page, `Guests Trip ${width}`, { paid: false });
    await page.context().request.post(`/api/projects/${project.projectId}/events`, {
      data: { title: 'Boat day', datetime: new Date(Date.now() + 5 * 86_400_000).toISOString(), attendees: 'Ana, Bo' },
    });
    const panel = await openPanel(page, project.projectId);
    // Unpaid: the guest list is free, so its tab has no full-access star and no upgrade note.
    await panel.getByRole('tab', { name: 'Guests', exact: true }).click();
    await expect(panel.getByText('unlock with a one-time')).toHaveCount(0);
    const card = panel.getByRole('region', { name: 'Guests' });
    await expect(card.getByText('No guests yet.')).toBeVisible();

    await card.getByRole('button', { name: 'Add the names already used' }).click();
    await expect(page.getByText('2 added', { exact: true })).toBeVisible();
    await card.getByLabel('Add guests').fill('Cy\nana, Dee');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('2 added · 1 already on the list', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: '4 guests' })).toBeVisible();

    await card.getByLabel('New group').fill('Family');
    await card.getByRole('button', { name: 'Add group' }).click();
    await card.getByRole('group', { name: 'Groups of Ana' }).getByLabel('Family').check();
    await expect(card.getByRole('group', { name: 'Groups of Ana' }).getByLabel('Family')).toBeChecked();
    await card.getByRole('button', { name: 'Edit Ana' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ana' });
    await edit.getByLabel('Email (optional)').fill('not an address');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Please enter a valid email address.')).toBeVisible();
    await edit.getByLabel('Email (optional)').fill(`ana.${width}@example.test`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText(`ana.${width}@example.test`)).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'guests-card', width);

    await card.getByRole('button', { name: 'Create links (4)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal links' });
    await expect(dialog.getByTestId('personal-link')).toHaveCount(4);
    await expect(dialog).toContainText('we keep only a fingerprint of each link');
    const anaLink = (await dialog.getByTestId('personal-link').first().textContent()) ?? '';
    expect(anaLink).toMatch(/\/i\/[A-Za-z0-9_-]{24}$/);
    await dialog.getByRole('button', { name: 'Copy the link of Ana' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(anaLink);
    await dialog.getByRole('button', { name: 'Show QR code' }).first().click();
    await expect(dialog.getByRole('img', { name: 'QR code of the link of Ana' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy all links (CSV: name, groups, link)' }).click();
    const csv = await page.evaluate(() => navigator.clipboard.readText());
    expect(csv.split('\r\n')[0]).toBe('name,groups,link');
    expect(csv).toContain(`Ana,Family,${anaLink}`);
    await dialog.getByRole('button', { name: 'Send by email (1)' }).click();
    await expect(page.getByText('Sent to 1 of 1', { exact: true })).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'guests-links', width);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Link made .* · not opened yet/)).toHaveCount(4);
    await expect(card).not.toContainText(anaLink);
  });
}
