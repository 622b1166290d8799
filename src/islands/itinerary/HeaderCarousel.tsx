import { useEffect, useState } from 'react';
import { HEADER_CAROUSEL_MS } from '../../lib/limits';
import { carouselDotClass, carouselImageClass } from './carousel-classes';

type Props = { images: string[]; title: string };

/**
 * Header images, cross-fading every 5 s when there are several. Before React loads, the page's
 * plain script (guest-page.ts) runs the same markup; it puts the first photo back before hydration.
 */
export function HeaderCarousel({ images, title }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (images.length < 2 || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), HEADER_CAROUSEL_MS);
    return () => window.clearInterval(timer);
  }, [images.length, paused]);

  if (images.length === 0) return null;
  // The list can shrink under the index (an organiser removes a photo): stay in range.
  const current = index % images.length;
  return (
    // A named region: the photos sit between the title bar and the main content, in no other landmark.
    <section
      aria-label="Photos"
      className="relative mx-auto aspect-[16/7] max-h-[22rem] w-full max-w-5xl overflow-hidden sm:mt-4 sm:rounded-[var(--theme-radius)] sm:shadow-card"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-header-carousel
      data-index={current}
    >
      {images.map((src, i) => (
        <img
          key={src}
          src={src}
          alt={images.length > 1 ? `${title}: photo ${i + 1} of ${images.length}` : title}
          className={carouselImageClass(i === current)}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
          aria-hidden={i === current ? undefined : true}
        />
      ))}
      {images.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2 noscript:hidden">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              className={carouselDotClass(i === current)}
              data-carousel-dot={i}
            />
          ))}
        </div>
      )}
    </section>
  );
}
