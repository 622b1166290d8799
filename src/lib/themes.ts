/**
 * Colour themes of the admin panel (six preset themes).
 * Each preset sets all three colours; the pickers edit primary and secondary and keep the accent.
 */
import type { CustomColors } from './types';

export type ThemePreset = { id: string; name: string; colors: CustomColors };

export const THEME_PRESETS: readonly ThemePreset[] = [
  { id: 'purple-pink', name: 'Purple & Pink', colors: { primary: '#9333ea', secondary: '#ec4899', accent: '#10b981' } },
  { id: 'blue-teal', name: 'Blue & Teal', colors: { primary: '#2563eb', secondary: '#14b8a6', accent: '#f59e0b' } },
  { id: 'green-lime', name: 'Green & Lime', colors: { primary: '#15803d', secondary: '#84cc16', accent: '#0ea5e9' } },
  { id: 'orange-red', name: 'Orange & Red', colors: { primary: '#ea580c', secondary: '#dc2626', accent: '#facc15' } },
  { id: 'pink-rose', name: 'Pink & Rose', colors: { primary: '#db2777', secondary: '#fb7185', accent: '#8b5cf6' } },
  { id: 'indigo-purple', name: 'Indigo & Purple', colors: { primary: '#4f46e5', secondary: '#a855f7', accent: '#06b6d4' } },
];

/** 'Reset Colors': what the admin panel's reset puts back, a soft purple and pink with a green accent. */
export const RESET_COLORS: CustomColors = { primary: '#c084fc', secondary: '#f9a8d4', accent: '#10b981' };

/** The form a colour takes in a request body and in `<input type="color">`: `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** `#abc`, `abc`, `#AABBCC` → `#aabbcc`; null when it is not a colour. */
export function normalizeHex(raw: string): string | null {
  const value = raw.trim().replace(/^#?/, '#').toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return HEX_COLOR.test(value) ? value : null;
}

export const sameColors = (a: CustomColors, b: CustomColors) =>
  a.primary.toLowerCase() === b.primary.toLowerCase() &&
  a.secondary.toLowerCase() === b.secondary.toLowerCase() &&
  a.accent.toLowerCase() === b.accent.toLowerCase();
