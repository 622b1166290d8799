/**
 * The guest list over real HTTP: admins only, names folded, limits held under parallel requests,
 * a rename reaching every row under the name, deleting a guest, and personal links whose new
 * link or switch-off ends what the old one opened.
 */
import { describe, expect, it } from 'vitest';
import type { GuestList, GuestsAdded, MadeLink } from '../../src/lib/guest-list';
import { GUEST_GROUPS_MAX, GUESTS_MAX } from '../../src/lib/limits';
import { GUEST_LIST_MESSAGES } from '../../src/lib/messages';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary, runSql, sessionIdOf } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { addEvent, arrival } from '../support/travel';

const suite = serverSuite();
const api = (projectId: string, path = '') => `/api/projects/${projectId}/guests${path}`;
const addNames = (b: TestBrowser, projectId: string, names: string) => b.json<GuestsAdded & { message?: string }>('POST', api(projectId), { names });
const list = async (b: TestBrowser, projectId: string) => (await b.json<GuestList>('GET', api(projectId))).data;
const idOf = (l: GuestList, name: string) => l.guests.find((g) => g.name === name)?.id ?? 0;

describe('the guest list', () => {
  it('is for admins only, and never in what a viewer gets', async () => {
    const trip = await createItinerary(suite);
    const added = await addNames(trip.admin, trip.projectId, 'Ana');
    expect(added.res.status).toBe(200);
    const ana = idOf(added.data.list, 'Ana');
    await trip.admin.json('PATCH', api(trip.projectId, `/${ana}`), { email: 'ana.secret@example.com' });
    expect((await trip.guest.get(api(trip.projectId))).status).toBe(403);
    expect((await suite.browser().get(api(trip.projectId))).status).toBe(401);
    for (const [method, path, body] of [
      ['POST', '', { names: 'Bo' }],
      ['POST', '/used-names', {}],
      ['PATCH', `/${ana}`, { name: 'Eve' }],
      ['DELETE', `/${ana}`, undefined],
      ['POST', '/links', {}],
      ['POST', `/${ana}/link`, {}],
      ['DELETE', `/${ana}/link`, undefined],
      ['POST', '/groups', { name: 'Family' }],
    ] as const) {
      expect((await trip.guest.request(method, api(trip.projectId, path), body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await list(trip.admin, trip.projectId)).guests.map((g) => g.name)).toEqual(['Ana']);
    const page = await trip.guest.get(`/project/${trip.projectId}`);
    const json = JSON.stringify(await readItinerary(trip.guest, trip.projectId));
    for (const text of [await page.text(), json]) expect(text).not.toContain('ana.secret@example.com');
  });

  it('folds repeats and look-alikes of pasted names and says what it did', async () => {
    const trip = await createItinerary(suite);
    await addNames(trip.admin, trip.projectId, 'Emma');
    const { data } = await addNames(trip.admin, trip.projectId, `Ana, ana\nErnrna\n  Bo  \n${'x'.repeat(200)}`);
    expect(data.added).toEqual(['Ana', 'Bo']);
    expect(data.already).toBe(2);
    expect(data.refused).toHaveLength(1);
    expect(data.list.guests.map((g) => g.name)).toEqual(['Ana', 'Bo', 'Emma']);
    const empty = await addNames(trip.admin, trip.projectId, ' , \n');
    expect(empty.res.status).toBe(400);
    expect(empty.data.message).toBe(GUEST_LIST_MESSAGES.namesRequired);
  });

  it('adds the names already used on events, travel and answers', async () => {
    const trip = await createItinerary(suite);
    await addEvent(trip.admin, trip.projectId, { attendees: 'Ana, Bo' });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Everyone except Cy' });
    expect((await trip.guest.post(`/api/projects/${trip.projectId}/travel`, arrival('Dee'))).status).toBe(201);
    await addNames(trip.admin, trip.projectId, 'bo');
    const { data } = await trip.admin.json<GuestsAdded>('POST', api(trip.projectId, '/used-names'), {});
    expect(data.added).toEqual(['Ana', 'Cy', 'Dee']);
    expect(data.already).toBe(1);
  });

  it(`holds ${GUESTS_MAX} guests and ${GUEST_GROUPS_MAX} groups under parallel requests`, async () => {
    const trip = await createItinerary(suite);
    await runSql(
      suite,
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO guests (project_id, name, guest_key) SELECT p.id, 'Guest ' || i, 'guest ' || i FROM n, projects p WHERE p.project_id = ?`,
      [GUESTS_MAX - 3, trip.projectId],
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addNames(trip.admin, trip.projectId, `Late ${i}a, Late ${i}b`)),
    );
    const added = answers.reduce((n, a) => n + a.data.added.length, 0);
    const refused = answers.reduce((n, a) => n + a.data.refused.length, 0);
    expect(added).toBe(3);
    expect(refused).toBe(13);
    expect((await list(trip.admin, trip.projectId)).guests).toHaveLength(GUESTS_MAX);

    const groups = await Promise.all(
      Array.from({ length: GUEST_GROUPS_MAX + 6 }, (_, i) => trip.admin.json<{ message?: string }>('POST', api(trip.projectId, '/groups'), { name: `Table ${i}` })),
    );
    expect(groups.filter((g) => g.res.status === 201)).toHaveLength(GUEST_GROUPS_MAX);
    expect(groups.find((g) => g.res.status === 409)?.data.message).toBe(GUEST_LIST_MESSAGES.groupsFull);
    expect((await list(trip.admin, trip.projectId)).groups).toHaveLength(GUEST_GROUPS_MAX);
  });

  it('puts a guest in several groups, and renames and deletes groups', async () => {
    const trip = await createItinerary(suite);
    const { data } = await addNames(trip.admin, trip.projectId, 'Ana');
    const ana = idOf(data.list, 'Ana');
    await trip.admin.post(api(trip.projectId, '/groups'), { name: 'Family' });
    const after = (await trip.admin.json<GuestList>('POST', api(trip.projectId, '/groups'), { name: 'Hikers' })).data;
    const twice = await trip.admin.json<{ message: string }>('POST', api(trip.projectId, '/groups'), { name: ' family ' });
    expect(twice.data.message).toBe(GUEST_LIST_MESSAGES.groupExists);
    const ids = after.groups.map((g) => g.id);
    const set = await trip.admin.json<GuestList>('PATCH', api(trip.projectId, `/${ana}`), { groupIds: ids });
    expect(set.data.guests[0]?.groupIds.sort()).toEqual([...ids].sort());
    await trip.admin.request('PATCH', api(trip.projectId, `/groups/${ids[0]}`), { name: 'Relatives' });
    const gone = await trip.admin.json<GuestList>('DELETE', api(trip.projectId, `/groups/${ids[1]}`));
    expect(gone.data.groups.map((g) => g.name)).toEqual(['Relatives']);
    expect(gone.data.guests[0]?.groupIds).toEqual([ids[0]]);
    const badEmail = await trip.admin.json<{ message: string }>('PATCH', api(trip.projectId, `/${ana}`), { email: 'not-an-address' });
    expect(badEmail.res.status).toBe(400);
  });

  it('renames a guest on events, travel and answers in one change', async () => {
    const trip = await createItinerary(suite);
    const eventId = await addEvent(trip.admin, trip.projectId, { attendees: 'Ana, Bo' });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Everyone except ana' });
    await trip.admin.request('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp-settings`, { asks: true });
    expect((await trip.guest.post(`/api/projects/${trip.projectId}/travel`, arrival('Ana'))).status).toBe(201);
    expect((await trip.guest.request('PUT', `/api/projects/${trip.projectId}/events/${eventId}/rsvp`, { name: 'Ana', status: 'going' })).status).toBe(200);
    const { data } = await addNames(trip.admin, trip.projectId, 'Ana, Bo');
    const before = data.list.guests.find((g) => g.name === 'Ana');
    expect(before?.answers).toEqual([{ eventId, status: 'going' }]);
    expect(data.list.guests.find((g) => g.name === 'Bo')?.answers).toEqual([]);

    const taken = await trip.admin.json<{ message: string }>('PATCH', api(trip.projectId, `/${before?.id}`), { name: 'B\u043e' });
    expect(taken.res.status).toBe(409);
    expect(taken.data.message).toBe(GUEST_LIST_MESSAGES.nameOnList);

    const renamed = await trip.admin.json<GuestList>('PATCH', api(trip.projectId, `/${before?.id}`), { name: 'Anna Lima' });
    expect(renamed.res.status).toBe(200);
    const rows = await runSql(
      suite,
      `SELECT (SELECT group_concat(attendees, ' | ') FROM (SELECT attendees FROM events WHERE project_id = p.id ORDER BY id)) AS a,
              (SELECT guest_name FROM travel_entries WHERE project_id = p.id) AS t,
              (SELECT guest_name || '/' || guest_key FROM rsvp_answers WHERE project_id = p.id) AS r
       FROM projects p WHERE p.project_id = ?`,
      [trip.projectId],
    );
    expect(rows.rows[0]).toMatchObject({ a: 'Anna Lima, Bo | Everyone except Anna Lima', t: 'Anna Lima', r: 'Anna Lima/anna lirna' });
    expect(renamed.data.guests.find((g) => g.name === 'Anna Lima')?.answers).toEqual([{ eventId, status: 'going' }]);
  });

  it('a group renamed or deleted: events naming it stay for the same guests, in the same change', async () => {
    const trip = await createItinerary(suite);
    const { data } = await addNames(trip.admin, trip.projectId, 'Ana, Bo, Cy, Hikers');
    const groupId = async (name: string) =>
      (await trip.admin.json<GuestList>('POST', api(trip.projectId, '/groups'), { name })).data.groups.find((g) => g.name === name)?.id ?? 0;
    const family = await groupId('Family');
    const crew = await groupId('Crew');
    const hikers = await groupId('Hikers');
    const empty = await groupId('Knitters');
    for (const name of ['Ana', 'Bo']) await trip.admin.request('PATCH', api(trip.projectId, `/${idOf(data.list, name)}`), { groupIds: [family] });
    await trip.admin.request('PATCH', api(trip.projectId, `/${idOf(data.list, 'Cy')}`), { groupIds: [crew, hikers] });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Family, Cy' });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Everyone except family' });
    await addEvent(trip.admin, trip.projectId, { attendees: 'Hikers, Knitters' });
    const secret = await trip.admin.json<{ id: number }>('POST', `/api/projects/${trip.projectId}/events`, {
      title: 'Crew dinner',
      datetime: '2031-06-12T19:00:00Z',
      attendees: 'Crew',
      visibility: 'listed',
    });
    expect(secret.res.status).toBe(201);
    const state = async () =>
      (
        await runSql(
          suite,
          `SELECT p.version AS v, p.public_version AS pv,
                  (SELECT group_concat(attendees, ' | ') FROM (SELECT attendees FROM events WHERE project_id = p.id ORDER BY id)) AS a
           FROM projects p WHERE p.project_id = ?`,
          [trip.projectId],
        )
      ).rows[0] as unknown as { v: number; pv: number; a: string };

    // A rename follows the group on every event that names it, lists and exceptions alike.
    const before = await state();
    expect((await trip.admin.request('PATCH', api(trip.projectId, `/groups/${family}`), { name: 'Relatives' })).status).toBe(200);
    const renamed = await state();
    expect(renamed.a).toBe('Relatives, Cy | Everyone except Relatives | Hikers, Knitters | Crew');
    expect([renamed.v - before.v, renamed.pv - before.pv]).toEqual([1, 1]);

    // Named only by a private event: the public version stays, as for any change to private events alone.
    expect((await trip.admin.request('PATCH', api(trip.projectId, `/groups/${crew}`), { name: 'Sailors' })).status).toBe(200);
    const privately = await state();
    expect(privately.a).toBe('Relatives, Cy | Everyone except Relatives | Hikers, Knitters | Sailors');
    expect([privately.v - renamed.v, privately.pv - renamed.pv]).toEqual([1, 0]);

    // A guest has the group's old name: the text keeps it for that guest and names the group anew.
    expect((await trip.admin.request('PATCH', api(trip.projectId, `/groups/${hikers}`), { name: 'Walkers' })).status).toBe(200);
    expect((await state()).a).toBe('Relatives, Cy | Everyone except Relatives | Hikers, Walkers, Knitters | Sailors');

    // Another group's name is refused, and nothing moves.
    const clash = await trip.admin.json<{ message: string }>('PATCH', api(trip.projectId, `/groups/${hikers}`), { name: 'relatives' });
    expect(clash.res.status).toBe(409);
    expect(clash.data.message).toBe(GUEST_LIST_MESSAGES.groupExists);
    expect((await state()).a).toBe('Relatives, Cy | Everyone except Relatives | Hikers, Walkers, Knitters | Sailors');

    // Deleting a group names its members instead; a group without members reached nobody and stays named.
    expect((await trip.admin.request('DELETE', api(trip.projectId, `/groups/${family}`))).status).toBe(200);
    expect((await trip.admin.request('DELETE', api(trip.projectId, `/groups/${empty}`))).status).toBe(200);
    const deleted = await state();
    expect(deleted.a).toBe('Ana, Bo, Cy | Everyone except Ana, Bo | Hikers, Walkers, Knitters | Sailors');
    expect(deleted.pv).toBeGreaterThan(privately.pv);
    expect((await trip.admin.request('DELETE', api(trip.projectId, `/groups/${family}`))).status).toBe(404);
    expect((await trip.admin.request('PATCH', api(trip.projectId, `/groups/${family}`), { name: 'Kin' })).status).toBe(404);
  });

  it('deletes a guest: their link and reminders stop, their travel and answers stay as rows only admins change', async () => {
    const trip = await createItinerary(suite);
    expect((await trip.guest.post(`/api/projects/${trip.projectId}/travel`, arrival('Ana'))).status).toBe(201);
    const { data } = await addNames(trip.admin, trip.projectId, 'Ana');
    const ana = idOf(data.list, 'Ana');
    await trip.admin.post(api(trip.projectId, '/links'), {});
    await runSql(suite, `UPDATE project_grants SET guest_id = ?, identity = 'link' WHERE session_id = ?`, [ana, sessionIdOf(trip.guest)]);
    // An address another browser gave as Ana (a picked name): her reminders end with her, rather
    // than widening to everyone's events.
    await runSql(
      suite,
      `INSERT INTO push_subscriptions (project_id, guest_id, identity, endpoint, p256dh, auth, channel, confirmed_at)
       SELECT id, ?, 'picked', 'mailto:ana@example.test', '', '', 'email', ? FROM projects WHERE project_id = ?`,
      [ana, Date.now(), trip.projectId],
    );
    const gone = await trip.admin.json<GuestList>('DELETE', api(trip.projectId, `/${ana}`));
    expect((await runSql(suite, "SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = 'mailto:ana@example.test'")).rows[0]?.n).toBe(0);
    expect(gone.data.guests).toEqual([]);
    expect((await readItinerary(trip.guest, trip.projectId)).status).toBe(401);
    const travel = await runSql(suite, 'SELECT guest_name, by_admin, session_id FROM travel_entries t JOIN projects p ON p.id = t.project_id WHERE p.project_id = ?', [trip.projectId]);
    expect(travel.rows[0]).toMatchObject({ guest_name: 'Ana', by_admin: 1, session_id: null });
    expect((await trip.admin.request('DELETE', api(trip.projectId, `/${ana}`))).status).toBe(404);
  });
});

describe('personal links', () => {
  async function linkedTrip() {
    const trip = await createItinerary(suite);
    const { data } = await addNames(trip.admin, trip.projectId, 'Ana, Bo');
    return { ...trip, ana: idOf(data.list, 'Ana'), bo: idOf(data.list, 'Bo') };
  }
  const makeLinks = (b: TestBrowser, projectId: string, body: unknown = {}) => b.json<{ links: MadeLink[] }>('POST', api(projectId, '/links'), body);
  /** The guest's browser as if it had come by Ana's link (the identity side writes these grants). */
  const asLinkOf = (b: TestBrowser, guestId: number) => runSql(suite, `UPDATE project_grants SET guest_id = ?, identity = 'link' WHERE session_id = ?`, [guestId, sessionIdOf(b)]);

  it('are made once for guests without one, and kept only as a fingerprint', async () => {
    const trip = await linkedTrip();
    const first = await makeLinks(trip.admin, trip.projectId, { guestIds: [trip.ana] });
    expect(first.data.links.map((l) => l.name)).toEqual(['Ana']);
    const link = first.data.links[0]!.link;
    expect(link).toMatch(/\/i\/[A-Za-z0-9_-]{24}$/);
    const token = link.split('/i/')[1]!;
    const stored = await runSql(suite, 'SELECT invite_token_hash FROM guests WHERE id = ?', [trip.ana]);
    expect(stored.rows[0]?.invite_token_hash).not.toContain(token);
    // Everyone without a link: only Bo now.
    expect((await makeLinks(trip.admin, trip.projectId)).data.links.map((l) => l.name)).toEqual(['Bo']);
    expect((await makeLinks(trip.admin, trip.projectId)).data.links).toEqual([]);
    const state = (await list(trip.admin, trip.projectId)).guests.find((g) => g.id === trip.ana)?.link;
    expect(state).toMatchObject({ firstOpenedAt: null, lastOpenedAt: null });
    expect(JSON.stringify(await list(trip.admin, trip.projectId))).not.toContain(token);
  });

  it('are made for the guests chosen alone, each a guest of this itinerary', async () => {
    const trip = await createItinerary(suite);
    const { data } = await addNames(trip.admin, trip.projectId, 'Ana, Bo, Cy, Dee');
    const other = await createItinerary(suite);
    const stranger = idOf((await addNames(other.admin, other.projectId, 'Eve')).data.list, 'Eve');
    const [ana, bo, cy, dee] = ['Ana', 'Bo', 'Cy', 'Dee'].map((name) => idOf(data.list, name));
    const linked = async () => (await list(trip.admin, trip.projectId)).guests.filter((g) => g.link).map((g) => g.name);

    // A guest of another itinerary among those chosen: nothing is made, for anyone.
    const foreign = await makeLinks(trip.admin, trip.projectId, { guestIds: [ana, stranger] });
    expect(foreign.res.status).toBe(404);
    expect((foreign.data as unknown as { message: string }).message).toBe(GUEST_LIST_MESSAGES.unknownGuest);
    expect(await linked()).toEqual([]);
    expect((await list(other.admin, other.projectId)).guests[0]?.link).toBeNull();
    // Choosing no one is refused by the form's own rule.
    const none = await makeLinks(trip.admin, trip.projectId, { guestIds: [] });
    expect(none.res.status).toBe(400);
    expect((none.data as unknown as { message: string }).message).toBe(GUEST_LIST_MESSAGES.guestChoice);

    const chosen = await makeLinks(trip.admin, trip.projectId, { guestIds: [bo, dee, bo] });
    expect(chosen.data.links.map((l) => l.name)).toEqual(['Bo', 'Dee']);
    expect(await linked()).toEqual(['Bo', 'Dee']);
    // A guest chosen again who has a link already gets no second one; the others chosen do.
    const again = await makeLinks(trip.admin, trip.projectId, { guestIds: [bo, cy] });
    expect(again.data.links.map((l) => l.name)).toEqual(['Cy']);
    expect(await linked()).toEqual(['Bo', 'Cy', 'Dee']);
  });

  it('a new link or turning it off ends the browsers the old link opened, and their feeds', async () => {
    const trip = await linkedTrip();
    await makeLinks(trip.admin, trip.projectId);
    await asLinkOf(trip.guest, trip.ana);
    const feed = await trip.guest.json<{ feed?: unknown }>('POST', `/api/projects/${trip.projectId}/calendar-feeds`, {});
    expect(feed.res.status).toBeLessThan(300);
    const old = await runSql(suite, 'SELECT invite_token_hash AS h FROM guests WHERE id = ?', [trip.ana]);
    const renewed = await trip.admin.json<{ links: MadeLink[] }>('POST', api(trip.projectId, `/${trip.ana}/link`), {});
    expect(renewed.data.links[0]?.name).toBe('Ana');
    const now = await runSql(suite, 'SELECT invite_token_hash AS h FROM guests WHERE id = ?', [trip.ana]);
    expect(now.rows[0]?.h).not.toBe(old.rows[0]?.h);
    expect((await readItinerary(trip.guest, trip.projectId)).status).toBe(401);
    const feeds = await runSql(suite, 'SELECT count(*) AS n FROM calendar_feeds WHERE session_id = ? AND revoked_at IS NULL', [sessionIdOf(trip.guest)]);
    expect(feeds.rows[0]?.n).toBe(0);

    // Turning Bo's link off ends Bo's browser, not a browser that came with the shared code.
    const bo = suite.browser();
    await bo.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
    const shared = suite.browser();
    await shared.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
    await asLinkOf(bo, trip.bo);
    const off = await trip.admin.json<GuestList>('DELETE', api(trip.projectId, `/${trip.bo}/link`));
    expect(off.data.guests.find((g) => g.id === trip.bo)?.link).toBeNull();
    expect((await readItinerary(bo, trip.projectId)).status).toBe(401);
    expect((await readItinerary(shared, trip.projectId)).status).toBe(200);
  });
});
