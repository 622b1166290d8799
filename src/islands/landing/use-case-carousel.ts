/**
 * The landing page's use-case carousel, after the WAI-ARIA
 * APG auto-rotating carousel: it rotates every `data-interval` ms and stops while the pointer is
 * over it, while focus is inside it, while the tab is hidden, and when the user presses the
 * stop button. The slide container is a polite live region only while it is not rotating.
 * Users who prefer reduced motion start with rotation stopped.
 */
import { EXAMPLES_CAROUSEL_MS } from '../../lib/limits';

function initCarousel(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-dot]'));
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (slides.length < 2 || !viewport) return;

  const interval = Number(root.dataset.interval) || EXAMPLES_CAROUSEL_MS;
  let index = Math.max(
    0,
    slides.findIndex((s) => s.hasAttribute('data-active')),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pausedByUser = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let focused = false;

  const isRotating = () => !pausedByUser && !hovered && !focused && !document.hidden;

  function show(target: number): void {
    index = (target + slides.length) % slides.length;
    slides.forEach((slide, n) => {
      const active = n === index;
      slide.toggleAttribute('data-active', active);
      slide.inert = !active;
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, n) => {
      if (n === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    root.dataset.index = String(index);
  }

  function schedule(): void {
    clearTimeout(timer);
    const rotating = isRotating();
    // Restart the progress bar animation from zero whenever rotation (re)starts: off now, on
    // in the next frame (a forced layout here cost a long task on phones).
    root.removeAttribute('data-playing');
    if (rotating) {
      requestAnimationFrame(() => requestAnimationFrame(() => {
        if (isRotating()) root.setAttribute('data-playing', '');
      }));
      timer = setTimeout(() => {
        show(index + 1);
        schedule();
      }, interval);
    }
    viewport?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    root.toggleAttribute('data-paused-by-user', pausedByUser);
    toggle?.setAttribute(
      'aria-label',
      pausedByUser ? 'Start automatic slide show' : 'Stop automatic slide show',
    );
  }

  prev?.addEventListener('click', () => {
    show(index - 1);
    schedule();
  });
  next?.addEventListener('click', () => {
    show(index + 1);
    schedule();
  });
  dots.forEach((dot, n) =>
    dot.addEventListener('click', () => {
      show(n);
      schedule();
    }),
  );
  toggle?.addEventListener('click', () => {
    pausedByUser = !pausedByUser;
    schedule();
  });

  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    schedule();
  });
  document.addEventListener('visibilitychange', schedule);

  show(index);
  schedule();
}

/**
 * Starts each carousel when it first comes near the screen, so the page's first seconds on a
 * phone are not spent on a slideshow below the fold.
 */
export function initCarouselsWhenVisible(selector = '[data-carousel]'): void {
  const roots = Array.from(document.querySelectorAll<HTMLElement>(selector));
  if (!('IntersectionObserver' in window)) {
    roots.forEach(initCarousel);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        initCarousel(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px 0px' },
  );
  roots.forEach((root) => observer.observe(root));
}
