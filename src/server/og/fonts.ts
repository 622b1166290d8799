/**
 * The fonts of link preview images, read once per process (or Worker isolate) from the build's
 * static assets (./font-files.mjs) and kept. Satori keeps its parsed copy of a font list as long
 * as it is handed the same array, so the list is made once too.
 */
import { readStaticAsset } from '@platform/static-assets';
import { TITLE_FONTS, titleFontStack } from '../../lib/fonts';
import { FONT_ASSET_DIR, FONT_FILES } from './font-files.mjs';

export type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 700 | 800; style: 'normal' };

let loading: Promise<CardFont[]> | undefined;

export function cardFonts(): Promise<CardFont[]> {
  loading ??= Promise.all(
    FONT_FILES.map(async (font) => {
      const data = await readStaticAsset(`${FONT_ASSET_DIR}${font.file}`);
      if (!data) throw new Error(`The preview font ${font.file} is missing from the build's static assets.`);
      return { name: font.family, data: data.slice().buffer, weight: font.weight, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** After the chosen font: the fonts that draw what it cannot (other scripts, emoji). */
export const FALLBACK_FAMILIES = "'Noto Sans', 'Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Emoji'";

/**
 * The title's font as drawn in the image: the itinerary's own title font when it is one of the
 * self-hosted ones, else the self-hosted font nearest in kind (the others are fonts of the
 * viewer's device, which the server does not have).
 */
export function cardTitleFont(titleFont: string, bodyFont: string): { family: string; weight: 400 | 700 | 800 } {
  const stack = titleFont === 'inherit' || !(titleFont in TITLE_FONTS) ? (bodyFont === 'classy' ? titleFontStack('playfair') : '') : titleFontStack(titleFont);
  if (/Lobster|cursive/.test(stack)) return { family: 'Lobster', weight: 400 };
  if (/Oswald|Impact/.test(stack)) return { family: 'Oswald', weight: 700 };
  if (/Montserrat|Arial Black/.test(stack)) return { family: 'Montserrat', weight: 800 };
  if (/Playfair|fantasy|(?<!sans-)serif/.test(stack)) return { family: 'Playfair Display', weight: 700 };
  return { family: 'Noto Sans', weight: 700 };
}
