import { useEffect, useId, useRef, type ReactNode } from 'react';
import { returnFocus } from './focus-return';
import { Icon } from './Icon';
import * as icons from './icon-paths';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * Full width on phones, up to this width elsewhere. 'panel' is a large sheet (the admin
   * panel): full screen on phones, a fixed header and footer around a scrolling body.
   */
  size?: 'sm' | 'md' | 'lg' | 'panel';
  /** Buttons beside the title (panel only). */
  headerActions?: ReactNode;
};

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-lg', panel: '' };

/**
 * A modal on the native <dialog>: showModal() traps focus and makes the rest of the page inert,
 * Escape closes. Focus starts on the element marked `data-autofocus` (a form's first field; React's
 * autoFocus runs before the dialog is shown and is lost), else on the first control; on closing it
 * returns to the control that opened the dialog, or to the page's tab list or heading when that
 * control is gone or the dialog opened by itself (src/ui/focus-return.ts).
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md', headerActions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Opened by a tap the page kept while the island loaded, focus is on the frame shown in the
      // meantime (src/components/ItineraryPage.astro): the control tapped is the opener.
      const frame = document.querySelector<HTMLDialogElement>('dialog[data-tap-frame]');
      opener.current = frame ? document.querySelector('[data-tap-opener]') : document.activeElement;
      dialog.showModal();
      // The frame goes now, not on the page script's next frame: a dialog closed at once (a quick
      // Escape) must not leave it behind.
      frame?.close();
      frame?.remove();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current);
      opener.current = null;
    }
  }, [open]);

  // Unmounted while open (its owner went away): focus must not stay on the removed dialog.
  useEffect(
    () => () => {
      const openedBy = opener.current;
      if (openedBy) queueMicrotask(() => returnFocus(openedBy));
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        // React bubbles synthetic events through the component tree: a dialog opened from inside
        // another (the crop dialog and lightbox inside the admin panel) must not close its parent.
        e.stopPropagation();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes.
        if (e.target === e.currentTarget) onClose();
      }}
      className={
        size === 'panel'
          ? PANEL_CLASSES
          : `m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 backdrop:backdrop-blur-sm`
      }
    >
      {open && size === 'panel' && (
        <div className="flex h-full flex-col">
          <div className="shrink-0 px-5 pt-4 pb-3 sm:px-7 sm:pt-6">
            <div className="flex items-center gap-3">
              <h2 id={titleId} className="min-w-0 flex-1 text-xl font-bold tracking-tight">
                {title}
              </h2>
              {headerActions}
              <CloseButton onClose={onClose} className="-mr-2 shrink-0" />
            </div>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-ink-soft">
                {description}
              </div>
            )}
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          {footer && (
            <div className="flex shrink-0 justify-end gap-2 border-t border-black/5 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-7">
              {footer}
            </div>
          )}
        </div>
      )}
      {open && size !== 'panel' && (
        <div className="p-6 sm:p-7">
          <h2 id={titleId} className="pr-8 text-xl font-bold tracking-tight">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm text-ink-soft">
              {description}
            </div>
          )}
          <CloseButton onClose={onClose} className="absolute top-4 right-4" />
          {children && <div className="mt-5">{children}</div>}
          {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

// Full screen below 640 px; a large centred sheet above, never taller than the window.
const PANEL_CLASSES =
  'm-0 h-dvh max-h-none w-full max-w-none bg-white p-0 font-sans text-ink shadow-2xl backdrop:bg-ink/40 sm:m-auto sm:h-[min(56rem,calc(100dvh-3rem))] sm:w-[calc(100%-3rem)] sm:max-w-3xl sm:rounded-3xl';

function CloseButton({ onClose, className }: { onClose: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={onClose}
      className={`rounded-full p-2 text-ink-muted hover:bg-black/5 hover:text-ink ${className}`}
      aria-label="Close dialog"
    >
      <Icon icon={icons.close} className="h-5 w-5" />
    </button>
  );
}
