/**
 * Who a guest is (docs/product.md#who-a-guest-is), at a phone's width and a laptop's: a personal
 * invite link opened with JavaScript off shows that guest's plan and "Viewing as"; "Who are you?"
 * after the shared code is a plain form that passes axe, as does the page "Viewing as" the name;
 * the organiser's "Only personal links" switch.
 */
import type { Browser } from '@playwright/test';
import { HEIGHT, runSql, WIDTHS } from './a11y-support';
import { checkA11y, createItinerary, expect, newClient, screenshot, test, expectNoConsoleErrors } from './fixtures';
import { itinerary, openPanel } from './admin-panel-support';
import { IDENTITY_MESSAGES } from '../../src/lib/messages';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { newInviteToken } from '../../src/server/guests/invite-tokens';

const DAY_MS = 86_400_000;

/** An itinerary with Ana's and Ben's own events and a guest list of both; Ana's personal link. */
async function itineraryWithGuests(browser: Browser) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Lisbon weekend');
  for (const [title, attendees, days] of [['Ana’s fitting', 'Ana', 2], ['Ben’s boat trip', 'Ben', 3], ['Welcome dinner', 'Everyone', 1]] as const) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
      data: { title, attendees, datetime: new Date(Date.now() + days * DAY_MS).toISOString() },
    });
    expect(res.status()).toBe(201);
  }
  await organiser.context.close();
  const tokens: Record<string, string> = {};
  for (const name of ['Ana', 'Ben']) {
    const { token, hash } = newInviteToken();
    tokens[name] = token;
    await runSql(
      `INSERT INTO guests (project_id, name, guest_key, invite_token_hash, invite_issued_at) SELECT id, ?, ?, ?, ? FROM projects WHERE project_id = ?`,
      [name, guestNameKey(name), hash, Date.now(), project.projectId],
    );
  }
  return { project, tokens };
}

/** A browser at `width`, with JavaScript on or off, seen by the server as a client of its own. */
const at = (browser: Browser, width: number, javaScriptEnabled: boolean) =>
  newClient(browser, { viewport: { width, height: HEIGHT }, javaScriptEnabled });

for (const width of WIDTHS) {
  test(`a personal link opened without JavaScript shows the guest’s plan and “Viewing as” (${width}px)`, async ({ browser }) => {
    const { project, tokens } = await itineraryWithGuests(browser);
    const { context, page } = await at(browser, width, false);
    await page.goto(`/i/${tokens.Ana}`);
    await page.waitForURL(`**/project/${project.projectId}`);
    await expect(page.getByText('Viewing as Ana')).toBeVisible();
    const cards = page.locator('article.event-card');
    await expect(cards.filter({ hasText: 'Ana’s fitting' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Welcome dinner' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Ben’s boat trip' })).toHaveCount(0);
    await screenshot(page, 'viewing-as', width);
    // "Not you?" ends what the link made: back to the access page.
    await page.getByRole('button', { name: 'Not you?' }).click();
    await page.waitForURL(`**/access/${project.projectId}`);
    expectNoConsoleErrors(page);
    await context.close();
  });

  test(`“Who are you?” after the shared code picks a name and passes axe (${width}px)`, async ({ browser }) => {
    const { project } = await itineraryWithGuests(browser);
    const { rows } = await runSql('SELECT access_code FROM projects WHERE project_id = ?', [project.projectId]);
    const { context, page } = await at(browser, width, true);
    await page.goto(`/access/${project.projectId}?code=${String(rows[0]?.access_code)}`);
    await page.waitForURL(`**/project/${project.projectId}/who`);
    await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
    await checkA11y(page);
    await screenshot(page, 'who-are-you', width);
    await page.getByRole('radio', { name: 'Ben' }).check();
    await page.getByRole('button', { name: 'That’s me' }).click();
    await page.waitForURL(`**/project/${project.projectId}`);
    await expect(page.getByText('Viewing as Ben')).toBeVisible();
    await expect(page.locator('article.event-card').filter({ hasText: 'Ben’s boat trip' })).toBeVisible();
    await expect(page.locator('article.event-card').filter({ hasText: 'Ana’s fitting' })).toHaveCount(0);
    // (axe needs JavaScript: the bar is checked here, on the page with it.)
    await checkA11y(page);
    expectNoConsoleErrors(page);
    await context.close();
  });
}

test('the organiser turns “Only personal links” on in the Security tab; the access page then says so, and takes only the admin code', async ({ page, browser }) => {
  // Three browsers, four axe runs and four screenshots: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  const project = await itinerary(page, 'Invite-only weekend', { paid: false });
  const panel = await openPanel(page, project.projectId);
  await panel.getByRole('tab', { name: 'Security' }).click();
  const only = panel.getByRole('switch', { name: 'Only personal invite links open the itinerary' });
  await expect(only).not.toBeChecked();
  await expect(panel.getByRole('button', { name: 'Copy quick link' })).toBeVisible();
  await only.click();
  await expect(page.getByText('Only personal links open the itinerary now')).toBeVisible();
  await expect(only).toBeChecked();
  // "How to share" no longer offers the quick link: it points to the personal links.
  await expect(panel.getByText('Send each guest their personal invite link from the Guests tab', { exact: false })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy quick link' })).toHaveCount(0);
  await checkA11y(page);
  await screenshot(page, 'only-personal-links', 1280);
  const guest = await newClient(browser, { viewport: { width: 390, height: HEIGHT } });
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await expect(guest.page.getByText(IDENTITY_MESSAGES.personalLinksOnly)).toBeVisible();
  // No guest code field (the link's code is not tried), so nothing else to fail.
  await expect(guest.page.getByLabel('Access Code')).toHaveCount(0);
  await expect(guest.page.getByRole('alert')).toHaveCount(0);
  await screenshot(guest.page, 'personal-links-only-refusal', 390);
  expectNoConsoleErrors(guest.page);
  await guest.context.close();
  // The organiser on another device gets in with the admin code.
  for (const width of WIDTHS) {
    const organiser = await newClient(browser, { viewport: { width, height: HEIGHT } });
    await organiser.page.goto(`/access/${project.projectId}`);
    await organiser.page.getByLabel('Admin Code').fill(project.adminCode);
    await checkA11y(organiser.page);
    await screenshot(organiser.page, 'personal-links-only-organiser', width);
    await organiser.page.getByRole('button', { name: 'Open itinerary' }).click();
    await expect(organiser.page).toHaveURL(new RegExp(`/project/${project.projectId}$`));
    const read = await organiser.page.request.get(`/api/projects/${project.projectId}/itinerary`);
    expect((await read.json()).role).toBe('admin');
    expectNoConsoleErrors(organiser.page);
    await organiser.context.close();
  }
});
