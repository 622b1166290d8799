import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '../lib/limits';
import { $toast, dismissToast, removeToast } from '../stores/toast';
import { Icon } from './Icon';
import * as icons from './icon-paths';

const SWIPE_THRESHOLD_PX = 50; // a swipe this far to the right dismisses the toast

/**
 * Renders the one current toast in the 'Notifications' region; F8 focuses it, swipe right or the
 * close button dismisses.
 */
export function Toaster() {
  const current = useStore($toast);
  const region = useRef<HTMLOListElement>(null);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A popover sits in the top layer, so a toast shows above an open modal dialog's backdrop.
  const hasToast = Boolean(current);
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    try {
      if (hasToast) {
        // Re-show so the toast is above a dialog opened after it.
        if (el.matches(':popover-open')) el.hidePopover();
        el.showPopover();
      } else if (el.matches(':popover-open')) el.hidePopover();
    } catch {
      // popover unsupported or already in the wanted state
    }
  }, [hasToast, current?.id]);

  useEffect(() => {
    if (!current) return;
    if (current.open) {
      const timer = window.setTimeout(() => dismissToast(current.id), current.duration);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => removeToast(current.id), TOAST_REMOVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const destructive = current?.variant === 'destructive';
  // A landmark of its own: the page's content, toasts included, is all inside landmarks.
  return (
    <section aria-label="Notifications">
      <ol
        ref={region}
        tabIndex={-1}
        popover="manual"
        aria-label="Notifications (F8)"
        className="pointer-events-none fixed inset-x-0 top-auto bottom-0 z-[100] m-0 flex w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-4 outline-none sm:left-auto sm:items-end"
      >
        {current && (
          <li
            data-state={current.open ? 'open' : 'closed'}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-xl transition-all duration-300 data-[state=closed]:translate-x-4 data-[state=closed]:opacity-0 ${
              destructive
                ? 'focus-ring-light border-red-200 bg-red-600 text-white'
                : 'border-black/5 bg-white text-ink'
            }`}
            onPointerDown={(e) => {
              startX.current = e.clientX;
            }}
            onPointerUp={(e) => {
              if (startX.current !== null && e.clientX - startX.current > SWIPE_THRESHOLD_PX) {
                dismissToast(current.id);
              }
              startX.current = null;
            }}
          >
            {/* The live role sits inside the <li>: a role on the <li> itself breaks the list (axe). */}
            <div
              role={destructive ? 'alert' : 'status'}
              aria-live={destructive ? 'assertive' : 'polite'}
              className="min-w-0 flex-1"
            >
              <p className="text-sm font-semibold">{current.title}</p>
              {current.description && (
                <p className={`mt-0.5 text-sm ${destructive ? 'text-white' : 'text-ink-soft'}`}>
                  {current.description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(current.id)}
              className={`-m-1 rounded-full p-1 ${destructive ? 'hover:bg-white/20' : 'hover:bg-black/5'}`}
              aria-label="Dismiss notification"
            >
              <Icon icon={icons.close} />
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
