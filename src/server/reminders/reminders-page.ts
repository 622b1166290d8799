/**
 * What the "Get reminders" page shows a browser (docs/reminders.md#get-reminders): the itinerary's
 * title, who the browser is on the guest list, the names its people filter offers (of the
 * events it may see), which its saved choice is kept to, and the organiser's reminder defaults.
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { DatabaseHandle } from '../../../db/index';
import { events } from '../../../db/schema';
import { masterNames } from '../../lib/attendees';
import { displayTitle } from '../../lib/display';
import { findProjectByPublicId, type Access } from '../access/access';
import { identityOf } from '../guests/identity';
import { viewerSight, visibleEvents } from '../guests/visibility';
import { EMAIL_MAX, GUEST_NAME_MAX } from '../../lib/limits';
import { EMAIL_REMINDER_MESSAGES, MESSAGES } from '../../lib/messages';
import { HttpError } from '../http/errors';
import { browserEmails, subscribeByEmail, turnOffEmail } from './email-reminders';
import { reminderDefaultsOf } from './reminder-defaults';

export async function remindersPageModel(handle: DatabaseHandle, access: Access, projectId: string) {
  const [project, identity, sight, eventRows] = await Promise.all([
    findProjectByPublicId(handle, projectId),
    identityOf(handle, access),
    viewerSight(handle, access),
    handle.db.select({ id: events.id, attendees: events.attendees, visibility: events.visibility }).from(events).where(eq(events.projectRowId, access.projectRowId)),
  ]);
  if (!project) throw new HttpError(404, EMAIL_REMINDER_MESSAGES.gone, 'NOT_FOUND');
  return { title: displayTitle(project), identity, people: masterNames(visibleEvents(sight, eventRows)), defaults: reminderDefaultsOf(project) };
}

/** The addresses this browser gave for the itinerary's reminders, masked, and whether each is confirmed. */
export function remindersPageEmails(handle: DatabaseHandle, access: Access, sessionId: string) {
  return browserEmails(handle, access.projectRowId, sessionId);
}

const emailForm = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('email-on'),
    address: z.email(MESSAGES.invalidEmail).max(EMAIL_MAX, MESSAGES.invalidEmail),
    person: z.array(z.string().trim().min(1).max(GUEST_NAME_MAX)).max(20),
    // The checkbox: sent as "on" when ticked, absent when not.
    invitations: z.literal('on').optional(),
  }),
  z.object({ action: z.literal('email-off') }),
]);

export type EmailFormAnswer = { ok: boolean; text: string; address?: string; invitations?: boolean };

/**
 * The page's email form (a plain HTML form, so it works without JavaScript): sign this browser
 * up for email reminders at an address, or turn them off. Every refusal is a sentence for the
 * page, with what was typed (and ticked) kept.
 */
export async function answerEmailForm(handle: DatabaseHandle, access: Access, sessionId: string, client: string, form: URLSearchParams): Promise<EmailFormAnswer> {
  const typed = (form.get('address') ?? '').slice(0, EMAIL_MAX);
  const ticked = form.get('invitations') === 'on';
  const parsed = emailForm.safeParse({ ...Object.fromEntries(form), person: form.getAll('person') });
  if (!parsed.success) return { ok: false, text: parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail, address: typed, invitations: ticked };
  try {
    if (parsed.data.action === 'email-off') {
      await turnOffEmail(handle, access.projectRowId, sessionId);
      return { ok: true, text: EMAIL_REMINDER_MESSAGES.off };
    }
    const { masked, invitations } = await subscribeByEmail(
      handle,
      access,
      sessionId,
      client,
      { address: parsed.data.address, invitations: parsed.data.invitations === 'on' },
      parsed.data.person,
    );
    if (invitations !== undefined) return { ok: true, text: (invitations ? EMAIL_REMINDER_MESSAGES.invitationsOn : EMAIL_REMINDER_MESSAGES.invitationsOff)(masked) };
    return { ok: true, text: EMAIL_REMINDER_MESSAGES.sent(masked) };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { ok: false, text: error.message, address: typed, invitations: ticked };
    throw error;
  }
}
