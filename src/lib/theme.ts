/**
 * An itinerary's theme as CSS custom properties on the page root, so a
 * colour or font change repaints without re-rendering React.
 */
import { pageBackground } from './backgrounds';
import { CONTRAST_THRESHOLD, DARK_TEXT, FOCUS_RING_CONTRAST, LIGHT_TEXT, contrastRatio, readableTextColor } from './contrast';
import { bodyFontStack, titleFontStack } from './fonts';
import type { ProjectView } from './types';

/** Card corner styles the theme draws. */
export const BORDER_STYLES = ['rounded', 'square'] as const;
export type ThemeSource = Pick<
  ProjectView,
  'customColors' | 'borderStyle' | 'selectedFont' | 'titleFont' | 'selectedBackground' | 'customBackgroundColor'
>;

export function themeVariables(project: ThemeSource): Record<string, string> {
  const { primary, secondary, accent } = project.customColors;
  const background = pageBackground(project.selectedBackground, project.customBackgroundColor);
  const bodyFont = bodyFontStack(project.selectedFont);
  const titleFont = titleFontStack(project.titleFont);
  return {
    '--theme-primary': primary,
    '--theme-secondary': secondary,
    '--theme-accent': accent,
    '--theme-on-primary': readableTextColor(primary),
    '--theme-on-accent': readableTextColor(accent),
    // The primary colour as text on white, darkened to ink when it would be too faint to read.
    '--theme-primary-text': contrastRatio(primary, LIGHT_TEXT) >= CONTRAST_THRESHOLD ? primary : DARK_TEXT,
    // The focus ring on white: the primary colour when it contrasts 3:1 with white, else ink.
    '--theme-focus': contrastRatio(primary, LIGHT_TEXT) >= FOCUS_RING_CONTRAST ? primary : DARK_TEXT,
    '--theme-radius': project.borderStyle === 'square' ? '0.375rem' : '1.25rem',
    '--theme-body-font': bodyFont,
    '--theme-title-font': titleFont === 'inherit' ? bodyFont : titleFont,
    '--page-bg-color': background.backgroundColor,
    '--page-bg-image': background.backgroundImage,
    '--page-bg-size': background.backgroundSize,
    '--page-text': background.textColor,
  };
}

/** The variables as a style attribute value (server-rendered pages). */
export function themeStyle(project: ThemeSource): string {
  return Object.entries(themeVariables(project))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}
