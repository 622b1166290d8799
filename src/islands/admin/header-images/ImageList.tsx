import { useSortableList } from '@/ui/useSortableList';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  images: string[];
  /** What each thumbnail shows (a local preview while a new image is being saved). */
  sources: string[];
  /** Display names (shortened file names) and the whole names, for tooltips. */
  names: string[];
  fullNames: string[];
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onPreview: (index: number) => void;
  onRemove: (index: number) => void;
};

const actionClass =
  'inline-flex h-8 w-8 shrink-0 items-center sm:h-9 sm:w-9 justify-center rounded-full text-ink-soft transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';
const moveClass =
  'inline-flex h-6 w-7 items-center justify-center rounded-md text-ink-muted transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-25 disabled:hover:bg-transparent';

/**
 * The header images in display order: number, thumbnail, shortened file name, preview
 * (eye) and remove. The grip drags (SortableJS); Move up / Move down reorder from the keyboard.
 */
export function ImageList({ images, sources, names, fullNames, busy, onMove, onPreview, onRemove }: Props) {
  const listRef = useSortableList<HTMLOListElement>(!busy && images.length > 1, {
    draggable: '[data-image-row]',
    handle: '[data-drag-handle]',
    // A Tailwind class (the scanner sees it here): the slot the row will drop into.
    ghostClass: 'opacity-40',
    onEnd: (from, to) => {
      if (from !== to) onMove(from, to);
    },
  });
  return (
    <ol ref={listRef} className="space-y-2" aria-label="Header images, in display order" data-image-list>
      {images.map((src, i) => (
        <li
          key={src}
          data-image-row
          data-src={src}
          className="flex items-center gap-1.5 rounded-xl border border-black/10 bg-white p-1.5 pr-1 shadow-sm sm:gap-3 sm:p-2"
        >
          <span
            data-drag-handle
            className={`flex h-10 w-5 shrink-0 items-center justify-center text-ink-muted ${images.length > 1 ? 'cursor-grab touch-none active:cursor-grabbing' : 'opacity-30'}`}
            title="Drag to reorder"
            aria-hidden="true"
          >
            <Icon icon={icons.grip} className="h-5 w-5" />
          </span>
          <span className="relative h-12 w-16 shrink-0 overflow-hidden rounded-lg bg-gray-100 ring-1 ring-black/5 sm:w-20">
            <img src={sources[i] ?? src} alt="" className="h-full w-full object-cover" loading="lazy" decoding="async" draggable={false} />
            <span className="absolute top-1 left-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink/80 px-1 text-[11px] font-bold text-white tabular-nums" aria-hidden="true">
              {i + 1}
            </span>
          </span>
          <span className="min-w-0 flex-1 pl-0.5">
            <span className="block truncate text-sm font-semibold text-ink" title={fullNames[i]}>
              {names[i]}
            </span>
            <span className="block text-xs text-ink-muted">{i === 0 ? 'Shown first' : `Image ${i + 1}`}</span>
          </span>
          <span className="flex shrink-0 flex-col">
            <button type="button" className={moveClass} aria-label={`Move image ${i + 1} up`} title="Move up" disabled={busy || i === 0} onClick={() => onMove(i, i - 1)}>
              <Icon icon={icons.chevronUp} />
            </button>
            <button
              type="button"
              className={moveClass}
              aria-label={`Move image ${i + 1} down`}
              title="Move down"
              disabled={busy || i === images.length - 1}
              onClick={() => onMove(i, i + 1)}
            >
              <Icon icon={icons.chevronDown} />
            </button>
          </span>
          <button type="button" className={actionClass} aria-label={`Preview image ${i + 1}`} title="Preview" onClick={() => onPreview(i)}>
            <Icon icon={icons.eye} className="h-[18px] w-[18px]" />
          </button>
          <button
            type="button"
            className={`${actionClass} hover:bg-red-50 hover:text-red-700`}
            aria-label={`Remove image ${i + 1}`}
            title="Remove"
            disabled={busy}
            onClick={() => onRemove(i)}
          >
            <Icon icon={icons.trash} className="h-[18px] w-[18px]" />
          </button>
        </li>
      ))}
    </ol>
  );
}
