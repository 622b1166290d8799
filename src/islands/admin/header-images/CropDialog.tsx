import type Cropper from 'cropperjs';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CROP_JPEG_QUALITY, CROP_MIN_SIZE, CROP_NUDGE_PX } from '@/lib/limits';
import { HEADER_IMAGE_UPLOAD, uploadSize } from '@/lib/upload-image';
import { Dialog } from '@/ui/Dialog';

type Props = {
  /** The picked file; null keeps the dialog closed. */
  file: File | null;
  /** 'Image 2 of 3' when several files were picked at once. */
  position?: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onUseOriginal: () => void;
  onCrop: (image: Blob) => void;
  onCropFailed: () => void;
};

/** Cropper.js loads when the first crop dialog opens (its stylesheet comes with the card). */
async function loadCropper() {
  return (await import('cropperjs')).default;
}

/**
 * The crop dialog: free aspect, a selection of at least 50×50
 * image pixels that stays inside the image (viewMode 1), arrow keys nudge it 1 px (Shift 10,
 * Ctrl or Cmd 100), and the result is a JPEG at quality 0.9.
 */
export function CropDialog({ file, position, busy, onCancel, onUseOriginal, onCrop, onCropFailed }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSource(url);
    setReady(false);
    setLoadFailed(false);
    return () => {
      URL.revokeObjectURL(url);
      setSource(null);
    };
  }, [file]);

  // Starts Cropper.js once the <img> has loaded the picked file.
  function startCropper() {
    const img = image.current;
    if (!img) return;
    loadCropper()
      .then((CropperJS) => {
        if (image.current !== img || !img.isConnected) return;
        cropper.current?.destroy();
        cropper.current = new CropperJS(img, {
          viewMode: 1,
          aspectRatio: NaN,
          // Most of the photo, with the handles clear of the edges.
          autoCropArea: 0.9,
          minCropBoxWidth: CROP_MIN_SIZE,
          minCropBoxHeight: CROP_MIN_SIZE,
          // Browsers already turn photos upright; reading EXIF again would fetch the blob: URL,
          // which the page's CSP does not allow (connect-src).
          checkOrientation: false,
          zoomOnWheel: false,
          restore: false,
          ready: () => setReady(true),
          // The minimum is in the image's own pixels, whatever the zoom (crop min 50).
          crop: (event) => {
            const instance = cropper.current;
            if (!instance) return;
            const { naturalWidth, naturalHeight } = instance.getImageData();
            const minWidth = Math.min(CROP_MIN_SIZE, naturalWidth);
            const minHeight = Math.min(CROP_MIN_SIZE, naturalHeight);
            const { width, height } = event.detail;
            if (width < minWidth || height < minHeight) {
              instance.setData({ width: Math.max(width, minWidth), height: Math.max(height, minHeight) });
            }
          },
        });
      })
      .catch(() => setLoadFailed(true));
  }

  useEffect(
    () => () => {
      cropper.current?.destroy();
      cropper.current = null;
    },
    [source],
  );

  function nudge(e: KeyboardEvent<HTMLDivElement>) {
    const instance = cropper.current;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[e.key];
    if (!instance || !move || !ready) return;
    e.preventDefault();
    const step = e.ctrlKey || e.metaKey ? CROP_NUDGE_PX.ctrl : e.shiftKey ? CROP_NUDGE_PX.shift : CROP_NUDGE_PX.plain;
    const data = instance.getData();
    // setData keeps the box inside the image (viewMode 1), so a nudge past the edge stops there.
    instance.setData({ x: data.x + move[0] * step, y: data.y + move[1] * step });
  }

  function crop() {
    const instance = cropper.current;
    if (!instance) return onCropFailed();
    try {
      // The selection drawn once, at the size it is uploaded at (HEADER_IMAGE_UPLOAD): a phone
      // never draws a 48 MP photo at full size, and the upload is as small as it can be.
      const selection = instance.getData(true);
      const { width, height } = uploadSize(selection.width, selection.height, HEADER_IMAGE_UPLOAD);
      const canvas = instance.getCroppedCanvas({ width, height, fillColor: '#fff', imageSmoothingQuality: 'high' });
      canvas.toBlob((blob) => (blob ? onCrop(blob) : onCropFailed()), 'image/jpeg', CROP_JPEG_QUALITY);
    } catch {
      onCropFailed();
    }
  }

  return (
    <Dialog
      open={file !== null}
      onClose={() => {
        if (!busy) onCancel();
      }}
      size="lg"
      title="Crop Image"
      description={
        <>
          Drag the corners to choose what shows in your header, or keep the whole photo.
          {position && <span className="ml-1 font-semibold text-ink">{position}</span>}
        </>
      }
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn-secondary" onClick={onUseOriginal} disabled={busy}>
            Use Original
          </button>
          <button type="button" className="btn-primary min-w-36" onClick={crop} disabled={busy || !ready}>
            {busy ? (
              <>
                <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
                Uploading...
              </>
            ) : (
              'Crop & Upload'
            )}
          </button>
        </>
      }
    >
      {file && (
        <p className="-mt-2 mb-3 truncate text-xs text-ink-muted" title={file.name}>
          {file.name}
        </p>
      )}
      <div
        tabIndex={0}
        role="group"
        aria-label={`Crop selection. Arrow keys move it by ${CROP_NUDGE_PX.plain} pixel, with Shift by ${CROP_NUDGE_PX.shift}, with Ctrl or Cmd by ${CROP_NUDGE_PX.ctrl}.`}
        onKeyDown={nudge}
        className="relative h-[min(55dvh,22rem)] w-full overflow-hidden rounded-2xl bg-ink/90 focus-visible:outline-offset-4"
        data-crop-area
      >
        {source && !loadFailed && (
          <img
            ref={image}
            src={source}
            alt="The picked photo, to crop"
            onLoad={startCropper}
            onError={() => setLoadFailed(true)}
            className="block max-h-full max-w-full opacity-0"
          />
        )}
        {!ready && !loadFailed && (
          <div role="status" className="absolute inset-0 flex items-center justify-center gap-3 text-sm text-white/80">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-white/30 border-t-white" aria-hidden="true" />
            Loading image...
          </div>
        )}
        {loadFailed && (
          <p role="alert" className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-white">
            This image cannot be shown for cropping here. You can still use the original.
          </p>
        )}
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        Tip: focus the image and use the arrow keys to nudge the selection (Shift ×10, Ctrl/Cmd ×100).
      </p>
    </Dialog>
  );
}
