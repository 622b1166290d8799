/**
 * The Guests tab of the admin panel: an organiser adds guests from the names already on events,
 * pastes more, makes a group, gives guests emails, chooses whose personal links to make, copies
 * them, sends them by email past a daily limit and then the rest, and deletes the group, at a
 * phone's width and a laptop's, with axe on the card and each dialog.
 */
import { checkA11y, expect, screenshot, test } from './fixtures';
import { itinerary, openPanel } from './admin-panel-support';
import { GUEST_LIST_MESSAGES } from '../../src/lib/messages';

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
    const card = panel.getByRole('region', { name: 'Guests', exact: true });
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

    // Bo and Cy get addresses too, Cy joins Family: the picker then has a group to choose.
    for (const name of ['Bo', 'Cy']) {
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const editing = page.getByRole('dialog', { name: `Edit ${name}` });
      await editing.getByLabel('Email (optional)').fill(`${name.toLowerCase()}.${width}@example.test`);
      await editing.getByRole('button', { name: 'Save' }).click();
      await expect(editing).toBeHidden();
    }
    await card.getByRole('group', { name: 'Groups of Cy' }).getByLabel('Family').check();
    await expect(card.getByRole('group', { name: 'Groups of Cy' }).getByLabel('Family')).toBeChecked();

    // The picker: every guest without a link ticked; none, a group, a guest more.
    await card.getByRole('button', { name: 'Create links (4)' }).click();
    const picker = page.getByRole('dialog', { name: 'Create links' });
    await expect(picker.getByRole('checkbox')).toHaveCount(4);
    await expect(picker.getByRole('button', { name: 'Create 4 links' })).toBeVisible();
    await picker.getByRole('button', { name: 'None' }).click();
    await picker.getByRole('button', { name: 'Create 0 links' }).click();
    await expect(picker.getByText(GUEST_LIST_MESSAGES.guestChoice)).toBeVisible();
    await picker.getByRole('button', { name: 'Only Family (2)' }).click();
    await picker.getByRole('checkbox', { name: /^Bo/ }).check();
    await expect(picker.getByText('3 of 4 guests without a link')).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: /^Dee/ })).not.toBeChecked();
    await checkA11y(page);
    await screenshot(page, 'guests-link-picker', width);
    await picker.getByRole('button', { name: 'Create 3 links' }).click();
    await expect(picker).toBeHidden();

    const dialog = page.getByRole('dialog', { name: 'Personal links' });
    await expect(dialog.getByTestId('personal-link')).toHaveCount(3);
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

    // A send that meets the day's limit (the server's answer stood in for): the dialog says what
    // went and when the rest can, keeps every link, and sends only the rest afterwards.
    await page.route('**/guests/send-links', async (route) => {
      const body = route.request().postDataJSON() as { links: { guestId: number }[] };
      const [first, ...rest] = body.links;
      await route.fulfill({
        json: {
          sent: [{ guestId: first!.guestId, name: 'Ana' }],
          notSent: rest.map((l, i) => ({ guestId: l.guestId, name: ['Bo', 'Cy'][i], reason: 'limit' })),
          retryAfterSeconds: 5 * 3600,
        },
      });
    });
    await dialog.getByRole('button', { name: 'Send by email (3)' }).click();
    const summary = dialog.getByTestId('send-summary');
    await expect(summary).toContainText('Sent to 1 of 3');
    await expect(summary).toContainText('2 can be sent in 5 hours: daily limit for invitations.');
    await expect(dialog.getByText('Not sent: daily limit for invitations')).toHaveCount(2);
    await expect(dialog.getByTestId('personal-link')).toHaveCount(3);
    await checkA11y(page);
    await screenshot(page, 'guests-links-sent', width);
    await page.unroute('**/guests/send-links');
    await dialog.getByRole('button', { name: 'Send the rest by email (2)' }).click();
    await expect(summary).toContainText('Sent to 2 of 2');
    await expect(dialog.getByText('Sent', { exact: true })).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: /Send the rest/ })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Link made .* · not opened yet/)).toHaveCount(3);
    await expect(card).not.toContainText(anaLink);

    // Deleting a group says what happens to the events that name it.
    await card.getByRole('button', { name: 'Delete group Family' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the group “Family”?' });
    await expect(confirm).toContainText('Events that name “Family” will name its 2 guests instead (Ana, Cy), so they stay for the same people.');
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('No groups yet.')).toBeVisible();
  });
}
