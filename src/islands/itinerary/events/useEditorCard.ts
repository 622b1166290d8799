/**
 * What ties the open editor card to the page: the shared store asks it to leave when another
 * editor opens, a press outside the card leaves it, and on opening the title takes the focus and
 * the card scrolls into view after SCROLL_INTO_VIEW_DELAY_MS.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { SCROLL_INTO_VIEW_DELAY_MS } from '@/lib/limits';
import { registerEventEditor, type LeaveResult } from '@/stores/event-editor';

export function useEditorCard(card: RefObject<HTMLFormElement | null>, leave: () => LeaveResult, titleId: string) {
  // The store and the page's listener call the latest `leave` (it reads the latest draft).
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  useEffect(() => registerEventEditor(() => leaveRef.current()), []);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target;
      if (!(target instanceof Element) || card.current?.contains(target)) return;
      // The page's scrollbar, a dialog (the upgrade prompt) or a toast is not "outside the card".
      if (target === document.documentElement || target.closest('dialog, [role="dialog"], [popover]')) return;
      leaveRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, []);

  useEffect(() => {
    document.getElementById(titleId)?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => {
      const el = card.current;
      if (!el) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // A card taller than the screen shows its top, where the focus is.
      const tall = el.getBoundingClientRect().height > window.innerHeight * 0.7;
      el.scrollIntoView({ block: tall ? 'start' : 'nearest', behavior: smooth ? 'smooth' : 'auto' });
    }, SCROLL_INTO_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Once, when the card opens.
  }, []);
}
