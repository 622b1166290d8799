/**
 * The URLs of link preview images: `/og/{projectId}/{version}.png` (wide) and `…-square.png`.
 * Pages name them from here without loading the drawing code (./card.ts, which starts satori's
 * WebAssembly when it is imported: on the edge, only a request that draws should do that).
 */
import { cardVersion, type CardFacts } from './facts';

export const CARD_SIZES = {
  /** Open Graph's large image (Facebook, WhatsApp, iMessage, Slack, Discord, X's large card). */
  wide: { width: 1200, height: 630 },
  /** The small square card some apps show instead (Telegram's compact view, X's summary). */
  square: { width: 600, height: 600 },
} as const;
export type CardVariant = keyof typeof CARD_SIZES;

const SUFFIX: Record<CardVariant, string> = { wide: '', square: '-square' };

/** The path of an itinerary's preview image for these facts. */
export function cardPath(projectId: string, facts: CardFacts, variant: CardVariant): string {
  return `/og/${encodeURIComponent(projectId)}/${cardVersion(facts)}${SUFFIX[variant]}.png`;
}

/** What the file name of a preview image asks for, or null when it is not one. */
export function parseCardFile(file: string): { version: string; variant: CardVariant } | null {
  const match = /^([0-9a-f]{16})(-square)?\.png$/.exec(file);
  return match ? { version: match[1]!, variant: match[2] ? 'square' : 'wide' } : null;
}
