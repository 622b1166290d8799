/**
 * The page model of travel and RSVPs: the same for every browser of a role (pages are cached per
 * role), so nothing in it is anyone's own, and guests get no board while sharing is off.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { createSession } from '../../src/server/auth/sessions';
import { setRsvpAnswer, setRsvpSettings } from '../../src/server/rsvps/rsvps';
import { createTravelEntry, setTravelSettings } from '../../src/server/travel/travel';
import { travelPageModel } from '../../src/server/pages/travel-page';
import { createEvent } from '../../src/server/events/events';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

describe('travelPageModel', () => {
  it('holds the board and the counts, names and notes only for admins, and no "mine"', async () => {
    const db = await tempDatabase();
    const project = await insertProject(db);
    const { session } = await createSession(db);
    const guest = { sessionId: session.id, role: 'viewer' as const, client: '198.51.100.9' };
    const event = await createEvent(db, project, { title: 'Dinner', datetime: '2031-06-12T19:00:00Z', attendees: 'Ana, Ben' }, 'admin');
    await setRsvpSettings(db, project, event.id, { asks: true });
    await setRsvpAnswer(db, project, guest, event.id, { name: 'Ana', status: 'going', note: 'no nuts' });
    await createTravelEntry(db, project, guest, { guestName: 'Ana', kind: 'arrival', localTime: '2031-06-12T14:05', timeZone: 'Europe/Lisbon', place: 'Lisbon', placeCode: 'LIS' });

    const fresh = async () => (await db.db.query.projects.findFirst({ where: eq(projects.id, project.id) }))!;
    const forGuests = await travelPageModel(db, await fresh(), 'viewer');
    expect(forGuests.boardShown).toBe(true);
    expect(forGuests.board[0]!.places[0]!.arrivals[0]!.summary).toBe('Ana lands at LIS at 14:05');
    expect(forGuests.board[0]!.places[0]!.arrivals[0]!.entries[0]!.mine).toBe(false);
    expect(forGuests.rsvps).toEqual([expect.objectContaining({ eventId: event.id, counts: { going: 1, maybe: 0, no: 0, plusOnes: 0 }, answers: [] })]);
    const forAdmins = await travelPageModel(db, await fresh(), 'admin');
    expect(forAdmins.rsvps[0]!.answers.map((a) => [a.name, a.note, a.mine])).toEqual([['Ana', 'no nuts', false]]);

    await setTravelSettings(db, await fresh(), { guestsSeeTravel: false });
    const hidden = await travelPageModel(db, await fresh(), 'viewer');
    expect(hidden).toMatchObject({ guestsSeeTravel: false, boardShown: false, board: [], names: [] });
    expect((await travelPageModel(db, await fresh(), 'admin')).board).toHaveLength(1);
  });

  it('offers the names only travel uses to the people filter, and filters the board by them', async () => {
    const db = await tempDatabase();
    const project = await insertProject(db);
    const { session } = await createSession(db);
    const guest = { sessionId: session.id, role: 'viewer' as const, client: '198.51.100.9' };
    await createEvent(db, project, { title: 'Dinner', datetime: '2031-06-12T19:00:00Z', attendees: 'Ana, Ben' }, 'admin');
    const arrive = (guestName: string, localTime: string) =>
      createTravelEntry(db, project, guest, { guestName, kind: 'arrival', localTime, timeZone: 'Europe/Lisbon', place: 'Lisbon', placeCode: 'LIS' });
    await arrive('Ana', '2031-06-12T14:05');
    await arrive('Zoë Quinn', '2031-06-12T18:30');
    await arrive('zoë  quinn', '2031-06-13T09:00');

    const model = await travelPageModel(db, project, 'viewer', { requested: ['ZOË QUINN', 'Nobody'], eventNames: ['Ana', 'Ben'] });
    // One spelling per person; "Ana" is one too (the union with the events' names is the page's).
    expect(model.names).toEqual(['Ana', 'Zoë Quinn']);
    const people = model.board.flatMap((day) => day.places.flatMap((p) => p.arrivals.flatMap((g) => g.entries.map((e) => `${e.guestName} ${e.localTime}`))));
    // A name already on the board keeps its first spelling.
    expect(people).toEqual(['Zoë Quinn 2031-06-12T18:30', 'Zoë Quinn 2031-06-13T09:00']);
    // An unknown name alone selects nobody, which is everyone.
    const unknown = await travelPageModel(db, project, 'viewer', { requested: ['Nobody'], eventNames: ['Ana', 'Ben'] });
    expect(unknown.board.flatMap((d) => d.places.flatMap((p) => p.arrivals.flatMap((g) => g.entries)))).toHaveLength(3);
  });
});
