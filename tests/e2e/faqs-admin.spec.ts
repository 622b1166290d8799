/**
 * FAQ editing in admin mode.
 */
import type { Page } from '@playwright/test';
import {
  card,
  clickOutside,
  countWrites,
  dragCard,
  hydrated,
  itinerary,
  openAdminFaqs,
  questions,
  setPaid,
} from './faq-admin-steps';
import { checkA11y, expect, expectNoConsoleErrors, newClient, test } from './fixtures';

test('FAQs are added from the top and the bottom with Enter, Shift+Enter, Escape and leaving the card', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: true, faqs: ['Where do we park?'] });
  await openAdminFaqs(page, project.projectId);
  const writes = countWrites(page);

  // Top button: Enter in the question moves on to the answer; Shift+Enter is a new line; Enter saves.
  await page.getByRole('button', { name: 'Add FAQ at the top' }).click();
  const editor = page.getByRole('group', { name: 'New FAQ' });
  await expect(editor.getByLabel('Question')).toBeFocused();
  await expect(editor.getByPlaceholder('Question *')).toBeVisible();
  await expect(editor.getByPlaceholder('Answer (press Enter to save, Shift+Enter for new line) *')).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press('Enter');
  await expect(editor.getByText('Please enter a question.')).toBeVisible();
  await page.keyboard.type('What time does it start?');
  await page.keyboard.press('Enter');
  await expect(editor.getByLabel('Answer')).toBeFocused();
  await page.keyboard.type('Doors at 5 PM.');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Ceremony at 5:30.');
  await page.keyboard.press('Enter');
  await expect(page.getByText('FAQ created successfully!')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(questions(page)).toHaveText(['What time does it start?', 'Where do we park?']);
  await expect(card(page, 'What time does it start?').getByRole('button', { name: /^Edit FAQ/ })).toBeFocused();
  // One write put it first: no reorder follows the creation.
  expect(writes).toHaveLength(1);

  // Bottom button, then Escape: nothing is sent.
  const before = writes.length;
  await page.getByRole('button', { name: 'Add FAQ at the bottom' }).click();
  await editor.getByLabel('Question').fill('Is there a gift registry?');
  await editor.getByLabel('Answer').fill('Your presence is the gift.');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add FAQ at the bottom' })).toBeFocused();
  expect(writes.length).toBe(before);

  // Leaving an empty new card closes it; leaving a half-written one keeps it, text and all.
  await page.getByRole('button', { name: 'Add FAQ at the bottom' }).click();
  await clickOutside(page);
  await expect(editor).toHaveCount(0);
  await page.getByRole('button', { name: 'Add FAQ at the bottom' }).click();
  await editor.getByLabel('Question').fill('Can I bring kids?');
  await clickOutside(page);
  await expect(editor.getByLabel('Question')).toHaveValue('Can I bring kids?');
  expect(writes.length).toBe(before);

  // Filled in, leaving saves it, at the bottom.
  await editor.getByLabel('Answer').fill('Yes, children are welcome.');
  await clickOutside(page);
  await expect(page.getByText('FAQ created successfully!')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(questions(page)).toHaveText(['What time does it start?', 'Where do we park?', 'Can I bring kids?']);

  // What the server kept, including the new line typed with Shift+Enter.
  const saved = (await (await organiser.context.request.get(`/api/projects/${project.projectId}/faqs`)).json()) as { question: string; answer: string }[];
  expect(saved.map((f) => f.question)).toEqual(['What time does it start?', 'Where do we park?', 'Can I bring kids?']);
  expect(saved[0]?.answer).toBe('Doors at 5 PM.\nCeremony at 5:30.');
  await checkA11y(page);
  expectNoConsoleErrors(page);
  await organiser.context.close();
});

test('FAQs are edited by click or keyboard and deleted after the confirm', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: true, faqs: ['Where do we park?', 'Dress code?'] });
  await openAdminFaqs(page, project.projectId);
  const writes = countWrites(page);
  const editor = page.getByRole('group', { name: 'Edit FAQ' });

  // Clicking the answer opens the editor there; Enter saves.
  await card(page, 'Where do we park?').getByText('Answer to Where do we park?').click();
  await expect(editor.getByLabel('Answer')).toBeFocused();
  await expect(editor.getByLabel('Question')).toHaveValue('Where do we park?');
  await checkA11y(page);
  await editor.getByLabel('Answer').fill('Gate B, free all day.');
  await page.keyboard.press('Enter');
  await expect(page.getByText('FAQ updated successfully!')).toBeVisible();
  await expect(card(page, 'Where do we park?')).toContainText('Gate B, free all day.');

  // From the keyboard: Enter on the card opens it, Escape puts focus back on the card.
  const region = card(page, 'Dress code?').getByRole('button', { name: 'Edit FAQ: Dress code?' });
  await region.focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByLabel('Question')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(region).toBeFocused();

  // Leaving with both filled saves; leaving with a field emptied puts the FAQ back as it was.
  await region.click();
  await editor.getByLabel('Question').fill('What should I wear?');
  await clickOutside(page);
  await expect(page.getByText('FAQ updated successfully!')).toBeVisible();
  await expect(questions(page)).toHaveText(['Where do we park?', 'What should I wear?']);
  const sent = writes.length;
  await card(page, 'What should I wear?').getByRole('button', { name: /^Edit FAQ/ }).click();
  await editor.getByLabel('Answer').fill('');
  await clickOutside(page);
  await expect(editor).toHaveCount(0);
  await expect(card(page, 'What should I wear?')).toContainText('Answer to Dress code?');
  expect(writes.length).toBe(sent);

  // Delete asks first; dismissing keeps the FAQ.
  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await card(page, 'Where do we park?').getByRole('button', { name: 'Delete FAQ' }).click();
  expect(messages).toEqual(['Are you sure you want to delete this FAQ?']);
  await expect(questions(page)).toHaveCount(2);
  page.once('dialog', (d) => void d.accept());
  await card(page, 'Where do we park?').getByRole('button', { name: 'Delete FAQ' }).click();
  await expect(page.getByText('FAQ deleted successfully!')).toBeVisible();
  await expect(questions(page)).toHaveText(['What should I wear?']);
  await expect(card(page, 'What should I wear?').getByRole('button', { name: /^Edit FAQ/ })).toBeFocused();
  const left = (await (await organiser.context.request.get(`/api/projects/${project.projectId}/faqs`)).json()) as unknown[];
  expect(left).toHaveLength(1);
  expectNoConsoleErrors(page);
  await organiser.context.close();
});

test('FAQs reorder by drag and by keyboard; the order survives a reload and reaches a guest live', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: true, faqs: ['Parking?', 'Dress code?', 'Kids?'] });
  const guest = await newClient(browser);
  // Guests never download the admin FAQ tools; the organiser does.
  const adminChunks = (p: Page) => {
    const urls: string[] = [];
    p.on('request', (req) => /\/_astro\/(FaqAdmin|sortable)[^/]*\.js$/.test(req.url()) && urls.push(req.url()));
    return urls;
  };
  const guestChunks = adminChunks(guest.page);
  const organiserChunks = adminChunks(page);
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  await hydrated(guest.page);
  await guest.page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(guest.page.locator('article h2')).toHaveText(['Parking?', 'Dress code?', 'Kids?']);
  await expect(guest.page.getByRole('button', { name: /Move|Delete/ })).toHaveCount(0);

  await openAdminFaqs(page, project.projectId);
  await dragCard(page, card(page, 'Parking?'), card(page, 'Kids?'));
  await expect(page.getByText('FAQs reordered successfully!')).toBeVisible();
  await expect(questions(page)).toHaveText(['Dress code?', 'Kids?', 'Parking?']);
  await expect(guest.page.locator('article h2')).toHaveText(['Dress code?', 'Kids?', 'Parking?']);

  // Keyboard: Move up twice takes Parking? to the top; focus stays on the card's arrows.
  await card(page, 'Parking?').getByRole('button', { name: 'Move up' }).focus();
  await page.keyboard.press('Enter');
  await expect(questions(page)).toHaveText(['Dress code?', 'Parking?', 'Kids?']);
  await expect(page.getByRole('status').filter({ hasText: 'Moved “Parking?” to position 2 of 3.' })).toHaveCount(1);
  await expect(card(page, 'Parking?').getByRole('button', { name: 'Move up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions(page)).toHaveText(['Parking?', 'Dress code?', 'Kids?']);
  // At the top Move up is disabled, so focus moves to Move down.
  await expect(card(page, 'Parking?').getByRole('button', { name: 'Move down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions(page)).toHaveText(['Dress code?', 'Parking?', 'Kids?']);
  await expect(page.getByText('FAQs reordered successfully!')).toBeVisible();

  await expect(guest.page.locator('article h2')).toHaveText(['Dress code?', 'Parking?', 'Kids?']);
  await page.reload();
  await expect(page.locator('article h2')).toHaveText(['Dress code?', 'Parking?', 'Kids?']);
  await guest.page.reload();
  await expect(guest.page.locator('article h2')).toHaveText(['Dress code?', 'Parking?', 'Kids?']);
  expect(guestChunks).toEqual([]);
  expect(organiserChunks.some((u) => u.includes('FaqAdmin'))).toBe(true);
  expect(organiserChunks.some((u) => u.includes('sortable'))).toBe(true);
  expectNoConsoleErrors(page);
  expectNoConsoleErrors(guest.page);
  await organiser.context.close();
  await guest.context.close();
});

test('a live refresh neither moves the list back nor closes an open editor', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: true, faqs: ['Parking?'] });
  await openAdminFaqs(page, project.projectId);
  await card(page, 'Parking?').getByRole('button', { name: /^Edit FAQ/ }).click();
  const editor = page.getByRole('group', { name: 'Edit FAQ' });
  await editor.getByLabel('Answer').fill('Half-typed');

  // Another change to the itinerary arrives through the live stream meanwhile.
  const res = await organiser.context.request.post(`/api/projects/${project.projectId}/faqs`, { data: { question: 'Hotel?', answer: 'Villa Erba.' } });
  expect(res.status()).toBe(201);
  await expect(card(page, 'Hotel?')).toBeVisible();
  await expect(editor.getByLabel('Answer')).toHaveValue('Half-typed');
  await expect(editor.getByLabel('Answer')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(questions(page)).toHaveText(['Parking?', 'Hotel?']);
  expectNoConsoleErrors(page);
  await organiser.context.close();
});

test('a failed reorder goes back to the previous order with its "Reverted" toast', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: true, faqs: ['A?', 'B?', 'C?'] });
  await openAdminFaqs(page, project.projectId);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  let attempts = 0;
  await page.route('**/faqs/reorder', async (route) => {
    attempts++;
    // Hold the answer a moment so the optimistic order is visible first.
    await new Promise((r) => setTimeout(r, 300));
    await route.fulfill({ status: 500, body: 'Internal Server Error' });
  });

  await card(page, 'A?').getByRole('button', { name: 'Move down' }).click();
  await expect(questions(page)).toHaveText(['B?', 'A?', 'C?']);
  await expect(page.getByText('Failed to reorder FAQs. Reverted to previous order.')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Error', { exact: true })).toBeVisible();
  await expect(questions(page)).toHaveText(['A?', 'B?', 'C?']);

  await dragCard(page, card(page, 'C?'), card(page, 'A?'));
  await expect(questions(page)).toHaveText(['C?', 'A?', 'B?']);
  await expect.poll(() => attempts).toBe(2);
  await expect(questions(page)).toHaveText(['A?', 'B?', 'C?']);
  await expect(page.getByText('Failed to reorder FAQs. Reverted to previous order.')).toBeVisible();
  const saved = (await (await organiser.context.request.get(`/api/projects/${project.projectId}/faqs`)).json()) as { question: string }[];
  expect(saved.map((f) => f.question)).toEqual(['A?', 'B?', 'C?']);
  // The only console errors are the browser's notes about the refused requests.
  expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  await organiser.context.close();
});

test('on a free itinerary adding an FAQ is refused and nothing is created', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: false, faqs: [] });
  await openAdminFaqs(page, project.projectId);
  const writes = countWrites(page);
  // The button is there in admin mode; the itinerary is unpaid, so the click opens the upgrade
  // prompt ('manage FAQs') instead of an editor, and sends nothing.
  await page.getByRole('button', { name: 'Add FAQ at the top' }).click();
  await expect(page.getByRole('group', { name: 'New FAQ' })).toHaveCount(0);
  const paywall = page.getByRole('dialog', { name: 'Make it yours ($3)' });
  await expect(paywall).toContainText('You tried to: manage FAQs');
  await paywall.getByRole('button', { name: 'Maybe Later' }).click();
  expect(writes).toEqual([]);

  // The server is the authority: a direct attempt gets the trial code.
  const res = await organiser.context.request.post(`/api/projects/${project.projectId}/faqs`, { data: { question: 'Parking?', answer: 'Gate B.' } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { code: string }).code).toBe('TRIAL_FAQ_BLOCKED');
  const faqs = (await (await organiser.context.request.get(`/api/projects/${project.projectId}/faqs`)).json()) as unknown[];
  expect(faqs).toEqual([]);
  await page.reload();
  await expect(page.getByText('No FAQs Yet')).toBeVisible();
  expectNoConsoleErrors(page);
  await organiser.context.close();
});

test('FAQs kept on an itinerary that is not paid cannot be changed: drag and arrows leave them as they are', async ({ browser }) => {
  const { organiser, project, page } = await itinerary(browser, { paid: true, faqs: ['A?', 'B?', 'C?'] });
  await setPaid(project.projectId, false);
  await openAdminFaqs(page, project.projectId);
  await expect(page.locator('.faq-drag-handle')).toHaveCount(3);
  const writes = countWrites(page);

  // Each attempt opens the upgrade prompt ('manage FAQs') and changes nothing: the
  // prompt is awaited and dismissed every time, as an organiser would.
  const paywall = page.getByRole('dialog', { name: 'Make it yours ($3)' });
  async function refused() {
    await expect(paywall).toContainText('You tried to: manage FAQs');
    await paywall.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(paywall).toBeHidden();
    await expect(questions(page)).toHaveText(['A?', 'B?', 'C?']);
  }

  // SortableJS moves the card under the pointer; the refused drop must put it back.
  await dragCard(page, card(page, 'A?'), card(page, 'C?'));
  await refused();
  await card(page, 'C?').getByRole('button', { name: 'Move up' }).click();
  await refused();
  await card(page, 'B?').getByRole('button', { name: /^Edit FAQ/ }).click();
  await refused();
  await expect(page.getByRole('group', { name: 'Edit FAQ' })).toHaveCount(0);
  expect(writes).toEqual([]);
  expectNoConsoleErrors(page);
  await organiser.context.close();
});
