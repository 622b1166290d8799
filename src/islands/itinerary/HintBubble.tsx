/**
 * A hint bubble: points at the control it is about, hides itself after
 * HINT_BUBBLE_MS (10 s) and can be dismissed. It finds its control by selector, so the
 * footer and tabs need no wiring beyond a `data-hint-anchor` attribute; when no control matches
 * it sits above the footer, centred.
 *
 * It never covers its control, and never hides a focused one (docs/accessibility.md): a bubble
 * that can sit beside its control does ('start': on its left, over the empty part of its row); a
 * bubble above the footer counts as part of the footer (`data-fixed-bar`), so the page scrolls
 * focused controls clear of both.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HINT_BUBBLE_MS } from '../../lib/limits';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  text: string;
  /** Selectors tried in order; the first visible match is pointed at. */
  anchors: readonly string[];
  /** 'start': beside the control, on its left, when there is room; else above or below it. */
  side?: 'start';
  onDismiss: () => void;
};

type Position = {
  left: number;
  top?: number;
  bottom?: number;
  maxWidth?: number;
  /** Where the arrow is: on the bubble's top, bottom or right edge, at this offset. */
  arrow: { edge: 'top' | 'bottom' | 'right'; at: number } | null;
};

const GAP_PX = 12;
const EDGE_PX = 12;
/** Above the fixed footer when there is nothing to point at. */
const FALLBACK_BOTTOM_PX = 96;
/** Narrower than this beside its control, the bubble goes above or below it instead. */
const MIN_SIDE_WIDTH_PX = 150;

const ARROW_EDGE = { top: '-top-1.5', bottom: '-bottom-1.5', right: '-right-1.5' } as const;

function findAnchor(selectors: readonly string[]): HTMLElement | null {
  for (const selector of selectors) {
    const el = document.querySelector<HTMLElement>(selector);
    if (el && el.getClientRects().length > 0) return el;
  }
  return null;
}

export function HintBubble({ text, anchors, side, onDismiss }: Props) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  const place = useCallback(() => {
    const el = bubble.current;
    if (!el) return;
    const viewport = document.documentElement.clientWidth;
    const anchor = findAnchor(anchors);
    const rect = anchor?.getBoundingClientRect();

    // Beside the control: as wide as the room on its left allows (measured at that width).
    const room = rect ? rect.left - GAP_PX - EDGE_PX : 0;
    if (rect && side === 'start' && room >= MIN_SIDE_WIDTH_PX) {
      el.style.maxWidth = `${room}px`;
      const { offsetWidth: width, offsetHeight: height } = el;
      setPosition({
        left: rect.left - GAP_PX - width,
        top: rect.top + rect.height / 2 - height / 2,
        maxWidth: room,
        arrow: { edge: 'right', at: height / 2 },
      });
      return;
    }
    el.style.maxWidth = '';
    const width = el.offsetWidth;
    const clampLeft = (x: number) => Math.max(EDGE_PX, Math.min(x, viewport - width - EDGE_PX));
    if (!rect) {
      setPosition({ left: clampLeft((viewport - width) / 2), bottom: FALLBACK_BOTTOM_PX, arrow: null });
      return;
    }
    const centre = rect.left + rect.width / 2;
    const left = clampLeft(centre - width / 2);
    // Controls in the lower half (the footer) get the bubble above them; others below.
    const below = rect.top + rect.height / 2 < window.innerHeight / 2;
    // The arrow stays on the bubble even when the bubble is pushed back from the screen edge.
    const at = Math.max(GAP_PX, Math.min(centre - left, width - GAP_PX));
    setPosition({
      left,
      ...(below ? { top: rect.bottom + GAP_PX } : { bottom: window.innerHeight - rect.top + GAP_PX }),
      arrow: { edge: below ? 'top' : 'bottom', at },
    });
  }, [anchors, side]);

  useLayoutEffect(() => {
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    // Fonts loading or a live update can move the control (or resize the bubble's text) later.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(document.body);
    if (bubble.current) observer?.observe(bubble.current);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
      observer?.disconnect();
    };
  }, [place]);

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss.current(), HINT_BUBBLE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Above its control (the footer's buttons, or the fallback above the footer) it is part of
  // the bottom bar that focused controls scroll clear of.
  const aboveFooter = position !== null && position.bottom !== undefined;
  return (
    <div
      ref={bubble}
      role="status"
      data-fixed-bar={aboveFooter ? 'bottom' : undefined}
      className={`focus-ring-light fixed z-40 flex max-w-[calc(100vw-1.5rem)] items-center gap-2 rounded-2xl bg-brand-700 py-2 pr-2 pl-4 text-sm font-semibold text-white shadow-xl ring-2 ring-white/70 transition-opacity sm:max-w-xs duration-300 print:hidden ${
        position ? 'opacity-100' : 'opacity-0'
      }`}
      style={
        position
          ? { left: position.left, top: position.top, bottom: position.bottom, maxWidth: position.maxWidth }
          : { left: 0, bottom: 0 }
      }
    >
      <span>{text}</span>
      <button
        type="button"
        onClick={() => dismiss.current()}
        className="shrink-0 rounded-full p-1 text-white/80 hover:bg-white/15 hover:text-white"
        aria-label="Dismiss hint"
      >
        <Icon icon={icons.close} />
      </button>
      {position?.arrow && (
        <span
          aria-hidden="true"
          className={`absolute h-3 w-3 rotate-45 bg-brand-700 ${ARROW_EDGE[position.arrow.edge]}`}
          style={position.arrow.edge === 'right' ? { top: position.arrow.at - 6 } : { left: position.arrow.at - 6 }}
        />
      )}
    </div>
  );
}
