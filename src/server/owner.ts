/**
 * The organiser's name and email (spec §2 'Great work!' dialog, §4 "Email capture", §5 "Owner
 * email"; issue 4): saved on the itinerary, then both codes are emailed to that address.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { projects, type Project } from '../../db/schema';
import { CODES_EMAILS_PER_HOUR } from '../lib/limits';
import type { OwnerInfoInput } from '../lib/organiser-schemas';
import { HttpError, notFound } from './errors';
import { takeAllowance } from './allowance';
import { sendAccessCodesEmail } from './mail';

export const OWNER_MESSAGES = {
  tooManyEmails: 'The access codes of this itinerary have been emailed several times in the last hour.',
  notSent: 'Your details were saved, but the email with your codes could not be sent. Please try again.',
} as const;

/**
 * Saves the owner's details and emails them both codes. The details are saved first: a mail
 * server that is down must not lose what the organiser typed. A failed send is a 502 the dialog
 * shows, so the organiser can try again (each try counts towards the hourly cap, because each
 * one may reach a mailbox).
 */
export async function saveOwnerInfo(
  handle: DatabaseHandle,
  project: Project,
  input: OwnerInfoInput,
): Promise<{ success: true }> {
  // Each request sends an email to an address the caller chooses: a few an hour per itinerary.
  await takeAllowance(handle, `codes-email:project:${project.id}`, CODES_EMAILS_PER_HOUR, OWNER_MESSAGES.tooManyEmails);

  const ownerName = input.ownerName === undefined ? project.ownerName : input.ownerName || null;
  const [updated] = await handle.writeLock.run(() =>
    handle.db
      .update(projects)
      // The name shows in the header ('by {owner}'): bump the version so open pages follow.
      .set({ ownerName, ownerEmail: input.ownerEmail, version: sql`${projects.version} + 1`, updatedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning(),
  );
  if (!updated) throw notFound('This itinerary does not exist.');

  try {
    await sendAccessCodesEmail(updated, input.ownerEmail);
  } catch (error) {
    console.error('The access codes email could not be sent', error);
    throw new HttpError(502, OWNER_MESSAGES.notSent, 'EMAIL_NOT_SENT');
  }
  return { success: true };
}
