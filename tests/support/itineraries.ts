/**
 * Itineraries for HTTP tests: created through the API like a user would, with the few states
 * the API cannot reach yet (paid before the payments work, header images) set in the database.
 */
import { createClient, type InArgs } from '@libsql/client';
import type { ItineraryData, ProjectView } from '../../src/lib/types';
import { expect } from 'vitest';
import type { TestBrowser } from './http-client';
import { ISLAND_PROPS_ID } from '../../src/islands/itinerary/island-props';
import type { ItineraryAppProps } from '../../src/islands/itinerary/ItineraryApp';

/** The itinerary island's props as a page hands them to the browser: its one JSON script. */
export function islandPropsOf(html: string): ItineraryAppProps {
  const scripts = [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)];
  const found = scripts.filter((match) => match[1] === ISLAND_PROPS_ID);
  expect(found, 'one island props script').toHaveLength(1);
  return JSON.parse(found[0]![2]!) as ItineraryAppProps;
}

type Suite = { server: { databaseUrl: string }; browser: () => TestBrowser };

/**
 * A browser that came in by the shared code before the itinerary had a guest list is asked "Who
 * are you?" once; this one skips, as a guest may, and the itinerary opens.
 */
export async function skipWhoAreYou(browser: TestBrowser, projectId: string): Promise<void> {
  const skipped = await browser.request('POST', `/project/${projectId}/who`, 'skip=1', { 'content-type': 'application/x-www-form-urlencoded' });
  expect(skipped.headers.get('location')).toBe(`/project/${projectId}`);
}

export type TestItinerary = {
  admin: TestBrowser;
  guest: TestBrowser;
  projectId: string;
  accessCode: string;
  adminCode: string;
};

export async function runSql(suite: Suite, sql: string, args: InArgs = []) {
  const db = createClient({ url: suite.server.databaseUrl });
  try {
    // On a file the server may be writing at the same moment (a sweep, say): wait like it does.
    if (suite.server.databaseUrl.startsWith('file:')) await db.execute('PRAGMA busy_timeout = 5000');
    return await db.execute({ sql, args });
  } finally {
    db.close();
  }
}

/**
 * A new itinerary: its creator's browser is admin, a guest's browser has entered the code. A
 * `timeZone` goes in the create request as a browser would send it.
 */
export async function createItinerary(
  suite: Suite,
  { name = 'Test Weekend', paid = true, timeZone }: { name?: string; paid?: boolean; timeZone?: unknown } = {},
): Promise<TestItinerary> {
  const admin = suite.browser();
  const res = await admin.json<{ project: { projectId: string; accessCode: string; adminCode: string } }>(
    'POST',
    '/api/projects',
    timeZone === undefined ? { name } : { name, timeZone },
  );
  if (res.res.status !== 201 && res.res.status !== 200) throw new Error(`create failed: ${res.res.status}`);
  const { projectId, accessCode, adminCode } = res.data.project;
  if (paid) await runSql(suite, 'UPDATE projects SET is_paid = 1 WHERE project_id = ?', [projectId]);
  const guest = suite.browser();
  const access = await guest.post(`/api/projects/${projectId}/access`, { accessCode });
  if (access.status !== 200) throw new Error(`access failed: ${access.status}`);
  return { admin, guest, projectId, accessCode, adminCode };
}

/** The itinerary as `browser` sees it (GET …/itinerary), with the status. */
export async function readItinerary(browser: TestBrowser, projectId: string) {
  const { res, data } = await browser.json<ItineraryData>('GET', `/api/projects/${projectId}/itinerary`);
  return { status: res.status, ...data };
}

export type ApiAnswer = { success?: boolean; project?: ProjectView; message?: string; code?: string };

/** The session id behind a browser's cookie (token = id + "." + secret). */
export function sessionIdOf(browser: TestBrowser): string {
  const token = browser.cookies.get('session');
  if (!token) throw new Error('this browser has no session');
  return token.split('.')[0] ?? '';
}

/** PATCH …/owner: the owner's name and email (the codes email goes to it). */
export const patchOwner = (browser: TestBrowser, projectId: string, body: unknown) =>
  browser.json<{ success?: boolean; message?: string; code?: string }>('PATCH', `/api/projects/${projectId}/owner`, body);

/**
 * While `refuse` has the mail service refusing (until `allow`), saving the owner still saves what
 * was typed and answers 502 EMAIL_NOT_SENT: the same promise whichever way the email goes out.
 */
export async function expectOwnerSavedWhenEmailRefused(browser: TestBrowser, projectId: string, refuse: () => void, allow: () => void) {
  refuse();
  try {
    const { res, data } = await patchOwner(browser, projectId, { ownerName: 'Bo', ownerEmail: 'bo@example.com' });
    expect(res.status).toBe(502);
    expect(data).toMatchObject({
      code: 'EMAIL_NOT_SENT',
      message: 'Your details were saved, but the email with your codes could not be sent. Please try again.',
    });
  } finally {
    allow();
  }
  expect((await readItinerary(browser, projectId)).project.ownerName).toBe('Bo');
}
