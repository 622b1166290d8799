/** The admin FAQ tab's inline editor: which card it is open on, and saving a new or changed FAQ. */
import { useRef, useState, type RefObject } from 'react';
import type { FaqInput } from '@/lib/schemas';
import { toastSuccess } from '@/stores/toast';
import { NONE, sameEditor, type Editing, type FocusTarget } from './faq-editing';
import type { CloseVia } from './FaqEditor';
import { FAQ_TEXT } from './faq-messages';
import { createFaq, reportFaqError, updateFaq } from './faq-requests';
import type { OptimisticFaqs } from './useOptimisticFaqs';

type Options = {
  projectId: string;
  list: OptimisticFaqs;
  allowed: () => boolean;
  focusNext: RefObject<FocusTarget | null>;
};

export function useFaqEditing({ projectId, list, allowed, focusNext }: Options) {
  const { current, show, run } = list;
  const [editing, setEditing] = useState<Editing>(NONE);
  const editingRef = useRef(editing);
  editingRef.current = editing;

  function open(next: Editing) {
    if (allowed()) setEditing(next);
  }

  function close(target: Editing, via: CloseVia, focus: FocusTarget) {
    if (!sameEditor(editingRef.current, target)) return;
    setEditing(NONE);
    // Leaving by clicking elsewhere keeps focus where the organiser put it.
    if (via !== 'leave') focusNext.current = focus;
  }

  function closeWithoutSaving(target: Editing, via: CloseVia) {
    close(target, via, target.kind === 'edit' ? { kind: 'card', id: target.id } : { kind: 'add', at: target.kind === 'create' ? target.at : 'top' });
  }

  async function save(target: Editing, input: FaqInput, via: CloseVia): Promise<boolean> {
    if (!allowed()) return false;
    const fallback = via === 'leave' ? FAQ_TEXT.saveFailed : target.kind === 'create' ? FAQ_TEXT.createFailed : FAQ_TEXT.updateFailed;
    try {
      if (target.kind === 'edit') {
        const updated = await run(null, () => updateFaq(projectId, target.id, input));
        show(current.current.map((f) => (f.id === updated.id ? updated : f)));
        toastSuccess(FAQ_TEXT.updated);
        close(target, via, { kind: 'card', id: updated.id });
      } else if (target.kind === 'create') {
        // The top button's FAQ goes first, the bottom one's last: the server places it in one write.
        const first = target.at === 'top';
        const created = await run(null, () => createFaq(projectId, { ...input, at: first ? 'first' : 'last' }));
        const others = current.current.filter((f) => f.id !== created.id);
        close(target, via, { kind: 'card', id: created.id });
        show(first ? [created, ...others] : [...others, created]);
        toastSuccess(FAQ_TEXT.created);
      }
      return true;
    } catch (error) {
      reportFaqError(error, fallback);
      return false;
    }
  }

  /** The props of the editor open on `target`: saving it, or closing it unsaved. */
  const editorProps = (target: Editing) => ({
    isNew: target.kind === 'create',
    onSave: (input: FaqInput, via: CloseVia) => save(target, input, via),
    onClose: (via: CloseVia) => closeWithoutSaving(target, via),
  });

  return { editing, open, editorProps };
}
