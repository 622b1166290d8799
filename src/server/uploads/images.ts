/**
 * Header images of an itinerary.
 *
 * 1. `createImageUpload`: the server picks a pending key and hands out a short-lived URL the
 *    browser PUTs the image to (signed for its type and exact size).
 * 2. `saveHeaderImages`: the browser sends the whole list in display order. Images already in
 *    the list stay; pending uploads of this itinerary are checked and re-encoded into their
 *    final place; anything else is refused. The list and the version move in one write, and
 *    images that left the list are deleted afterwards.
 *
 * Header images are a paid feature (TRIAL_IMAGE_BLOCKED).
 */
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects, type Project } from '../../../db/schema';
import {
  MAX_HEADER_IMAGE_BYTES,
  UPLOAD_URLS_PER_HOUR_PER_CLIENT,
  UPLOAD_URLS_PER_HOUR_PER_PROJECT,
  UPLOAD_URL_TTL_MS,
} from '../../lib/limits';
import { MESSAGES, UPLOAD_MESSAGES } from '../../lib/messages';
import type { HeaderImagesInput, ImageUploadUrlInput } from '../../lib/organiser-schemas';
import type { ProjectView, UploadUrlResponse } from '../../lib/types';
import { takeAllowance } from '../limits/allowance';
import { HttpError, badRequest } from '../http/errors';
import { reencodeHeaderImage } from './image-processing';
import { toProjectView } from '../projects/projects';
import { finalKey, isFinalKeyOf, isPendingKeyOf, objectStore, pendingKey, type ObjectStore } from './storage';
import { bumpedVersions } from '../projects/versions';

function requirePaid(project: Project) {
  if (!project.isPaid) {
    throw new HttpError(403, 'Header images are part of full access. Upgrade to add photos.', 'TRIAL_IMAGE_BLOCKED');
  }
}

const notOurs = () => badRequest('This image is not part of this itinerary. Please upload it again.');
const changedMeanwhile = () =>
  new HttpError(409, 'The images were changed somewhere else. Please reload and try again.');

/**
 * A signed URL for one upload. Each costs disk (an unsaved upload waits in `pending/` until the
 * scheduled sweep, ./sweep.ts), so there are at most so many an hour per itinerary and per client.
 */
export async function createImageUpload(
  handle: DatabaseHandle,
  project: Project,
  client: string,
  input: ImageUploadUrlInput,
  now = Date.now(),
): Promise<UploadUrlResponse> {
  requirePaid(project);
  await takeAllowance(handle, `upload-url:client:${client}`, UPLOAD_URLS_PER_HOUR_PER_CLIENT, UPLOAD_MESSAGES.tooManyFromClient, undefined, now);
  await takeAllowance(handle, `upload-url:project:${project.id}`, UPLOAD_URLS_PER_HOUR_PER_PROJECT, UPLOAD_MESSAGES.tooManyForItinerary, undefined, now);
  const store = objectStore();
  const key = pendingKey(project.projectId);
  const uploadURL = await store.createUploadUrl(key, input.contentType, input.size, now + UPLOAD_URL_TTL_MS);
  return { uploadURL, publicUrl: store.publicUrl(key) };
}

async function removeQuietly(store: ObjectStore, keys: string[]) {
  for (const key of keys) {
    await store.remove(key).catch((error: unknown) => console.error(`Deleting ${key} failed`, error));
  }
}

/** Checks and re-encodes one pending upload into its final place; returns the final key. */
async function finalizeUpload(store: ObjectStore, projectId: string, pending: string): Promise<string> {
  const bytes = await store.read(pending, MAX_HEADER_IMAGE_BYTES);
  if (!bytes) throw badRequest(MESSAGES.uploadNotFound);
  const image = await reencodeHeaderImage(bytes);
  const key = finalKey(projectId, image.format);
  await store.write(key, image.bytes, image.format);
  return key;
}

const MAX_SAVE_ATTEMPTS = 5;

export async function saveHeaderImages(
  handle: DatabaseHandle,
  project: Project,
  { imageUrls }: HeaderImagesInput,
): Promise<ProjectView> {
  requirePaid(project);
  if (new Set(imageUrls).size !== imageUrls.length) throw badRequest('Each image can be in the list only once.');
  const store = objectStore();
  const pendingOf = (url: string) => {
    const key = store.keyFromUrl(url);
    return key && isPendingKeyOf(key, project.projectId) ? key : undefined;
  };
  // Refuse a foreign URL before any image work (checked again against the saved row below).
  for (const url of imageUrls) {
    if (!pendingOf(url) && !project.headerImages.includes(url)) throw notOurs();
  }

  const finals = new Map<string, string>();
  const consumed: string[] = [];
  try {
    for (const url of imageUrls) {
      const pending = pendingOf(url);
      if (!pending) continue;
      try {
        finals.set(url, store.publicUrl(await finalizeUpload(store, project.projectId, pending)));
      } finally {
        // Checked or refused, a pending upload is used once.
        consumed.push(pending);
      }
    }
    const { saved, removed } = await writeList(handle, project, imageUrls, finals);
    const removedKeys = removed
      .map((url) => store.keyFromUrl(url))
      .filter((key): key is string => !!key && isFinalKeyOf(key, project.projectId));
    await removeQuietly(store, [...consumed, ...removedKeys]);
    return toProjectView(saved, 'admin');
  } catch (error) {
    const created = [...finals.values()].map((url) => store.keyFromUrl(url)).filter((k): k is string => !!k);
    await removeQuietly(store, [...consumed, ...created]);
    throw error;
  }
}

/**
 * Writes the new list if the row has not moved since it was read (a conditional update on the
 * version, inside the write lock): two saves at once never lose each other's images. A change
 * elsewhere (an event, say) only means reading the row again.
 */
async function writeList(handle: DatabaseHandle, project: Project, imageUrls: string[], finals: Map<string, string>) {
  for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt++) {
    const result = await handle.write(async (db) => {
      const current = await db.query.projects.findFirst({ where: eq(projects.id, project.id) });
      if (!current) throw new HttpError(404, 'This itinerary no longer exists.', 'NOT_FOUND');
      requirePaid(current);
      for (const url of imageUrls) {
        if (finals.has(url) || current.headerImages.includes(url)) continue;
        const key = objectStore().keyFromUrl(url);
        throw key && isFinalKeyOf(key, project.projectId) ? changedMeanwhile() : notOurs();
      }
      const list = imageUrls.map((url) => finals.get(url) ?? url);
      const [saved] = await db
        .update(projects)
        .set({ headerImages: list, headerImage: list[0] ?? null, ...bumpedVersions(), updatedAt: new Date() })
        .where(and(eq(projects.id, project.id), eq(projects.version, current.version)))
        .returning();
      if (!saved) return undefined;
      return { saved, removed: current.headerImages.filter((url) => !list.includes(url)) };
    });
    if (result) return result;
  }
  throw changedMeanwhile();
}
