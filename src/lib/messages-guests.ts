/** The organiser's guest list (the Guests card); see ./messages.ts. */
import type { InviteMailReport, InviteNotSent } from './guest-list';
import { GUEST_GROUP_NAME_MAX, GUEST_GROUPS_MAX, GUEST_NAME_MAX, GUESTS_MAX, INVITE_MAILS_PER_ADDRESS_PER_DAY } from './limits';

export const GUEST_LIST_MESSAGES = {
  namesRequired: 'Please enter at least one name.',
  nameRequired: 'Please enter a name.',
  nameTooLong: `Names can be at most ${GUEST_NAME_MAX} characters.`,
  tooManyPasted: `Please paste at most ${GUESTS_MAX} names at a time.`,
  listFull: `This guest list already has ${GUESTS_MAX} guests, the most it can hold.`,
  nameOnList: 'Someone with this name, or a name that looks just like it, is already on the guest list.',
  unknownGuest: 'This guest is no longer on the list.',
  groupRequired: 'Please enter a group name.',
  groupTooLong: `Group names can be at most ${GUEST_GROUP_NAME_MAX} characters.`,
  groupsFull: `This itinerary already has ${GUEST_GROUPS_MAX} groups, the most it can hold.`,
  groupExists: 'There is already a group with this name.',
  unknownGroup: 'This group no longer exists.',
  guestChoice: 'Please choose guests from the list.',
} as const;

/** What adding names did, in the card's words: "3 added · 1 already there · 1 refused". */
export function addedSummary({ added, already, refused }: { added: number; already: number; refused: number }): string {
  const parts = [`${added} added`];
  if (already > 0) parts.push(`${already} already on the list`);
  if (refused > 0) parts.push(`${refused} not added`);
  return parts.join(' · ');
}

/** Why an invitation was not sent, as the links dialog says it after the guests' names. */
export const INVITE_NOT_SENT: Record<InviteNotSent['reason'], string> = {
  'no-email': 'no email address',
  stale: 'this link was replaced since',
  stopped: 'asked for no more invitations',
  limit: 'daily limit for invitations',
  'address-limit': `this address got ${INVITE_MAILS_PER_ADDRESS_PER_DAY} invitations today`,
  failed: 'could not be sent, please try again',
};

/** A wait in the words of the links dialog: "5 hours", "1 hour", "20 minutes". */
function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * What "Send by email" did, in the links dialog's words: the count sent, then one line per
 * reason for the others ("3 can be sent in 5 hours: daily limit for invitations."; "Ana: asked
 * for no more invitations.").
 */
export function invitesSentSummary(report: InviteMailReport, asked: number): { title: string; lines: string[] } {
  const lines: string[] = [];
  for (const reason of Object.keys(INVITE_NOT_SENT) as InviteNotSent['reason'][]) {
    const names = report.notSent.filter((n) => n.reason === reason).map((n) => n.name);
    if (names.length === 0) continue;
    if (reason === 'limit') {
      const wait = report.retryAfterSeconds ? ` in ${waitWords(report.retryAfterSeconds)}` : ' later';
      lines.push(`${names.length} can be sent${wait}: ${INVITE_NOT_SENT.limit}. Their links stay below until you close this window.`);
    } else lines.push(`${names.join(', ')}: ${INVITE_NOT_SENT[reason]}.`);
  }
  return { title: `Sent to ${report.sent.length} of ${asked}`, lines };
}
