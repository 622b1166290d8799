/**
 * Codes in the browser (docs/security-codes.md): an admin who changes the access code choosing
 * "Sign everyone out" sends open guest pages to the access page; after many wrong codes the
 * admin sees the attack notice and lets guests in again with one click.
 */
import type { APIRequestContext } from '@playwright/test';
import { ACCESS_CODE_DAILY_BUDGET, CODE_ALPHABET, MAX_ACCESS_ATTEMPTS } from '../../src/lib/limits';
import { customizationsServer, itinerary, openPanel } from './admin-panel-support';
import { expect, hydrated, newClient, test } from './fixtures';

test('changing the access code with "Sign everyone out" sends an open guest page to the access page', async ({ page, browser }) => {
  const project = await itinerary(page, 'Door Closing Trip', { paid: true });
  const guest = await newClient(browser);
  expect((await guest.context.request.post(`/api/projects/${project.projectId}/access`, { data: { accessCode: project.accessCode } })).status()).toBe(200);
  await guest.page.goto(`/project/${project.projectId}`);
  await hydrated(guest.page);
  await expect(guest.page.getByRole('heading', { name: 'Welcome drinks' })).toBeVisible();

  const server = customizationsServer(page, project.projectId);
  const panel = await openPanel(page, project.projectId);
  await panel.getByRole('tab', { name: 'Security' }).click();
  const keep = panel.getByRole('radio', { name: 'Keep guests who already entered signed in' });
  const signOut = panel.getByRole('radio', { name: 'Sign everyone out (they will need the new code)' });
  await expect(keep).toBeChecked();
  await signOut.check();
  const access = panel.getByRole('textbox', { name: 'Share Access Code' });
  await access.fill('door42');
  await access.press('Enter');
  expect(await server.waitForPuts(1)).toEqual({ accessCode: 'DOOR42', signOutGuests: true });
  await expect(page.getByText('Customizations saved!')).toBeVisible();

  // The guest's open page learns its access ended and asks for the new code.
  await expect(guest.page).toHaveURL(new RegExp(`/access/${project.projectId}$`), { timeout: 15_000 });
  await expect(guest.page.getByRole('textbox').first()).toBeVisible();
  // The admin stays in edit mode.
  await expect(page.getByText('Edit mode: you see private notes that guests never see.')).toBeVisible();
  await guest.context.close();
});

/** Spends the itinerary's access-code budget: wrong codes from many addresses, 5 each. */
async function spendAccessBudget(request: APIRequestContext, projectId: string, right: string) {
  const clients = ACCESS_CODE_DAILY_BUDGET / MAX_ACCESS_ATTEMPTS;
  for (let round = 0; round < MAX_ACCESS_ATTEMPTS; round++) {
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        const n = round * clients + i;
        let code = `${CODE_ALPHABET[n % 31]}${CODE_ALPHABET[Math.floor(n / 31) % 31]}WRNG`;
        if (code === right) code = 'ZZZZZZ';
        const res = await request.post(`/api/projects/${projectId}/access`, {
          data: { accessCode: code },
          headers: { 'x-forwarded-for': `100.64.${round}.${i + 1}` },
        });
        expect(res.status()).toBe(401);
      }),
    );
  }
}

test('after many wrong codes the admin sees the notice and makes a new access code in one click (free itinerary)', async ({ page, browser }) => {
  const project = await itinerary(page, 'Guessed At Trip', { paid: false });
  await spendAccessBudget(page.context().request, project.projectId, project.accessCode);
  const refused = await page.context().request.post(`/api/projects/${project.projectId}/access`, {
    data: { accessCode: project.accessCode },
    headers: { 'x-forwarded-for': '100.65.0.1' },
  });
  expect(refused.status()).toBe(429);

  // A new guest with the quick link is told to ask the host, not that they made five mistakes.
  const early = await newClient(browser);
  await early.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  const card = early.page.getByRole('alert');
  await expect(card.getByRole('heading', { name: 'Not accepting codes right now' })).toBeVisible();
  await expect(card).toContainText('Please ask your host for the quick link or try again in 24 hours.');
  await early.context.close();

  await page.goto(`/project/${project.projectId}`);
  await hydrated(page);
  const notice = page.getByTestId('code-attack-notice');
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(notice.getByRole('heading', { name: 'Someone has tried many wrong codes today' })).toBeVisible();
  await expect(notice).toContainText('Codes will be accepted again');

  await notice.getByRole('button', { name: 'Make a new access code' }).click();
  await expect(page.getByText('New access code made')).toBeVisible();
  const fresh = (await notice.getByTestId('new-access-code').textContent()) ?? '';
  expect(fresh).toMatch(/^[A-Z0-9]{6}$/);
  expect(fresh).not.toBe(project.accessCode);
  await expect(notice.getByText(`/access/${project.projectId}?code=${fresh}`)).toBeVisible();

  // A new guest gets in with the new quick link at once.
  const guest = await newClient(browser);
  await guest.page.goto(`/access/${project.projectId}?code=${fresh}`);
  await expect(guest.page).toHaveURL(new RegExp(`/project/${project.projectId}`), { timeout: 15_000 });
  await expect(guest.page.getByRole('heading', { name: 'Welcome drinks' })).toBeVisible();
  await guest.context.close();

  await notice.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toHaveCount(0);
});
