import { useRef, useState, type DragEvent } from 'react';
import { MAX_HEADER_IMAGE_BYTES, MAX_HEADER_IMAGES } from '@/lib/limits';
import { megabytes } from '@/lib/number-words';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  count: number;
  /** Unpaid itinerary: the zone offers the upgrade instead of the file picker. */
  locked: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
  onLocked: () => void;
  /** Already 5 images: the card says 'Too many images'. */
  onFull: () => void;
};

/**
 * Drag-and-drop zone and file picker. Any image type may be picked;
 * the card checks each file (checkImageFile in ./header-image-requests.ts).
 */
export function DropZone({ count, locked, busy, onFiles, onLocked, onFull }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const full = count >= MAX_HEADER_IMAGES;

  function open() {
    if (locked) return onLocked();
    if (full) return onFull();
    input.current?.click();
  }

  function drop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setOver(false);
    if (locked) return onLocked();
    onFiles([...e.dataTransfer.files]);
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      onClick={(e) => {
        if (e.target === e.currentTarget) open();
      }}
      data-drop-zone
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-4 text-center transition ${
        over ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-gray-50/60 hover:border-brand-300'
      } ${count > 0 ? 'py-4' : 'py-7'}`}
    >
      {count === 0 && (
        <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-black/5">
          <Icon icon={icons.images} className="h-6 w-6" />
        </span>
      )}
      <p className="text-sm font-semibold text-ink">
        {full ? `You have ${MAX_HEADER_IMAGES} of ${MAX_HEADER_IMAGES} images` : over ? 'Drop to add' : 'Drag & drop photos here'}
      </p>
      <p className="mt-0.5 text-xs text-ink-muted">
        {full ? 'Remove one to add another.' : `JPEG, PNG or WebP, up to ${megabytes(MAX_HEADER_IMAGE_BYTES)}MB each · ${count} of ${MAX_HEADER_IMAGES} used`}
      </p>
      <button type="button" onClick={open} disabled={busy} className="btn-secondary mt-3 px-4 py-2">
        <Icon icon={icons.upload} />
        {count === 0 ? 'Choose images' : 'Add images'}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-label="Upload header images"
        className="sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // Picking the same file again must fire change again.
          e.target.value = '';
          onFiles(files);
        }}
      />
    </div>
  );
}
