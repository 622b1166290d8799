/**
 * An itinerary's theme as CSS custom properties on the page root (DESIGN.md "Front end"), so a
 * colour change repaints without re-rendering React.
 */
import { DARK_TEXT, LIGHT_TEXT, contrastRatio, readableTextColor } from './contrast';
import type { ProjectView } from './types';

export function themeVariables(project: Pick<ProjectView, 'customColors' | 'borderStyle'>): Record<string, string> {
  const { primary, secondary, accent } = project.customColors;
  return {
    '--theme-primary': primary,
    '--theme-secondary': secondary,
    '--theme-accent': accent,
    '--theme-on-primary': readableTextColor(primary),
    // The primary colour as text on white, darkened to ink when it would be too faint to read.
    '--theme-primary-text': contrastRatio(primary, LIGHT_TEXT) >= 4.5 ? primary : DARK_TEXT,
    '--theme-radius': project.borderStyle === 'square' ? '0.375rem' : '1.25rem',
  };
}
