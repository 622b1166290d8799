/**
 * "Message your guests" in the admin panel's Guests tab: the organiser writes a message, picks who
 * gets it, and sees how many devices and email addresses it would reach before anything is sent
 * (tests/e2e/email-reminders.spec.ts sends one); on a free itinerary the card carries the Full
 * access badge and sends nothing.
 */
import { itinerary, openPanel } from './admin-panel-support';
import { checkA11y, expect, screenshot, test } from './fixtures';

for (const width of [390, 1280]) {
  test(`an organiser previews a message to the guests (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const project = await itinerary(page, `Message Trip ${width}`, { paid: true });
    const panel = await openPanel(page, project.projectId);
    await panel.getByRole('tab', { name: 'Guests', exact: true }).click();
    const card = panel.getByRole('region', { name: 'Message your guests' });
    await expect(card).toBeVisible();
    // Nothing written: the form says so and sends nothing.
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByText('Write a message first.')).toBeVisible();
    await card.getByLabel('Message').fill('The boat leaves from pier 3.');
    await expect(card.getByText('28 of 500 characters')).toBeVisible();
    await card.getByLabel('To').selectOption({ label: 'Everyone who gets reminders' });
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByRole('status')).toHaveText('Nobody you chose gets reminders yet.');
    await expect(card.getByRole('button', { name: /^Send to/ })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'message-guests', width);
    await checkA11y(page);
  });
}

test('on a free itinerary the message card is marked Full access and cannot send', async ({ page }) => {
  const project = await itinerary(page, 'Free Message Trip', { paid: false });
  const panel = await openPanel(page, project.projectId);
  await panel.getByRole('tab', { name: 'Guests', exact: true }).click();
  const card = panel.getByRole('region', { name: /Message your guests/ });
  await expect(card.getByText('Full access')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Preview' })).toBeDisabled();
});
