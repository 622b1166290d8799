/**
 * Who goes to what.
 *
 * An event's attendees text is 'Everyone', 'Everyone except A, B' (names compared without regard
 * to case, against the master list of every name in the itinerary), or a list of names separated
 * by commas. An event with no attendees is for everyone.
 */
export type AttendeeRule =
  | { kind: 'everyone' }
  | { kind: 'except'; names: string[] }
  | { kind: 'list'; names: string[] };

const EVERYONE = /^everyone$/i;
const EVERYONE_EXCEPT = /^everyone\s+(?:except|but)\b[\s:,-]*(.*)$/i;

// Characters that draw nothing (zero-width space and joiners, word joiner, soft hyphen, variation
// selectors, bidi controls, …) and control characters other than white space.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * A name as it is kept and shown (docs/security.md#look-alike-names): compatibility forms folded
 * (NFKC: full-width "Ａｎａ" is "Ana"), invisible characters removed, white space trimmed and
 * collapsed to single spaces; the spelling otherwise as written.
 */
export const cleanName = (name: string): string =>
  name
    .replace(/\s+/g, ' ')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ');

/**
 * The key names are compared by in the browser: cleaned and lower-cased ("  Ana  Lima " and
 * "ana lima" are one person). The server compares guests' names by a stricter key that also
 * folds look-alike letters (`guestNameKey` in src/server/guests/guest-names.ts).
 */
export const personKey = (name: string): string => cleanName(name).toLowerCase();

/** Splits on commas, trims, drops blanks and repeats (compared without regard to case). */
export function splitNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of text.split(',')) {
    const name = cleanName(raw);
    if (!name || seen.has(personKey(name))) continue;
    seen.add(personKey(name));
    names.push(name);
  }
  return names;
}

export function parseAttendees(text: string | null | undefined): AttendeeRule {
  const value = (text ?? '').trim();
  if (!value || EVERYONE.test(value)) return { kind: 'everyone' };
  const except = EVERYONE_EXCEPT.exec(value);
  if (except) return { kind: 'except', names: splitNames(except[1] ?? '') };
  const names = splitNames(value);
  // "Everyone, Ana" still means everyone.
  if (names.some((n) => EVERYONE.test(n))) return { kind: 'everyone' };
  return { kind: 'list', names };
}

/** Every name mentioned anywhere in the itinerary, in first-seen order, first spelling kept. */
export function masterNames(events: readonly { attendees: string | null }[]): string[] {
  const seen = new Map<string, string>();
  for (const event of events) {
    const rule = parseAttendees(event.attendees);
    if (rule.kind === 'everyone') continue;
    for (const name of rule.names) if (!seen.has(personKey(name))) seen.set(personKey(name), name);
  }
  return [...seen.values()];
}

/** `first`, then the names of `more` it lacks (compared as `personKey`s), first spelling kept. */
export function unionNames(first: readonly string[], more: readonly string[]): string[] {
  if (more.length === 0) return [...first];
  const seen = new Set(first.map(personKey));
  const out = [...first];
  for (const name of more) {
    if (seen.has(personKey(name))) continue;
    seen.add(personKey(name));
    out.push(name);
  }
  return out;
}

/** The people who attend an event, as names from the master list (everyone = the whole list). */
export function attendeesOf(attendees: string | null, master: readonly string[]): string[] {
  const rule = parseAttendees(attendees);
  if (rule.kind === 'everyone') return [...master];
  const named = new Set(rule.names.map(personKey));
  if (rule.kind === 'except') return master.filter((n) => !named.has(personKey(n)));
  return master.filter((n) => named.has(personKey(n)));
}

/** True when `person` goes to the event. */
export function attends(attendees: string | null, person: string): boolean {
  const rule = parseAttendees(attendees);
  const p = personKey(person);
  if (rule.kind === 'everyone') return true;
  const named = rule.names.some((n) => personKey(n) === p);
  return rule.kind === 'except' ? !named : named;
}

/** Events for the selected people: no selection means everyone; else any selected person goes. */
export function filterEventsByPeople<T extends { attendees: string | null }>(
  events: readonly T[],
  selected: readonly string[],
): T[] {
  if (selected.length === 0) return [...events];
  return events.filter((e) => selected.some((person) => attends(e.attendees, person)));
}

/** The filter button's label: Everyone, the single name, or 'N people'. */
export function peopleFilterLabel(selected: readonly string[]): string {
  if (selected.length === 0) return 'Everyone';
  if (selected.length === 1) return selected[0] ?? 'Everyone';
  return `${selected.length} people`;
}

/**
 * The people of a saved or requested selection (local storage, `?person=` in the URL) that the
 * itinerary still names, in the master list's spelling; unknown names and repeats are dropped.
 */
export function knownPeople(requested: readonly unknown[], names: readonly string[]): string[] {
  const known = new Map(names.map((n) => [personKey(n), n]));
  const selection: string[] = [];
  for (const value of requested) {
    const name = typeof value === 'string' ? known.get(personKey(value)) : undefined;
    if (name && !selection.includes(name)) selection.push(name);
  }
  return selection;
}
