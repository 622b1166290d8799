/**
 * Which events a browser may see (src/server/guests/visibility.ts, docs/product.md#private-events):
 * decided from the grant's role and how it was identified, over a real guest list.
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { events, guestGroupMembers, guestGroups, guests } from '../../db/schema';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { publicSight, sightWithoutReading, viewerSight, visibleEvents, type Viewer } from '../../src/server/guests/visibility';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

async function guestList(db: DatabaseHandle) {
  const project = await insertProject(db, { isPaid: true });
  const ids: Record<string, number> = {};
  for (const name of ['Ana', 'Ben', 'Cleo']) {
    const [row] = await db.write((w) => w.insert(guests).values({ projectRowId: project.id, name, guestKey: guestNameKey(name) }).returning());
    ids[name] = row!.id;
  }
  const [group] = await db.write((w) => w.insert(guestGroups).values({ projectRowId: project.id, name: 'Wedding party', groupKey: guestNameKey('Wedding party') }).returning());
  await db.write((w) => w.insert(guestGroupMembers).values({ groupId: group!.id, guestId: ids.Ben! }));
  const add = async (title: string, attendees: string, visibility: 'everyone' | 'listed') => {
    const [row] = await db.write((w) => w.insert(events).values({ projectRowId: project.id, title, attendees, visibility, datetime: new Date('2031-01-01T12:00:00Z') }).returning());
    return row!;
  };
  const list = [await add('Brunch', 'Everyone', 'everyone'), await add('Toast', 'Ana', 'listed'), await add('Rehearsal', 'Wedding party', 'listed'), await add('Spa', 'Everyone except Ana', 'listed')];
  const viewer = (over: Partial<Viewer>): Viewer => ({ projectRowId: project.id, version: 9, publicVersion: 4, role: 'viewer', guestId: null, identity: null, ...over });
  return { ids, list, viewer };
}

const titles = (list: readonly { title: string }[]) => list.map((e) => e.title);

describe('viewerSight', () => {
  it('shows an admin every event and tells the version', async () => {
    const { list, viewer } = await guestList(await tempDatabase());
    const sight = sightWithoutReading(viewer({ role: 'admin' }));
    expect(sight?.version).toBe(9);
    expect(titles(visibleEvents(sight!, list))).toEqual(['Brunch', 'Toast', 'Rehearsal', 'Spa']);
  });

  it('shows the shared code and a picked name the public events only, told the public version, without a read', async () => {
    const db = await tempDatabase();
    const { ids, list, viewer } = await guestList(db);
    for (const v of [viewer({}), viewer({ guestId: ids.Ana!, identity: 'picked' })]) {
      expect(sightWithoutReading(v)).toEqual(publicSight(4));
      const sight = await viewerSight(db, v);
      expect(sight).toEqual(publicSight(4));
      expect(titles(visibleEvents(sight, list))).toEqual(['Brunch']);
    }
  });

  it('shows a guest identified by their link the private events that name them or their group, with a key of that set', async () => {
    const db = await tempDatabase();
    const { ids, list, viewer } = await guestList(db);
    const sightOf = (name: string) => viewerSight(db, viewer({ guestId: ids[name]!, identity: 'link' }));
    expect(sightWithoutReading(viewer({ guestId: ids.Ana!, identity: 'link' }))).toBeUndefined();
    const [ana, ben, cleo] = [await sightOf('Ana'), await sightOf('Ben'), await sightOf('Cleo')];
    expect(titles(visibleEvents(ana, list))).toEqual(['Brunch', 'Toast']);
    expect(titles(visibleEvents(ben, list))).toEqual(['Brunch', 'Rehearsal', 'Spa']);
    expect(titles(visibleEvents(cleo, list))).toEqual(['Brunch', 'Spa']);
    expect(ana.version).toBe(9);
    expect(new Set([ana.key, ben.key, cleo.key, 'public']).size).toBe(4);
  });

  it('tells a guest identified by their link whom no private event names the public version, like every other such browser', async () => {
    const db = await tempDatabase();
    const { list, viewer } = await guestList(db);
    const [row] = await db.write((w) => w.insert(guests).values({ projectRowId: list[0]!.projectRowId, name: 'Ana B', guestKey: guestNameKey('Ana B') }).returning());
    // "Spa" is for everyone except Ana: Ana B is someone else, so she sees it.
    expect(titles(visibleEvents(await viewerSight(db, viewer({ guestId: row!.id, identity: 'link' })), list))).toEqual(['Brunch', 'Spa']);
    // Worked out once per version: remembered, without a read, until the version moves.
    expect(sightWithoutReading(viewer({ guestId: row!.id, identity: 'link' }))?.privateIds).toEqual([list[3]!.id]);
    await db.write((w) => w.delete(events));
    // Every write moves the version (src/server/projects/versions.ts); the next one is worked out again.
    expect(sightWithoutReading(viewer({ guestId: row!.id, identity: 'link', version: 10 }))).toBeUndefined();
    expect(await viewerSight(db, viewer({ guestId: row!.id, identity: 'link', version: 10 }))).toEqual(publicSight(4));
  });
});
