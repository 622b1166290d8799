/**
 * "Preview as…" (docs/product.md#preview-as): from the Guests tab an organiser opens the itinerary
 * as Ana sees it, with Ana's private event, under the preview's banner, and goes back to editing,
 * at a phone's width and a laptop's, with axe on the preview.
 */
import { checkA11y, expect, screenshot, test } from './fixtures';
import { itinerary, openPanel } from './admin-panel-support';

for (const width of [390, 1280]) {
  test(`an organiser previews the itinerary as a guest (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const project = await itinerary(page, `Preview Trip ${width}`, { paid: true });
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const api = page.context().request;
    for (const data of [
      { title: 'Boat day', datetime: at(5), attendees: 'Everyone' },
      { title: 'Ana’s surprise dinner', datetime: at(6), attendees: 'Ana', visibility: 'listed' },
    ]) {
      expect((await api.post(`/api/projects/${project.projectId}/events`, { data })).status()).toBe(201);
    }
    const panel = await openPanel(page, project.projectId);
    await panel.getByRole('tab', { name: 'Guests', exact: true }).click();
    const card = panel.getByRole('region', { name: 'Guests', exact: true });
    await card.getByLabel('Add guests').fill('Ana, Bo');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(card.getByRole('heading', { name: '2 guests' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Preview as someone with the shared code' })).toBeVisible();

    await card.getByRole('link', { name: 'Preview as Ana' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}/preview-as/\\d+$`));
    const banner = page.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText('Previewing as Ana — this is what Ana sees.');
    await expect(page.getByText('Viewing as Ana', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ana’s surprise dinner' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Boat day' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Not you?' })).toHaveCount(0);
    await checkA11y(page);
    await screenshot(page, 'preview-as-ana', width);

    // Bo is not invited to the dinner: his preview does not show it.
    const panelAgain = await openPanel(page, project.projectId);
    await panelAgain.getByRole('tab', { name: 'Guests', exact: true }).click();
    const cardAgain = panelAgain.getByRole('region', { name: 'Guests', exact: true });
    await cardAgain.getByRole('link', { name: 'Preview as Bo' }).click();
    await expect(page.getByRole('heading', { name: 'Boat day' })).toBeVisible();
    await expect(page.getByText('Ana’s surprise dinner')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to editing' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}$`));
    await expect(page.getByRole('heading', { name: 'Ana’s surprise dinner' })).toBeVisible();
  });
}
