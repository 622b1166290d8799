/**
 * The browser's half of the upload flow: ask for an upload URL,
 * PUT the image there with its type, then save the whole list. Every failure is an ApiError, so
 * `showUpgradeFor` and `errorMessage` treat it like any other call.
 */
import { ApiError, apiRequest } from '@/lib/api-client';
import { MAX_HEADER_IMAGE_BYTES } from '@/lib/limits';
import { MESSAGES } from '@/lib/messages';
import { imageUploadUrlSchema } from '@/lib/organiser-schemas';
import { checkForm } from '@/lib/schemas';
import type { ProjectView, SaveImagesResponse, UploadUrlResponse } from '@/lib/types';

export type FileProblem = { title: string; description: string };

/** The checks on a picked file (an image, at most 10 MB), before anything is cropped or sent. */
export function checkImageFile(file: File): FileProblem | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file', description: MESSAGES.notAnImage };
  if (file.size > MAX_HEADER_IMAGE_BYTES) return { title: 'File too large', description: MESSAGES.imageTooLarge };
  return null;
}

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** Uploads one image; returns the pending URL that `saveHeaderImages` takes. */
export async function uploadHeaderImage(projectId: string, image: Blob): Promise<string> {
  const body = { contentType: image.type, size: image.size };
  // The same schema as the server: a bad type or size is refused here with the same words.
  const checked = checkForm(imageUploadUrlSchema, body);
  if (!checked.ok) {
    throw new ApiError(400, JSON.stringify({ message: checked.message }), new Headers());
  }
  const { uploadURL, publicUrl } = await apiRequest<UploadUrlResponse>('POST', `${base(projectId)}/images/upload-url`, checked.data);
  const res = await fetch(uploadURL, { method: 'PUT', body: image, headers: { 'Content-Type': image.type } });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText, res.headers);
  return publicUrl;
}

export async function saveHeaderImages(projectId: string, imageUrls: string[]): Promise<ProjectView> {
  const { project } = await apiRequest<SaveImagesResponse>('POST', `${base(projectId)}/images`, { imageUrls });
  return project;
}
