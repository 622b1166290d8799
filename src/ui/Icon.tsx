import { createElement } from 'react';
import { iconStrokeWidth, iconViewBox, shapeElement } from './icon-frame';
import type { IconDef } from './icon-paths';

type Props = {
  /** One of src/ui/icon-paths.ts: `import * as icons from '@/ui/icon-paths'`, then `icons.close`. */
  icon: IconDef;
  className?: string;
  /** A line icon's stroke width, when this use needs another than the icon's. */
  strokeWidth?: number;
};

/** Draws an icon of the app's set; always aria-hidden (the text beside it speaks). */
export function Icon({ icon, className = 'h-4 w-4', strokeWidth }: Props) {
  const paint = icon.solid
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: iconStrokeWidth(icon, strokeWidth),
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <svg aria-hidden="true" viewBox={iconViewBox(icon)} className={className} {...paint}>
      {icon.shapes.map((shape, i) => {
        const { tag, attrs } = shapeElement(shape);
        return createElement(tag, { key: i, ...attrs });
      })}
    </svg>
  );
}
