/** The organiser's guest list (the Guests card); see ./messages.ts. */
import { GUEST_GROUP_NAME_MAX, GUEST_GROUPS_MAX, GUEST_NAME_MAX, GUESTS_MAX } from './limits';

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
