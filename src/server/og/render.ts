/**
 * Link preview images: the card of ./card.ts drawn as PNG (`@platform/images`), served at a URL
 * that carries the version of what it shows (`/og/{projectId}/{version}.png`, and
 * `…-square.png`), so a chat app that has kept an old one fetches the new one after a change.
 *
 * A drawn image is kept in the object store (local disk or the bucket, in the itinerary's folder,
 * so it is deleted with it) and drawn once per version whichever process asks; the newest few are
 * also kept in this process (or Worker isolate). Every answer says `immutable`, so browsers,
 * crawlers and any cache in front keep them too. A drawing neither holds counts against the
 * client's and the itinerary's allowance (../limits/allowance.ts); past either, the request is sent to
 * the site's own preview image.
 */
import { coverPicture, rasterizeSvg } from '@platform/images';
import { readStaticAsset } from '@platform/static-assets';
import type { DatabaseHandle } from '../../../db/index';
import { EXAMPLE_IMAGES_PATH, MAX_HEADER_IMAGE_BYTES, MINUTE_MS, PREVIEW_RENDERS_PER_CLIENT, PREVIEW_RENDERS_PER_ITINERARY_PER_HOUR } from '../../lib/limits';
import { findProjectByPublicId } from '../access/access';
import { takeAllowance } from '../limits/allowance';
import { limitKeyForAddress } from '../http/client-address';
import { config } from '../core/config';
import { encodeBytes } from '../core/crypto';
import { HttpError } from '../http/errors';
import { objectStore } from '../uploads/storage';
import { previewImageKey } from '../uploads/storage-keys';
import { cardFacts, cardVersion, teaserFacts, type CardFacts } from './facts';
import { CARD_SIZES, cardPath, type CardVariant } from './paths';

export { parseCardFile } from './paths';

/** The site's own preview image, for a request past its allowance. */
export const FALLBACK_IMAGE = '/og-image.png';
const KEPT_IMAGES = 40;
/** More than any card drawn (a few hundred KB): a larger object under a preview key is not read. */
const MAX_PREVIEW_BYTES = 4 * 1024 * 1024;
/** The facts of an itinerary's preview image, or null for an unknown itinerary. */
async function currentCardFacts(handle: DatabaseHandle, projectId: string): Promise<CardFacts | null> {
  const project = await findProjectByPublicId(handle, projectId);
  return project ? cardFacts(project, await teaserFacts(handle, project)) : null;
}

/** The header image's bytes: an upload from the store, or one of the examples' pictures. */
async function headerImageBytes(url: string): Promise<Uint8Array | undefined> {
  if (url.startsWith(EXAMPLE_IMAGES_PATH)) return readStaticAsset(new URL(url, 'https://site.invalid').pathname);
  const key = objectStore().keyFromUrl(url);
  return key ? objectStore().read(key, MAX_HEADER_IMAGE_BYTES) : undefined;
}

/** The header image as a data URL cropped to the card's frame; null when it is gone or unreadable (the theme shows). */
async function pictureFor(url: string | null, size: { width: number; height: number }): Promise<string | null> {
  if (!url) return null;
  try {
    const bytes = await headerImageBytes(url);
    const { width, height } = size;
    const jpeg = bytes && (await coverPicture(bytes, width, height));
    return jpeg ? `data:image/jpeg;base64,${encodeBytes(jpeg, 'base64')}` : null;
  } catch (error) {
    console.warn(`Preview image: the header image ${url} could not be read (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  }
}

/** The card as PNG. */
export async function drawCard(facts: CardFacts, variant: CardVariant): Promise<Uint8Array> {
  // Loaded here, not with the module: the pages that only name the image never start satori.
  const { cardSvg, PICTURE } = await import('./card');
  const picture = await pictureFor(facts.headerImage, PICTURE[variant]);
  const svg = await cardSvg(facts, variant, { picture, siteName: config().SITE_NAME });
  const { width, height } = CARD_SIZES[variant];
  return rasterizeSvg(svg, width, height);
}

const kept = new Map<string, Uint8Array>();
const drawing = new Map<string, Promise<Uint8Array>>();

function keep(key: string, png: Uint8Array) {
  kept.set(key, png);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_IMAGES) break;
    kept.delete(oldest);
  }
}

/** A card drawn before (by any process), or undefined; a store that fails is only logged: the card is drawn again. */
async function storedCard(projectId: string, version: string, variant: CardVariant): Promise<Uint8Array | undefined> {
  try {
    const bytes = await objectStore().read(previewImageKey(projectId, version, variant), MAX_PREVIEW_BYTES);
    return bytes ? new Uint8Array(bytes) : undefined;
  } catch (error) {
    console.warn(`Preview image: the stored card could not be read (${error instanceof Error ? error.message : String(error)}).`);
    return undefined;
  }
}

async function storeCard(projectId: string, version: string, variant: CardVariant, png: Uint8Array): Promise<void> {
  try {
    await objectStore().write(previewImageKey(projectId, version, variant), Buffer.from(png), 'png');
  } catch (error) {
    console.warn(`Preview image: the card could not be stored (${error instanceof Error ? error.message : String(error)}).`);
  }
}

export type CardAnswer =
  | { kind: 'image'; png: Uint8Array }
  /** Not this version (any more): the current one's path. */
  | { kind: 'moved'; path: string }
  | { kind: 'limited' }
  | { kind: 'unknown' };

/** The preview image a URL asks for, drawn if needed. */
export async function cardImage(handle: DatabaseHandle, projectId: string, version: string, variant: CardVariant, client: string): Promise<CardAnswer> {
  // The version is checked first, even for a kept image: an old one (a name the owner has
  // since hidden) is never served again.
  const facts = await currentCardFacts(handle, projectId);
  if (!facts) return { kind: 'unknown' };
  if (cardVersion(facts) !== version) return { kind: 'moved', path: cardPath(projectId, facts, variant) };
  const key = `${projectId}/${version}/${variant}`;
  const cached = kept.get(key) ?? (await storedCard(projectId, version, variant));
  if (cached) {
    keep(key, cached);
    return { kind: 'image', png: cached };
  }
  let pending = drawing.get(key);
  if (!pending) {
    try {
      await takeAllowance(handle, `og:client:${limitKeyForAddress(client)}`, PREVIEW_RENDERS_PER_CLIENT, 'Too many preview images.', 10 * MINUTE_MS);
      await takeAllowance(handle, `og:project:${projectId}`, PREVIEW_RENDERS_PER_ITINERARY_PER_HOUR, 'Too many preview images.');
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return { kind: 'limited' };
      throw error;
    }
    pending = drawCard(facts, variant)
      .then(async (png) => {
        await storeCard(projectId, version, variant, png);
        return png;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  const png = await pending;
  keep(key, png);
  return { kind: 'image', png };
}
