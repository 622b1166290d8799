/**
 * The attendee chips of the event editor. The stored value stays
 * the comma-separated text that `attendees.ts` reads, so 'Everyone' and 'Everyone except A, B'
 * survive a round trip: 'Everyone except A, B' is the chips ['Everyone except A', 'B'].
 */
import { splitNames } from './attendees';

/** The chips of a stored attendees text. */
export function chipsFromAttendees(text: string | null | undefined): string[] {
  return splitNames(text ?? '');
}

/** The stored text of a list of chips. */
export function attendeesFromChips(chips: readonly string[]): string {
  return chips.join(', ');
}

/** Adds every comma-separated name of `raw`; blanks and names already there (any case) are ignored. */
export function addChips(chips: readonly string[], raw: string): string[] {
  return splitNames([...chips, raw].join(','));
}

/**
 * What the attendee input holds after a keystroke: every entry a comma has closed becomes a
 * chip, the text after the last comma stays in the input.
 */
export function takeTypedChips(chips: readonly string[], typed: string): { chips: string[]; rest: string } {
  const cut = typed.lastIndexOf(',');
  if (cut < 0) return { chips: [...chips], rest: typed };
  return { chips: addChips(chips, typed.slice(0, cut)), rest: typed.slice(cut + 1).trimStart() };
}

/** Backspace in an empty input removes the last chip. */
export function removeLastChip(chips: readonly string[]): string[] {
  return chips.slice(0, -1);
}

export type ChipKind = 'everyone' | 'except' | 'excluded' | 'name';

/**
 * How each chip reads: 'Everyone', 'Everyone except A' (the start of an exclusion list), a name
 * that list excludes, or a plain name.
 */
export function chipKinds(chips: readonly string[]): ChipKind[] {
  const excepting = /^everyone\s+(?:except|but)\b/i.test(chips[0] ?? '');
  return chips.map((chip, i) => {
    if (/^everyone$/i.test(chip)) return 'everyone';
    if (i === 0 && excepting) return 'except';
    return excepting ? 'excluded' : 'name';
  });
}
