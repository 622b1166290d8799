/**
 * Private events (docs/product.md#private-events, docs/security.md#private-events): an event for
 * "only the people listed" reaches admins and browsers identified by the personal link of a guest
 * it names (by name or group), and nobody else: not the shared code, not a picked name, not a
 * listed guest's name picked by another browser. A secret planted in every field of a private event
 * is searched for in every response the others can get, and their page and JSON are the same
 * bytes whether the private event exists or not.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, islandPropsOf, runSql, sessionIdOf, skipWhoAreYou, type TestItinerary } from '../support/itineraries';
import { openLiveStream } from '../support/live-stream';
import { serverSuite } from '../support/suite';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { PAGE_TABS } from '../../src/server/pages/page-view';
import type { EventView, ItineraryData } from '../../src/lib/types';
import { PRIVATE_EVENT_MESSAGES } from '../../src/lib/messages';

const suite = serverSuite();

const secret = `SECRET-${randomBytes(6).toString('hex')}`;
let it0: TestItinerary;
let projectRowId = 0;
let privateId = 0;
const guestIds: Record<string, number> = {};
/** Browsers by who they are: admin, shared code, a picked name, guests identified by their personal link. */
const b: Record<'admin' | 'shared' | 'picked' | 'ana' | 'ben' | 'cleo', TestBrowser> = {} as never;

async function addGuest(name: string) {
  const r = await runSql(suite, 'INSERT INTO guests (project_id, name, guest_key) VALUES (?, ?, ?) RETURNING id', [projectRowId, name, guestNameKey(name)]);
  guestIds[name] = Number(r.rows[0]?.id);
}

/** A new browser in by the shared code, then identified on the guest list as `name`, `how`. */
async function guestAs(name: string | null, how: 'link' | 'picked' | null): Promise<TestBrowser> {
  const browser = suite.browser();
  expect((await browser.post(`/api/projects/${it0.projectId}/access`, { accessCode: it0.accessCode })).status).toBe(200);
  if (name) {
    await runSql(suite, 'UPDATE project_grants SET guest_id = ?, identity = ? WHERE session_id = ? AND project_id = ?', [guestIds[name] ?? null, how, sessionIdOf(browser), projectRowId]);
  }
  return browser;
}

const versions = async () => {
  const r = await runSql(suite, 'SELECT version, public_version FROM projects WHERE id = ?', [projectRowId]);
  return { version: Number(r.rows[0]?.version), publicVersion: Number(r.rows[0]?.public_version) };
};

const privateEvent = (title: string, attendees = 'Ana, Wedding party') => ({
  title,
  datetime: '2031-07-10T18:00:00.000Z',
  description: `${secret}-description`,
  location: `${secret}-location, 3 Quiet Road`,
  privateNotes: `${secret}-notes`,
  attendees,
  visibility: 'listed',
});

async function createEvent(body: Record<string, unknown>) {
  const res = await b.admin.json<EventView>('POST', `/api/projects/${it0.projectId}/events`, body);
  expect(res.res.status).toBe(201);
  return res.data;
}

beforeAll(async () => {
  it0 = await createItinerary(suite, { name: 'Summer Wedding' });
  const row = await runSql(suite, 'SELECT id FROM projects WHERE project_id = ?', [it0.projectId]);
  projectRowId = Number(row.rows[0]?.id);
  for (const name of ['Ana', 'Ben', 'Cleo']) await addGuest(name);
  const group = await runSql(suite, 'INSERT INTO guest_groups (project_id, name, group_key) VALUES (?, ?, ?) RETURNING id', [projectRowId, 'Wedding party', guestNameKey('Wedding party')]);
  await runSql(suite, 'INSERT INTO guest_group_members (group_id, guest_id) VALUES (?, ?)', [Number(group.rows[0]?.id), guestIds.Ben ?? 0]);
  b.admin = it0.admin;
  b.shared = it0.guest;
  // The shared code's browser came in before the guest list: "Who are you?" is asked once; it skips.
  await skipWhoAreYou(b.shared, it0.projectId);
  b.picked = await guestAs('Ana', 'picked');
  b.ana = await guestAs('Ana', 'link');
  b.ben = await guestAs('Ben', 'link');
  b.cleo = await guestAs('Cleo', 'link');
  await createEvent({ title: 'Welcome drinks', datetime: '2031-07-09T18:00:00.000Z', attendees: 'Everyone', location: 'Town Square, Lisbon' });
  privateId = (await createEvent(privateEvent(`${secret}-title`))).id;
  // Asks for RSVPs, so its counts would show if they leaked.
  expect((await b.admin.request('PUT', `/api/projects/${it0.projectId}/events/${privateId}/rsvp-settings`, { asks: true })).status).toBe(200);
});

const events = async (browser: TestBrowser) => (await browser.json<ItineraryData>('GET', `/api/projects/${it0.projectId}/itinerary`)).data.events;

describe('who sees a private event', () => {
  it('shows it to an admin with who it reaches, and to the guests it lists by name or group through their personal link', async () => {
    const adminView = (await events(b.admin)).find((e) => e.id === privateId);
    expect(adminView).toMatchObject({ visibility: 'listed', audience: ['Ana', 'Ben'], privateNotes: `${secret}-notes` });
    for (const who of ['ana', 'ben'] as const) {
      const seen = (await events(b[who])).find((e) => e.id === privateId);
      expect(seen, who).toMatchObject({ title: `${secret}-title`, visibility: 'listed' });
      expect(seen?.privateNotes, who).toBeUndefined();
      expect(seen?.audience, who).toBeUndefined();
      const page = await (await b[who].get(`/project/${it0.projectId}`)).text();
      expect(page, who).toContain(`${secret}-title`);
      // The island gets it from the page's one JSON script; its props attribute carries no itinerary.
      expect(islandPropsOf(page).data.events.find((e) => e.id === privateId), who).toMatchObject({ title: `${secret}-title` });
      const attribute = /<astro-island [^>]*\bprops="([^"]*)"/.exec(page)?.[1];
      expect(attribute, who).toBeDefined();
      expect(attribute, who).not.toContain('Welcome drinks');
      expect(attribute, who).not.toContain(secret);
    }
  });

  it('tells the shared code, a picked name and an unlisted guest the public version, and an admin and a listed guest the version', async () => {
    const { version, publicVersion } = await versions();
    expect(publicVersion).toBeLessThan(version);
    const told = async (browser: TestBrowser) => (await browser.json<ItineraryData>('GET', `/api/projects/${it0.projectId}/itinerary`)).data.project.version;
    for (const who of ['shared', 'picked', 'cleo'] as const) expect(await told(b[who]), who).toBe(publicVersion);
    for (const who of ['admin', 'ana'] as const) expect(await told(b[who]), who).toBe(version);
  });

  it('refuses an RSVP and an .ics of it to a browser that does not see it, as for an event that does not exist', async () => {
    for (const who of ['shared', 'picked', 'cleo'] as const) {
      const answer = await b[who].request('PUT', `/api/projects/${it0.projectId}/events/${privateId}/rsvp`, { name: 'Ana', status: 'going' });
      expect(answer.status, who).toBe(404);
      expect((await b[who].get(`/api/projects/${it0.projectId}/events/${privateId}/ics`)).status, who).toBe(404);
    }
    expect((await b.ana.get(`/api/projects/${it0.projectId}/events/${privateId}/ics`)).status).toBe(200);
  });
});

/** Every response a browser that does not see the private event can get, as text. */
async function everyResponse(browser: TestBrowser): Promise<{ where: string; text: string }[]> {
  const id = it0.projectId;
  const paths = [
    `/project/${id}`,
    ...PAGE_TABS.map((tab) => `/project/${id}?tab=${tab}`),
    `/project/${id}?person=Ana`,
    `/project/${id}/manifest.webmanifest`,
    `/project/${id}/share`,
    `/api/projects/${id}/exports/rsvps.csv`,
    `/api/projects/${id}/exports/arrivals.csv`,
    `/preview/${id}`,
    `/preview/${id}?tab=calendar`,
    `/access/${id}`,
    `/api/projects/${id}/preview`,
    `/api/projects/${id}/itinerary`,
    `/api/projects/${id}/events`,
    `/api/projects/${id}/faqs`,
    `/api/projects/${id}/rsvps`,
    `/api/projects/${id}/travel`,
    `/api/projects/${id}/events/${privateId}/ics`,
    '/api/current-project',
  ];
  const answers: { where: string; text: string }[] = [];
  for (const path of paths) {
    const res = await browser.get(path);
    answers.push({ where: path, text: `${[...res.headers].join('\n')}\n${await res.text()}` });
  }
  // The link preview image named by the access page.
  const image = /og:image" content="([^"]+)"/.exec(answers.find((a) => a.where === `/access/${id}`)?.text ?? '')?.[1];
  if (image) answers.push({ where: image, text: decodeURIComponent(image) });
  for (const person of [null, 'Ana']) {
    const made = await browser.json<{ feed?: { url: string } }>('POST', `/api/projects/${id}/calendar-feeds`, person ? { person } : {});
    answers.push({ where: `feed ${person}`, text: JSON.stringify(made.data) });
    if (made.data.feed) answers.push({ where: made.data.feed.url, text: await (await browser.get(new URL(made.data.feed.url).pathname)).text() });
  }
  const live = await openLiveStream(suite.server.url, browser, id);
  const first = await live.next(2000);
  live.close();
  answers.push({ where: 'live', text: JSON.stringify(first) });
  return answers;
}

describe('nothing of a private event reaches anyone else', () => {
  it.each(['shared', 'picked', 'cleo', 'outsider'] as const)('%s finds the secret in no response', async (who) => {
    const browser = who === 'outsider' ? suite.browser() : b[who];
    const answers = await everyResponse(browser);
    const leaks = answers.filter((a) => a.text.includes(secret)).map((a) => a.where);
    expect(leaks).toEqual([]);
    // The public event is there, so the search read real pages.
    if (who !== 'outsider') expect(answers.find((a) => a.where === `/project/${it0.projectId}`)?.text).toContain('Welcome drinks');
  });

  it('is in the calendar feeds of a listed guest identified by their link and of an admin, never in a shared-code feed', async () => {
    const feed = async (browser: TestBrowser) => {
      const made = await browser.json<{ feed: { url: string } }>('POST', `/api/projects/${it0.projectId}/calendar-feeds`, {});
      return (await browser.get(new URL(made.data.feed.url).pathname)).text();
    };
    expect(await feed(b.ana)).toContain(`${secret}-title`);
    expect(await feed(b.shared)).not.toContain(secret);
    expect(await feed(b.admin)).toContain(`${secret}-title`);
  });

  it('keeps the page and JSON of a browser that sees no private event byte for byte the same when a private event is added, changed or removed', async () => {
    const id = it0.projectId;
    const paths = [`/project/${id}`, `/project/${id}?tab=calendar`, `/project/${id}?tab=map`, `/api/projects/${id}/itinerary`];
    const read = async (browser: TestBrowser) => Promise.all(paths.map(async (p) => Buffer.from(await (await browser.get(p)).arrayBuffer()).toString('base64')));
    const before = { shared: await read(b.shared), cleo: await read(b.cleo) };
    const adminBefore = await read(b.admin);
    const { publicVersion } = await versions();
    const added = await createEvent(privateEvent(`${secret}-second`, 'Ben'));
    expect((await b.admin.request('PUT', `/api/projects/${id}/events/${privateId}`, privateEvent(`${secret}-renamed`))).status).toBe(200);
    expect((await b.admin.request('DELETE', `/api/projects/${id}/events/${added.id}`)).status).toBe(200);
    expect((await versions()).publicVersion).toBe(publicVersion);
    expect(await read(b.shared)).toEqual(before.shared);
    expect(await read(b.cleo)).toEqual(before.cleo);
    // The admin's do change: the same reads are not blind to changes.
    expect(await read(b.admin)).not.toEqual(adminBefore);
  });

  it('streams a change to private events alone to admins and listed guests only', async () => {
    const id = it0.projectId;
    const streams = Object.fromEntries(await Promise.all((['admin', 'ana', 'shared', 'cleo'] as const).map(async (who) => [who, await openLiveStream(suite.server.url, b[who], id)] as const)));
    for (const s of Object.values(streams)) expect((await s.next(2000))?.event).toBe('version');
    expect((await b.admin.request('PUT', `/api/projects/${id}/events/${privateId}`, privateEvent(`${secret}-again`))).status).toBe(200);
    expect((await streams.admin?.next(4000))?.event).toBe('version');
    expect((await streams.ana?.next(4000))?.event).toBe('version');
    expect(await streams.shared?.next(1500)).toBeNull();
    expect(await streams.cleo?.next(100)).toBeNull();
    // A public change reaches everyone.
    await createEvent({ title: 'Brunch', datetime: '2031-07-11T10:00:00.000Z' });
    expect((await streams.shared?.next(4000))?.event).toBe('version');
    for (const s of Object.values(streams)) s.close();
  });
});

describe('versions', () => {
  it('moves the public version when an event stops or starts being private, and for every other change', async () => {
    const id = it0.projectId;
    let last = await versions();
    const expectMoved = async (both: boolean) => {
      const now = await versions();
      expect(now.version).toBe(last.version + 1);
      expect(now.publicVersion).toBe(last.publicVersion + (both ? 1 : 0));
      last = now;
    };
    const body = privateEvent('Rehearsal');
    const { id: eventId } = await createEvent(body);
    await expectMoved(false);
    expect((await b.admin.request('PUT', `/api/projects/${id}/events/${eventId}`, { ...body, visibility: 'everyone' })).status).toBe(200);
    await expectMoved(true);
    expect((await b.admin.request('PUT', `/api/projects/${id}/events/${eventId}`, body)).status).toBe(200);
    await expectMoved(true);
    expect((await b.ana.request('PUT', `/api/projects/${id}/events/${privateId}/rsvp`, { name: 'Ana', status: 'going' })).status).toBe(200);
    await expectMoved(false);
    // Her page is now her own (her answer is on it), and still has the private event; the shared one has neither.
    expect(await (await b.ana.get(`/project/${id}`)).text()).toContain(secret);
    expect(await (await b.shared.get(`/project/${id}`)).text()).not.toContain(secret);
    expect((await b.admin.request('PUT', `/api/projects/${id}/travel-settings`, { guestsSeeTravel: false })).status).toBe(200);
    await expectMoved(true);
    expect((await b.admin.request('DELETE', `/api/projects/${id}/events/${eventId}`)).status).toBe(200);
    await expectMoved(false);
  });

  it('refuses a visibility that is neither, with a message for people', async () => {
    const res = await b.admin.json<{ message: string }>('POST', `/api/projects/${it0.projectId}/events`, { ...privateEvent('X'), visibility: 'friends' });
    expect(res.res.status).toBe(400);
    expect(res.data.message).toBe(PRIVATE_EVENT_MESSAGES.visibilityInvalid);
  });
});

describe('what a guest identified by their link sees', () => {
  it('follows every change to who a private event is for, though it is worked out once per version', async () => {
    const id = it0.projectId;
    const title = `Surprise for Cleo ${randomBytes(3).toString('hex')}`;
    let step = 0;
    const sees = async () => {
      step++;
      const page = await (await b.cleo.get(`/project/${id}`)).text();
      const json = await (await b.cleo.get(`/api/projects/${id}/itinerary`)).text();
      expect(json.includes(title), `step ${step}: the JSON and the page agree`).toBe(page.includes(title));
      return page.includes(title);
    };
    // Read twice: the second answer comes from what this process remembers of her sight.
    expect(await sees()).toBe(false);
    expect(await sees()).toBe(false);
    const { id: eventId } = await createEvent({ ...privateEvent(title, 'Cleo'), description: 'Cake' });
    expect(await sees()).toBe(true);
    expect(await sees()).toBe(true);
    // The organiser lists someone else instead: it is hidden from her at once.
    expect((await b.admin.request('PUT', `/api/projects/${id}/events/${eventId}`, { ...privateEvent(title, 'Ana'), description: 'Cake' })).status).toBe(200);
    expect(await sees()).toBe(false);
    // Listed by a group she is then put in, through the guest list.
    expect((await b.admin.request('PUT', `/api/projects/${id}/events/${eventId}`, { ...privateEvent(title, 'Wedding party'), description: 'Cake' })).status).toBe(200);
    expect(await sees()).toBe(false);
    const groups = await runSql(suite, 'SELECT id FROM guest_groups WHERE project_id = ?', [projectRowId]);
    const joined = await b.admin.request('PATCH', `/api/projects/${id}/guests/${guestIds.Cleo}`, { groupIds: groups.rows.map((r) => Number(r.id)) });
    expect(joined.status).toBe(200);
    expect(await sees()).toBe(true);
    expect((await b.admin.request('DELETE', `/api/projects/${id}/events/${eventId}`)).status).toBe(200);
    expect(await sees()).toBe(false);
  });
});
