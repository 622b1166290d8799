/**
 * Keys and the store interface for uploaded header images (see storage.ts). Keys are always
 * chosen by the server, never by the browser:
 * - `pending/{projectId}/{random}`: an upload the browser may PUT, not yet checked. Never served.
 * - `projects/{projectId}/{random}.jpg|webp`: a checked, re-encoded image, served for good.
 * - `pending/users/{userId}/{random}` and `users/{userId}/avatar-{random}.webp`: the same two
 *   steps for a signed-in user's profile picture.
 * - `projects/{projectId}/preview-{version}-wide|square.png`: a drawn link preview image
 *   (src/server/og/render.ts), kept so it is drawn once per version; deleted with the itinerary.
 */
import { MESSAGES } from '../../lib/messages';
import { randomToken } from '../core/crypto';
import { HttpError } from '../http/errors';

export type StoredFormat = 'jpg' | 'webp' | 'png';

export const CONTENT_TYPES: Record<StoredFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

export type ObjectStore = {
  kind: 'local' | 's3';
  /** Where the browser PUTs one upload: signed for this type and exact size, until `expiresAt`. */
  createUploadUrl(key: string, contentType: string, size: number, expiresAt: number): Promise<string>;
  /** The address browsers load an object from. */
  publicUrl(key: string): string;
  /** The key behind one of our public URLs; undefined for anything else. */
  keyFromUrl(url: string): string | undefined;
  /** The object's bytes, or undefined when it does not exist. Refuses more than `maxBytes`. */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  write(key: string, bytes: Buffer, format: StoredFormat): Promise<void>;
  /** Deletes an object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (e.g. `projects/{projectId}/`). */
  removePrefix(prefix: string): Promise<void>;
  /** Deletes pending uploads older than `maxAgeMs` (cheap; called now and then). */
  sweepPending(maxAgeMs: number): Promise<void>;
};

const RANDOM_BYTES = 16;
const RANDOM_PART = '[A-Za-z0-9_-]{22}';
const PROJECT_PART = '[a-z0-9-]{1,64}';
const PENDING_KEY = new RegExp(`^pending/(${PROJECT_PART})/${RANDOM_PART}$`);
const FINAL_KEY = new RegExp(`^projects/(${PROJECT_PART})/${RANDOM_PART}\\.(jpg|webp)$`);
const USER_PART = '[A-Za-z0-9_-]{1,64}';
const AVATAR_PENDING_KEY = new RegExp(`^pending/users/(${USER_PART})/${RANDOM_PART}$`);
const AVATAR_KEY = new RegExp(`^users/(${USER_PART})/avatar-${RANDOM_PART}\\.(webp)$`);

const randomPart = () => randomToken(RANDOM_BYTES, 'base64url');

export const pendingKey = (projectId: string) => `pending/${projectId}/${randomPart()}`;
export const finalKey = (projectId: string, format: StoredFormat) =>
  `projects/${projectId}/${randomPart()}.${format}`;

/** A key of one of our shapes; anything else (`..`, absolute paths, odd characters) is refused. */
const PREVIEW_KEY = new RegExp(`^projects/${PROJECT_PART}/preview-[0-9a-f]{16}-(wide|square)\\.png$`);

/** Where a drawn link preview image is kept: in the itinerary's folder, so it goes with it. */
export function previewImageKey(projectId: string, version: string, variant: 'wide' | 'square'): string {
  return `projects/${projectId}/preview-${version}-${variant}.png`;
}

export function isValidKey(key: string): boolean {
  return PENDING_KEY.test(key) || FINAL_KEY.test(key) || AVATAR_PENDING_KEY.test(key) || AVATAR_KEY.test(key) || PREVIEW_KEY.test(key);
}
export const isPendingKey = (key: string) => PENDING_KEY.test(key) || AVATAR_PENDING_KEY.test(key);

/** Prefixes that removePrefix accepts: one itinerary's folder (final or pending uploads). */
const PROJECT_PREFIX = new RegExp(`^(projects|pending)/${PROJECT_PART}/$`);
export const isRemovablePrefix = (prefix: string) => PROJECT_PREFIX.test(prefix);

// Profile pictures: the user id is part of the key, so a key proves whose it is.
const checkedUserPart = (userId: string) => {
  if (!new RegExp(`^${USER_PART}$`).test(userId)) throw new Error('This user id cannot be part of a storage key.');
  return userId;
};
export const pendingAvatarKey = (userId: string) => `pending/users/${checkedUserPart(userId)}/${randomPart()}`;
export const avatarKey = (userId: string) => `users/${checkedUserPart(userId)}/avatar-${randomPart()}.webp`;
export const isPendingAvatarKeyOf = (key: string, userId: string) => AVATAR_PENDING_KEY.exec(key)?.[1] === userId;
export const isAvatarKeyOf = (key: string, userId: string) => AVATAR_KEY.exec(key)?.[1] === userId;
export function isPendingKeyOf(key: string, projectId: string): boolean {
  return PENDING_KEY.exec(key)?.[1] === projectId;
}
export function isFinalKeyOf(key: string, projectId: string): boolean {
  return FINAL_KEY.exec(key)?.[1] === projectId;
}
/** The stored format of a served key, or undefined for a pending or unknown one. */
export function finalFormat(key: string): StoredFormat | undefined {
  return (FINAL_KEY.exec(key)?.[2] ?? AVATAR_KEY.exec(key)?.[2]) as StoredFormat | undefined;
}

export function uploadTooLarge(): HttpError {
  return new HttpError(413, MESSAGES.imageTooLarge, 'PAYLOAD_TOO_LARGE');
}
