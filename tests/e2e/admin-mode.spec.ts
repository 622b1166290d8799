import { MESSAGES } from '../../src/lib/messages';
import { checkA11y, createItinerary, expect, newClient, test, hydrated } from './fixtures';

async function organiserItinerary(browser: import('@playwright/test').Browser) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Admin Mode Getaway');
  await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: {
      title: 'Check in at the lodge',
      datetime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      privateNotes: 'Confirmation LDG-7781',
    },
  });
  return { organiser, project };
}

test('a guest enters admin mode with the admin code and sees private notes', async ({ page, browser }) => {
  const { organiser, project } = await organiserItinerary(browser);
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await expect(page.getByText('Confirmation LDG-7781')).toHaveCount(0);

  await hydrated(page);

  await page.getByRole('button', { name: 'Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Access Required' });
  await expect(dialog.getByText(MESSAGES.adminCodeWhere)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Enter Edit Mode' });
  await expect(submit).toBeDisabled();
  await checkA11y(page);

  await dialog.getByLabel('Admin Code').fill('wrong234');
  await submit.click();
  await expect(page.getByText('Invalid admin code. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Admin Code').fill(project.adminCode.toLowerCase());
  await submit.click();
  await expect(page.getByText('You are now in edit mode.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Confirmation LDG-7781')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`admin_code_${id}`), project.projectId)).toBe(project.adminCode);

  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
  await expect(page.getByText('Confirmation LDG-7781')).toHaveCount(0);
  await organiser.context.close();
});

test('the creator and a device with the saved code enter without the dialog', async ({ browser }) => {
  const { organiser, project } = await organiserItinerary(browser);
  // The creator's browser already holds an admin grant.
  await organiser.page.goto(`/project/${project.projectId}`);
  await hydrated(organiser.page);
  await organiser.page.getByRole('button', { name: 'Admin' }).click();
  await expect(organiser.page.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(organiser.page.getByRole('dialog')).toHaveCount(0);

  // Another device where the code was saved earlier: the server checks it, no dialog.
  const device = await newClient(browser);
  await device.page.addInitScript(
    ([id, code]) => localStorage.setItem(`admin_code_${id}`, code),
    [project.projectId, project.adminCode] as const,
  );
  await device.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await device.page.waitForURL(`**/project/${project.projectId}`);
  await hydrated(device.page);
  await device.page.getByRole('button', { name: 'Admin' }).click();
  await expect(device.page.getByText('Confirmation LDG-7781')).toBeVisible();
  await expect(device.page.getByRole('dialog')).toHaveCount(0);
  await organiser.context.close();
  await device.context.close();
});

test('examples never open admin mode', async ({ page }) => {
  await page.goto('/access/example-vegas?code=EXAMPLE');
  await page.waitForURL('**/project/example-vegas');
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Access Required' });
  await dialog.getByLabel('Admin Code').fill('GUESS234');
  await dialog.getByRole('button', { name: 'Enter Edit Mode' }).click();
  await expect(page.getByText(/Example itineraries cannot be edited/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'View' })).toHaveCount(0);
});
