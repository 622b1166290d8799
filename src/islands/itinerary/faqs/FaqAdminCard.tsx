import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { FaqView } from '../../../lib/types';

type Props = {
  faq: FaqView;
  isFirst: boolean;
  isLast: boolean;
  /** Opens the editor, in the field the organiser clicked. */
  onEdit: (field: 'question' | 'answer') => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
};

const icon = (d: ReactNode, className = 'h-4 w-4') => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    {d}
  </svg>
);

const actionClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-soft transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * One FAQ in admin mode (spec §2 "FAQ tab"): the text is a button that opens the editor, the
 * grip on the left drags (SortableJS finds it by `faq-drag-handle`), and Move up / Move down are
 * the keyboard's way to reorder.
 */
export function FaqAdminCard({ faq, isFirst, isLast, onEdit, onMove, onDelete }: Props) {
  const id = useId();

  function edit(e: MouseEvent<HTMLDivElement>) {
    // Selecting text to copy it is not a request to edit.
    if (window.getSelection()?.toString()) return;
    const field = (e.target as HTMLElement).closest('[data-field]')?.getAttribute('data-field');
    onEdit(field === 'answer' ? 'answer' : 'question');
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onEdit('question');
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
        {icon(
          <>
            <circle cx="9" cy="6" r="1.2" fill="currentColor" />
            <circle cx="15" cy="6" r="1.2" fill="currentColor" />
            <circle cx="9" cy="12" r="1.2" fill="currentColor" />
            <circle cx="15" cy="12" r="1.2" fill="currentColor" />
            <circle cx="9" cy="18" r="1.2" fill="currentColor" />
            <circle cx="15" cy="18" r="1.2" fill="currentColor" />
          </>,
          'h-5 w-5',
        )}
      </span>
      <div
        role="button"
        tabIndex={0}
        data-edit-region
        aria-label={`Edit FAQ: ${faq.question}`}
        aria-describedby={`${id}-a`}
        className="min-w-0 flex-1 cursor-pointer rounded-lg py-4 pr-1 pl-1 -outline-offset-2 sm:py-5"
        onClick={edit}
        onKeyDown={onKeyDown}
      >
        <h3 id={`${id}-q`} data-field="question" className="flex items-start gap-2 font-bold text-ink">
          <span className="min-w-0 break-words">{faq.question}</span>
          <span className="mt-0.5 shrink-0 text-ink-muted opacity-50 transition group-hover:opacity-100" aria-hidden="true">
            {icon(
              <>
                <path d="M12 20h9" />
                <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
              </>,
              'h-3.5 w-3.5',
            )}
          </span>
        </h3>
        <p id={`${id}-a`} data-field="answer" className="mt-2 break-words whitespace-pre-line text-ink-soft">
          {faq.answer}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-0.5 p-1.5 sm:flex-row sm:items-start sm:p-2.5">
        <button type="button" className={actionClass} aria-label="Move up" title="Move up" disabled={isFirst} onClick={() => onMove(-1)} data-move="up">
          {icon(<path d="m6 15 6-6 6 6" />)}
        </button>
        <button type="button" className={actionClass} aria-label="Move down" title="Move down" disabled={isLast} onClick={() => onMove(1)} data-move="down">
          {icon(<path d="m6 9 6 6 6-6" />)}
        </button>
        <button
          type="button"
          className={`${actionClass} hover:bg-red-50 hover:text-red-700`}
          aria-label="Delete FAQ"
          title="Delete"
          onClick={onDelete}
        >
          {icon(
            <>
              <path d="M3 6h18" />
              <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
              <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
              <path d="M10 11v6M14 11v6" />
            </>,
          )}
        </button>
      </div>
    </article>
  );
}
