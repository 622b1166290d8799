/**
 * Limits said in words: texts that name a limit are built from its constant in ./limits.ts, so
 * changing the number changes every sentence that states it.
 */

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** 5 → 'five' (up to twelve; larger numbers stay digits, as style guides write them). */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** 5 → 'Five', for the start of a sentence. */
export function capitalizedNumberWord(n: number): string {
  const word = numberWord(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A byte limit in whole megabytes, as the upload messages state it: 5 * 1024 * 1024 → 5. */
export function megabytes(bytes: number): number {
  return bytes / 1024 / 1024;
}
