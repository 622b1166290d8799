/**
 * Shared by the accessibility and keyboard specs: the two widths every page is checked at, an
 * itinerary with past and upcoming events, a signed-in browser, and the "focus not obscured"
 * measurement (a focused element against every fixed or sticky box on the page).
 */
import { createClient, type InArgs } from '@libsql/client';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { workerStack } from '../support/e2e-stack';
import { insertSignedInUser } from '../support/users';
import { markPaid } from './admin-panel-support';
import { createItinerary, expect, hydrated, newClient, type CreatedItinerary } from './fixtures';

/** A phone and a laptop. */
export const WIDTHS = [390, 1280] as const;
export const HEIGHT = 800;

const dbUrl = workerStack.dbUrl;
const DAY_MS = 86_400_000;

type EventSeed = {
  title: string;
  days: number;
  location?: string;
  latitude?: number;
  longitude?: number;
  attendees?: string;
  description?: string;
};

/** Two events that are over and two to come, with every detail a card can show. */
export const PAST_AND_UPCOMING: EventSeed[] = [
  { title: 'Welcome drinks', days: -3, location: 'Bar Basso', latitude: 45.47, longitude: 9.21, attendees: 'Ana, Ben', description: 'First round is on us.' },
  { title: 'Museum morning', days: -1, location: 'Museo del Novecento', attendees: 'Everyone' },
  { title: 'Boat trip', days: 2, location: 'Lake Como', latitude: 45.99, longitude: 9.26, attendees: 'Ana', description: 'Bring a jacket.' },
  { title: 'Farewell dinner', days: 4, location: 'Trattoria Milanese', attendees: 'Everyone except Ben' },
];

/** A statement on the e2e server's database (states the API has no way to reach). */
export async function runSql(sql: string, args: InArgs = []) {
  const db = createClient({ url: dbUrl });
  try {
    return await db.execute({ sql, args });
  } finally {
    db.close();
  }
}

export async function addEvents(context: BrowserContext, projectId: string, events: EventSeed[]) {
  for (const { days, ...event } of events) {
    const res = await context.request.post(`/api/projects/${projectId}/events`, {
      data: { ...event, datetime: new Date(Date.now() + days * DAY_MS).toISOString() },
    });
    expect(res.status()).toBe(201);
  }
}

export async function addFaq(context: BrowserContext, projectId: string, question: string) {
  const res = await context.request.post(`/api/projects/${projectId}/faqs`, { data: { question, answer: `Answer to ${question}` } });
  expect(res.status()).toBe(201);
}

/**
 * An itinerary made by a fresh organiser browser (its admin), with `events`; a FAQ and full
 * access when asked.
 */
export async function organiserTrip(
  browser: Browser,
  name: string,
  { events = PAST_AND_UPCOMING, paid = false, faq = false }: { events?: EventSeed[]; paid?: boolean; faq?: boolean } = {},
) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, name);
  await addEvents(organiser.context, project.projectId, events);
  // The Map tab is the organiser's choice; these itineraries show it.
  await runSql('update projects set show_map_tab = 1, version = version + 1 where project_id = ?', [project.projectId]);
  if (faq) {
    // Managing FAQs is paid: an unpaid itinerary gets its FAQ while paid for a moment.
    await markPaid(project.projectId);
    await addFaq(organiser.context, project.projectId, 'Where do we park?');
    if (!paid) await runSql('update projects set is_paid = 0, version = version + 1 where project_id = ?', [project.projectId]);
  } else if (paid) await markPaid(project.projectId);
  return { ...organiser, project };
}

/** A guest browser that has entered the itinerary's code. */
export async function guestOf(browser: Browser, project: CreatedItinerary) {
  const guest = await newClient(browser);
  await guest.page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await guest.page.waitForURL(`**/project/${project.projectId}`);
  return guest;
}

/** A browser signed in as a new user (a session row stands for the sign-in flow). */
export async function signedIn(browser: Browser, baseURL: string) {
  const client = await newClient(browser);
  const user = await insertSignedInUser(dbUrl, { firstName: 'Rosa' });
  await client.context.addCookies([{ name: 'session', value: user.token, url: baseURL }]);
  return { ...client, user };
}

/** Opens the itinerary as its admin browser and enters admin mode. */
export async function enterAdminMode(page: Page, projectId: string, query = '') {
  await page.goto(`/project/${projectId}${query}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('button', { name: 'View', exact: true })).toBeVisible();
}

export type Obscured = { focused: string; by: string; overlap: number };

/**
 * The focused element when a fixed or sticky box on the page is painted over part of it (null
 * when nothing is, or nothing is focused). Boxes that contain the focused element (its own bar) or
 * that it contains, and boxes nobody can see or click (a confetti canvas), do not count.
 */
export function obscuredFocus(page: Page): Promise<Obscured | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (el.contains(focused) || focused.contains(el)) continue;
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      if (style.pointerEvents === 'none' || el.closest('[aria-hidden="true"]')) continue;
      const bar = el.getBoundingClientRect();
      const width = Math.min(box.right, bar.right) - Math.max(box.left, bar.left);
      const height = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
      // A pixel of anti-aliasing is not hiding anything.
      if (width <= 1 || height <= 1) continue;
      // Covered only when the bar is painted above it there (the skip link sits over the header).
      const x = Math.max(box.left, bar.left) + width / 2;
      const y = Math.max(box.top, bar.top) + height / 2;
      const top = document.elementFromPoint(x, y);
      if (top && el.contains(top)) return { focused: describe(focused), by: describe(el), overlap: Math.round(width * height) };
    }
    return null;
  });
}

/** What is focused, for messages. */
export const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });
