/**
 * On a phone the itinerary's title bar collapses as the page scrolls: everything above the tabs
 * (photos, title, dates, links) scrolls away and only the tabs stay, so the bars at the top and
 * bottom take less than 15 % of the screen (docs/ui.md "Title bar"). The height that scrolls away
 * is measured here and written to <html> as --header-collapse, which global.css uses as the
 * sticky header's negative `top` below 40rem. Without JavaScript the photo band alone scrolls
 * away, as on wider screens.
 */

/** How much of the header sits above its tabs, in px (0 when there is no header). */
export function heightAboveTabs(header: HTMLElement | null): number {
  const tabs = header?.querySelector('nav[aria-label="Itinerary views"]');
  if (!header || !tabs) return 0;
  return Math.max(0, Math.round(tabs.getBoundingClientRect().top - header.getBoundingClientRect().top));
}

let last = -1;
let queued = false;

function measure() {
  queued = false;
  const height = heightAboveTabs(document.querySelector<HTMLElement>('.itinerary-header'));
  if (height === last) return;
  last = height;
  document.documentElement.style.setProperty('--header-collapse', `${height}px`);
}

function queue() {
  if (queued) return;
  queued = true;
  requestAnimationFrame(measure);
}

/** Keeps --header-collapse in step with the header (a longer title, photos, a wider window). */
export function watchHeaderCollapse(): void {
  measure();
  window.addEventListener('resize', queue, { passive: true });
  // The header can change while the page is read (an island's render, a live update's new title).
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('load', queue, { once: true });
}
