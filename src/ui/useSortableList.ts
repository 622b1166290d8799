import { useCallback, useEffect, useRef } from 'react';
import type Sortable from 'sortablejs';

export type SortableOptions = {
  /** Selector of the items that move, and of the handle that drags one. */
  draggable: string;
  handle: string;
  /** Classes SortableJS puts on the slot the item will drop into, and on the dragged copy. */
  ghostClass: string;
  dragClass?: string;
  /** A drag began: hold the list still until it ends. */
  onStart?: () => void;
  /** The drag ended; `from === to` when the item went back where it was. */
  onEnd: (from: number, to: number) => void;
};

/**
 * Drag-to-reorder with SortableJS (FAQ cards, header images) on the list the returned
 * callback ref is given. SortableJS loads on first use, so the list (and its Move up / Move down
 * buttons, the keyboard way) works before it arrives and if it never does.
 *
 * SortableJS moves DOM nodes itself, which React does not know about. On drop the moved node is
 * put back where React left it and the new order goes through React state, so React's own
 * bookkeeping of the list stays true.
 */
/** Whether dragging works on the list now (tests wait for it; the arrows work before it). */
function markReady(list: HTMLElement, enabled: boolean) {
  list.dataset.sortable = enabled ? 'ready' : 'off';
}

export function useSortableList<T extends HTMLElement>(enabled: boolean, options: SortableOptions) {
  const latest = useRef(options);
  latest.current = options;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  const instance = useRef<Sortable | null>(null);

  useEffect(() => {
    const sortable = instance.current;
    if (!sortable) return;
    sortable.option('disabled', !enabled);
    markReady(sortable.el, enabled);
  }, [enabled]);

  return useCallback((list: T | null) => {
    if (!list) return;
    let sortable: Sortable | null = null;
    let detached = false;
    const { draggable, handle, ghostClass, dragClass } = latest.current;
    import('sortablejs')
      .then(({ default: SortableJS }) => {
        if (detached) return;
        sortable = SortableJS.create(list, {
          draggable,
          handle,
          // SortableJS's own pointer-driven drag (not native HTML5 drag and drop): the same on
          // mouse and touch, and it keeps the item's look while it follows the pointer.
          forceFallback: true,
          fallbackTolerance: 3,
          animation: 170,
          ghostClass,
          ...(dragClass ? { dragClass } : {}),
          disabled: !enabledRef.current,
          onStart: () => latest.current.onStart?.(),
          onEnd: ({ item, from, oldIndex, newIndex }) => {
            if (oldIndex !== undefined && newIndex !== undefined && oldIndex !== newIndex) {
              from.removeChild(item);
              from.insertBefore(item, from.children[oldIndex] ?? null);
            }
            latest.current.onEnd(oldIndex ?? 0, newIndex ?? oldIndex ?? 0);
          },
        });
        instance.current = sortable;
        markReady(list, enabledRef.current);
      })
      .catch(() => {
        // Without SortableJS (a failed chunk load) the Move up / Move down buttons still reorder.
      });
    return () => {
      detached = true;
      sortable?.destroy();
      delete list.dataset.sortable;
      if (instance.current === sortable) instance.current = null;
    };
  }, []);
}
