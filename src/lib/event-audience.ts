/**
 * Who on the guest list an event is for, from its attendees text (docs/product.md#private-events):
 * "Everyone" (or no text) is every guest; "Everyone except A, Wedding party" every guest but
 * those; a list names guests and groups, a group standing for its members. Names are compared by
 * the key function passed in: the server passes its look-alike key, so "Ana" and "ANA" and a
 * look-alike spelling are one guest. A name that is no guest and no group reaches nobody.
 */
import { parseAttendees } from './attendees';

export type AudienceGuest = { id: number; name: string };
export type AudienceGroup = { name: string; memberIds: readonly number[] };

/** The guests (by id) a name stands for: the guest of that name and the members of the group of that name. */
function namedGuests(names: readonly string[], guests: readonly AudienceGuest[], groups: readonly AudienceGroup[], key: (name: string) => string): Set<number> {
  const wanted = new Set(names.map(key));
  const ids = new Set<number>();
  for (const guest of guests) if (wanted.has(key(guest.name))) ids.add(guest.id);
  for (const group of groups) if (wanted.has(key(group.name))) for (const id of group.memberIds) ids.add(id);
  return ids;
}

/** The ids of the guests an event with this attendees text is for. */
export function eventAudience(
  attendees: string | null | undefined,
  guests: readonly AudienceGuest[],
  groups: readonly AudienceGroup[],
  key: (name: string) => string,
): Set<number> {
  const rule = parseAttendees(attendees);
  if (rule.kind === 'everyone') return new Set(guests.map((g) => g.id));
  const named = namedGuests(rule.names, guests, groups, key);
  if (rule.kind === 'list') return named;
  return new Set(guests.filter((g) => !named.has(g.id)).map((g) => g.id));
}
