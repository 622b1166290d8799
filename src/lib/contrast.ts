/**
 * Text on theme colours: white unless its contrast against the colour is below 4.5,
 * then dark text.
 */
export const CONTRAST_THRESHOLD = 4.5;
/** A focus ring (a non-text mark) contrasts at least 3:1 with the surface around it. */
export const FOCUS_RING_CONTRAST = 3;
export const DARK_TEXT = '#1f1633';
export const LIGHT_TEXT = '#ffffff';

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour to put on `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) < CONTRAST_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
}
