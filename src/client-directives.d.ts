// A module (it imports), so the declaration below adds to Astro's types instead of replacing them.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the page asks for the island, or at once with 'now' (src/islands/directives/used.ts). */
    'client:used'?: true | 'now';
  }
}
