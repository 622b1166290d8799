/**
 * How the itinerary island gets its props (docs/guest-page.md "How the island gets its data").
 *
 * Astro would write them into the island's `props` attribute: HTML-escaped JSON with a type tag
 * on every value, a copy of the itinerary the page's HTML already shows. They travel instead as
 * one plain `<script type="application/json">` beside the island (`islandPropsJson`), which the
 * island reads when it hydrates; the server renders the island from the same object, handed over
 * in a `ServerProps` that Astro serializes as an empty object.
 */

/** The id of the JSON script (inside `#itinerary-root`, so a swap of the root brings the new one). */
export const ISLAND_PROPS_ID = 'itinerary-props';

/**
 * Props for the server's render only. Astro copies a prop's own enumerable properties into the
 * page; this object has none (its value is a private field), so the browser gets `{}` and reads
 * the JSON script instead.
 */
export class ServerProps<T> {
  readonly #props: T;
  constructor(props: T) {
    this.#props = props;
  }
  get props(): T {
    return this.#props;
  }
}

/** The JSON script's text: `<` written as `\u003c`, so no text in it can end the script. */
export function islandPropsJson(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

/** The props: on the server from `ServerProps`, in the browser from the page's JSON script. */
export function islandProps<T>(from: ServerProps<T> | object): T {
  if (from instanceof ServerProps) return from.props as T;
  const script = document.getElementById(ISLAND_PROPS_ID);
  if (!script?.textContent) throw new Error(`The page has no #${ISLAND_PROPS_ID} script for the itinerary island.`);
  return JSON.parse(script.textContent) as T;
}
