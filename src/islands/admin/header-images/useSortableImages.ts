import { useCallback, useEffect, useRef } from 'react';
import type Sortable from 'sortablejs';

/**
 * Drag-to-reorder with SortableJS (spec §2 "sortable list"), loaded on first use; the list's
 * Move up / Move down buttons work without it.
 *
 * SortableJS moves DOM nodes itself, which React does not know about: on drop the node goes back
 * where React left it and the new order goes through React state instead.
 */
export function useSortableImages<T extends HTMLElement>(enabled: boolean, onMove: (from: number, to: number) => void) {
  const latest = useRef(onMove);
  latest.current = onMove;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  const instance = useRef<Sortable | null>(null);

  useEffect(() => {
    instance.current?.option('disabled', !enabled);
  }, [enabled]);

  return useCallback((list: T | null) => {
    if (!list) return;
    let sortable: Sortable | null = null;
    let detached = false;
    import('sortablejs')
      .then(({ default: SortableJS }) => {
        if (detached) return;
        sortable = SortableJS.create(list, {
          draggable: '[data-image-row]',
          handle: '[data-drag-handle]',
          // Pointer-driven drag, the same with mouse and touch.
          forceFallback: true,
          fallbackTolerance: 3,
          animation: 160,
          // A Tailwind class (the scanner sees it here): the slot the row will drop into.
          ghostClass: 'opacity-40',
          disabled: !enabledRef.current,
          onEnd: ({ item, from, oldIndex, newIndex }) => {
            if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
            from.removeChild(item);
            from.insertBefore(item, from.children[oldIndex] ?? null);
            latest.current(oldIndex, newIndex);
          },
        });
        instance.current = sortable;
      })
      .catch(() => {
        // Without SortableJS (a failed chunk load) Move up / Move down still reorder.
      });
    return () => {
      detached = true;
      sortable?.destroy();
      if (instance.current === sortable) instance.current = null;
    };
  }, []);
}
