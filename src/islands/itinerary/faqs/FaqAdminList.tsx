/** The admin FAQ cards in order, each a card or, while it is edited, its inline editor. */
import type { Ref } from 'react';
import type { FaqView } from '@/lib/types';
import type { Editing } from './faq-editing';
import { FaqAdminCard } from './FaqAdminCard';
import { FaqEditor } from './FaqEditor';
import type { useFaqEditing } from './useFaqEditing';

type Props = {
  faqs: FaqView[];
  listRef: Ref<HTMLUListElement>;
  editing: Editing;
  editorProps: ReturnType<typeof useFaqEditing>['editorProps'];
  onEdit: (faq: FaqView, field: 'question' | 'answer') => void;
  onMove: (faq: FaqView, delta: -1 | 1) => void;
  onDelete: (faq: FaqView) => void;
};

export function FaqAdminList({ faqs, listRef, editing, editorProps, onEdit, onMove, onDelete }: Props) {
  return (
    <ul ref={listRef} className="space-y-4" aria-label="FAQs">
      {faqs.map((faq, i) => (
        <li
          key={faq.id}
          data-faq-id={faq.id}
          // While dragging, the card's place shows as a dashed slot and the card follows the
          // pointer, tilted (SortableJS adds these classes; see useSortableList).
          className="faq-item rounded-[var(--theme-radius)] [&.faq-drag-clone]:rotate-1 [&.faq-drag-clone]:shadow-2xl [&.faq-drag-placeholder]:bg-white/40 [&.faq-drag-placeholder]:outline-2 [&.faq-drag-placeholder]:-outline-offset-2 [&.faq-drag-placeholder]:outline-[var(--theme-primary)] [&.faq-drag-placeholder]:outline-dashed [&.faq-drag-placeholder>*]:invisible"
        >
          {editing.kind === 'edit' && editing.id === faq.id ? (
            <FaqEditor initial={{ question: faq.question, answer: faq.answer }} startIn={editing.field} {...editorProps(editing)} />
          ) : (
            <FaqAdminCard
              faq={faq}
              isFirst={i === 0}
              isLast={i === faqs.length - 1}
              onEdit={(field) => onEdit(faq, field)}
              onMove={(delta) => onMove(faq, delta)}
              onDelete={() => onDelete(faq)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
