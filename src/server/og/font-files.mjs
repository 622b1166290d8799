// @ts-check
/**
 * The font files link preview images are drawn with (./card.ts): self-hosted @fontsource WOFF
 * files (satori reads WOFF, not WOFF2). The build copies them into its static assets under
 * FONT_ASSET_DIR (astro.config.mjs), so the server reads them from there (the client folder on
 * Node, the ASSETS binding on the edge) and the Worker's bundle carries none of them.
 */

/** Where the copies are, in the build's static assets. */
export const FONT_ASSET_DIR = '/og-fonts/';

/**
 * @typedef {{ family: string; weight: 400 | 700 | 800; file: string; pkg: string }} FontFile
 */

/** @type {(pkg: string, family: string, weight: 400 | 700 | 800, subsets: string[]) => FontFile[]} */
const files = (pkg, family, weight, subsets) =>
  subsets.map((subset) => ({ family, weight, pkg, file: `${pkg}-${subset}-${weight}-normal.woff` }));

/**
 * Noto Sans first: the text besides the title, and the fallback for any script a title font
 * lacks (Latin, Cyrillic, Greek); Hebrew, Arabic and emoji have fonts of their own.
 * @type {readonly FontFile[]}
 */
export const FONT_FILES = [
  ...files('noto-sans', 'Noto Sans', 400, ['latin', 'latin-ext', 'cyrillic', 'greek']),
  ...files('noto-sans', 'Noto Sans', 700, ['latin', 'latin-ext', 'cyrillic', 'greek']),
  ...files('noto-sans-hebrew', 'Noto Sans Hebrew', 400, ['hebrew']),
  ...files('noto-sans-hebrew', 'Noto Sans Hebrew', 700, ['hebrew']),
  ...files('noto-sans-arabic', 'Noto Sans Arabic', 400, ['arabic']),
  ...files('noto-sans-arabic', 'Noto Sans Arabic', 700, ['arabic']),
  ...files('noto-emoji', 'Noto Emoji', 400, ['emoji']),
  ...files('playfair-display', 'Playfair Display', 700, ['latin', 'latin-ext']),
  ...files('montserrat', 'Montserrat', 800, ['latin', 'latin-ext']),
  ...files('lobster', 'Lobster', 400, ['latin', 'latin-ext']),
  ...files('oswald', 'Oswald', 700, ['latin', 'latin-ext']),
];

/** A font file's path in the installed @fontsource package, from the project's root. */
export const fontSourcePath = (/** @type {FontFile} */ font) => `node_modules/@fontsource/${font.pkg}/files/${font.file}`;
