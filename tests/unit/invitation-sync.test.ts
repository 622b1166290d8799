/**
 * When the guest list changes, an itinerary whose addresses get calendar invitations gets one
 * waiting `invitation-sync` message for any run of changes (none without such an address), and
 * running it queues what each address is owed: here a CANCEL for an event its guest left.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { events, guests, outboxMessages, pushSubscriptions, type Project } from '../../db/schema';
import { createGroup, updateGuest } from '../../src/server/guests/guest-list';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { invitationSyncKind } from '../../src/server/invitations/invitation-kind';
import { reconcileInvitations } from '../../src/server/invitations/invitations';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

const SITE = 'https://itinerary.example';

describe('invitations after guest-list changes', () => {
  let handle: DatabaseHandle;
  let project: Project;
  let anaId: number;
  let eventId: number;
  const syncs = () => handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, 'invitation-sync'), eq(outboxMessages.state, 'pending')));
  const invitations = () => handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'invitation')).orderBy(outboxMessages.id);
  const subscribeAna = (invitationsOn: boolean) =>
    handle.write((db) =>
      db
        .insert(pushSubscriptions)
        .values({ projectRowId: project.id, endpoint: 'mailto:ana@example.test', p256dh: '', auth: '', channel: 'email', guestId: anaId, identity: 'link', invitations: invitationsOn, confirmedAt: new Date() })
        .returning({ id: pushSubscriptions.id }),
    );

  beforeEach(async () => {
    handle = await tempDatabase();
    project = await insertProject(handle, { name: 'Lisbon Weekend', timeZone: 'Europe/Lisbon', isPaid: true });
    const [ana] = await handle.write((db) => db.insert(guests).values({ projectRowId: project.id, name: 'Ana', guestKey: guestNameKey('Ana') }).returning());
    anaId = ana!.id;
    const [event] = await handle.write((db) =>
      db.insert(events).values({ projectRowId: project.id, title: 'Dinner', datetime: new Date(Date.now() + 86_400_000), attendees: 'Ana, Ben' }).returning(),
    );
    eventId = event!.id;
  });
  afterEach(() => handle.client.close());

  it('queues nothing on an itinerary whose addresses do not ask for invitations', async () => {
    await subscribeAna(false);
    await createGroup(handle, project, { name: 'Crew' });
    await updateGuest(handle, project, anaId, { groupIds: [] });
    expect(await syncs()).toEqual([]);
  });

  it('leaves one sync for a run of changes, which cancels the event the guest left', async () => {
    const [subscription] = await subscribeAna(true);
    expect(await reconcileInvitations(handle, project.id, {}, { siteUrl: SITE })).toBe(1);
    expect(JSON.parse((await invitations())[0]!.payload)).toMatchObject({ method: 'REQUEST', sequence: 0, subscriptionId: subscription!.id });

    await createGroup(handle, project, { name: 'Crew' });
    await updateGuest(handle, project, anaId, { groupIds: [] });
    await updateGuest(handle, project, anaId, { email: 'ana@example.test' });
    const waiting = await syncs();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.dueAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    // Ana is taken off the dinner without the event's own change message (say, by a rename elsewhere).
    await handle.write((db) => db.update(events).set({ attendees: 'Ben' }).where(eq(events.id, eventId)));
    expect(await invitationSyncKind.send(waiting[0]!, handle)).toEqual({ result: 'sent' });
    const [, cancel] = await invitations();
    expect(JSON.parse(cancel!.payload)).toMatchObject({ method: 'CANCEL', sequence: 1, event: { eventId, title: 'Dinner' } });
    expect(cancel!.dedupeKey).toBe(`invitation:${subscription!.id}:${eventId}:1`);
    // The REQUEST still waiting is dropped: the CANCEL says all it would.
    expect((await invitations())[0]!.state).toBe('dropped');
  });
});
