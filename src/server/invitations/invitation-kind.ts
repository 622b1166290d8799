/**
 * The outbox's calendar-invitation kinds (docs/reminders.md#calendar-invitations):
 * - `invitation-sync`: works out again what the itinerary's addresses (or one of them) are owed
 *   and queues it (./invitations.ts);
 * - `invitation`: one email to a confirmed address that asked for invitations, with the iTIP
 *   calendar part (./invitation-rules.ts), counted against the same days as reminder emails. An
 *   address gone, unconfirmed or no longer asking for invitations gets nothing.
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { pushSubscriptions } from '../../../db/schema';
import { config } from '../core/config';
import { senderAddress } from '../mail/mail';
import type { OutboxKind } from '../outbox/outbox-rules';
import { dayAndTime } from '../reminders/change-alert-kind';
import { emailToConfirmedAddress, type SubscriptionMail } from '../reminders/email-reminders';
import { addressOfEndpoint } from '../reminders/email-rules';
import type { ReminderItinerary } from '../reminders/reminder-events';
import { invitationIcs } from './invitation-rules';
import { invitationPayloadSchema, reconcileInvitations } from './invitations';

const syncPayload = z.object({ subscriptionIds: z.array(z.number().int()).optional() });

export const invitationSyncKind: OutboxKind = {
  async send(message, handle) {
    const payload = syncPayload.safeParse(JSON.parse(message.payload));
    if (!payload.success) return { result: 'skip', reason: 'The message could not be read' };
    await reconcileInvitations(handle, message.projectRowId, payload.data);
    return { result: 'sent' };
  },
};

type InvitationPayload = z.infer<typeof invitationPayloadSchema>;

/** The email around one invitation: what, when and where, in the itinerary's zone. */
export function invitationMail(invitation: InvitationPayload, itinerary: Pick<ReminderItinerary, 'name' | 'timeZone'>): Omit<SubscriptionMail, 'calendar'> {
  const { event } = invitation;
  const when = dayAndTime(event.start, itinerary.timeZone);
  const request = invitation.method === 'REQUEST';
  return {
    subject: `${request ? 'Invitation' : 'Cancelled'}: ${event.title} · ${when}`,
    lines: [
      `When: ${when} to ${dayAndTime(event.end, itinerary.timeZone)}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      request
        ? `Part of ${itinerary.name}. Add it to your calendar from this email; if it changes, your calendar is updated.`
        : `This event of ${itinerary.name} is off for you. Your calendar can remove it from this email.`,
    ],
    link: request ? event.url : event.url.replace(/#.*$/, ''),
    button: 'Open the itinerary',
    why: `You get this because you asked for calendar invitations of ${itinerary.name} at this address.`,
  };
}

export const invitationKind: OutboxKind = {
  async send(message, handle) {
    const payload = invitationPayloadSchema.safeParse(JSON.parse(message.payload));
    if (!payload.success) return { result: 'skip', reason: 'The message could not be read' };
    const invitation = payload.data;
    const [subscription] = await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, invitation.subscriptionId));
    if (!subscription || subscription.projectRowId !== message.projectRowId) return { result: 'skip', reason: 'The address no longer gets reminders' };
    if (!subscription.invitations) return { result: 'skip', reason: 'The address no longer asks for invitations' };
    const cfg = config();
    return emailToConfirmedAddress(handle, subscription, message, (itinerary) => ({
      ...invitationMail(invitation, itinerary),
      calendar: {
        method: invitation.method,
        content: invitationIcs(invitation, {
          organizer: { name: itinerary.name, email: senderAddress() },
          attendee: addressOfEndpoint(subscription.endpoint),
          siteUrl: cfg.SITE_URL,
          siteName: cfg.SITE_NAME,
          stamp: new Date(),
        }),
      },
    }));
  },
};
