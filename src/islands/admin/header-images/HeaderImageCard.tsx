// A URL, not a side-effect import (as MapTab does): only admins, who load this card, get it.
import cropperStylesheet from 'cropperjs/dist/cropper.css?url';
import { useId, useState } from 'react';
import { HEADER_CAROUSEL_MS, MAX_HEADER_IMAGES } from '@/lib/limits';
import { MESSAGES } from '@/lib/messages';
import { TRIAL_FEATURES } from '@/lib/trial';
import type { ProjectView } from '@/lib/types';
import { toastError, toastProblem } from '@/stores/toast';
import { openUpgrade, showUpgradeFor } from '@/stores/upgrade';
import { CropDialog } from './CropDialog';
import { DropZone } from './DropZone';
import { checkImageFile, uploadHeaderImage } from './header-image-requests';
import { ImageLightbox } from './ImageLightbox';
import { ImageList } from './ImageList';
import { useHeaderImages } from './useHeaderImages';
import { HEADER_IMAGE_UPLOAD, prepareUpload, uploadName } from '@/lib/upload-image';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = { project: ProjectView; onProjectChange: (project: ProjectView) => void };

const UPLOAD_FAILED = 'Failed to upload image. Please try again.';
const CROP_FAILED = 'Failed to process image. Please try again.';

/**
 * The admin panel's 'Header Image' card: pick or drop
 * up to 5 photos, crop each (or keep the original), then upload it and save the list; reorder,
 * preview and remove, each saved at once. Lazy-loaded with the admin tools.
 */
export function HeaderImageCard({ project, onProjectChange }: Props) {
  const headingId = useId();
  const list = useHeaderImages(project, onProjectChange);
  const [queue, setQueue] = useState<File[]>([]);
  const [picked, setPicked] = useState(0);
  const [overflow, setOverflow] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const locked = !project.isPaid;
  const count = list.images.length;
  const current = queue[0] ?? null;

  const upgrade = () => openUpgrade(TRIAL_FEATURES.TRIAL_IMAGE_BLOCKED);
  const tooMany = () => toastProblem('Too many images', MESSAGES.tooManyImages);

  function pick(files: File[]) {
    if (files.length === 0) return;
    if (locked) return upgrade();
    const room = MAX_HEADER_IMAGES - count;
    if (room <= 0) return tooMany();
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem) toastProblem(problem.title, problem.description);
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    setOverflow(accepted.length > room);
    setQueue(accepted.slice(0, room));
    setPicked(Math.min(room, accepted.length));
  }

  /** Next picked file, or done: the overflow note comes after the last upload. */
  function next() {
    const rest = queue.slice(1);
    setQueue(rest);
    if (rest.length === 0 && overflow) {
      toastProblem('Too many images', MESSAGES.imageOverflow);
      setOverflow(false);
    }
  }

  async function upload(image: Blob, fileName: string) {
    setUploading(true);
    try {
      let pending: string;
      try {
        pending = await uploadHeaderImage(project.projectId, image);
      } catch (error) {
        if (!showUpgradeFor(error)) {
          toastError(error, UPLOAD_FAILED, 'Upload failed');
        }
        return;
      }
      // The last of several announces 'Images updated' (unless the overflow note does).
      if (await list.add(pending, image, fileName, queue.length <= 1 && !overflow)) next();
    } finally {
      setUploading(false);
    }
  }

  function cropFailed() {
    toastProblem('Crop failed', CROP_FAILED);
  }

  async function keepOriginal() {
    if (!current) return;
    // A large photo is sent at the size it will be shown at; a GIF, AVIF, HEIC (where the
    // browser reads it)… as a JPEG: the server takes JPEG, PNG or WebP.
    const image = await prepareUpload(current, HEADER_IMAGE_UPLOAD).catch(() => null);
    if (!image) return cropFailed();
    await upload(image, uploadName(current, image));
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-black/10 bg-white p-4 shadow-sm sm:p-5" data-header-image-card>
      {/* Hoisted into <head> by React; loaded long before the first crop. */}
      <link rel="stylesheet" href={cropperStylesheet} precedence="header-image-cropper" />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-bold text-ink">
            Header Image
            {locked && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                ★ Full access
              </span>
            )}
          </h3>
          <p className="mt-0.5 text-sm text-ink-soft">
            Up to {MAX_HEADER_IMAGES} photos across the top of your itinerary. Drag to change the order.
          </p>
        </div>
        <span className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-ink-soft tabular-nums" aria-label={`${count} of ${MAX_HEADER_IMAGES} images`}>
          {count} / {MAX_HEADER_IMAGES}
        </span>
      </div>

      {count >= 2 && (
        <div role="status" className="mb-3 flex items-start gap-2.5 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-950 ring-1 ring-emerald-200">
          <span className="mt-0.5 h-2 w-2 shrink-0 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Image Carousel Active</strong>
            <span className="block text-emerald-900/80">
              Your header shows these {count} photos in turn, {HEADER_CAROUSEL_MS / 1000} seconds each.
            </span>
          </span>
        </div>
      )}

      {count > 0 && (
        <div className="mb-3">
          <ImageList
            images={list.images}
            sources={list.sources}
            names={list.displayNames}
            fullNames={list.fullNames}
            busy={list.saving || uploading}
            onMove={list.move}
            onPreview={setPreview}
            onRemove={list.remove}
          />
        </div>
      )}

      <DropZone count={count} locked={locked} busy={uploading} onFiles={pick} onLocked={upgrade} onFull={tooMany} />
      {list.saving && !uploading && (
        <p role="status" className="mt-2 flex items-center gap-2 text-xs text-ink-muted">
          <Icon icon={icons.upload} className="h-3.5 w-3.5" /> Saving…
        </p>
      )}

      <CropDialog
        file={current}
        position={picked > 1 ? `Image ${picked - queue.length + 1} of ${picked}` : undefined}
        busy={uploading}
        onCancel={next}
        onUseOriginal={() => void keepOriginal()}
        onCrop={(blob) => current && void upload(blob, uploadName(current, blob))}
        onCropFailed={cropFailed}
      />
      <ImageLightbox images={list.sources} names={list.fullNames} startAt={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
