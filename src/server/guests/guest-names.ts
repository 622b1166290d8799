/**
 * The key the server compares guests' names by (docs/security.md#look-alike-names): the name
 * cleaned as it is kept (`cleanName`), lower-cased, then reduced to its confusable skeleton as
 * Unicode's security mechanisms define it: decomposed (NFD), each character replaced by the
 * prototype it is confused with (Unicode's confusables data, shipped in the `unhomoglyph`
 * package), decomposed again. Names that look alike have one key, so a look-alike of a taken
 * name is refused like the name itself and the same person's look-alike spelling is the same
 * person. The key is never shown: "Emma" becomes "ernrna" (m looks like rn).
 *
 * Server-only: the table is about 100 KB and must not reach a browser bundle.
 */
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { cleanName } from '../../lib/attendees';

const prototypes: Readonly<Record<string, string>> = confusables;

export function guestNameKey(name: string): string {
  let mapped = '';
  for (const char of cleanName(name).toLowerCase().normalize('NFD'))
    mapped += prototypes[char] ?? char;
  // A prototype may be upper case ("0" looks like "O"): lower-case again so case never matters.
  return mapped.normalize('NFD').toLowerCase();
}
