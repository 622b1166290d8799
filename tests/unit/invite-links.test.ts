/**
 * Opening a personal invite link on a fresh database (src/server/guests/invite-links.ts): a link
 * revoked between its lookup and the grant makes no grant and is refused like any link that opens
 * nothing, and the guest is not marked as having opened it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, projectGrants } from '../../db/schema';
import { IDENTITY_MESSAGES } from '../../src/lib/messages';
import { createSession } from '../../src/server/auth/sessions';
import { guestNameKey } from '../../src/server/guests/guest-names';
import { openInviteLink } from '../../src/server/guests/invite-links';
import { newInviteToken } from '../../src/server/guests/invite-tokens';
import { insertProject } from '../support/factories';
import { tempDatabase } from '../support/temp-db';

async function guestWithLink() {
  const db = await tempDatabase();
  const project = await insertProject(db, {});
  const { token, hash } = newInviteToken();
  const [guest] = await db.write((w) =>
    w.insert(guests).values({ projectRowId: project.id, name: 'Ana', guestKey: guestNameKey('Ana'), inviteTokenHash: hash }).returning(),
  );
  if (!guest) throw new Error('no guest');
  const { session } = await createSession(db, null);
  return { db, project, guest, token, session };
}

describe('openInviteLink', () => {
  it('makes this browser the guest and records the opening', async () => {
    const { db, project, guest, token, session } = await guestWithLink();
    const opened = await openInviteLink(db, { token, client: '192.0.2.1', ensureSession: async () => session.id }, 1_000_000);
    expect(opened).toEqual({ projectId: project.projectId });
    const grant = await db.db.query.projectGrants.findFirst({ where: eq(projectGrants.sessionId, session.id) });
    expect(grant).toMatchObject({ role: 'viewer', guestId: guest.id, identity: 'link' });
    const row = await db.db.query.guests.findFirst({ where: eq(guests.id, guest.id) });
    expect(row?.firstOpenedAt?.getTime()).toBe(1_000_000);
  });

  it('makes no grant when the link is revoked between its lookup and the grant', async () => {
    const { db, guest, token, session } = await guestWithLink();
    const revokeMeanwhile = async () => {
      await db.write((w) => w.update(guests).set({ inviteTokenHash: null }).where(eq(guests.id, guest.id)));
      return session.id;
    };
    await expect(openInviteLink(db, { token, client: '192.0.2.2', ensureSession: revokeMeanwhile })).rejects.toMatchObject({
      status: 404,
      message: IDENTITY_MESSAGES.linkNotWorking,
    });
    expect(await db.db.query.projectGrants.findFirst({ where: eq(projectGrants.sessionId, session.id) })).toBeUndefined();
    expect((await db.db.query.guests.findFirst({ where: eq(guests.id, guest.id) }))?.firstOpenedAt).toBeNull();
  });
});
