/** How an icon of src/ui/icon-paths.ts sits in its `<svg>`: shared by the React and Astro `Icon`. */
import type { IconDef, IconShape } from './icon-paths';

export const iconViewBox = (icon: IconDef): string => {
  const grid = icon.solid ? 20 : (icon.grid ?? 24);
  return `0 0 ${grid} ${grid}`;
};

/** A line icon's stroke width: the use's, else the icon's own, else 2. */
export const iconStrokeWidth = (icon: IconDef, override?: number): number => override ?? icon.strokeWidth ?? 2;

/** The element and attributes of one shape. */
export function shapeElement(shape: IconShape): { tag: 'path' | 'circle' | 'rect'; attrs: Record<string, string | number> } {
  if (typeof shape === 'string') return { tag: 'path', attrs: { d: shape } };
  if ('circle' in shape) return { tag: 'circle', attrs: shape.circle };
  return { tag: 'rect', attrs: shape.rect };
}
