/**
 * The page model of travel and RSVPs: the same for every browser of a role (pages are cached per
 * role), so nothing in it is anyone's own, and guests get no board while sharing is off.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { createSession } from '../../src/server/sessions';
import { setRsvpAnswer, setRsvpSettings } from '../../src/server/rsvps';
import { createTravelEntry, setTravelSettings } from '../../src/server/travel';
import { travelPageModel } from '../../src/server/travel-page';
import { createEvent } from '../../src/server/events';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

describe('travelPageModel', () => {
  it('holds the board and the counts, names and notes only for admins, and no "mine"', async () => {
    const db = await tempDatabase();
    const project = await insertProject(db);
    const { session } = await createSession(db);
    const guest = { sessionId: session.id, role: 'viewer' as const };
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
    expect(hidden).toMatchObject({ guestsSeeTravel: false, boardShown: false, board: [] });
    expect((await travelPageModel(db, await fresh(), 'admin')).board).toHaveLength(1);
  });
});
