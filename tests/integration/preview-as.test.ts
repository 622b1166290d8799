/**
 * "Preview as…" (docs/product.md#preview-as, docs/security.md#preview-as): an admin sees the
 * itinerary page as one guest's personal link shows it, or as the shared access code shows it.
 * A secret planted in a private event is in the preview of a guest it lists and in no other; the
 * itinerary part of the preview is the same HTML that guest's own browser gets (but for the
 * page's own address in its links, and the moment it was rendered); only the admin can open it,
 * and opening it changes nothing for the guest.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql, sessionIdOf, skipWhoAreYou, type TestItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { guestNameKey } from '../../src/server/guests/guest-names';

const suite = serverSuite();

const secret = `SECRET-${randomBytes(6).toString('hex')}`;
let it0: TestItinerary;
let projectRowId = 0;
const guestIds: Record<string, number> = {};
let ana: TestBrowser;
let cleo: TestBrowser;

const previewPath = (who: number | 'shared') => `/project/${it0.projectId}/preview-as/${who}`;

async function addGuest(name: string) {
  const r = await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?) RETURNING id', [projectRowId, name, guestNameKey(name)]);
  guestIds[name] = Number(r.rows[0]?.id);
}

/** A new browser in by the shared code, then identified by `name`'s personal link. */
async function linkGuest(name: string): Promise<TestBrowser> {
  const browser = suite.browser();
  expect((await browser.post(`/api/projects/${it0.projectId}/access`, { accessCode: it0.accessCode })).status).toBe(200);
  await runSql(suite, "UPDATE project_grants SET guest_id = ?, identity = 'link' WHERE session_id = ? AND project_id = ?", [guestIds[name] ?? 0, sessionIdOf(browser), projectRowId]);
  return browser;
}

/** The element with id="itinerary-root", as written in the page. */
function itineraryRoot(html: string): string {
  const at = html.indexOf('id="itinerary-root"');
  expect(at, 'the page has the itinerary').toBeGreaterThan(0);
  const start = html.lastIndexOf('<div', at);
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index + tag[0].length);
  }
  throw new Error('The itinerary element is not closed.');
}

/**
 * The root with what must differ written alike: the page's own address (its tabs and filter link
 * to the preview, not to the guest's page), the moment it was rendered (and the minute the print view's
 * "Generated …" and the countdown's text take from it), and the island's id, which Astro derives from its props. (The island's props are the page's
 * `itinerary-props` JSON script.)
 */
const comparable = (root: string, pagePath: string) =>
  root
    .replaceAll(pagePath, `/project/${it0.projectId}`)
    .replace(/("renderedAt":)\d+/g, '$1T')
    .replace(/>Generated [^<]*</g, '>Generated T<')
    .replace(/(data-countdown-text="true">)[^<]*/g, '$1T')
    .replace(/<astro-island uid="[^"]+"/g, '<astro-island uid="U"');

beforeAll(async () => {
  it0 = await createItinerary(suite, { name: 'Summer Wedding' });
  const row = await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [it0.projectId]);
  projectRowId = Number(row.rows[0]?.id);
  for (const name of ['Ana', 'Cleo']) await addGuest(name);
  ana = await linkGuest('Ana');
  cleo = await linkGuest('Cleo');
  // The shared code's browser came in before the guest list: "Who are you?" is asked once; it skips.
  await skipWhoAreYou(it0.guest, it0.projectId);
  const create = async (body: Record<string, unknown>) =>
    expect((await it0.admin.request('POST', `/api/projects/${it0.projectId}/events`, body)).status).toBe(201);
  await create({ title: 'Welcome drinks', datetime: '2031-07-09T18:00:00.000Z', attendees: 'Everyone', location: 'Town Square, Lisbon' });
  await create({ title: `${secret}-title`, datetime: '2031-07-10T18:00:00.000Z', description: `${secret}-description`, attendees: 'Ana', visibility: 'listed' });
});

describe('Preview as', () => {
  it('shows a listed guest the private event, and neither an unlisted guest nor the shared code', async () => {
    const asAna = await it0.admin.get(previewPath(guestIds.Ana ?? 0));
    expect(asAna.status).toBe(200);
    const anaPage = await asAna.text();
    expect(anaPage).toContain(`${secret}-title`);
    expect(anaPage).toContain('Previewing as Ana');
    expect(anaPage).toMatch(/Viewing as <strong[^>]*>Ana<\/strong>/);
    for (const who of [guestIds.Cleo ?? 0, 'shared'] as const) {
      const res = await it0.admin.get(previewPath(who));
      expect(res.status, String(who)).toBe(200);
      const page = await res.text();
      expect(page, String(who)).not.toContain(secret);
      expect(page, String(who)).toContain('Welcome drinks');
    }
  });

  it('is read-only: no "Not you?", no page script, every form control disabled, never cached or indexed', async () => {
    const res = await it0.admin.get(previewPath(guestIds.Ana ?? 0));
    const page = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(page).toMatch(/<meta name="robots" content="noindex/);
    expect(page).not.toContain('Not you?');
    expect(page).not.toContain('/not-you');
    expect(page).toContain('<fieldset disabled class="contents">');
    // The guest's own page runs its plain script and the kept-tap script; the preview runs neither.
    const own = await (await ana.get(`/project/${it0.projectId}`)).text();
    const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].length;
    expect(scripts(page)).toBeLessThan(scripts(own));
    expect(page).not.toContain('rel="manifest"');
    // Rendered just now with Ana's private event, it is not what the shared code's browser is served.
    expect(await (await it0.guest.get(`/project/${it0.projectId}`)).text()).not.toContain(secret);
  });

  it('renders the itinerary as the guest’s own browser gets it, byte for byte', async () => {
    for (const [who, browser] of [
      ['Ana', ana],
      ['Cleo', cleo],
    ] as const) {
      for (const query of ['', '?tab=calendar']) {
        const path = previewPath(guestIds[who] ?? 0);
        const preview = itineraryRoot(await (await it0.admin.get(path + query)).text());
        const own = itineraryRoot(await (await browser.get(`/project/${it0.projectId}${query}`)).text());
        expect(comparable(preview, path), `${who}${query}`).toBe(comparable(own, path));
      }
    }
    const shared = itineraryRoot(await (await it0.admin.get(previewPath('shared'))).text());
    const sharedOwn = itineraryRoot(await (await it0.guest.get(`/project/${it0.projectId}`)).text());
    expect(comparable(shared, previewPath('shared'))).toBe(comparable(sharedOwn, previewPath('shared')));
  });

  it('opens for the admin only: a guest and a browser without a grant are sent to the access page', async () => {
    for (const browser of [ana, it0.guest, suite.browser()]) {
      const res = await browser.get(previewPath(guestIds.Ana ?? 0));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/access/${it0.projectId}`);
      expect(await res.text()).not.toContain(secret);
    }
    const unknown = await suite.browser().get(`/project/nosuchid/preview-as/1`);
    expect(unknown.status).toBe(404);
  });

  it('answers 404 for a guest of another itinerary, a made-up one, and the shared code while it is off', async () => {
    const other = await createItinerary(suite, { name: 'Other trip' });
    const otherRow = await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [other.projectId]);
    const stranger = await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?) RETURNING id', [Number(otherRow.rows[0]?.id), 'Zed', guestNameKey('Zed')]);
    for (const who of [String(stranger.rows[0]?.id), '999999', 'ana', '0']) {
      expect((await it0.admin.get(`/project/${it0.projectId}/preview-as/${who}`)).status, who).toBe(404);
    }
    expect((await it0.admin.request('PUT', `/api/projects/${it0.projectId}/shared-code`, { on: false })).status).toBe(200);
    expect((await it0.admin.get(previewPath('shared'))).status).toBe(404);
    expect((await it0.admin.request('PUT', `/api/projects/${it0.projectId}/shared-code`, { on: true })).status).toBe(200);
    expect((await it0.admin.get(previewPath('shared'))).status).toBe(200);
  });

  it('never marks the guest’s link opened, and makes no grant', async () => {
    const opened = Date.UTC(2031, 0, 2);
    await runSql(suite, 'UPDATE guests SET first_opened_at = ?, last_opened_at = ? WHERE id = ?', [opened, opened, guestIds.Ana ?? 0]);
    await runSql(suite, 'UPDATE guests SET first_opened_at = NULL, last_opened_at = NULL WHERE id = ?', [guestIds.Cleo ?? 0]);
    const grants = async () => (await runSql(suite, 'SELECT session_id, role, guest_id, identity FROM project_grants WHERE project_id = ? ORDER BY session_id', [projectRowId])).rows;
    const before = await grants();
    for (const who of ['Ana', 'Cleo']) expect((await it0.admin.get(previewPath(guestIds[who] ?? 0))).status).toBe(200);
    const times = await runSql(suite, 'SELECT name, first_opened_at, last_opened_at FROM guests WHERE project_id = ? ORDER BY name', [projectRowId]);
    expect(times.rows.map((r) => [r.name, r.first_opened_at, r.last_opened_at])).toEqual([
      ['Ana', opened, opened],
      ['Cleo', null, null],
    ]);
    expect(await grants()).toEqual(before);
  });
});
