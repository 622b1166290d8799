/**
 * "Message your guests" (docs/reminders.md#announcements): an organiser's message, up to
 * ANNOUNCEMENT_MAX characters, pushed to every subscribed device, a group's, or by RSVP answer
 * (going, maybe, not answered) to an event. Full access; ANNOUNCEMENTS_PER_DAY per itinerary. A
 * preview counts the devices and confirmed email addresses first; sending puts one `push` message
 * per subscription in the outbox (./deliver.ts sends each by its channel).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { guestGroupMembers, guestGroups, guests, pushSubscriptions, rsvpAnswers, type Project } from '../../../db/schema';
import { ANNOUNCEMENTS_PER_DAY, type AnnouncementInput, type Reach } from '../../lib/announcements';
import { DAY_MS } from '../../lib/limits';
import { HttpError, notFound } from '../http/errors';
import { reserveAllowance } from '../limits/allowance';
import { enqueue } from '../outbox/outbox';
import { randomToken } from '../core/crypto';
import { deliverable, pushRecipient } from './push-subscriptions';
import { afterQuietHours } from './reminder-rules';

type Recipient = { id: number; guestId: number | null; channel: 'push' | 'email' };

/** The subscriptions (devices and confirmed addresses) `to` names on the itinerary. */
async function recipients(handle: DatabaseHandle, projectRowId: number, to: AnnouncementInput['to']): Promise<Recipient[]> {
  const all = await handle.db
    .select({ id: pushSubscriptions.id, guestId: pushSubscriptions.guestId, channel: pushSubscriptions.channel })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.projectRowId, projectRowId), deliverable()));
  if (to.kind === 'everyone') return all;
  if (to.kind === 'group') {
    const [group] = await handle.db.select({ id: guestGroups.id }).from(guestGroups).where(and(eq(guestGroups.id, to.groupId), eq(guestGroups.projectRowId, projectRowId)));
    if (!group) throw notFound('This group is no longer on the list.');
    const members = new Set((await handle.db.select({ guestId: guestGroupMembers.guestId }).from(guestGroupMembers).where(eq(guestGroupMembers.groupId, group.id))).map((m) => m.guestId));
    return all.filter((s) => s.guestId !== null && members.has(s.guestId));
  }
  const guestIds = [...new Set(all.map((s) => s.guestId).filter((id): id is number => id !== null))];
  if (guestIds.length === 0) return [];
  const listed = await handle.db
    .select({ id: guests.id, guestKey: guests.guestKey })
    .from(guests)
    .where(and(eq(guests.projectRowId, projectRowId), inArray(guests.id, guestIds)));
  const answers = await handle.db
    .select({ guestKey: rsvpAnswers.guestKey, status: rsvpAnswers.status })
    .from(rsvpAnswers)
    .where(and(eq(rsvpAnswers.projectRowId, projectRowId), eq(rsvpAnswers.eventId, to.eventId)));
  const statusOf = new Map(answers.map((a) => [a.guestKey, a.status as string]));
  const chosen = new Set(listed.filter((g) => (statusOf.get(g.guestKey) ?? 'none') === to.status).map((g) => g.id));
  return all.filter((s) => s.guestId !== null && chosen.has(s.guestId));
}

export async function announce(handle: DatabaseHandle, project: Project, input: AnnouncementInput): Promise<Reach & { sent: boolean }> {
  if (!project.isPaid) throw new HttpError(403, 'Messaging your guests is part of full access.', 'TRIAL_CUSTOMIZATION_BLOCKED');
  const chosen = await recipients(handle, project.id, input.to);
  const emails = chosen.filter((s) => s.channel === 'email').length;
  const reach = { devices: chosen.length - emails, emails };
  if (!input.send || chosen.length === 0) return { ...reach, sent: false };
  await reserveAllowance(handle, `announcements:${project.id}`, ANNOUNCEMENTS_PER_DAY, `This itinerary has sent ${ANNOUNCEMENTS_PER_DAY} messages today.`, DAY_MS);
  const id = randomToken(8, 'hex');
  const now = Date.now();
  await enqueue(
    handle,
    chosen.map(({ id: subscriptionId }) => ({
      projectRowId: project.id,
      kind: 'push',
      recipient: pushRecipient(subscriptionId),
      dedupeKey: `announcement:${id}:${subscriptionId}`,
      payload: {
        subscriptionId,
        notification: { title: project.name, body: input.text, url: `/project/${encodeURIComponent(project.projectId)}`, tag: `announcement-${id}` },
      },
      // Quiet hours hold it until the morning.
      dueAt: afterQuietHours(now, project.timeZone),
    })),
  );
  return { ...reach, sent: true };
}
