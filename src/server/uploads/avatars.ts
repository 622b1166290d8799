/**
 * Profile pictures, on the same path
 * as header images (images.ts): the server picks a pending key under the user's own folder and
 * signs a PUT for the exact type and size; on complete it reads the bytes back, checks them with
 * sharp and stores a fresh square WebP without metadata, then drops the old picture.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { users, type User } from '../../../db/schema';
import { AVATAR_UPLOADS_PER_HOUR, MAX_AVATAR_BYTES, UPLOAD_URLS_PER_HOUR_PER_CLIENT, UPLOAD_URL_TTL_MS } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import type { AvatarCompleteInput, AvatarUploadUrlInput } from '../../lib/schemas';
import type { AuthUserView } from '../../lib/types';
import { takeAllowance } from '../limits/allowance';
import { HttpError, badRequest } from '../http/errors';
import { reencodeAvatar } from './image-processing';
import { avatarKey, isAvatarKeyOf, isPendingAvatarKeyOf, objectStore, pendingAvatarKey, type ObjectStore } from './storage';
import { userView } from '../auth/users';

const uploadNotFound = () => badRequest(MESSAGES.uploadNotFound);

/** POST /api/users/avatar/upload-url { contentType, size } → { uploadUrl, key }. */
export async function createAvatarUpload(
  handle: DatabaseHandle,
  user: Pick<User, 'id'>,
  client: string,
  input: AvatarUploadUrlInput,
  now = Date.now(),
): Promise<{ uploadUrl: string; key: string }> {
  await takeAllowance(handle, `upload-url:client:${client}`, UPLOAD_URLS_PER_HOUR_PER_CLIENT, 'Too many picture uploads.', undefined, now);
  await takeAllowance(handle, `avatar-upload:user:${user.id}`, AVATAR_UPLOADS_PER_HOUR, 'Too many picture uploads.', undefined, now);
  const store = objectStore();
  const key = pendingAvatarKey(user.id);
  const uploadUrl = await store.createUploadUrl(key, input.contentType, input.size, now + UPLOAD_URL_TTL_MS);
  return { uploadUrl, key };
}

async function removeQuietly(store: ObjectStore, key: string) {
  await store.remove(key).catch((error: unknown) => console.error(`Deleting ${key} failed`, error));
}

/**
 * POST /api/users/avatar/complete { key } → AuthUserView. Only a pending key of this user is
 * taken; it is consumed whether its bytes pass or not.
 */
export async function completeAvatarUpload(
  handle: DatabaseHandle,
  user: Pick<User, 'id'>,
  { key }: AvatarCompleteInput,
): Promise<AuthUserView> {
  if (!isPendingAvatarKeyOf(key, user.id)) throw uploadNotFound();
  const store = objectStore();
  let finalKey: string | undefined;
  try {
    const bytes = await store.read(key, MAX_AVATAR_BYTES).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 413 ? badRequest(MESSAGES.avatarTooLarge) : error;
    });
    if (!bytes) throw uploadNotFound();
    const encoded = await reencodeAvatar(bytes);
    finalKey = avatarKey(user.id);
    await store.write(finalKey, encoded, 'webp');
    const url = store.publicUrl(finalKey);
    const { previous, saved } = await handle.write(async (db) => {
      const before = await db.query.users.findFirst({ where: eq(users.id, user.id), columns: { profileImageUrl: true } });
      const [row] = await db
        .update(users)
        .set({ profileImageUrl: url, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { previous: before?.profileImageUrl ?? null, saved: row };
    });
    if (!saved) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHORIZED');
    // The old picture goes only if it is one we stored for this user (not a provider's URL).
    const oldKey = previous ? store.keyFromUrl(previous) : undefined;
    if (oldKey && oldKey !== finalKey && isAvatarKeyOf(oldKey, user.id)) await removeQuietly(store, oldKey);
    finalKey = undefined;
    return userView(saved);
  } finally {
    await removeQuietly(store, key);
    // Stored but not saved (the update failed): not left behind.
    if (finalKey) await removeQuietly(store, finalKey);
  }
}
