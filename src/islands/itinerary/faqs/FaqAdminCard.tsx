import { useId, type MouseEvent } from 'react';
import type { FaqView } from '@/lib/types';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  faq: FaqView;
  isFirst: boolean;
  isLast: boolean;
  /** Opens the editor, in the field the organiser clicked. */
  onEdit: (field: 'question' | 'answer') => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
};

const actionClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-soft transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * One FAQ in admin mode: the question is a heading (level 2, like the guest's
 * FAQ tab: each FAQ is a top-level part of the tab) whose text is the button
 * that opens the editor (a heading inside a button would stop being a heading), a click on the
 * answer opens the editor in the answer, the grip on the left drags (SortableJS finds it by
 * `faq-drag-handle`), and Move up / Move down are the keyboard's way to reorder.
 */
export function FaqAdminCard({ faq, isFirst, isLast, onEdit, onMove, onDelete }: Props) {
  const id = useId();

  // The button's click (mouse or keyboard) and a click on the answer both land here.
  function edit(e: MouseEvent<HTMLDivElement>) {
    // Selecting text to copy it is not a request to edit.
    if (window.getSelection()?.toString()) return;
    const field = (e.target as HTMLElement).closest('[data-field]')?.getAttribute('data-field');
    onEdit(field === 'answer' ? 'answer' : 'question');
  }

  return (
    <article
      aria-labelledby={`${id}-q`}
      className="group flex items-stretch rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card"
    >
      <span
        className="faq-drag-handle flex w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-[var(--theme-radius)] text-ink-muted transition select-none hover:bg-black/[0.04] hover:text-ink active:cursor-grabbing sm:w-10"
        title="Drag to reorder"
        aria-hidden="true"
      >
        <Icon icon={icons.grip} className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 cursor-pointer py-4 pr-1 pl-1 sm:py-5" onClick={edit}>
        <h2 className="font-bold text-ink">
          <button
            type="button"
            data-edit-region
            data-field="question"
            aria-label={`Edit FAQ: ${faq.question}`}
            aria-describedby={`${id}-a`}
            className="-mx-1 flex w-[calc(100%+0.5rem)] items-start gap-2 rounded-lg px-1 text-left"
          >
            <span id={`${id}-q`} className="min-w-0 break-words">
              {faq.question}
            </span>
            <span className="mt-0.5 shrink-0 text-ink-muted opacity-50 transition group-hover:opacity-100" aria-hidden="true">
              <Icon icon={icons.pencil} className="h-3.5 w-3.5" />
            </span>
          </button>
        </h2>
        <p id={`${id}-a`} data-field="answer" className="mt-2 break-words whitespace-pre-line text-ink-soft">
          {faq.answer}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-0.5 p-1.5 sm:flex-row sm:items-start sm:p-2.5">
        <button type="button" className={actionClass} aria-label="Move up" title="Move up" disabled={isFirst} onClick={() => onMove(-1)} data-move="up">
          <Icon icon={icons.chevronUp} />
        </button>
        <button type="button" className={actionClass} aria-label="Move down" title="Move down" disabled={isLast} onClick={() => onMove(1)} data-move="down">
          <Icon icon={icons.chevronDown} />
        </button>
        <button
          type="button"
          className={`${actionClass} hover:bg-red-50 hover:text-red-700`}
          aria-label="Delete FAQ"
          title="Delete"
          onClick={onDelete}
        >
          <Icon icon={icons.trash} />
        </button>
      </div>
    </article>
  );
}
