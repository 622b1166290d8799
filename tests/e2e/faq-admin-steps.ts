/** Shared steps of the admin FAQ e2e tests (faqs-admin.spec.ts). */
import { createClient } from '@libsql/client';
import type { Browser, Locator, Page } from '@playwright/test';
import { workerStack } from '../support/e2e-stack';
import { createItinerary, dragByHandle, expect, hydrated, newClient } from './fixtures';

const dbUrl = workerStack.dbUrl;

/** Payments are tested elsewhere: the e2e database file is written directly, as viewer.spec does. */
export async function setPaid(projectId: string, paid: boolean) {
  const db = createClient({ url: dbUrl });
  await db.execute({ sql: 'update projects set is_paid = ? where project_id = ?', args: [paid ? 1 : 0, projectId] });
  db.close();
}

/** An itinerary made by a fresh organiser browser, marked paid in the database, with FAQs. */
export async function itinerary(browser: Browser, { paid, faqs }: { paid: boolean; faqs: string[] }) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Lake Como Wedding');
  if (paid) await setPaid(project.projectId, true);
  for (const question of faqs) {
    const res = await organiser.context.request.post(`/api/projects/${project.projectId}/faqs`, {
      data: { question, answer: `Answer to ${question}` },
    });
    expect(res.status()).toBe(201);
  }
  return { organiser, project, page: organiser.page };
}

export { hydrated };

/** The creator's browser enters admin mode at once. */
export async function openAdminFaqs(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}?tab=faq`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
}

export const questions = (page: Page) => page.locator('[data-faq-id] h2');
export const card = (page: Page, question: string) => page.locator('[data-faq-id]', { has: page.getByText(question, { exact: true }) });
/** A click on the page background, outside every card: "leaving the card". */
export const clickOutside = (page: Page) => page.mouse.click(8, 400);

/** Counts the FAQ writes the page sends, to prove that a cancel sent nothing. */
export function countWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (req) => {
    if (/\/faqs(\/|$)/.test(new URL(req.url()).pathname) && req.method() !== 'GET') writes.push(`${req.method()} ${req.url()}`);
  });
  return writes;
}

/** Drags a card by its grip onto the middle of another card. */
export const dragCard = (page: Page, from: Locator, onto: Locator) => dragByHandle(page, from, onto, '.faq-drag-handle');
