/**
 * Focus is never hidden under a fixed or sticky bar (docs/accessibility.md "Focus not
 * obscured"). The page's bars (a sticky <header>, a fixed <footer> or <aside>, anything marked
 * `data-fixed-bar="top|bottom"` such as a hint bubble above the footer) are measured and their
 * heights written to <html>'s own `scroll-padding`: the browser then scrolls a focused control
 * clear of them. (Not as custom properties: those are inherited, so changing one on <html>
 * restyles every element of the page, which a slow phone feels on the tap that moved focus.)
 *
 * The heights are measured again on every `focusin`, which the browser fires before it scrolls
 * the newly focused element into view, so bars that appeared since (a hint, a swapped page) count.
 */

/** Room left between a bar and the focused control, so its focus ring shows too. */
const FOCUS_CLEARANCE_PX = 12;

const BAR_SELECTOR = 'header, footer, aside, [data-fixed-bar]';

type Edges = { top: number; bottom: number };

/** How far the bars reach into the viewport from its top and from its bottom, in px. */
function barEdges(root: ParentNode = document): Edges {
  const viewport = window.innerHeight;
  const edges: Edges = { top: 0, bottom: 0 };
  for (const el of root.querySelectorAll<HTMLElement>(BAR_SELECTOR)) {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = el.getBoundingClientRect();
    if (rect.height === 0 || rect.bottom <= 0 || rect.top >= viewport) continue;
    // A bar touches the top or the bottom edge; a sticky element that is not stuck touches neither.
    const side = el.dataset.fixedBar ?? (rect.top <= 1 ? 'top' : rect.bottom >= viewport - 1 ? 'bottom' : null);
    if (side === 'top') edges.top = Math.max(edges.top, rect.bottom);
    else if (side === 'bottom') edges.bottom = Math.max(edges.bottom, viewport - rect.top);
  }
  return edges;
}

let last = '';

function update() {
  const { top, bottom } = barEdges();
  const value = `${Math.ceil(top)}|${Math.ceil(bottom)}`;
  if (value === last) return;
  last = value;
  const root = document.documentElement.style;
  root.scrollPaddingTop = `${Math.ceil(top) + (top > 0 ? FOCUS_CLEARANCE_PX : 0)}px`;
  root.scrollPaddingBottom = `${Math.ceil(bottom) + (bottom > 0 ? FOCUS_CLEARANCE_PX : 0)}px`;
}

/** Keeps the scroll padding in step with the page's bars (every page runs it, BaseLayout.astro). */
export function watchFixedBars(): void {
  update();
  document.addEventListener('focusin', update, true);
  window.addEventListener('resize', update, { passive: true });
  window.addEventListener('hashchange', update);
  window.addEventListener('load', update, { once: true });
}
