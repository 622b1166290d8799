/** Reordering (drag or arrows) and deleting in the admin FAQ tab: shown at once, put back if the server refuses. */
import { useState, type RefObject } from 'react';
import type { FaqView } from '@/lib/types';
import { toastSuccess } from '@/stores/toast';
import { useSortableList } from '@/ui/useSortableList';
import { moved, type FocusTarget } from './faq-editing';
import { FAQ_TEXT } from './faq-messages';
import { deleteFaq, reorderFaqs, reportFaqError } from './faq-requests';
import type { OptimisticFaqs } from './useOptimisticFaqs';

type Options = {
  projectId: string;
  list: OptimisticFaqs;
  allowed: () => boolean;
  focusNext: RefObject<FocusTarget | null>;
  /** Dragging is off while an editor is open. */
  canDrag: boolean;
};

export function useFaqOrder({ projectId, list, allowed, focusNext, canDrag }: Options) {
  const { current, hold, release, run } = list;
  const [announcement, setAnnouncement] = useState('');

  /** Optimistic reorder: shown at once, reverted with a toast if the server refuses. */
  async function reorder(next: FaqView[], movedFaq: FaqView) {
    if (!allowed()) return;
    const position = next.findIndex((f) => f.id === movedFaq.id) + 1;
    setAnnouncement(`Moved “${movedFaq.question}” to position ${position} of ${next.length}.`);
    try {
      await run(next, () => reorderFaqs(projectId, next.map((f) => f.id)));
      toastSuccess(FAQ_TEXT.reordered);
    } catch (error) {
      setAnnouncement('The order was not saved and has been put back.');
      reportFaqError(error, FAQ_TEXT.reorderFailed);
    }
  }

  function move(faq: FaqView, delta: -1 | 1) {
    const faqs = current.current;
    const from = faqs.findIndex((f) => f.id === faq.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= faqs.length) return;
    focusNext.current = { kind: 'move', id: faq.id, dir: delta < 0 ? 'up' : 'down' };
    void reorder(moved(faqs, from, to), faq);
  }

  async function remove(faq: FaqView) {
    if (!allowed() || !window.confirm(FAQ_TEXT.confirmDelete)) return;
    const faqs = current.current;
    const index = faqs.findIndex((f) => f.id === faq.id);
    const rest = faqs.filter((f) => f.id !== faq.id);
    const neighbour = rest[index] ?? rest[index - 1];
    focusNext.current = neighbour ? { kind: 'card', id: neighbour.id } : { kind: 'add', at: 'top' };
    try {
      await run(rest, () => deleteFaq(projectId, faq.id));
      toastSuccess(FAQ_TEXT.deleted);
    } catch (error) {
      focusNext.current = { kind: 'card', id: faq.id };
      reportFaqError(error, FAQ_TEXT.deleteFailed);
    }
  }

  const listRef = useSortableList<HTMLUListElement>(canDrag, {
    draggable: '.faq-item',
    handle: '.faq-drag-handle',
    ghostClass: 'faq-drag-placeholder',
    dragClass: 'faq-drag-clone',
    onStart: hold,
    onEnd: (from, to) => {
      const faqs = current.current;
      const faq = faqs[from];
      release(false);
      if (faq && from !== to) void reorder(moved(faqs, from, to), faq);
    },
  });

  return { announcement, move, remove, listRef };
}
