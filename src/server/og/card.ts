/**
 * A link preview image as SVG, laid out by satori (flexbox and text shaping in WebAssembly, text
 * drawn as paths in the itinerary's fonts): the title in its title font, the dates and the city,
 * the owner's byline, on the theme's background and colours, and the first header image of a
 * paid itinerary beside them. Everything it shows is in `CardFacts` (./facts.ts).
 *
 * Satori never loads anything itself here: the fonts come from ./fonts.ts, the picture is a data
 * URL, and a character no font has is left out (`loadAdditionalAsset` finds nothing).
 */
import { layoutEngineWasm } from '@platform/images';
import satori, { init } from 'satori/standalone';
import { pageBackground } from '../../lib/backgrounds';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT } from '../../lib/contrast';
import type { CardFacts } from './facts';
import { CARD_SIZES, type CardVariant } from './paths';
import { cardFonts, cardTitleFont, FALLBACK_FAMILIES } from './fonts';

/** The longest title drawn, in characters as seen; longer ones end in "…" (and wrap to 3 lines at most). */
const TITLE_GRAPHEMES = 90;

type Style = Record<string, string | number>;
type Element = { type: string; props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number } };
type Child = Element | string | null;

const el = (type: string, style: Style, children?: Child | Child[]): Element => ({ type, props: { style, children } });

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/** At most `limit` characters as seen (an emoji with its modifiers is one), cut at a word when one is near. */
export function clampText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const parts = graphemes(clean);
  if (parts.length <= limit) return clean;
  const cut = parts.slice(0, limit - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Text as satori should draw it: a space after an emoji would take the emoji font's width (an
 * em), so a word joiner (no width) ends the emoji first.
 */
const drawable = (text: string) => text.replace(/(\p{Extended_Pictographic}[\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}\p{Extended_Pictographic}]*)(?=\s)/gu, '$1\u2060');

/** Text of a right-to-left script (Hebrew, Arabic…) before any left-to-right letter. */
export const startsRightToLeft = (text: string) => /^[^\p{L}]*[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text);

function titleSize(title: string, variant: CardVariant): number {
  const n = graphemes(title).length;
  const sizes = variant === 'wide' ? [88, 76, 64, 54] : [58, 50, 42, 36];
  return sizes[n <= 18 ? 0 : n <= 34 ? 1 : n <= 60 ? 2 : 3]!;
}

/** The satori element tree of one card. */
function cardTree(facts: CardFacts, variant: CardVariant, picture: string | null, siteName: string): Element {
  const { width, height } = CARD_SIZES[variant];
  const wide = variant === 'wide';
  const { primary, secondary, accent } = facts.theme.customColors;
  const background = pageBackground(facts.theme.selectedBackground, facts.theme.customBackgroundColor);
  const ink = contrastRatio(primary, LIGHT_TEXT) >= 4.5 ? primary : DARK_TEXT;
  const radius = facts.theme.borderStyle === 'square' ? 10 : wide ? 40 : 28;
  const titleFont = cardTitleFont(facts.theme.titleFont, facts.theme.selectedFont);
  const title = clampText(facts.title, TITLE_GRAPHEMES);
  const rtl = startsRightToLeft(title);
  const meta = [facts.dateRange, facts.place].filter((part): part is string => Boolean(part));
  const s = wide ? 1 : 0.62;
  const pad = wide ? PAD.wide : PAD.square;

  const dots = el(
    'div',
    { display: 'flex', gap: 10 * s },
    [primary, secondary, accent].map((color) => el('div', { width: 18 * s, height: 18 * s, borderRadius: 999, backgroundColor: color })),
  );
  const content = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      flexBasis: 0,
      minWidth: 0,
      padding: wide ? '52px 60px 44px' : '30px 34px 28px',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 16 * s }, [
        dots,
        el('div', { fontSize: 24 * s + 2, fontWeight: 700, letterSpacing: 3 * s, color: ink, textTransform: 'uppercase' }, "You're invited"),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 22 * s }, [
        el(
          'div',
          {
            display: 'block',
            lineClamp: 3,
            fontFamily: `'${titleFont.family}', ${FALLBACK_FAMILIES}`,
            fontWeight: titleFont.weight,
            fontSize: titleSize(title, variant),
            lineHeight: 1.14,
            color: DARK_TEXT,
            textAlign: rtl ? 'right' : 'left',
            overflowWrap: 'break-word',
          },
          drawable(title),
        ),
        meta.length
          ? el(
              'div',
              { display: 'flex', flexWrap: 'wrap', columnGap: 18 * s, fontSize: wide ? 32 : 21, color: '#4b4163', justifyContent: rtl ? 'flex-end' : 'flex-start' },
              meta.flatMap((part, i) => [i > 0 ? el('div', { color: ink }, '·') : null, el('div', { display: 'block', lineClamp: 1 }, drawable(part))]),
            )
          : null,
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 20 * s, fontSize: wide ? 26 : 18, color: '#6b6480' }, [
        el('div', { display: 'block', lineClamp: 1, flexShrink: 1 }, drawable(facts.byline ?? '')),
        el('div', { fontWeight: 700, color: ink, flexShrink: 0 }, siteName),
      ]),
    ],
  );
  const photo = picture
    ? {
        type: 'img',
        props: {
          src: picture,
          width: wide ? PICTURE.wide.width : PICTURE.square.width,
          height: wide ? PICTURE.wide.height : PICTURE.square.height,
          style: { objectFit: 'cover', flexShrink: 0 },
        },
      }
    : null;
  const card = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: width - 2 * pad,
      height: height - 2 * pad,
      minWidth: 0,
      borderRadius: radius,
      overflow: 'hidden',
      backgroundColor: 'rgba(255,255,255,0.95)',
      boxShadow: '0 12px 40px rgba(31,22,51,0.18)',
    },
    [
      el('div', { height: wide ? 14 : 10, flexShrink: 0, backgroundImage: `linear-gradient(90deg, ${primary}, ${secondary}, ${accent})` }),
      el('div', { display: 'flex', flexDirection: wide ? 'row' : 'column', flexGrow: 1, minHeight: 0 }, wide ? [content, photo] : [photo, content]),
    ],
  );
  return el(
    'div',
    {
      display: 'flex',
      width,
      height,
      padding: pad,
      backgroundColor: background.backgroundColor,
      ...(background.backgroundImage !== 'none'
        ? { backgroundImage: background.backgroundImage, backgroundSize: background.backgroundSize, backgroundRepeat: 'repeat' }
        : {}),
      fontFamily: FALLBACK_FAMILIES,
      fontWeight: 400,
    },
    [card],
  );
}

/** The background around the card, on each side. */
const PAD = { wide: 36, square: 22 } as const;
/** The header picture's size in each card (what ./render.ts crops it to). */
export const PICTURE = {
  wide: { width: 420, height: 630 - 2 * PAD.wide - 14 },
  square: { width: 600 - 2 * PAD.square, height: 200 },
} as const;

let layoutReady: Promise<void> | undefined;

/**
 * The card as SVG, with the header picture (a data URL) when there is one and the site's name in
 * its corner. `textAsPaths: false` keeps the text as <text> elements instead (the tests read what
 * the image says that way).
 */
export async function cardSvg(
  facts: CardFacts,
  variant: CardVariant,
  { picture = null, siteName = 'Itinerary', textAsPaths = true }: { picture?: string | null; siteName?: string; textAsPaths?: boolean } = {},
): Promise<string> {
  layoutReady ??= layoutEngineWasm()
    .then((wasm) => init(wasm))
    .catch((error: unknown) => {
      layoutReady = undefined;
      throw error;
    });
  await layoutReady;
  const { width, height } = CARD_SIZES[variant];
  return satori(cardTree(facts, variant, picture, siteName) as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await cardFonts(),
    embedFont: textAsPaths,
    loadAdditionalAsset: async () => [],
  });
}
