/**
 * "Send by email": a guest's personal link, mailed to the address on the guest list
 * (docs/product.md#personal-invite-links). The server keeps no link, so the admin's dialog hands
 * back the links it was just shown; each is sent only while it is still that guest's link (its
 * hash matches). Every message counts against the invitations' own daily allowances (per client,
 * itinerary and address: limits.ts), goes through the mail guard (../mail/mail-guard.ts: an
 * address that asked for no more email gets none), carries the link and nothing private (no codes), and a
 * one-click stop (RFC 8058) that ends invitations from this itinerary to this address, without
 * cookies: the stop's token is a row of `invite_mail_stops`.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { guests, inviteMailStops, type Project } from '../../../db/schema';
import type { InviteMailReport, InviteNotSent } from '../../lib/guest-list';
import {
  DAY_MS,
  INVITE_MAILS_PER_ADDRESS_PER_DAY,
  INVITE_MAILS_PER_CLIENT_PER_DAY,
  INVITE_MAILS_PER_PROJECT_PER_DAY,
  MAIL_SUBJECT_TEXT_MAX,
} from '../../lib/limits';
import { config } from '../core/config';
import { randomToken } from '../core/crypto';
import { HttpError } from '../http/errors';
import { reserveAllowance, returnAllowance, type AllowanceReservation } from '../limits/allowance';
import { clipForSubject, emailButton, emailHtml, escapeHtml, inertText, oneLine, type ComposedEmail } from '../mail/email-layout';
import { sendToTypedAddress } from '../mail/mail-guard';
import { inviteTokenHash, isInviteTokenShape } from './invite-tokens';

const STOP_TOKEN_BYTES = 32;
const STOP_TOKEN_MAX = 128;

/** The one-click stop of invitations from one itinerary to one address. */
export const inviteStopUrl = (token: string) => `${config().SITE_URL.replace(/\/+$/, '')}/unsubscribe/invites?token=${encodeURIComponent(token)}`;

/** The address's stop row for this itinerary, made with a fresh token on the first invitation. */
async function stopRow(handle: DatabaseHandle, projectRowId: number, address: string) {
  const find = () => handle.db.query.inviteMailStops.findFirst({ where: and(eq(inviteMailStops.projectRowId, projectRowId), eq(inviteMailStops.address, address)) });
  const found = await find();
  if (found) return found;
  await handle.write((db) =>
    db.insert(inviteMailStops).values({ projectRowId, address, token: randomToken(STOP_TOKEN_BYTES) }).onConflictDoNothing(),
  );
  const made = await find();
  if (!made) throw new Error('The invitation stop was not recorded');
  return made;
}

export function composeInviteEmail(project: Pick<Project, 'name' | 'customTitle'>, guestName: string, link: string, stopUrl: string): ComposedEmail {
  const typedTitle = project.customTitle || project.name;
  const title = inertText(oneLine(typedTitle));
  const name = inertText(oneLine(guestName));
  const { SITE_NAME } = config();
  const subject = `Your invitation to ${inertText(clipForSubject(typedTitle, MAIL_SUBJECT_TEXT_MAX))}`;
  const reason = `You got this email because the organiser of "${title}" on ${SITE_NAME} added this address to its guest list.`;
  const text = [
    `Hi ${name},`,
    '',
    `Here is your personal link to "${title}". It is yours alone: please do not share it.`,
    '',
    link,
    '',
    '--',
    reason,
    'Stop invitations from this itinerary:',
    stopUrl,
    '',
  ].join('\n');
  const e = escapeHtml;
  const rows = `
    <tr><td style="font-size:16px;line-height:1.6;color:#111827">Hi ${e(name)},</td></tr>
    <tr><td style="padding-top:12px;font-size:16px;line-height:1.6;color:#111827">Here is your personal link to “${e(title)}”. It is yours alone: please do not share it.</td></tr>
    <tr><td style="padding-top:20px">${emailButton(link, 'Open my itinerary')}</td></tr>
    <tr><td style="padding-top:12px;font-size:13px;color:#6b7280;word-break:break-all">${e(link)}</td></tr>
    <tr><td style="padding-top:24px"><div style="padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${e(reason)} <a href="${e(stopUrl)}" style="color:#6b7280;text-decoration:underline">Stop invitations from this itinerary</a></div></td></tr>`;
  return { subject, text, html: emailHtml(subject, rows) };
}

/** A day's invitation allowance one message spends, and what its refusal means for the rest. */
type InviteAllowance = { key: string; max: number; refused: 'limit' | 'address-limit' };

/**
 * Reserves one invitation from each of the day's allowances (limits.ts): the client's and the
 * itinerary's (used up: every later invitation waits too, `limit`), then the address's (used up:
 * this one waits, `address-limit`). Each reservation is one atomic statement that never counts
 * past its limit; a refusal gives back what was reserved before it.
 */
async function reserveInvitation(handle: DatabaseHandle, projectRowId: number, client: string, address: string) {
  const allowances: InviteAllowance[] = [
    { key: `invite-mail:client:${client}`, max: INVITE_MAILS_PER_CLIENT_PER_DAY, refused: 'limit' },
    { key: `invite-mail:project:${projectRowId}`, max: INVITE_MAILS_PER_PROJECT_PER_DAY, refused: 'limit' },
    { key: `invite-mail:to:${address}`, max: INVITE_MAILS_PER_ADDRESS_PER_DAY, refused: 'address-limit' },
  ];
  const held: AllowanceReservation[] = [];
  for (const allowance of allowances) {
    try {
      held.push(await reserveAllowance(handle, allowance.key, allowance.max, 'Too many invitations today.', DAY_MS));
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 429)) throw error;
      await giveBack(handle, held);
      return { held: null, refused: allowance.refused, retryAfterSeconds: Number(error.details.retryAfterSeconds) || 1 };
    }
  }
  return { held, refused: null, retryAfterSeconds: 0 };
}

const giveBack = async (handle: DatabaseHandle, held: readonly AllowanceReservation[]) => {
  for (const reservation of held) await returnAllowance(handle, reservation);
};

/**
 * Mails each link to its guest's address, one at a time, under the invitations' own daily
 * allowances (reserveInvitation). A link that is no longer the guest's, a guest without an
 * address, or an address that stopped invitations (or all email) is left out and said so; once
 * the client's or the itinerary's allowance is used up, the rest wait (`limit`, with the wait in
 * `retryAfterSeconds`); an address that had its invitations for the day waits (`address-limit`).
 * A message that could not be sent is said so (`failed`) and the others still go.
 */
export async function sendInviteEmails(
  handle: DatabaseHandle,
  project: Project,
  client: string,
  links: readonly { guestId: number; link: string }[],
): Promise<InviteMailReport> {
  const rows = await handle.db
    .select()
    .from(guests)
    .where(and(eq(guests.projectRowId, project.id), inArray(guests.id, links.map((l) => l.guestId))));
  const report: InviteMailReport = { sent: [], notSent: [] };
  const notSent = (guest: { id: number; name: string }, reason: InviteNotSent['reason']) => report.notSent.push({ guestId: guest.id, name: guest.name, reason });
  for (const { guestId, link } of links) {
    const guest = rows.find((g) => g.id === guestId);
    if (!guest) continue;
    const token = link.split('/i/').pop() ?? '';
    if (!isInviteTokenShape(token) || !guest.inviteTokenHash || inviteTokenHash(token) !== guest.inviteTokenHash) {
      notSent(guest, 'stale');
      continue;
    }
    if (!guest.email) {
      notSent(guest, 'no-email');
      continue;
    }
    if (report.retryAfterSeconds !== undefined) {
      notSent(guest, 'limit');
      continue;
    }
    const address = guest.email.trim().toLowerCase();
    const stop = await stopRow(handle, project.id, address);
    if (stop.stoppedAt) {
      notSent(guest, 'stopped');
      continue;
    }
    const reserved = await reserveInvitation(handle, project.id, client, address);
    if (!reserved.held) {
      if (reserved.refused === 'limit') report.retryAfterSeconds = reserved.retryAfterSeconds;
      notSent(guest, reserved.refused);
      continue;
    }
    try {
      const outcome = await sendToTypedAddress(handle, {
        to: address,
        client,
        quiet: true,
        ownAllowances: true,
        unsubscribeUrl: inviteStopUrl(stop.token),
        compose: (url) => composeInviteEmail(project, guest.name, new URL(`/i/${token}`, config().SITE_URL).href, url),
      });
      if (outcome.sent) report.sent.push({ guestId: guest.id, name: guest.name });
      else {
        // The address asked for no more email at all: nothing went, so nothing is spent.
        await giveBack(handle, reserved.held);
        notSent(guest, 'stopped');
      }
    } catch (error) {
      // It may have left (a lost answer from the mail server), so what it reserved stays spent.
      console.error('An invitation email was not sent', error);
      notSent(guest, 'failed');
    }
  }
  return report;
}

/** Stops invitations to the token's address from its itinerary; false for an unknown token. */
export async function stopInviteMail(handle: DatabaseHandle, token: string | null, now = Date.now()): Promise<boolean> {
  if (!token || token.length > STOP_TOKEN_MAX) return false;
  const [row] = await handle.write((db) =>
    db.batch([
      db.update(inviteMailStops).set({ stoppedAt: new Date(now) }).where(and(eq(inviteMailStops.token, token), isNull(inviteMailStops.stoppedAt))),
      db.select({ token: inviteMailStops.token }).from(inviteMailStops).where(eq(inviteMailStops.token, token)),
    ]),
  ).then(([, found]) => found);
  return row !== undefined;
}
