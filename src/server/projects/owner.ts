/**
 * The organiser's name and email (the 'Great work!' dialog,
 * docs/product.md#owner-email-and-mail-limits): saved on the itinerary, then both codes are
 * emailed to that address.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, type Project } from '../../../db/schema';
import { CODES_EMAILS_PER_HOUR } from '../../lib/limits';
import { OWNER_MESSAGES } from '../../lib/messages';
import type { OwnerInfoInput } from '../../lib/organiser-schemas';
import { composeAccessCodesEmail } from '../access/access-codes-email';
import { takeAllowance } from '../limits/allowance';
import { config } from '../core/config';
import { HttpError, unknownItinerary } from '../http/errors';
import { sendToTypedAddress, type TypedMailOutcome } from '../mail/mail-guard';
import { bumpedVersions } from './versions';

/**
 * Both codes of an itinerary, the quick link and the public link, to `to` (an address someone
 * typed: it goes through the mail guard, docs/mail.md). `client` is the client that asked, null
 * after a payment.
 */
export function sendAccessCodesEmail(
  handle: DatabaseHandle,
  project: Project,
  to: string,
  client: string | null,
  options: { quiet?: boolean } = {},
): Promise<TypedMailOutcome> {
  const { SITE_URL, SITE_NAME } = config();
  return sendToTypedAddress(handle, {
    to,
    client,
    quiet: options.quiet ?? false,
    compose: (unsubscribeUrl) => composeAccessCodesEmail(project, { siteUrl: SITE_URL, siteName: SITE_NAME }, unsubscribeUrl),
    messages: {
      unsubscribed: OWNER_MESSAGES.unsubscribed(SITE_NAME),
      tooManyFromClient: OWNER_MESSAGES.tooManyFromClient,
      tooManyToAddress: OWNER_MESSAGES.tooManyToAddress,
    },
  });
}

/**
 * Saves the owner's details and emails them both codes. The details are saved first: a mail
 * server that is down must not lose what the organiser typed. A failed send is a 502 the dialog
 * shows, so the organiser can try again (each try counts towards the hourly cap, because each
 * one may reach a mailbox). The mail guard may refuse after the save (the address unsubscribed,
 * or the recipient's or this client's allowance is used up): 409 or 429 saying the details were
 * saved.
 */
export async function saveOwnerInfo(
  handle: DatabaseHandle,
  project: Project,
  input: OwnerInfoInput,
  client: string,
): Promise<{ success: true }> {
  // Each request sends an email to an address the caller chooses: a few an hour per itinerary.
  await takeAllowance(handle, `codes-email:project:${project.id}`, CODES_EMAILS_PER_HOUR, OWNER_MESSAGES.tooManyEmails);

  const ownerName = input.ownerName === undefined ? project.ownerName : input.ownerName || null;
  const [updated] = await handle.write((db) =>
    db
      .update(projects)
      // The name shows in the header ('by {owner}'): bump the version so open pages follow.
      .set({ ownerName, ownerEmail: input.ownerEmail, ...bumpedVersions(), updatedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning(),
  );
  if (!updated) throw unknownItinerary();

  try {
    await sendAccessCodesEmail(handle, updated, input.ownerEmail, client);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error('The access codes email could not be sent', error);
    throw new HttpError(502, OWNER_MESSAGES.notSent, 'EMAIL_NOT_SENT');
  }
  return { success: true };
}
