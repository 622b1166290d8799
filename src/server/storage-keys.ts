/**
 * Keys and the store interface for uploaded header images (see storage.ts). Keys are always
 * chosen by the server, never by the browser:
 * - `pending/{projectId}/{random}`: an upload the browser may PUT, not yet checked. Never served.
 * - `projects/{projectId}/{random}.jpg|webp`: a checked, re-encoded image, served for good.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '../lib/messages';
import { HttpError } from './errors';

export type StoredFormat = 'jpg' | 'webp';

export const CONTENT_TYPES: Record<StoredFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

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
  /** Deletes pending uploads older than `maxAgeMs` (cheap; called now and then). */
  sweepPending(maxAgeMs: number): Promise<void>;
};

const RANDOM_BYTES = 16;
const RANDOM_PART = '[A-Za-z0-9_-]{22}';
const PROJECT_PART = '[a-z0-9-]{1,64}';
const PENDING_KEY = new RegExp(`^pending/(${PROJECT_PART})/${RANDOM_PART}$`);
const FINAL_KEY = new RegExp(`^projects/(${PROJECT_PART})/${RANDOM_PART}\\.(jpg|webp)$`);

const randomPart = () => randomBytes(RANDOM_BYTES).toString('base64url');

export const pendingKey = (projectId: string) => `pending/${projectId}/${randomPart()}`;
export const finalKey = (projectId: string, format: StoredFormat) =>
  `projects/${projectId}/${randomPart()}.${format}`;

/** A key of either shape; anything else (`..`, absolute paths, odd characters) is refused. */
export function isValidKey(key: string): boolean {
  return PENDING_KEY.test(key) || FINAL_KEY.test(key);
}
export const isPendingKey = (key: string) => PENDING_KEY.test(key);
export function isPendingKeyOf(key: string, projectId: string): boolean {
  return PENDING_KEY.exec(key)?.[1] === projectId;
}
export function isFinalKeyOf(key: string, projectId: string): boolean {
  return FINAL_KEY.exec(key)?.[1] === projectId;
}
/** The stored format of a served key, or undefined for a pending or unknown one. */
export function finalFormat(key: string): StoredFormat | undefined {
  return FINAL_KEY.exec(key)?.[2] as StoredFormat | undefined;
}

export function uploadTooLarge(): HttpError {
  return new HttpError(413, MESSAGES.imageTooLarge, 'PAYLOAD_TOO_LARGE');
}
