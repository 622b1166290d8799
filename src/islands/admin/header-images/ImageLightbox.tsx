import { useEffect, useState } from 'react';
import { DEFAULT_AUTOPLAY_MS } from '@/lib/limits';
import { Dialog } from '@/ui/Dialog';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  images: string[];
  names: string[];
  /** The image to open on; null keeps the lightbox closed. */
  startAt: number | null;
  onClose: () => void;
};

const navClass =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg ring-1 ring-black/10 backdrop-blur transition hover:bg-white focus-visible:outline-white';

/**
 * The header image lightbox: previous/next, dots, an 'n / N' counter and close; Escape closes,
 * the arrow keys move, and the slider moves on by itself every 4 s, wrapping around, unless the
 * pointer rests on it or the visitor prefers reduced motion.
 */
export function ImageLightbox({ images, names, startAt, onClose }: Props) {
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  const open = startAt !== null && images.length > 0;
  const count = images.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (startAt !== null) setIndex(startAt);
  }, [startAt]);

  const go = (delta: number) => setIndex((i) => (((i + delta) % count) + count) % count);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // `go` only reads `count`, which is listed.
  }, [open, count]);

  // Restarts after every move, so a click never gets overtaken a moment later.
  useEffect(() => {
    if (!open || count < 2 || hovering) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setTimeout(() => go(1), DEFAULT_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, count, hovering, current]);

  return (
    <Dialog open={open} onClose={onClose} size="lg" title="Header Image Preview" description={names[current]}>
      <div
        className="relative -mx-2 overflow-hidden rounded-2xl bg-ink sm:mx-0"
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        data-lightbox
        data-index={current}
      >
        <div className="relative aspect-[4/3] w-full">
          {images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={`Header image ${i + 1} of ${count}`}
              aria-hidden={i === current ? undefined : true}
              className={`absolute inset-0 h-full w-full object-contain transition-opacity duration-500 ${i === current ? 'opacity-100' : 'opacity-0'}`}
            />
          ))}
        </div>
        <p aria-live="polite" className="absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white tabular-nums" data-counter>
          {current + 1} / {count}
        </p>
        {count > 1 && (
          <>
            <button type="button" className={`${navClass} left-3`} onClick={() => go(-1)} aria-label="Previous image">
              <Icon icon={icons.chevronLeft} className="h-5 w-5" />
            </button>
            <button type="button" className={`${navClass} right-3`} onClick={() => go(1)} aria-label="Next image">
              <Icon icon={icons.chevronRight} className="h-5 w-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="mt-3 flex justify-center gap-1">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              className="group flex h-7 min-w-7 items-center justify-center rounded-full px-1"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-brand-600' : 'w-2.5 bg-gray-300 group-hover:bg-gray-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
